import { API_MSG, onlyDigits, UserStatus } from '@clube/shared';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { StatusField } from '../../../shared/forms/choice-fields';
import { SwitchField } from '../../../shared/forms/switch-field';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { PasswordField, TextField } from '../../../shared/forms/text-fields';
import { CpfField } from '../../../shared/forms/masked-fields';
import { FormActions, type CloseReason } from '../../../shared/list-screen';
import { useCreateUserMutation } from '../api/users-api';
import { userCreateSchema, type UserCreateValues } from '../schemas/user.schemas';
import { useStatusOptions } from './status-options';

const EMPTY: UserCreateValues = {
  name: '',
  surname: '',
  email: '',
  cpf: '',
  password: '',
  passwordConfirmation: '',
  admin: false,
  status: UserStatus.Active,
};

/** Register an internal user (POST /users). */
export function UserCreateForm({ close }: { close: (reason?: CloseReason) => void }) {
  const [createUser] = useCreateUserMutation();
  const notice = useNotice();
  const statusOptions = useStatusOptions();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<UserCreateValues>({
    initialValues: EMPTY,
    validationSchema: userCreateSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const { status, ...rest } = userCreateSchema.cast(values);
        await createUser({
          createUserDto: { ...rest, status, cpf: onlyDigits(values.cpf) },
        }).unwrap();
        notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  return (
    <FormikForm formik={formik} idPrefix="user" aria-label="Cadastrar usuário interno">
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField name="name" label="Nome" required autoComplete="off" />
      <TextField name="surname" label="Sobrenome" required autoComplete="off" />
      <TextField name="email" label="E-mail" required autoComplete="off" type="email" />
      <CpfField name="cpf" label="CPF" required placeholder="000.000.000-00" />
      <PasswordField name="password" label="Senha" required autoComplete="new-password" />
      <PasswordField
        name="passwordConfirmation"
        label="Confirmação da senha"
        required
        autoComplete="new-password"
      />
      <SwitchField name="admin" label="Administrador" />
      <StatusField options={statusOptions} />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}
