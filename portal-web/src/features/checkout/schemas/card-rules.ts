import { cardExpiryNotPast, detectCardBrand, MSG, onlyDigits, type CardBrand } from '@clube/shared';
import { checkRule, requiredWith } from '@clube/shared/forms';
import * as yup from 'yup';
import type { CardFields } from '../components/encrypt-payment';

/** The spec's card form: name, number, expiry (MM/YYYY), cvc. */
export type CardValues = { name: string; number: string; expiry: string; cvc: string };

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
/** An expiry before the current month (the API's text for the acquirer's refusal of it). */
export const CARD_EXPIRED = 'Cartão vencido.';

const EXPIRY = /^(0[1-9]|1[0-2])\/\d{4}$/;

/** MM/YYYY not before the current month (the shared rule the API applies too). */
export const expiryNotPast = cardExpiryNotPast;

/** The spec's card rules: all four fields required ('Campo obrigatório'), expiry MM/YYYY. */
export const cardSchema = yup.object({
  name: requiredWith(MSG.requiredField),
  number: checkRule((number) => {
    const digits = onlyDigits(number);
    if (digits === '') return MSG.requiredField;
    return digits.length < 13 ? CARD_NUMBER_INVALID : null;
  }),
  expiry: requiredWith(MSG.requiredField)
    .matches(EXPIRY, CARD_EXPIRY_INVALID)
    .test(
      'not-past',
      CARD_EXPIRED,
      (value) => !value || !EXPIRY.test(value) || expiryNotPast(value),
    ),
  cvc: checkRule((cvc) => {
    const digits = onlyDigits(cvc);
    if (digits === '') return MSG.requiredField;
    return digits.length < 3 ? CARD_CVC_INVALID : null;
  }),
});

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
