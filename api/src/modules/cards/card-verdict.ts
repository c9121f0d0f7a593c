/**
 * The card's gate rule, once: may this card let its owner in now. Both checks at the gate
 * decide with it: the QR code of a card (`qrVerdict`, POST card/verify) and the validation
 * code typed at a place's gate (`cardVerdict`, access-validation). Pure: the callers read the
 * facts; each refusal is a reason code, its Portuguese text looked up from the code.
 */
import { API_MSG, RecordStatus } from '@clube/shared';
import { CardStatus } from './entities/card.entity.js';

/** Why a card is refused (the access report's reason codes). */
export const CARD_REFUSALS = [
  'CARD_NOT_FOUND',
  'CARD_INVALID',
  'CARD_REPLACED',
  'CARD_INACTIVE',
  'CARD_EXPIRED',
  'CARD_OWNER_INACTIVE',
  'CARD_HOLDER_INACTIVE',
] as const;
export type CardRefusal = (typeof CARD_REFUSALS)[number];

/** What the gate keeper reads for each reason. */
export const CARD_REFUSAL_MSG: Readonly<Record<CardRefusal, string>> = {
  CARD_NOT_FOUND: API_MSG.cardNotFound,
  CARD_INVALID: API_MSG.cardTokenInvalid,
  CARD_REPLACED: API_MSG.cardReplaced,
  CARD_INACTIVE: API_MSG.cardInactive,
  CARD_EXPIRED: API_MSG.cardExpired,
  CARD_OWNER_INACTIVE: API_MSG.cardOwnerInactive,
  CARD_HOLDER_INACTIVE: API_MSG.cardHolderInactive,
};

export type CardVerdict = { ok: true } | { ok: false; reason: CardRefusal };

const refuse = (reason: CardRefusal): CardVerdict => ({ ok: false, reason });

/** The card's state that decides (an issued card's status and last day of validity). */
export interface CardState {
  status: CardStatus;
  /** Last day of validity, `yyyy-mm-dd` (club time zone): the card is valid ON that day. */
  expiresAt: string;
}

/** The owner's status and their associate's (the holder: the owner themself for an associate). */
export interface OwnerState {
  status: RecordStatus;
  holderStatus: RecordStatus;
}

export interface CardFacts {
  /** The card issued by staff; null for the member area's card of a person without one. */
  card: CardState | null;
  owner: OwnerState;
  /** Today in the club's time zone, `yyyy-mm-dd`. */
  today: string;
  /** The presented QR code's own validity day has passed (its token expired). */
  validityPassed?: boolean;
}

/**
 * An active card, not past its last day (valid ON it) nor past the validity of the QR code
 * presented, of an active owner whose associate (a dependent's holder) is active.
 */
export function cardVerdict(f: CardFacts): CardVerdict {
  if (f.card && f.card.status !== CardStatus.Active) return refuse('CARD_INACTIVE');
  if (f.validityPassed || (f.card && f.card.expiresAt < f.today)) return refuse('CARD_EXPIRED');
  if (f.owner.status !== RecordStatus.Active) return refuse('CARD_OWNER_INACTIVE');
  if (f.owner.holderStatus !== RecordStatus.Active) return refuse('CARD_HOLDER_INACTIVE');
  return { ok: true };
}

/** An issued card as its QR code is compared with it. */
export interface IssuedCard extends CardState {
  /** The associate's or dependent's id the card belongs to now. */
  ownerId: string | null;
  validationCode: number;
}

/** What a scanned QR code says and what the database holds now. */
export interface QrFacts {
  /** The token's signature and time: 'expired' is ours but past its validity day. */
  token: 'valid' | 'expired' | 'invalid';
  /** The person the token names, now; null when no such person exists. */
  owner: OwnerState | null;
  presented:
    | {
        /** A card issued by staff: the id, code and owner the token carries, the card now. */
        kind: 'card';
        ownerId: string;
        code: number;
        card: IssuedCard | null;
      }
    | {
        /** The member area's card of a person: whether staff issued them an active card since. */
        kind: 'person';
        hasIssuedCard: boolean;
      };
  today: string;
}

/**
 * A QR code: ours and naming a person who exists; an issued card still there, still this
 * person's with this code (else replaced), or a person's card not superseded by an issued one;
 * then the card's rule (`cardVerdict`).
 */
export function qrVerdict(f: QrFacts): CardVerdict {
  if (f.token === 'invalid' || !f.owner) return refuse('CARD_INVALID');
  const p = f.presented;
  if (p.kind === 'card') {
    if (!p.card) return refuse('CARD_NOT_FOUND');
    if (p.card.ownerId !== p.ownerId || p.card.validationCode !== p.code) {
      return refuse('CARD_REPLACED');
    }
  } else if (p.hasIssuedCard) {
    return refuse('CARD_REPLACED');
  }
  return cardVerdict({
    card: p.kind === 'card' ? p.card : null,
    owner: f.owner,
    today: f.today,
    validityPassed: f.token === 'expired',
  });
}
