import { CARD_ID_PREFIX_DEPENDENT, CARD_ID_PREFIX_HOLDER } from './limits.js';

/**
 * Membership cards: what the API and both apps agree on (admin spec §3 and §9, member spec
 * "Identifiers" and "Business constants").
 */

/** Who a card belongs to: the associate (holder) or one of their dependents. */
export const CARD_OWNER_TYPES = ['Associate', 'Dependent'] as const;
export type CardOwnerType = (typeof CARD_OWNER_TYPES)[number];

/** A new card is valid for 3 years from today (club time zone) unless staff choose a date. */
export const CARD_VALIDITY_YEARS = 3;
/** Validation codes are whole numbers 1 to 99999, unique among active cards. */
export const CARD_VALIDATION_CODE_MIN = 1;
export const CARD_VALIDATION_CODE_MAX = 99_999;
/** The member area's card dialog shows a validity of 30 days from today. */
export const MEMBER_CARD_VALIDITY_DAYS = 30;
/** QR codes of cards and invitations: error correction level Q (member spec), both apps. */
export const QR_ERROR_CORRECTION = 'Q' as const;
/** QR code sizes the member spec allows (pixels). */
export const QR_SIZE_MIN = 70;
export const QR_SIZE_MAX = 110;

/** Digits of the member number on a card (more when the club grows past them). */
export const MEMBER_NUMBER_DIGITS = 5;

/**
 * The card dialog's identifier (member spec "Identifiers"): '001' for the holder, '002' for a
 * dependent, then the person's short member number (one sequence for both, so unique, and never
 * changed), e.g. '00100042'.
 */
export const cardIdentifier = (ownerType: CardOwnerType, memberNumber: number): string =>
  `${ownerType === 'Associate' ? CARD_ID_PREFIX_HOLDER : CARD_ID_PREFIX_DEPENDENT}${String(
    memberNumber,
  ).padStart(MEMBER_NUMBER_DIGITS, '0')}`;

/**
 * The member area card's QR code (issue 26): 'C1.<member number>.<card id or 0>.<validation
 * code or 0>.<validity yyyymmdd>.<signature, 16 hex digits>', all in the QR code's alphanumeric
 * set, so the symbol is a version 3 (29 modules) readable on a 1× screen at 110 px. The gate's
 * scanner sends it, as the older signed tokens, to `card/verify`.
 */
export const CARD_QR_CODE_PATTERN =
  /^C1\.(\d{1,9})\.(\d{1,10})\.(\d{1,5})\.(\d{8})\.([0-9A-F]{16})$/;

/** The verdict of a card check at the gate. */
export const CARD_VERDICTS = ['valid', 'refused'] as const;
export type CardVerdict = (typeof CARD_VERDICTS)[number];
