import {
  applyMask,
  brDateToIso,
  CEP_PATTERN,
  CPF_PATTERN,
  CNPJ_PATTERN,
  isoDateToBr,
  isValidCpfOrCnpj,
  MSG,
  onlyDigits,
  formatPhoneField,
  PHONE_FIELD_MASKS,
} from '@clube/shared';
import { checkRule, requiredWith } from '@clube/shared/forms';
import * as yup from 'yup';
import type { Customer, CustomerAddress } from '../../../shared/cart/cart-slice';

/** The spec's billing form (field names as the spec writes them, `addressDistric` included). */
export type BillingValues = {
  name: string;
  /** CPF (###.###.###-##) or, above 11 digits, CNPJ (##.###.###/####-##). */
  identity: string;
  /** DD/MM/AAAA */
  birthdate: string;
  /** (##) # ####-#### */
  phone: string;
  email: string;
  zipCode: string;
  city: string;
  state: string;
  addressStreet: string;
  addressNumber: string;
  addressDistric: string;
  complement: string;
};

export const EMPTY_BILLING: BillingValues = {
  name: '',
  identity: '',
  birthdate: '',
  phone: '',
  email: '',
  zipCode: '',
  city: '',
  state: '',
  addressStreet: '',
  addressNumber: '',
  addressDistric: '',
  complement: '',
};

