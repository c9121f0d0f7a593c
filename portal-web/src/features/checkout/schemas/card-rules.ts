import { detectCardBrand, MSG, onlyDigits, type CardBrand } from '@clube/shared';
import type { FormErrors } from '../../../shared/forms/use-form';
import type { CardFields } from '../components/encrypt-payment';

/** The spec's card form: name, number, expiry (MM/YYYY), cvc. */
export interface CardValues extends Record<string, unknown> {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardValues = { name: '', number: '', expiry: '', cvc: '' };

/** IMask masks: up to 19 digits in groups of 4, MM/YYYY, 3 or 4 digits. */
export const CARD_NUMBER_MASK = '0000 0000 0000 0000 000';
export const CARD_EXPIRY_MASK = '00/0000';
export const CARD_CVC_MASK = '0000';
/** The acquirer takes a holder name of at most 25 characters. */
export const CARD_HOLDER_MAX = 25;

// Not in the spec (it says only "expiry format MM/YYYY"): the message of a wrong expiry, and
// of a number or code that cannot be a card's.
export const CARD_EXPIRY_INVALID = 'Validade inválida: use MM/AAAA';
export const CARD_NUMBER_INVALID = 'Número de cartão inválido';
export const CARD_CVC_INVALID = 'Código de segurança inválido';

const EXPIRY = /^(0[1-9]|1[0-2])\/\d{4}$/;

/** The spec's card rules: all four fields required ('Campo obrigatório'), expiry MM/YYYY. */
export function validateCard(values: CardValues): FormErrors<CardValues> {
  const errors: FormErrors<CardValues> = {};
  if (values.name.trim() === '') errors.name = MSG.requiredField;
  const digits = onlyDigits(values.number);
  if (digits === '') errors.number = MSG.requiredField;
  else if (digits.length < 13) errors.number = CARD_NUMBER_INVALID;
  if (values.expiry.trim() === '') errors.expiry = MSG.requiredField;
  else if (!EXPIRY.test(values.expiry.trim())) errors.expiry = CARD_EXPIRY_INVALID;
  const cvc = onlyDigits(values.cvc);
  if (cvc === '') errors.cvc = MSG.requiredField;
  else if (cvc.length < 3) errors.cvc = CARD_CVC_INVALID;
  return errors;
}

/** The brand the number shows (Visa, Master, ... or 'Brand not found'). */
export function cardBrand(number: string): CardBrand {
  return detectCardBrand(number);
}

/** The card part of the payment payload. */
export function toCardFields(values: CardValues): CardFields {
  return {
    cardNumber: onlyDigits(values.number),
    holder: values.name.trim(),
    expirationDate: values.expiry.trim(),
    securityCode: onlyDigits(values.cvc),
    brand: cardBrand(values.number),
  };
}
