import { formatCents, LABELS } from '@clube/shared';
import type { LocalPublicDto } from '../api/generated-api';

/** The query parameter naming the open space: `/espacos?local=<slug>` opens its dialog. */
export const SPACE_PARAM = 'local';

/** Shown for the price per guest when the place type has none (spec). */
export const NO_PRICE = 'Sem preço definido.';
/** Shown for the restriction when the place has none (spec). */
export const NO_RESTRICTION = 'Nenhuma';

/** The restrictions whose members may reserve a place themselves (spec). */
const MEMBER_RESTRICTIONS: readonly string[] = [
  LABELS.restrictionAssociates,
  LABELS.restrictionDependents,
];

/** The place type's price per guest in reais, or 'Sem preço definido.' (no price or 0). */
export function pricePerGuest(space: LocalPublicDto): string {
  const cents = space.localType?.invitedValue;
  if (typeof cents !== 'number' || !Number.isFinite(cents) || cents <= 0) return NO_PRICE;
  return space.localType.invitedValueFormatted || formatCents(cents);
}

/** The first restriction's description, 'Nenhuma' when there is none. */
export function restrictionText(space: LocalPublicDto): string {
  return space.restrictions?.[0]?.description?.trim() || NO_RESTRICTION;
}

export function capacityText(capacity: number): string {
  return `${capacity} ${capacity === 1 ? 'pessoa' : 'pessoas'}`;
}

/**
 * The spec's rule for 'Reservar': a reservation time above 0, a member signed in, the first
 * restriction 'Associados' or 'Dependentes', and the place marked reserved (fit for reservation).
 */
export function canReserve(space: LocalPublicDto, memberSignedIn: boolean): boolean {
  return (
    space.reservationTime > 0 &&
    memberSignedIn &&
    MEMBER_RESTRICTIONS.includes(space.restrictions?.[0]?.description ?? '') &&
    space.reserved === true
  );
}

/** Told to a visitor in the dialog of a space members may reserve (ours: the spec is silent). */
export const SIGN_IN_TO_RESERVE = {
  link: 'Entre como associado',
  rest: 'para reservar este espaço.',
} as const;

/** A visitor would see 'Reservar' once signed in: the dialog tells them to sign in. */
export function needsSignInToReserve(space: LocalPublicDto, memberSignedIn: boolean): boolean {
  return !memberSignedIn && canReserve(space, true);
}
