import { formatCpf, LABELS, P } from '@clube/shared';
import { Badge, type BadgeProps } from 'antd';
import { useCallback } from 'react';
import { useDeleteUserMutation, useListUsersQuery, type StaffProfileDto } from '../api/users-api';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import { UserCreateForm } from '../components/user-create-form';
import { UserEditForm } from '../components/user-edit-form';

/** The status dot beside its name (the name keeps the text colour, for contrast). */
const STATUS_BADGES: Record<number, BadgeProps['status']> = {
  1: 'success',
  2: 'default',
  3: 'warning',
};

const fullName = (user: StaffProfileDto) => [user.name, user.surname].filter(Boolean).join(' ');

const COLUMNS: ReadonlyArray<ListColumn<StaffProfileDto>> = [
  { key: 'name', title: 'Nome', sortKey: 'name', render: (_, user) => fullName(user) },
  { key: 'email', title: 'E-mail', sortKey: 'email', dataIndex: 'email' },
  { key: 'cpf', title: 'CPF', render: (_, user) => formatCpf(user.cpf) },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, user) => (
      <Badge status={STATUS_BADGES[user.status.id] ?? 'default'} text={user.status.description} />
    ),
  },
  { key: 'admin', title: 'Admin', render: (_, user) => (user.admin ? LABELS.yes : LABELS.no) },
];

const userKey = (user: StaffProfileDto) => user.id;

/** Usuários Internos: the staff accounts (list-user; insert-, update-, delete-user actions). */
export default function UsersPage() {
  const [deleteUser] = useDeleteUserMutation();
  const onDelete = useCallback(
    (user: StaffProfileDto) => deleteUser({ id: user.id }).unwrap(),
    [deleteUser],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<string>) =>
      id ? <UserEditForm id={id} close={close} /> : <UserCreateForm close={close} />,
    [],
  );

  return (
    <ListScreen<StaffProfileDto, string>
      title="Usuários Internos"
      entityName="usuário interno"
      columns={COLUMNS}
      rowKey={userKey}
      rowLabel={fullName}
      useList={useListUsersQuery}
      permissions={{ insert: P.insertUser, update: P.updateUser, delete: P.deleteUser }}
      onDelete={onDelete}
      bulkDeleteEndpoint="users/multiple"
      renderForm={renderForm}
    />
  );
}
