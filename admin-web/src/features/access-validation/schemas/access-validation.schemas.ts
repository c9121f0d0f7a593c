import { API_MSG, ACCESS_CODE_LIMIT, ACCESS_CODE_MIN_LENGTH, MSG } from '@clube/shared';
import * as yup from 'yup';

const digitsOnly = (value: string | undefined) => !value || /^\d+$/.test(value);
const inRange = (value: string | undefined) => {
  if (!value || !/^\d+$/.test(value)) return true;
  const n = Number(value);
  return n >= 1 && n < ACCESS_CODE_LIMIT;
};

/**
 * Validação de Acesso: 'Convite' (an invitation's code, or a membership card's validation
 * code when off), the place, and the code: digits only, below 2147483647 ('Codigo invalido',
 * spelled as the spec has it). An invitation's code has at least 4 digits ('000' + the
 * invitation's id: 'Digite pelo menos 4 caracteres'); a card's validation code (1 to 99999)
 * is taken as typed, '6' as well as '0006' (docs/decisions.md, "The gate takes a card code as
 * typed").
 */
export const accessValidationSchema = yup.object({
  invitation: yup.boolean().default(true),
  localId: yup.number().required(MSG.required),
  code: yup
    .string()
    .default('')
    .trim()
    .required(MSG.required)
    .test('digits', MSG.accessCodeInvalid, digitsOnly)
    .when('invitation', {
      is: true,
      then: (code) => code.min(ACCESS_CODE_MIN_LENGTH, API_MSG.accessCodeMin4),
    })
    .test('range', MSG.accessCodeInvalid, inRange),
});

export interface AccessValidationValues {
  invitation: boolean;
  /** A place's id; undefined until one is picked. */
  localId?: number;
  /** The code as typed (leading zeros kept: '000123'). */
  code: string;
}

export const emptyAccessValidation = (
  keep: Pick<AccessValidationValues, 'invitation' | 'localId'> = { invitation: true },
): AccessValidationValues => ({
  invitation: keep.invitation,
  // The key is there even when empty, so a submit marks the picker touched (its message shows).
  localId: keep.localId,
  code: '',
});

/** Validação de Acesso de eventos: the event and the ticket's code ('Código inválido'). */
export const eventAccessValidationSchema = yup.object({
  eventId: yup.number().required(MSG.required),
  ticketId: yup
    .string()
    .default('')
    .trim()
    .required(MSG.required)
    .test('digits', MSG.eventCodeInvalid, digitsOnly)
    .test('range', MSG.eventCodeInvalid, inRange),
});

export interface EventAccessValidationValues {
  eventId?: number;
  ticketId: string;
}
