import { ErrorCode, formatCpf, formatDate, MSG } from '@clube/shared';
import { Alert, Button, Card, Descriptions, Input } from 'antd';
import { useFormik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../core/hooks';
import { readApiFailure, failureMessage } from '@clube/shared/web';
import { useUpdateMeMutation, type UpdateMeDto } from '../api/profile-api';
import { useNotice } from '../../../shared/feedback/notice';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { PageLoading } from '../../../shared/layout/page-loading';
import {
  profileLoaded,
  selectProfile,
  type StaffProfile,
} from '../../../core/session/session-slice';
import {
  passwordChangeSchema,
  profileSchema,
  type PasswordChangeValues,
  type ProfileValues,
} from '../schemas/profile.schemas';
import './settings-page.css';

/** PUT /users/me, the saved profile stored, 'O registro foi alterado!'; problems in an alert. */
function useSaveMe<V extends object>() {
  const [updateMe] = useUpdateMeMutation();
  const dispatch = useAppDispatch();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (body: UpdateMeDto, helpers: FormikHelpers<V>, after?: () => void) => {
    setFailure(null);
    try {
      const saved = await updateMe({ updateMeDto: body }).unwrap();
      dispatch(profileLoaded(saved));
      notice({ kind: 'success', title: MSG.recordUpdated });
      after?.();
    } catch (error) {
      const { fields, code, message } = readApiFailure(error);
      const fieldErrors: Record<string, string> = { ...fields };
      if (code === ErrorCode.WrongPassword) fieldErrors['currentPassword'] = message;
      helpers.setErrors(fieldErrors as never);
      setFailure(failureMessage(error));
    }
  };
  return { save, failure };
}

function ProfileForm({ profile }: { profile: StaffProfile }) {
  const { save, failure } = useSaveMe<ProfileValues>();
  const formik = useFormik<ProfileValues>({
    initialValues: { name: profile.name, surname: profile.surname, email: profile.email },
    validationSchema: profileSchema,
    onSubmit: (values, helpers) => save(profileSchema.cast(values), helpers),
  });

  const field = (name: keyof ProfileValues, label: string, autoComplete: string) => (
    <FormField id={`profile-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => (
        <Input
          {...a11y}
          name={name}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </FormField>
  );

  return (
    <Card title={<h2 className="admin-settings__card-title">Dados pessoais</h2>}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Dados pessoais">
        {failure && (
          <Alert type="error" showIcon title={failure} className="admin-settings__alert" />
        )}
        {field('name', 'Nome', 'given-name')}
        {field('surname', 'Sobrenome', 'family-name')}
        {field('email', 'E-mail', 'email')}
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          Salvar
        </Button>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const { save, failure } = useSaveMe<PasswordChangeValues>();
  const formik = useFormik<PasswordChangeValues>({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validationSchema: passwordChangeSchema,
    onSubmit: (values, helpers) => save(values, helpers, () => helpers.resetForm()),
  });

  const field = (name: keyof PasswordChangeValues, label: string, autoComplete: string) => (
    <FormField id={`password-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => (
        <Input.Password
          {...a11y}
          name={name}
          autoComplete={autoComplete}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </FormField>
  );

  return (
    <Card title={<h2 className="admin-settings__card-title">Alterar senha</h2>}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Alterar senha">
        {failure && (
          <Alert type="error" showIcon title={failure} className="admin-settings__alert" />
        )}
        {field('currentPassword', 'Senha atual', 'current-password')}
        {field('password', 'Nova senha', 'new-password')}
        {field('passwordConfirmation', 'Confirmação da nova senha', 'new-password')}
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          Alterar senha
        </Button>
      </form>
    </Card>
  );
}

/** Configurações: the signed-in staff member's own profile and password. */
export default function SettingsPage() {
  const profile = useSelector(selectProfile);
  if (!profile) return <PageLoading />;

  return (
    <section className="admin-settings" aria-labelledby="settings-title">
      <h1 id="settings-title" className="admin-settings__title">
        Configurações
      </h1>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'cpf', label: 'CPF', children: formatCpf(profile.cpf) },
          { key: 'since', label: 'Membro desde', children: formatDate(profile.createdAt) },
        ]}
      />
      <div className="admin-settings__cards">
        <ProfileForm key={profile.id} profile={profile} />
        <PasswordForm />
      </div>
    </section>
  );
}
