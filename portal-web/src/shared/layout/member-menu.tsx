import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, Dropdown, type MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { LABELS } from '@clube/shared';
import { paths } from '../../app/paths';
import { selectProfile, type WithSession } from '../../app/session/session-slice';
import { signOut } from '../api/base-api';
import { AntdScope } from '../antd/antd-scope';
import { useSite } from '../site-settings/site-settings-context';
import { buttonTextColors } from '../site-settings/site-theme';

interface MemberMenuProps {
  /** Called after an entry was chosen (closes the drawer). */
  onNavigate?: () => void;
}

/**
 * Replaces LOGIN while a member is signed in: the member's name opening the
 * member entries. The card dialog arrives with its issue; until then its entry
 * is shown disabled.
 */
function MemberDropdown({ onNavigate }: MemberMenuProps) {
  const dispatch = useDispatch<ThunkDispatch<WithSession, unknown, UnknownAction>>();
  const profile = useSelector(selectProfile);
  const { colors } = useSite();
  const name = profile?.name?.trim() || LABELS.associate;

  const items: MenuProps['items'] = [
    { key: 'cards', label: 'Baixar carteirinha(s)', disabled: true },
    { key: 'reservations', label: <Link to={paths.memberReservations}>Minhas Reservas</Link> },
    { key: 'profile', label: <Link to={paths.memberProfile}>Meu Perfil</Link> },
    { key: 'orders', label: <Link to={paths.memberOrders}>Meus Pedidos</Link> },
    { type: 'divider' },
    { key: 'sign-out', label: 'Sair', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') dispatch(signOut());
    onNavigate?.();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        className="member-menu-button"
        style={{
          backgroundColor: colors.secondaryColor,
          color: buttonTextColors(colors).secondary,
        }}
        icon={<UserOutlined />}
        aria-label={`Menu do associado: ${name}`}
      >
        <span className="member-menu-button__name">{name}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** The member's menu, with Ant Design's Dropdown (this chunk loads only for a signed-in member). */
export function MemberMenu(props: MemberMenuProps) {
  return (
    <AntdScope>
      <MemberDropdown {...props} />
    </AntdScope>
  );
}
