import { MSG, UserStatus } from '@clube/shared';
import * as yup from 'yup';
import {
  confirmationRule,
  cpfRule,
  emailRule,
  passwordRule,
  requiredText,
} from '@clube/shared/forms';

/** Register an internal user (password and confirmation only on creation). */
export const userCreateSchema = yup.object({
  name: requiredText(),
  surname: requiredText(),
  email: emailRule(MSG.adminRecoveryEmail),
  cpf: cpfRule(MSG.cpfMin11),
  password: passwordRule(),
  passwordConfirmation: confirmationRule('password', MSG.passwordsDiffer),
  admin: yup.boolean().default(false),
  status: yup.number<UserStatus>().default(UserStatus.Active).required(MSG.required),
});
export type UserCreateValues = yup.InferType<typeof userCreateSchema>;

/** Edit an internal user: admin flag, status and permissions (PUT users/{id}). */
export const userEditSchema = yup.object({
  admin: yup.boolean().default(false),
  status: yup.number<UserStatus>().required(MSG.required),
  permissions: yup.array(yup.number().required()).default([]),
});
export type UserEditValues = yup.InferType<typeof userEditSchema>;
