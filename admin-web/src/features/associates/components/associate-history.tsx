import {
  formatCep,
  formatCpf,
  formatDate,
  formatDateTime,
  genderDescription,
  isValidIsoDate,
  LABELS,
  STATUS_OPTIONS,
  statusOption,
  formatAssociatePhone,
} from '@clube/shared';
import { Alert, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { failureMessage } from '@clube/shared/web';
import { useGetAssociateHistoryQuery, type AuditEntryDto } from '../api/associates-api';

/** Entries per 'Carregar mais'. */
export const HISTORY_PAGE_SIZE = 10;

type Lookup = ReadonlyArray<{ id: number; description: string }>;

const FIELD_LABELS: Record<string, string> = {
  cpf: 'CPF',
  rg: 'RG',
  name: 'Nome',
  gender: 'Gênero',
  bpu: 'BPU',
  email: 'E-mail',
  phone: 'Telefone',
  address: 'Endereço',
  district: 'Bairro',
  city: 'Cidade',
  zipcode: 'CEP',
  state: 'UF',
  admissionDate: 'Data de admissão',
  birthDate: 'Data de nascimento',
  company: 'Empresa',
  maritalStatus: 'Estado civil',
  status: 'Status',
  sports: 'Modalidades',
  registration: 'Matrícula',
  registrationColibri: 'Matrícula Colibri',
  parentage: 'Parentesco',
  ownerType: 'Tipo de titular',
  ownerId: 'Titular',
  expiresAt: 'Validade',
  validationCode: 'Código de validação',
  picture: 'Foto',
};

const ACTIONS: Record<AuditEntryDto['action'], string> = {
  create: 'Cadastro',
  update: 'Alteração',
  delete: 'Exclusão',
};

const ENTITIES: Record<AuditEntryDto['entityType'], string> = {
  associate: LABELS.associate,
  dependent: LABELS.dependent,
  card: 'Carteirinha',
};

const EMPTY_VALUE = '(vazio)';

/** A recorded value as a person reads it ('Feminino', '123.456.789-09', 'Natação, Tênis'). */
export function readableValue(
  field: string,
  value: unknown,
  lookups: { companies: Lookup; sports: Lookup },
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const named = (list: Lookup, id: unknown) =>
    list.find((o) => o.id === Number(id))?.description ?? String(id);
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_VALUE;
    return value.map((v) => (field === 'sports' ? named(lookups.sports, v) : String(v))).join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  const text = String(value);
  switch (field) {
    case 'cpf':
      return formatCpf(text);
    case 'phone':
      return formatAssociatePhone(text);
    case 'zipcode':
      return formatCep(text);
    case 'gender':
      return genderDescription(Number(value)) ?? text;
    case 'status':
      return statusOption(STATUS_OPTIONS, Number(value)).description;
    case 'company':
      return named(lookups.companies, value);
    case 'ownerType':
      return text === 'Associate'
        ? LABELS.associate
        : text === 'Dependent'
          ? LABELS.dependent
          : text;
    default:
      return isValidIsoDate(text) ? formatDate(text) : text;
  }
}

/**
 * The 'Histórico' tab of the associate's edit dialog: who changed what and when, for the
 * associate, their dependents and cards (GET associate/{id}/history), newest first, loaded
 * 10 at a time ('Carregar mais').
 */
export function AssociateHistory({
  associateId,
  companies,
  sports,
}: {
  associateId: string;
  companies: Lookup;
  sports: Lookup;
}) {
  const [take, setTake] = useState(HISTORY_PAGE_SIZE);
  const history = useGetAssociateHistoryQuery(
    { id: associateId, skip: 0, take },
    { refetchOnMountOrArgChange: true },
  );
  const entries = history.data?.data ?? [];
  const total = history.data?.total ?? 0;

  if (history.error) return <Alert type="error" showIcon title={failureMessage(history.error)} />;
  if (!history.data) return <Spin aria-label="Carregando" />;
  if (entries.length === 0) return <Empty description="Nenhuma alteração registrada." />;

  return (
    <div className="associate-history">
      <ol className="associate-history__list" aria-label="Histórico de alterações">
        {entries.map((entry) => (
          <li key={entry.id} className="associate-history__entry">
            <p className="associate-history__head">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {' · '}
              <span>{entry.actor.name}</span>
              {' · '}
              <strong>
                {ACTIONS[entry.action]} de {ENTITIES[entry.entityType].toLowerCase()}
              </strong>
            </p>
            {entry.changes.length > 0 && (
              <ul className="associate-history__changes">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {FIELD_LABELS[change.field] ?? change.field}:{' '}
                    {readableValue(change.field, change.from, { companies, sports })} →{' '}
                    {readableValue(change.field, change.to, { companies, sports })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {entries.length < total && (
        <Button loading={history.isFetching} onClick={() => setTake(take + HISTORY_PAGE_SIZE)}>
          Carregar mais
        </Button>
      )}
    </div>
  );
}