/** IMask masks of the form (the `#` patterns of @clube/shared, IMask's `0` for a digit). */
const imask = (pattern: string) => pattern.replace(/#/g, '0');
export const IDENTITY_MASKS = [{ mask: imask(CPF_PATTERN) }, { mask: imask(CNPJ_PATTERN) }];
export const BIRTHDATE_MASK = '00/00/0000';
/** The billing phone: the spec's (##) # ####-#### for a mobile, the landline mask up to 10 digits. */
export const BILLING_PHONE_MASKS = PHONE_FIELD_MASKS;
export const BILLING_CEP_MASK = imask(CEP_PATTERN);

/** The CPF mask up to 11 digits, the CNPJ mask above (spec §5). */
export function maskIdentity(value: string): string {
  const digits = onlyDigits(value).slice(0, 14);
  return applyMask(digits, digits.length > 11 ? CNPJ_PATTERN : CPF_PATTERN);
}

// Not in the spec (it names only the "required" messages): a value typed but unusable.
export const BILLING_IDENTITY_INVALID = 'CPF/CNPJ inválido';
export const BILLING_BIRTHDATE_INVALID = 'Data de nascimento inválida';
export const BILLING_PHONE_INVALID = 'Telefone inválido';
export const BILLING_STATE_INVALID = 'Informe a sigla do estado (ex.: SP)';

/** A landline (area code + 8 digits) or a mobile (area code + 9 digits). */
const PHONE_DIGITS = [10, 11];
const CEP_DIGITS = 8;

/** A required text (trimmed) with the spec's message, then the check of what was typed. */
function filledThen(required: string, invalid: string, passes: (value: string) => boolean) {
  return checkRule((value) => {
    if (value.trim() === '') return required;
    return passes(value) ? null : invalid;
  });
}

/** The spec's billing rules and messages (§5 Billing form), plus the checks the API repeats. */
export const billingSchema = yup.object({
  name: requiredWith(MSG.billingName),
  identity: filledThen(MSG.billingIdentity, BILLING_IDENTITY_INVALID, isValidCpfOrCnpj),
  birthdate: filledThen(MSG.billingBirthdate, BILLING_BIRTHDATE_INVALID, (value) =>
    Boolean(birthdateIso(value)),
  ),
  phone: filledThen(MSG.billingPhone, BILLING_PHONE_INVALID, (value) =>
    PHONE_DIGITS.includes(onlyDigits(value).length),
  ),
  email: requiredWith(MSG.billingEmail),
  zipCode: filledThen(
    MSG.billingZipCode,
    MSG.zipcodeInvalid,
    (value) => onlyDigits(value).length === CEP_DIGITS,
  ),
  city: requiredWith(MSG.billingCity),
  state: filledThen(MSG.billingState, BILLING_STATE_INVALID, (value) =>
    /^[A-Za-z]{2}$/.test(value.trim()),
  ),
  addressStreet: requiredWith(MSG.billingStreet),
  // The spec gives the number the state's message ('Estado obrigatório'), numeric only.
  addressNumber: checkRule((value) => (/^\d+$/.test(value.trim()) ? null : MSG.billingNumber)),
  addressDistric: requiredWith(MSG.billingDistrict),
  complement: yup.string().default(''),
});

/** DD/MM/AAAA → yyyy-mm-dd, null for an impossible date or one in the future. */
function birthdateIso(value: string): string | null {
  const iso = brDateToIso(value);
  if (!iso) return null;
  return iso <= new Date().toISOString().slice(0, 10) ? iso : null;
}

/** The payment's customer from the form (spec Customer: Country 'BRA', IdentityType 'CPF'). */
export function toCustomer(values: BillingValues): Customer {
  const complement = values.complement.trim();
  const address: CustomerAddress = {
    Street: values.addressStreet.trim(),
    Number: values.addressNumber.trim(),
    ...(complement ? { Complement: complement } : {}),
    ZipCode: onlyDigits(values.zipCode),
    City: values.city.trim(),
    State: values.state.trim().toUpperCase(),
    District: values.addressDistric.trim(),
    Country: 'BRA',
  };
  return {
    Name: values.name.trim(),
    Identity: onlyDigits(values.identity),
    IdentityType: 'CPF',
    Email: values.email.trim(),
    Birthdate: birthdateIso(values.birthdate) ?? '',
    Phone: onlyDigits(values.phone),
    Address: address,
    DeliveryAddress: { ...address },
  };
}

/** What the member's profile already says (name, CPF, e-mail, phone, birth date). */
export function billingFromProfile(
  profile: {
    name: string;
    cpf: string;
    email: string;
    phone: string | null;
    birthDate: string | null;
  } | null,
): BillingValues {
  if (!profile) return EMPTY_BILLING;
  return {
    ...EMPTY_BILLING,
    name: profile.name ?? '',
    identity: maskIdentity(profile.cpf ?? ''),
    email: profile.email ?? '',
    phone: formatPhoneField(profile.phone),
    birthdate: (profile.birthDate && isoDateToBr(profile.birthDate.slice(0, 10))) || '',
  };
}

/** The address fields of the form the member's profile (GET associate-profile) can fill. */
export const ADDRESS_FIELDS = [
  'zipCode',
  'addressStreet',
  'addressNumber',
  'complement',
  'addressDistric',
  'city',
  'state',
] as const;

/**
 * "Rua das Acácias, 250" → street and number (and what follows the number as the complement);
 * an address with no number after a comma is all street.
 */
export function splitAddress(address: string): {
  street: string;
  number: string;
  complement: string;
} {
  const text = address.trim();
  const match = /^(.*\S)\s*,\s*(\d+)\b\s*(.*)$/.exec(text);
  if (!match) return { street: text, number: '', complement: '' };
  return {
    street: match[1].trim(),
    number: match[2],
    complement: match[3].replace(/^[\s,;–—-]+/, '').trim(),
  };
}

/** What the member's registered address says of the billing address ('' where nothing). */
export function billingAddressFromProfile(
  profile: {
    address: string | null;
    district: string | null;
    city: string | null;
    zipcode: string | null;
    state: string | null;
  } | null,
): Pick<BillingValues, (typeof ADDRESS_FIELDS)[number]> {
  const { street, number, complement } = splitAddress(profile?.address ?? '');
  return {
    zipCode: profile?.zipcode ? applyMask(onlyDigits(profile.zipcode), CEP_PATTERN) : '',
    addressStreet: street,
    addressNumber: number,
    complement,
    addressDistric: profile?.district?.trim() ?? '',
    city: profile?.city?.trim() ?? '',
    state: profile?.state?.trim().toUpperCase() ?? '',
  };
}

/** Session storage key of the base64 copy of the billing form (spec Billing form). */
export const BILLING_STORAGE_KEY = 'portal-checkout-billing';

interface StoredBilling {
  /** The member the data belongs to (another member signing in on this tab never sees it). */
  member: string;
  values: BillingValues;
}

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(base64: string): string {
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** Keeps the form in session storage, as base64 of its JSON (UTF-8). */
export function saveBillingCopy(member: string, values: BillingValues): void {
  try {
    const record: StoredBilling = { member, values };
    window.sessionStorage.setItem(BILLING_STORAGE_KEY, toBase64(JSON.stringify(record)));
  } catch {
    // storage blocked: the form is simply not kept
  }
}

/** The member's copy kept by `saveBillingCopy`, or null (none, another member's, unreadable). */
export function readBillingCopy(member: string): BillingValues | null {
  try {
    const raw = window.sessionStorage.getItem(BILLING_STORAGE_KEY);
    if (!raw) return null;
    const record = JSON.parse(fromBase64(raw)) as Partial<StoredBilling>;
    if (record.member !== member || !record.values) return null;
    const values = { ...EMPTY_BILLING };
    for (const key of Object.keys(EMPTY_BILLING) as (keyof BillingValues & string)[]) {
      const value = record.values[key];
      if (typeof value === 'string') values[key] = value;
    }
    return values;
  } catch {
    return null;
  }
}

export function clearBillingCopy(): void {
  try {
    window.sessionStorage.removeItem(BILLING_STORAGE_KEY);
  } catch {
    // as above
  }
}
