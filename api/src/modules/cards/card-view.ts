/**
 * How a card and its owner read: the person a card belongs to (an associate, or a dependent
 * with their associate as holder), the back office's `CardDto`, the gate's view of the owner,
 * and the fields the change history compares. Pure functions of the loaded entities.
 */
import type { CardOwnerType } from '@clube/shared';
import type { Associate } from '../associates/entities/associate.entity.js';
import type { Dependent } from '../associates/entities/dependent.entity.js';
import { contentStatus, fileRef } from '../content/content.js';
import { fileUrl } from '../files/files.service.js';
import type { OwnerState } from './card-verdict.js';
import type { CardCheckOwnerDto, CardDto } from './dto/card.dto.js';
import type { Card } from './entities/card.entity.js';

/** A person who may hold a card, with what the card prints. */
export interface Owner {
  type: CardOwnerType;
  id: string;
  name: string;
  registration: string | null;
  cpf: string | null;
  birthDate: string | null;
  photo: string | null;
  /** The person's own status and their associate's (the holder: themself for an associate). */
  state: OwnerState;
  holder: { id: string; name: string };
}

export function associateOwner(a: Associate): Owner {
  return {
    type: 'Associate',
    id: a.id,
    name: a.name,
    registration: a.registration,
    cpf: a.cpf,
    birthDate: a.birthDate,
    photo: fileUrl(a.image),
    state: { status: a.status, holderStatus: a.status },
    holder: { id: a.id, name: a.name },
  };
}

export function dependentOwner(d: Dependent): Owner {
  return {
    type: 'Dependent',
    id: d.id,
    name: d.name,
    registration: d.associate.registration,
    cpf: d.cpf,
    birthDate: d.birthDate,
    photo: fileUrl(d.image),
    state: { status: d.status, holderStatus: d.associate.status },
    holder: { id: d.associate.id, name: d.associate.name },
  };
}

/** The owner of a card loaded with its associate or dependent (and the dependent's associate). */
export function ownerOf(card: Card): Owner {
  if (card.ownerType === 'Associate') return associateOwner(card.associate as Associate);
  return dependentOwner(card.dependent as Dependent);
}

/** The owner as the gate sees them: the photo is the card's, else the profile's. */
export function checkOwner(owner: Owner, photo: string | null): CardCheckOwnerDto {
  return {
    type: owner.type,
    id: owner.id,
    name: owner.name,
    registration: owner.registration,
    photo,
    status: contentStatus(owner.state.status),
  };
}

/** A card as the back office sees it; `qrToken` is its signed QR content. */
export function toCard(card: Card, today: string, qrToken: string): CardDto {
  const owner = ownerOf(card);
  return {
    id: card.id,
    ownerType: card.ownerType,
    ownerId: owner.id,
    owner: {
      type: owner.type,
      id: owner.id,
      name: owner.name,
      registration: owner.registration,
      cpf: owner.cpf,
      birthDate: owner.birthDate,
      photo: owner.photo,
      status: contentStatus(owner.state.status),
      holder: owner.holder,
    },
    ownerName: owner.name,
    registration: owner.registration,
    cpf: owner.cpf,
    birthDate: owner.birthDate,
    picture: fileUrl(card.picture),
    pictureFile: fileRef(card.picture),
    expiresAt: card.expiresAt,
    expired: card.expiresAt < today,
    validationCode: card.validationCode,
    status: contentStatus(card.status),
    qrToken,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

/** The fields of a card the history compares. */
export const CARD_AUDIT_FIELDS = [
  'ownerType',
  'ownerId',
  'expiresAt',
  'validationCode',
  'status',
  'picture',
];

export const cardAuditView = (c: Card): Record<string, unknown> => ({
  ownerType: c.ownerType,
  ownerId: c.associate?.id ?? c.dependent?.id ?? null,
  expiresAt: c.expiresAt,
  validationCode: c.validationCode,
  status: c.status,
  picture: c.picture?.id ?? null,
});

/** The associate whose history shows the card (its owner, or a dependent's associate). */
export const associateIdOf = (c: Card) => c.associate?.id ?? c.dependent?.associate?.id ?? null;
