import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { formatDate } from '@clube/shared';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../core/hooks';
import { adminPath, LOGIN_PATH } from '../../core/paths';
import { selectProfile } from '../../core/session/session-slice';
import { signOut } from '../../features/session';

/** Header dropdown of the signed-in staff member: name, 'Membro desde', settings and sign-out. */
export function UserMenu() {
  const profile = useSelector(selectProfile);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!profile) return null;

  const fullName = [profile.name, profile.surname].filter(Boolean).join(' ');

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'who',
      label: (
        <div className="admin-user-menu__who">
          <strong>{fullName}</strong>
          <span>Membro desde {formatDate(profile.createdAt)}</span>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'settings', icon: <SettingOutlined aria-hidden />, label: 'Configurações' },
    { key: 'sign-out', icon: <LogoutOutlined aria-hidden />, label: 'Sair', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') {
      navigate(adminPath('settings'));
    } else if (key === 'sign-out') {
      void dispatch(signOut()).then(() => navigate(LOGIN_PATH, { replace: true }));
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="admin-user-menu__trigger" aria-haspopup="menu">
        <Avatar size="small" icon={<UserOutlined aria-hidden />} aria-hidden="true" />
        <span className="admin-user-menu__name">{fullName}</span>
      </Button>
    </Dropdown>
  );
}
