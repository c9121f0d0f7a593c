import { MSG } from '@clube/shared';
import * as yup from 'yup';
import { confirmationRule, emailRule, passwordRule, requiredText } from '@clube/shared/forms';

/** Own profile: name, surname, e-mail. */
export const profileSchema = yup.object({
  name: requiredText(),
  surname: requiredText(),
  email: emailRule(MSG.adminRecoveryEmail),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

/** Own password change: the current one, the new one (8 to 20) twice. */
export const passwordChangeSchema = yup.object({
  currentPassword: requiredText({ trim: false }),
  password: passwordRule(),
  passwordConfirmation: confirmationRule('password', MSG.passwordsDiffer),
});
export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;
