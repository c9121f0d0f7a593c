import { EyeOutlined } from '@ant-design/icons';
import { formatCpf, formatDate, MSG, SEARCH_DEBOUNCE_MS } from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { Alert, Button, Input, Modal, Select, Spin } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../shared/list-screen';
// No filter form here (the filter applies as it is typed): the screen's modules alone, not the
// reports' index, which brings the filter form and its date pickers.
import { withoutEmpty } from '../../../shared/reports/period';
import { ReportScreen } from '../../../shared/reports/report-screen';
import { useReport } from '../../../shared/reports/use-report';
import {
  EXPORT_PATHS,
  useListAssociateDependentBlockedQuery,
  useShowAssociateDependentBlockedMutation,
  type BlockedPersonRowDto,
} from '../api/reports-api';

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
  // The filter applies as it is typed or chosen (no 'Pesquisar'): the name or CPF once typing
  // pauses.
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [reasonsOf, setReasonsOf] = useState<BlockedPersonRowDto | null>(null);
  const params = (userType: UserType | undefined) => withoutEmpty({ userType, search: term });
  const report = useReport({
    initialFilter: { userType: undefined as UserType | undefined },
    useQuery: (filter, paging) =>
      useListAssociateDependentBlockedQuery({ ...params(filter.userType), ...paging }),
    exportRequest: (filter) => ({ url: EXPORT_PATHS.blocked, params: params(filter.userType) }),
  });

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
    <ReportScreen<BlockedPersonRowDto>
      id="blocked-people-report"
      title="Relatório de pessoas bloqueadas"
      subject="pessoas bloqueadas"
      report={report}
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
              report.setPage(1);
            }}
          />
          <Select
            className="list-screen__filter"
            aria-label="Tipo"
            placeholder="Associados e dependentes"
            allowClear
            value={report.filter.userType}
            options={(Object.keys(USER_TYPE_LABEL) as UserType[]).map((value) => ({
              value,
              label: USER_TYPE_LABEL[value],
            }))}
            onChange={(value: UserType | undefined) =>
              report.search({ userType: value ?? undefined })
            }
          />
        </div>
      }
      table={{
        label: 'Pessoas bloqueadas',
        rowKey: (r) => `${r.userType}-${r.id}`,
        columns,
        emptyText: term ? MSG.emptySearch : undefined,
      }}
    >
      {reasonsOf ? <ReasonsDialog person={reasonsOf} onClose={() => setReasonsOf(null)} /> : null}
    </ReportScreen>
  );
}
