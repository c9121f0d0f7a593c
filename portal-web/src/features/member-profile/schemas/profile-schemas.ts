import {
  applyMask,
  BRAZIL_STATES,
  isValidCep,
  isValidIsoDate,
  MARITAL_STATUSES,
  MSG,
  onlyDigits,
  passwordProblem,
  passwordsMatch,
} from '@clube/shared';
import type { FormErrors } from '../../../shared/forms/use-form';

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

export interface ProfileDataValues extends Record<string, unknown> {
  phone: string;
  address: string;
  district: string;
  city: string;
  zipcode: string;
  state: string;
  maritalStatus: string;
  birthDate: string;
}

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
export function profileDataValidator(initial: ProfileDataValues) {
  return (values: ProfileDataValues): FormErrors<ProfileDataValues> => {
    const phoneDigits = onlyDigits(values.phone);
    return {
      phone:
        phoneDigits === ''
          ? keptText(values.phone, initial.phone)
          : phoneDigits.length === 11
            ? undefined
            : MSG.associatePhoneInvalid,
      address: keptText(values.address, initial.address),
      district: keptText(values.district, initial.district),
      city: keptText(values.city, initial.city),
      zipcode:
        values.zipcode === ''
          ? keptText(values.zipcode, initial.zipcode)
          : isValidCep(values.zipcode)
            ? undefined
            : MSG.zipcodeInvalid,
      state:
        values.state === '' || (BRAZIL_STATES as readonly string[]).includes(values.state)
          ? keptText(values.state, initial.state)
          : MSG.stateInvalid,
      maritalStatus:
        values.maritalStatus === '' ||
        (MARITAL_STATUSES as readonly string[]).includes(values.maritalStatus)
          ? keptText(values.maritalStatus, initial.maritalStatus)
          : MSG.maritalStatusInvalid,
      birthDate: birthDateError(values.birthDate, initial.birthDate),
    };
  };
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

/** Change password: both fields needed, 8 to 20 characters, the confirmation equal. */
export interface ChangePasswordValues extends Record<string, unknown> {
  password: string;
  passwordConfirmation: string;
}

export function validateChangePassword(
  values: ChangePasswordValues,
): FormErrors<ChangePasswordValues> {
  const { password, passwordConfirmation } = values;
  if (!password || !passwordConfirmation) {
    return {
      password: password ? undefined : MSG.passwordsBoth,
      passwordConfirmation: passwordConfirmation ? undefined : MSG.passwordsBoth,
    };
  }
  return {
    password: passwordProblem(password) ?? undefined,
    passwordConfirmation: passwordsMatch(password, passwordConfirmation)
      ? undefined
      : MSG.passwordsDiffer,
  };
}

/** A dependent's form (UpdateDependentProfileDto). */
export interface DependentValues extends Record<string, unknown> {
  name: string;
  birthDate: string;
  gender: string;
}

export function dependentValidator(initial: DependentValues) {
  return (values: DependentValues): FormErrors<DependentValues> => ({
    name: values.name.trim() === '' ? MSG.required : undefined,
    birthDate: birthDateError(values.birthDate, initial.birthDate),
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
