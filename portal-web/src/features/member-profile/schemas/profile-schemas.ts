import {
  applyMask,
  BRAZIL_STATES,
  isValidCep,
  isValidIsoDate,
  MARITAL_STATUSES,
  MSG,
  onlyDigits,
} from '@clube/shared';
import {
  changedPasswordConfirmationRule,
  changedPasswordRule,
  checkRule,
  requiredText,
} from '@clube/shared/forms';
import * as yup from 'yup';

/** The club's time zone (CLUB_TIME_ZONE_DEFAULT of @clube/shared): it decides what "today" is. */
const CLUB_TIME_ZONE = 'America/Sao_Paulo';
const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today in the club's time zone, yyyy-mm-dd: `todayIso` of @clube/shared without dayjs and its
 * zone plugins (about 7 kB gzip this page would load for one date).
 */
export function clubToday(now: Date = new Date()): string {
  return isoDayFormat.format(now);
}

/** The fields of the profile's data form the member edits (UpdateMemberProfileDto). */
export const PROFILE_DATA_FIELDS = [
  'phone',
  'address',
  'district',
  'city',
  'zipcode',
  'state',
  'maritalStatus',
  'birthDate',
] as const;
export type ProfileDataField = (typeof PROFILE_DATA_FIELDS)[number];

export type ProfileDataValues = {
  phone: string;
  address: string;
  district: string;
  city: string;
  zipcode: string;
  state: string;
  maritalStatus: string;
  birthDate: string;
};

/** A text that had a value cannot be emptied (the API answers 400 for an empty field). */
function keptText(value: string, initial: string): string | undefined {
  return initial.trim() !== '' && value.trim() === '' ? MSG.required : undefined;
}

function birthDateError(value: string, initial: string): string | undefined {
  if (value === '') return initial === '' ? undefined : MSG.required;
  if (!isValidIsoDate(value)) return MSG.required;
  return value > clubToday() ? MSG.birthDateFuture : undefined;
}

/** Rules of the data form, against the values it opened with. */
export function profileDataSchema(initial: ProfileDataValues) {
  const kept = (field: keyof ProfileDataValues) =>
    checkRule((value) => keptText(value, initial[field]));
  return yup.object({
    phone: checkRule((phone) => {
      const digits = onlyDigits(phone);
      if (digits === '') return keptText(phone, initial.phone);
      return digits.length === 11 ? undefined : MSG.associatePhoneInvalid;
    }),
    address: kept('address'),
    district: kept('district'),
    city: kept('city'),
    zipcode: checkRule((zipcode) => {
      if (zipcode === '') return keptText(zipcode, initial.zipcode);
      return isValidCep(zipcode) ? undefined : MSG.zipcodeInvalid;
    }),
    state: checkRule((state) =>
      state === '' || (BRAZIL_STATES as readonly string[]).includes(state)
        ? keptText(state, initial.state)
        : MSG.stateInvalid,
    ),
    maritalStatus: checkRule((status) =>
      status === '' || (MARITAL_STATUSES as readonly string[]).includes(status)
        ? keptText(status, initial.maritalStatus)
        : MSG.maritalStatusInvalid,
    ),
    birthDate: checkRule((birthDate) => birthDateError(birthDate, initial.birthDate)),
  });
}

/**
 * What goes to PUT associate-profile/{id}: only the fields that changed (a field left out
 * stays as it is), phone and CEP as digits.
 */
export function changedProfileFields(
  values: ProfileDataValues,
  initial: ProfileDataValues,
): Partial<Record<ProfileDataField, string>> {
  const normalize = (name: ProfileDataField, value: string) =>
    name === 'phone' || name === 'zipcode' ? onlyDigits(value) : value.trim();
  const changed: Partial<Record<ProfileDataField, string>> = {};
  for (const name of PROFILE_DATA_FIELDS) {
    const next = normalize(name, values[name]);
    if (next !== normalize(name, initial[name])) changed[name] = next;
  }
  return changed;
}

/**
 * Change password: the current one (a stolen session alone does not change it), then the new
 * one and its confirmation, 8 to 20 characters and equal.
 */
export type ChangePasswordValues = {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
};

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(MSG.currentPasswordRequired),
  password: changedPasswordRule('passwordConfirmation'),
  passwordConfirmation: changedPasswordConfirmationRule('password'),
});

/** A dependent's form (UpdateDependentProfileDto). */
export type DependentValues = { name: string; birthDate: string; gender: string };

/** Rules of a dependent's form, against the values it opened with. */
export function dependentSchema(initial: DependentValues) {
  return yup.object({
    name: requiredText(),
    birthDate: checkRule((birthDate) => birthDateError(birthDate, initial.birthDate)),
  });
}

/**
 * A CPF as ###.###.###-## (`formatCpf` of @clube/shared, by its pattern). Importing anything of
 * libs/shared's cpf.ts into this lazily loaded page made Rolldown split the app's first script
 * into more chunks (+2.5 kB gzip on every public page, measured on the build): that module
 * also sits in the first load (the footer's CNPJ).
 */
export function maskCpf(cpf: string): string {
  return applyMask(cpf, '###.###.###-##');
}
