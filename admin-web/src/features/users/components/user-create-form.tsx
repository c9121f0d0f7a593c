import { MSG, onlyDigits, STATUS_ACTIVE } from '@clube/shared';
import { Alert, Input, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { readApiFailure, failureMessage } from '@clube/shared/web';
import { useCreateUserMutation } from '../api/users-api';
import { useNotice } from '../../../shared/feedback/notice';
import { CpfInput } from '../../../shared/forms/cpf-input';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { FormActions, type CloseReason } from '../../../shared/list-screen';
import { userCreateSchema, type UserCreateValues } from '../schemas/user.schemas';
import { useStatusOptions, type UserStatusId } from './status-options';

const EMPTY: UserCreateValues = {
  name: '',
  surname: '',
  email: '',
  cpf: '',
  password: '',
  passwordConfirmation: '',
  admin: false,
  status: STATUS_ACTIVE.id,
};

type TextField = 'name' | 'surname' | 'email' | 'password' | 'passwordConfirmation';

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
          createUserDto: { ...rest, status: status as UserStatusId, cpf: onlyDigits(values.cpf) },
        }).unwrap();
        notice({ kind: 'success', title: MSG.successTitle, text: MSG.recordInserted });
        close('saved');
      } catch (error) {
        const { fields } = readApiFailure(error);
        helpers.setErrors(fields as never);
        setFailure(failureMessage(error));
      }
    },
  });

  const text = (name: TextField, label: string, autoComplete = 'off') => (
    <FormField id={`user-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => {
        const props = {
          ...a11y,
          name,
          autoComplete,
          value: formik.values[name],
          onChange: formik.handleChange,
          onBlur: formik.handleBlur,
        };
        return name === 'password' || name === 'passwordConfirmation' ? (
          <Input.Password {...props} />
        ) : (
          <Input {...props} type={name === 'email' ? 'email' : 'text'} />
        );
      }}
    </FormField>
  );

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Cadastrar usuário interno">
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      {text('name', 'Nome')}
      {text('surname', 'Sobrenome')}
      {text('email', 'E-mail')}
      <FormField id="user-cpf" label="CPF" required error={touchedError(formik, 'cpf')}>
        {(a11y) => (
          <CpfInput
            {...a11y}
            name="cpf"
            placeholder="000.000.000-00"
            value={formik.values.cpf}
            onValueChange={(value) => void formik.setFieldValue('cpf', value)}
            onBlur={() => void formik.setFieldTouched('cpf')}
          />
        )}
      </FormField>
      {text('password', 'Senha', 'new-password')}
      {text('passwordConfirmation', 'Confirmação da senha', 'new-password')}
      <FormField id="user-admin" label="Administrador">
        {(a11y) => (
          <Switch
            {...a11y}
            checked={formik.values.admin}
            onChange={(checked) => void formik.setFieldValue('admin', checked)}
          />
        )}
      </FormField>
      <FormField id="user-status" label="Status" required error={touchedError(formik, 'status')}>
        {(a11y) => (
          <Select
            {...a11y}
            value={formik.values.status}
            options={statusOptions}
            onChange={(value: number) => void formik.setFieldValue('status', value)}
          />
        )}
      </FormField>
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
  );
}
