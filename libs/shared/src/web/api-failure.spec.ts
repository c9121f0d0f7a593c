import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '../lib/errors.js';
import {
  failureMessage,
  NETWORK_ERROR_MESSAGE,
  readApiFailure,
  UNEXPECTED_ERROR_MESSAGE,
} from './api-failure.js';

describe('readApiFailure', () => {
  it("reads the API's error body: status, code, message and fields", () => {
    const failure = readApiFailure({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Dados inválidos.',
        code: 'VALIDATION_FAILED',
        fields: { email: 'E-mail inválido', other: 3 },
      },
    });
    expect(failure).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      message: 'Dados inválidos.',
      fields: { email: 'E-mail inválido' },
    });
  });

  it('gives the one network-error text when no answer arrived', () => {
    for (const error of [
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: 'TIMEOUT_ERROR', error: 'AbortError' },
      undefined,
      null,
      new Error('boom'),
    ]) {
      expect(readApiFailure(error)).toEqual({
        status: null,
        code: null,
        message: NETWORK_ERROR_MESSAGE,
        fields: {},
      });
    }
    expect(NETWORK_ERROR_MESSAGE).toBe(
      'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    );
  });

  it('gives the generic text for an answer without the error body', () => {
    expect(readApiFailure({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({
      status: 502,
      code: null,
      message: UNEXPECTED_ERROR_MESSAGE,
      fields: {},
    });
    expect(readApiFailure({ status: 'PARSING_ERROR', originalStatus: 500, data: 'oops' })).toEqual({
      status: 500,
      code: null,
      message: UNEXPECTED_ERROR_MESSAGE,
      fields: {},
    });
  });

  it('ignores a code the contract does not know', () => {
    const failure = readApiFailure({
      status: 409,
      data: { statusCode: 409, error: 'Conflito.', code: 'SOMETHING_ELSE' },
    });
    expect(failure.code).toBeNull();
    expect(failure.message).toBe('Conflito.');
  });

  it('failureMessage is the message alone', () => {
    expect(
      failureMessage({ status: 403, data: { error: 'Acesso negado!', code: 'FORBIDDEN' } }),
    ).toBe('Acesso negado!');
    expect(failureMessage({ status: 'FETCH_ERROR' })).toBe(NETWORK_ERROR_MESSAGE);
  });
});
