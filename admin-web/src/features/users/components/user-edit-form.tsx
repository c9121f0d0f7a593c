import { formatCpf, hasPermission, MSG, P } from '@clube/shared';
import { Alert, Descriptions } from 'antd';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../core/hooks';
import { selectHeldPermissions, selectProfile } from '../../../core/session/session-slice';
import { failureMessage } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField, StatusField } from '../../../shared/forms/choice-fields';
import { SwitchField } from '../../../shared/forms/switch-field';
import { FormikForm } from '../../../shared/forms/formik-form';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { useListPermissionGroupsQuery } from '../../permissions';
import { sessionApi } from '../../session';
import { useGetUserQuery, useUpdateUserMutation, type StaffProfileDto } from '../api/users-api';
import { userEditSchema, type UserEditValues } from '../schemas/user.schemas';
import { useStatusOptions } from './status-options';

function EditForm({
  user,
  close,
}: {
  user: StaffProfileDto;
  close: (reason?: CloseReason) => void;
}) {
  const [updateUser] = useUpdateUserMutation();
  const dispatch = useAppDispatch();
  const me = useSelector(selectProfile);
  const held = useSelector(selectHeldPermissions);
  const notice = useNotice();
  const statusOptions = useStatusOptions();
  const mayListPermissions = hasPermission(held, P.listPermission);
  const catalogue = useListPermissionGroupsQuery(undefined, { skip: !mayListPermissions });
  const [failure, setFailure] = useState<string | null>(null);

  const permissionOptions = useMemo(
    () =>
      (catalogue.data ?? []).map((group) => ({
        label: group.title,
        title: group.title,
        options: group.permissions.map((permission) => ({
          value: permission.id,
          label: permission.label,
        })),
      })),
    [catalogue.data],
  );

  const formik = useFormik<UserEditValues>({
    initialValues: {
      admin: user.admin,
      status: user.status.id,
      permissions: user.permissions.map((permission) => permission.id),
    },
    validationSchema: userEditSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await updateUser({
          id: user.id,
          updateUserDto: {
            admin: values.admin,
            status: values.status,
            // Without the catalogue the list cannot be edited here: leave it as it is.
            ...(catalogue.data ? { permissions: values.permissions } : {}),
          },
        }).unwrap();
        if (me?.id === user.id) dispatch(sessionApi.util.invalidateTags(['Me']));
        notice({ kind: 'success', title: MSG.recordUpdated });
        close('saved');
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });

  return (
    <FormikForm formik={formik} idPrefix="user" aria-label="Editar usuário interno">
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <Descriptions
        size="small"
        column={1}
        className="list-screen__alert"
        items={[
          { key: 'name', label: 'Nome', children: `${user.name} ${user.surname}` },
          { key: 'email', label: 'E-mail', children: user.email },
          { key: 'cpf', label: 'CPF', children: formatCpf(user.cpf) },
        ]}
      />
      <SwitchField name="admin" label="Administrador" />
      <StatusField options={statusOptions} />
      {mayListPermissions && (
        <SelectField
          name="permissions"
          label="Permissões"
          multiple
          allowClear
          search
          loading={catalogue.isLoading}
          options={permissionOptions}
          placeholder="Selecione as permissões"
        />
      )}
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}

/** Edit an internal user (GET /users/{id}, then PUT /users/{id}). */
export function UserEditForm({ id, close }: { id: string; close: (reason?: CloseReason) => void }) {
  return (
    <RecordForm id={id} useRecord={useGetUserQuery}>
      {(user: StaffProfileDto | null) => user && <EditForm user={user} close={close} />}
    </RecordForm>
  );
}
