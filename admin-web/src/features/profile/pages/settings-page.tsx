import { ErrorCode, formatCpf, formatDate, MSG } from '@clube/shared';
import { Alert, Button, Card, Descriptions } from 'antd';
import { useFormik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../core/hooks';
import { readApiFailure, failureMessage } from '@clube/shared/web';
import { useUpdateMeMutation, type UpdateMeDto } from '../api/profile-api';
import { useNotice } from '../../../shared/feedback/notice';
import { FormikForm } from '../../../shared/forms/formik-form';
import { PasswordField, TextField } from '../../../shared/forms/text-fields';
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

  return (
    <Card title={<h2 className="admin-settings__card-title">Dados pessoais</h2>}>
      <FormikForm formik={formik} idPrefix="profile" aria-label="Dados pessoais">
        {failure && (
          <Alert type="error" showIcon title={failure} className="admin-settings__alert" />
        )}
        <TextField name="name" label="Nome" required autoComplete="given-name" />
        <TextField name="surname" label="Sobrenome" required autoComplete="family-name" />
        <TextField name="email" label="E-mail" required type="email" autoComplete="email" />
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          Salvar
        </Button>
      </FormikForm>
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

  return (
    <Card title={<h2 className="admin-settings__card-title">Alterar senha</h2>}>
      <FormikForm formik={formik} idPrefix="password" aria-label="Alterar senha">
        {failure && (
          <Alert type="error" showIcon title={failure} className="admin-settings__alert" />
        )}
        <PasswordField
          name="currentPassword"
          label="Senha atual"
          required
          autoComplete="current-password"
        />
        <PasswordField name="password" label="Nova senha" required autoComplete="new-password" />
        <PasswordField
          name="passwordConfirmation"
          label="Confirmação da nova senha"
          required
          autoComplete="new-password"
        />
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          Alterar senha
        </Button>
      </FormikForm>
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
