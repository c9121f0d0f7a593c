import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, Dropdown, type MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { LABELS } from '@clube/shared';
import { paths } from '../../core/paths';
import { selectProfile, type WithSession } from '../../core/session/session-slice';
import { signOut } from '../../core/api/base-api';
import { AntdScope } from '../antd/antd-scope';
import { useSite } from '../site-settings/site-settings-context';
import { buttonTextColors } from '../site-settings/site-theme';

// The card dialog (and its QR encoder) is fetched the first time it is opened.
const CardDialog = lazy(async () => ({
  default: (await import('../member-cards/card-dialog')).CardDialog,
}));

interface MemberMenuProps {
  /** Called after an entry was chosen (closes the drawer). */
  onNavigate?: () => void;
}

/**
 * Replaces LOGIN while a member is signed in: the member's name opening the
 * member entries. 'Baixar carteirinha(s)' opens the card dialog; in the narrow
 * header's drawer the drawer stays open under the dialog and closes with it.
 */
function MemberDropdown({ onNavigate }: MemberMenuProps) {
  const dispatch = useDispatch<ThunkDispatch<WithSession, unknown, UnknownAction>>();
  const profile = useSelector(selectProfile);
  const { colors } = useSite();
  const name = profile?.name?.trim() || LABELS.associate;
  const [cardsOpen, setCardsOpen] = useState(false);
  const [cardsUsed, setCardsUsed] = useState(false);

  const items: MenuProps['items'] = [
    { key: 'cards', label: 'Baixar carteirinha(s)' },
    { key: 'reservations', label: <Link to={paths.memberReservations}>Minhas Reservas</Link> },
    { key: 'invitations', label: <Link to={paths.memberInvitations}>Meus Convites</Link> },
    { key: 'profile', label: <Link to={paths.memberProfile}>Meu Perfil</Link> },
    { key: 'orders', label: <Link to={paths.memberOrders}>Meus Pedidos</Link> },
    { type: 'divider' },
    { key: 'sign-out', label: 'Sair', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'cards') {
      setCardsUsed(true);
      setCardsOpen(true);
      return;
    }
    if (key === 'sign-out') dispatch(signOut());
    onNavigate?.();
  };
  const closeCards = () => {
    setCardsOpen(false);
    onNavigate?.();
  };
  // The dialog's keys are its own: they must not reach the drawer it may sit in (Escape).
  const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

  return (
    <>
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
      {cardsUsed ? (
        <div style={{ display: 'contents' }} onKeyDown={keepKeys}>
          <Suspense fallback={null}>
            <CardDialog open={cardsOpen} onClose={closeCards} />
          </Suspense>
        </div>
      ) : null}
    </>
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
