import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { API_MSG, ErrorCode } from '@clube/shared';
import { useConstraintMeanings } from '../../platform/database/database-errors.js';
import { AppException } from '../../platform/http/app-exception.js';
import { ASSOCIATES_CONSTRAINTS, onFormField } from './associates.constraints.js';

/** A refusal as PostgreSQL reports it through TypeORM. */
const refused = (code: string, constraint: string, detail: string) =>
  new QueryFailedError(
    'INSERT …',
    [],
    Object.assign(new Error('refused'), { code, constraint, detail }),
  );

const body = (err: unknown) => (err as AppException).getResponse();

describe('associates.constraints: a refusal on the form field', () => {
  beforeAll(() => useConstraintMeanings(ASSOCIATES_CONSTRAINTS));
  const form = { cpf: '11144477735', dependents: [{ cpf: '39053344705' }, { cpf: '52998224725' }] };

  it('puts a CPF refusal on the field of the person whose CPF it is', () => {
    const dependent = refused('23505', 'PK_person_cpf', 'Key (cpf)=(52998224725) already exists.');
    expect(body(onFormField(dependent, form))).toEqual({
      statusCode: 409,
      code: ErrorCode.DuplicateCpf,
      error: API_MSG.associateCpfTaken,
      fields: { 'dependents.1.cpf': API_MSG.associateCpfTaken },
    });
    const own = refused('23505', 'UQ_associate_cpf', 'Key (cpf)=(11144477735) already exists.');
    expect(body(onFormField(own, form))).toMatchObject({
      fields: { cpf: API_MSG.associateCpfTaken },
    });
    // A CPF the form does not send (or no detail): the associate's field.
    const other = refused('23505', 'PK_person_cpf', 'Key (cpf)=(00000000191) already exists.');
    expect(body(onFormField(other, form))).toMatchObject({
      fields: { cpf: API_MSG.associateCpfTaken },
    });
    expect(body(onFormField(refused('23505', 'PK_person_cpf', ''), {}))).toMatchObject({
      fields: { cpf: API_MSG.associateCpfTaken },
    });
  });

  it('answers the e-mail and registration refusals on their fields', () => {
    expect(body(onFormField(refused('23505', 'UQ_associate_email', ''), form))).toEqual({
      statusCode: 409,
      code: ErrorCode.DuplicateEmail,
      error: API_MSG.associateEmailTaken,
      fields: { email: API_MSG.associateEmailTaken },
    });
    expect(body(onFormField(refused('23505', 'UQ_associate_registration', ''), form))).toEqual({
      statusCode: 409,
      code: ErrorCode.DuplicateRegistration,
      error: API_MSG.associateRegistrationTaken,
      fields: { registration: API_MSG.associateRegistrationTaken },
    });
  });

  it('leaves any other error as it came', () => {
    const unknown = refused('23505', 'UQ_someone_else', '');
    expect(onFormField(unknown, form)).toBe(unknown);
    const plain = new Error('boom');
    expect(onFormField(plain, form)).toBe(plain);
  });
});
