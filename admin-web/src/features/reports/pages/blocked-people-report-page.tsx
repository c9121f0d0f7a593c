import { EyeOutlined } from '@ant-design/icons';
import { formatCpf, formatDate, MSG, SEARCH_DEBOUNCE_MS, TABLE_PAGE_SIZE } from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { Alert, Button, Input, Modal, Select, Spin } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../shared/list-screen';
import { ExportButton, ReportTable, withoutEmpty } from '../../../shared/reports';
import {
  EXPORT_PATHS,
  useListAssociateDependentBlockedQuery,
  useShowAssociateDependentBlockedMutation,
  type BlockedPersonRowDto,
} from '../api/reports-api';
import { ReportPage } from '../components/report-page';

type UserType = BlockedPersonRowDto['userType'];

export const USER_TYPE_LABEL: Record<UserType, string> = {
  Associate: 'Associado',
  Dependent: 'Dependente',
};

/** The reasons of one person (`POST show-associate-dependent-blocked`), in a dialog. */
function ReasonsDialog({ person, onClose }: { person: BlockedPersonRowDto; onClose: () => void }) {
  const [show, shown] = useShowAssociateDependentBlockedMutation();
  useEffect(() => {
    show({ showBlockedPersonDto: { userType: person.userType, userId: person.id } })
      .unwrap()
      .catch((error: unknown) => console.error('Falha ao carregar os motivos do bloqueio', error));
  }, [show, person.userType, person.id]);
  const detail = shown.data;
  return (
    <Modal
      open
      title={`Motivos do bloqueio: ${person.name}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      {shown.isLoading ? <Spin /> : null}
      {shown.error ? <Alert type="error" showIcon title={failureMessage(shown.error)} /> : null}
      {detail ? (
        <>
          <p>
            {USER_TYPE_LABEL[detail.userType]} ·{' '}
            {detail.cpf ? `CPF ${formatCpf(detail.cpf)}` : 'Sem CPF'}
            {detail.birthDate ? ` · Nascimento ${formatDate(detail.birthDate)}` : ''}
          </p>
          <ul aria-label="Motivos">
            {detail.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}

/**
 * Relatório de pessoas bloqueadas (list-associate-dependent-blocked): associates and
 * dependents who may not enter, and why (inactive, their associate inactive...), by kind
 * and name or CPF, 10 a page; 'Ver motivos' lists one person's reasons; the spreadsheet.
 */
export default function BlockedPeopleReportPage() {
  const [userType, setUserType] = useState<UserType | undefined>();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [reasonsOf, setReasonsOf] = useState<BlockedPersonRowDto | null>(null);
  const params = withoutEmpty({ userType, search: term });
  const report = useListAssociateDependentBlockedQuery({
    ...params,
    skip: (page - 1) * TABLE_PAGE_SIZE,
    take: TABLE_PAGE_SIZE,
  });
  const total = report.data?.total ?? 0;

  const columns = useMemo<ColumnType<BlockedPersonRowDto>[]>(
    () => [
      { key: 'name', title: 'Nome', dataIndex: 'name' },
      { key: 'userType', title: 'Tipo', render: (_, r) => USER_TYPE_LABEL[r.userType] },
      { key: 'cpf', title: 'CPF', render: (_, r) => (r.cpf ? formatCpf(r.cpf) : '—') },
      {
        key: 'birthDate',
        title: 'Data de nascimento',
        render: (_, r) => (r.birthDate ? formatDate(r.birthDate) : '—'),
      },
      { key: 'reasons', title: 'Motivos', dataIndex: 'reasonsString' },
      {
        key: 'actions',
        title: 'Ações',
        render: (_, r) => (
          <Button
            size="small"
            icon={<EyeOutlined aria-hidden />}
            aria-label={`Ver motivos de ${r.name}`}
            onClick={() => setReasonsOf(r)}
          >
            Ver motivos
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <ReportPage
      id="blocked-people-report"
      title="Relatório de pessoas bloqueadas"
      error={report.error}
      errorLog="Falha ao carregar o relatório de pessoas bloqueadas"
      exportButton={
        <ExportButton
          request={{ url: EXPORT_PATHS.blocked, params }}
          disabled={total === 0}
          errorLog="Falha ao exportar o relatório de pessoas bloqueadas"
        />
      }
      filter={
        <div
          className="list-screen__toolbar"
          role="search"
          aria-label="Filtro de pessoas bloqueadas"
        >
          <Input.Search
            className="list-screen__search"
            aria-label="Pesquisar"
            placeholder="Nome ou CPF"
            allowClear
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Select
            className="list-screen__filter"
            aria-label="Tipo"
            placeholder="Associados e dependentes"
            allowClear
            value={userType}
            options={(Object.keys(USER_TYPE_LABEL) as UserType[]).map((value) => ({
              value,
              label: USER_TYPE_LABEL[value],
            }))}
            onChange={(value: UserType | undefined) => {
              setUserType(value ?? undefined);
              setPage(1);
            }}
          />
        </div>
      }
    >
      <ReportTable<BlockedPersonRowDto>
        label="Pessoas bloqueadas"
        rowKey={(r) => `${r.userType}-${r.id}`}
        columns={columns}
        rows={report.data?.data ?? []}
        total={total}
        page={page}
        onPage={setPage}
        loading={report.isFetching}
        emptyText={term ? MSG.emptySearch : undefined}
      />
      {reasonsOf ? <ReasonsDialog person={reasonsOf} onClose={() => setReasonsOf(null)} /> : null}
    </ReportPage>
  );
}
