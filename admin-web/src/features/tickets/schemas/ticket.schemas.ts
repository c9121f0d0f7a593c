import { API_MSG, type RecordStatus } from '@clube/shared';
import {
  moneyRule,
  optionalCpfRule,
  recordStatusRule,
  requiredChoiceRule,
  requiredDateRule,
  requiredText,
} from '@clube/shared/forms';
import * as yup from 'yup';

/** The value's ceiling (R$ 1.000.000,00), as the API checks it. */
export const TICKET_VALUE_MAX_CENTS = 100_000_000;

/**
 * A staff invitation (admin spec §5: title, text, address, value, event date, template and
 * status required; the guest's name and CPF and the event optional). The value is typed in
 * reais.
 */
export const ticketSchema = yup.object({
  title: requiredText().max(150),
  text: requiredText().max(5000),
  address: requiredText().max(300),
  value: moneyRule(API_MSG.eventPriceInvalid, TICKET_VALUE_MAX_CENTS),
  eventDate: requiredDateRule(),
  template: requiredChoiceRule(),
  status: recordStatusRule(),
  name: yup.string().default('').trim().max(150),
  cpf: optionalCpfRule(),
  event: yup.number().nullable().default(null),
});

/** A ticket bought by a member: only the name and the status (cancel) change. */
export const purchasedTicketSchema = yup.object({
  name: yup.string().default('').trim().max(150),
  status: recordStatusRule(),
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
  /** The form's status: Ativo / Inativo. */
  status: RecordStatus;
  name: string;
  /** Masked ('' for none). */
  cpf: string;
  event: number | null;
}
