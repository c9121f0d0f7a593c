import { ErrorCode, hideCpf, RecordStatus } from '@clube/shared';
import { type Queryable, readRows, statement } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';

/**
 * The club's barred CPFs (issue 25): a guest whose CPF is barred (Ativo) cannot be named in a
 * reservation or a ticket purchase. The member is told the CPF cannot be invited, not why.
 */
export const BARRED_GUEST = (cpf: string) =>
  `O CPF ${hideCpf(cpf) ?? ''} não pode ser convidado. Em caso de dúvida, fale com a secretaria do clube.`;

const BARRED_AMONG = statement<{ cpf: string }, [cpfs: string[]]>(
  'barred-cpfs.among',
  `SELECT b.cpf FROM barred_cpf b WHERE b.cpf = ANY($1) AND b.status = ${RecordStatus.Active}`,
);

/**
 * 409 naming the first barred CPF among the guests (`field(i)`: the guest's CPF field); nothing
 * when none is barred. One query.
 */
export async function refuseBarredGuests(
  on: Queryable,
  cpfs: readonly string[],
  field: (index: number) => string,
): Promise<void> {
  if (!cpfs.length) return;
  const barred = new Set((await readRows(on, BARRED_AMONG, [[...cpfs]])).map((r) => r.cpf));
  const index = cpfs.findIndex((cpf) => barred.has(cpf));
  if (index < 0) return;
  const message = BARRED_GUEST(cpfs[index]);
  throw new AppException(409, ErrorCode.GuestBarred, message, { [field(index)]: message });
}
