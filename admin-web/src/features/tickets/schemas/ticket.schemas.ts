import { CPF_LENGTH, isValidCpf, MSG, onlyDigits } from '@clube/shared';
import * as yup from 'yup';
import { moneyRule } from '../../../shared/forms/money-input';
import { CPF_INVALID, requiredText } from '@clube/shared/forms';

/** The value's ceiling (R$ 1.000.000,00), as the API checks it. */
export const TICKET_VALUE_MAX_CENTS = 100_000_000;

/** An optional CPF (masked or not): empty, or 11 digits with valid check digits. */
const optionalCpf = () =>
  yup
    .string()
    .default('')
    .trim()
    .test('cpf-length', MSG.cpfMin11, (value) => !value || onlyDigits(value).length >= CPF_LENGTH)
    .test('cpf', CPF_INVALID, (value) => !value || isValidCpf(value));

/**
 * A staff invitation (admin spec §5: title, text, address, value, event date, template and
 * status required; the guest's name and CPF and the event optional). The value is typed in
 * reais.
 */
export const ticketSchema = yup.object({
  title: requiredText().max(150),
  text: requiredText().max(5000),
  address: requiredText().max(300),
  value: moneyRule(MSG.eventPriceInvalid, TICKET_VALUE_MAX_CENTS),
  eventDate: yup.string().default('').required(MSG.required),
  template: yup.number().nullable().default(null).required(MSG.required),
  status: yup.number().default(1).required(MSG.required),
  name: yup.string().default('').trim().max(150),
  cpf: optionalCpf(),
  event: yup.number().nullable().default(null),
});

/** A ticket bought by a member: only the name and the status (cancel) change. */
export const purchasedTicketSchema = yup.object({
  name: yup.string().default('').trim().max(150),
  status: yup.number().default(1).required(MSG.required),
});

export interface TicketValues {
  title: string;
  text: string;
  address: string;
  /** Reais as typed ('30,00'); the API keeps cents. */
  value: string;
  /** An instant with its offset ('' until chosen). */
  eventDate: string;
  template: number | null;
  /** The form's 1 Ativo / 2 Inativo. */
  status: number;
  name: string;
  /** Masked ('' for none). */
  cpf: string;
  event: number | null;
}
