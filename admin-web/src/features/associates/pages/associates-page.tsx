import {
  ASSOCIATE_AGE_MAX,
  ASSOCIATE_AGE_MIN,
  formatCpf,
  P,
  type RecordStatus,
} from '@clube/shared';
import { Select, Slider } from 'antd';
import { useCallback, useState } from 'react';
import { CONTENT_STATUS_FILTER, ContentStatusBadge } from '../../../shared/forms/content-fields';
import {
  ListScreen,
  PeriodFilter,
  type ListColumn,
  type ListFormProps,
  type ListParams,
  type Period,
} from '../../../shared/list-screen';
import {
  useDeleteAssociateMutation,
  useListAssociatesQuery,
  useListCompanyOptionsQuery,
  type AssociateListItemDto,
} from '../api/associates-api';
import { AssociateForm } from '../components/associate-form';
import '../components/associate-form.css';

const COLUMNS: ReadonlyArray<ListColumn<AssociateListItemDto>> = [
  { key: 'name', title: 'Nome', sortKey: 'name', dataIndex: 'name' },
  { key: 'cpf', title: 'CPF', sortKey: 'cpf', render: (_, a) => formatCpf(a.cpf) },
  { key: 'email', title: 'E-mail', sortKey: 'email', dataIndex: 'email' },
  {
    key: 'registration',
    title: 'Matrícula',
    sortKey: 'registration',
    render: (_, a) => a.registration ?? '—',
  },
  { key: 'company', title: 'Empresa', render: (_, a) => a.company?.description ?? '—' },
  {
    key: 'status',
    title: 'Status',
    render: (_, a) => <ContentStatusBadge status={a.status} />,
  },
];

const associateKey = (a: AssociateListItemDto) => a.id;
const associateLabel = (a: AssociateListItemDto) => a.name;

/** The kit's query parameters as GET v1/associate reads them. */
function useAssociateList(params: ListParams) {
  const { skip, take, search, sort, status, company, hasDependents, ageMin, ageMax } = params;
  return useListAssociatesQuery({
    skip,
    take,
    search,
    sort,
    status: status === undefined ? undefined : (Number(status) as RecordStatus),
    company: company === undefined ? undefined : Number(company),
    hasDependents: hasDependents === undefined ? undefined : hasDependents === 'true',
    ageMin: ageMin === undefined ? undefined : Number(ageMin),
    ageMax: ageMax === undefined ? undefined : Number(ageMax),
    admissionFrom: params['admissionFrom'] as string | undefined,
    admissionTo: params['admissionTo'] as string | undefined,
  });
}

const AGE_RANGE: [number, number] = [ASSOCIATE_AGE_MIN, ASSOCIATE_AGE_MAX];
const toRange = (value: number[]): [number, number] => [
  value[0] ?? ASSOCIATE_AGE_MIN,
  value[1] ?? ASSOCIATE_AGE_MAX,
];

/**
 * Associados (list-associate; insert-, update-, delete-associate): search, status, company,
 * with/without dependents, age range (10 to 100) and admission period filters; bulk delete
 * (`associate/multiple`, all or none); without update-associate a record opens read-only
 * ('Ver').
 */
export default function AssociatesPage() {
  const [deleteAssociate] = useDeleteAssociateMutation();
  const companies = useListCompanyOptionsQuery();
  const [company, setCompany] = useState<number | undefined>();
  const [dependents, setDependents] = useState<string | undefined>();
  // The slider shows the range while dragged; the list asks for it once it is let go.
  const [shownAges, setShownAges] = useState<[number, number]>(AGE_RANGE);
  const [ages, setAges] = useState<[number, number]>(AGE_RANGE);
  const [admission, setAdmission] = useState<Period | null>(null);

  const onDelete = useCallback(
    (a: AssociateListItemDto) => deleteAssociate({ id: a.id }).unwrap(),
    [deleteAssociate],
  );
  const renderForm = useCallback(
    ({ id, close, readOnly }: ListFormProps<string>) => (
      <AssociateForm id={id} close={close} readOnly={readOnly} />
    ),
    [],
  );

  const agesChosen = ages[0] !== ASSOCIATE_AGE_MIN || ages[1] !== ASSOCIATE_AGE_MAX;
  const extraParams = {
    company,
    hasDependents: dependents,
    ageMin: agesChosen ? ages[0] : undefined,
    ageMax: agesChosen ? ages[1] : undefined,
    admissionFrom: admission?.[0],
    admissionTo: admission?.[1],
  };

  const toolbar = (
    <>
      <Select
        id="associates-company-filter"
        className="list-screen__filter"
        aria-label="Empresa"
        placeholder="Empresa"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={company}
        onChange={(value: number | undefined) => setCompany(value ?? undefined)}
        options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.description }))}
      />
      <Select
        id="associates-dependents-filter"
        className="list-screen__filter"
        aria-label="Dependentes"
        placeholder="Dependentes"
        allowClear
        value={dependents}
        onChange={(value: string | undefined) => setDependents(value ?? undefined)}
        options={[
          { value: 'true', label: 'Com dependentes' },
          { value: 'false', label: 'Sem dependentes' },
        ]}
      />
      <div className="associate-filters__age">
        <span id="associates-age-label">
          Idade: {shownAges[0]} a {shownAges[1]}
        </span>
        <Slider
          range
          min={ASSOCIATE_AGE_MIN}
          max={ASSOCIATE_AGE_MAX}
          value={shownAges}
          onChange={(value: number[]) => setShownAges(toRange(value))}
          onChangeComplete={(value: number[]) => setAges(toRange(value))}
          aria-labelledby="associates-age-label"
        />
      </div>
      <PeriodFilter idPrefix="associates-admission" label="Admissão" onChange={setAdmission} />
    </>
  );

  return (
    <ListScreen<AssociateListItemDto, string>
      title="Associados"
      entityName="associado"
      columns={COLUMNS}
      rowKey={associateKey}
      rowLabel={associateLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useAssociateList}
      permissions={{
        insert: P.insertAssociate,
        update: P.updateAssociate,
        delete: P.deleteAssociate,
      }}
      onDelete={onDelete}
      bulkDeleteEndpoint="associate/multiple"
      renderForm={renderForm}
      viewable
      defaultSort="name"
      toolbarExtra={toolbar}
      extraParams={extraParams}
    />
  );
}
