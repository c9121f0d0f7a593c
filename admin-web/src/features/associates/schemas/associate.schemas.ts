import {
  API_MSG,
  BRAZIL_STATES,
  CEP_LENGTH,
  GENDER_DEFAULT_ID,
  MAX_DEPENDENTS,
  MSG,
  onlyDigits,
  RecordStatus,
} from '@clube/shared';
import { cpfRule, emailRule, requiredChoiceRule, requiredText } from '@clube/shared/forms';
import * as yup from 'yup';

/** One dependent row of the form (`id` for a saved one, `key` for React). */
export interface DependentValues {
  id?: string;
  key: string;
  name: string;
  parentage: string;
  gender: number;
  /** Masked ###.###.###-##. */
  cpf: string;
  rg: string;
  /** yyyy-mm-dd or ''. */
  birthDate: string;
  status: RecordStatus;
}

export interface AssociateValues {
  /** Masked ###.###.###-##. */
  cpf: string;
  rg: string;
  name: string;
  gender: number;
  bpu: string;
  email: string;
  /** Masked (##) # ####-####. */
  phone: string;
  address: string;
  district: string;
  city: string;
  /** Masked ##.###-###. */
  zipcode: string;
  state: string | null;
  /** yyyy-mm-dd or ''. */
  admissionDate: string;
  birthDate: string;
  company: number | null;
  maritalStatus: string | null;
  status: RecordStatus;
  sports: number[];
  registration: string;
  registrationColibri: string;
  dependents: DependentValues[];
}

let keys = 0;
/** A key for a new dependent row. */
export const newRowKey = () => `novo-${++keys}`;

export const emptyDependent = (): DependentValues => ({
  key: newRowKey(),
  name: '',
  parentage: '',
  gender: GENDER_DEFAULT_ID,
  cpf: '',
  rg: '',
  birthDate: '',
  status: RecordStatus.Active,
});

export const EMPTY_ASSOCIATE: AssociateValues = {
  cpf: '',
  rg: '',
  name: '',
  gender: GENDER_DEFAULT_ID,
  bpu: '',
  email: '',
  phone: '',
  address: '',
  district: '',
  city: '',
  zipcode: '',
  state: null,
  admissionDate: '',
  birthDate: '',
  company: null,
  maritalStatus: null,
  status: RecordStatus.Active,
  sports: [],
  registration: '',
  registrationColibri: '',
  dependents: [],
};

const dependentSchema = yup.object({
  name: requiredText(),
  parentage: requiredText(),
  cpf: cpfRule(MSG.cpfMin11),
});

/**
 * The associate form (admin spec §5): cpf, rg, name, email, phone, address, district, city,
 * zipcode, state, company and marital status required; each dependent's name, parentage and
 * CPF; at most 3 dependents. Phone and zipcode complete per their masks.
 */
export const associateSchema = yup.object({
  cpf: cpfRule(MSG.cpfMin11),
  rg: requiredText(),
  name: requiredText(),
  email: emailRule(MSG.adminRecoveryEmail),
  phone: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('phone', MSG.associatePhoneInvalid, (value) => {
      const digits = onlyDigits(value).length;
      return digits === 10 || digits === 11;
    }),
  address: requiredText(),
  district: requiredText(),
  city: requiredText(),
  zipcode: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('zipcode', MSG.zipcodeInvalid, (value) => onlyDigits(value).length === CEP_LENGTH),
  state: yup
    .string()
    .nullable()
    .default(null)
    .required(MSG.required)
    .oneOf([...BRAZIL_STATES], MSG.stateInvalid),
  company: requiredChoiceRule(),
  maritalStatus: yup.string().nullable().default(null).required(MSG.required),
  dependents: yup.array(dependentSchema).max(MAX_DEPENDENTS, API_MSG.dependentsMax),
});
