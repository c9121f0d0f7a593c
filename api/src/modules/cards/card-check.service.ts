/**
 * The check of a card's QR code: reads the signed token, then what the database holds now (the
 * person, the issued card), and decides with the card's rule (`qrVerdict`). Always a verdict;
 * no side effect (the gate records it: access-validation).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { API_MSG, type CardOwnerType, todayIso } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { contentStatus } from '../content/content.js';
import { fileUrl } from '../files/files.service.js';
import {
  type CardCodeParts,
  CardTokenService,
  type CardTokenReading,
} from './card-token.service.js';
import {
  CARD_REFUSAL_MSG,
  type CardRefusal,
  type CardVerdict,
  type QrFacts,
  qrVerdict,
} from './card-verdict.js';
import { associateOwner, checkOwner, dependentOwner, type Owner } from './card-view.js';
import type { CardCheckDto } from './dto/card.dto.js';
import { Card, CardStatus } from './entities/card.entity.js';

/** A QR check: the reply, and what the gate's record of it keeps. */
export interface CardCheck {
  reply: CardCheckDto;
  /** Why it was refused (null: valid). */
  refusal: CardRefusal | null;
  /** The issued card the token names, when it exists now (its id and validation code). */
  card: { id: number; validationCode: number } | null;
  /** The owner's CPF, when the token names a person. */
  ownerCpf: string | null;
}

const refusalOf = (verdict: CardVerdict): CardRefusal | null =>
  verdict.ok ? null : verdict.reason;

/** The reply to a verdict. */
function replyOf(
  verdict: CardVerdict,
  owner: CardCheckDto['owner'],
  card: CardCheckDto['card'],
): CardCheckDto {
  return verdict.ok
    ? {
        verdict: 'valid',
        valid: true,
        title: API_MSG.accessGrantedTitle,
        reason: null,
        owner,
        card,
      }
    : {
        verdict: 'refused',
        valid: false,
        title: API_MSG.accessDeniedValidationTitle,
        reason: CARD_REFUSAL_MSG[verdict.reason],
        owner,
        card,
      };
}

@Injectable()
export class CardCheckService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: CardTokenService,
  ) {}

  /**
   * Reads a scanned card QR — the member area's short code ('C1.…', issue 26) or a signed token
   * (printed cards, and member area cards before it) — and compares it with the database now.
   * Always a verdict.
   */
  async verify(token: string): Promise<CardCheck> {
    const today = this.today();
    const parts = this.tokens.readCode(token);
    const read = parts ? await this.readCode(parts, today) : this.tokens.read(token);
    const state: QrFacts['token'] = read.ok ? 'valid' : read.reason;
    const owner =
      'subject' in read
        ? await this.findOwner(this.db.manager, read.subject.ownerType, read.subject.ownerId)
        : null;
    if (!owner || !('subject' in read)) {
      // A forged or unknown token, or one naming nobody now.
      const verdict = qrVerdict({
        token: state,
        owner: null,
        presented: { kind: 'person', hasIssuedCard: false },
        today,
      });
      return {
        reply: replyOf(verdict, null, null),
        refusal: refusalOf(verdict),
        card: null,
        ownerCpf: null,
      };
    }
    const { subject, validity } = read;
    const facts = { token: state, owner: owner.state, today };

    if (subject.kind === 'card') {
      const card = await this.db.getRepository(Card).findOne({
        where: { id: subject.cardId },
        relations: { picture: true, associate: true, dependent: true },
      });
      const verdict = qrVerdict({
        ...facts,
        presented: {
          kind: 'card',
          ownerId: subject.ownerId,
          code: subject.code,
          card: card && {
            ownerId: card.associate?.id ?? card.dependent?.id ?? null,
            validationCode: card.validationCode,
            status: card.status,
            expiresAt: card.expiresAt,
          },
        },
      });
      const who = checkOwner(owner, fileUrl(card?.picture) ?? owner.photo);
      const info = card
        ? { id: card.id, validity, status: contentStatus(card.status) }
        : { id: subject.cardId, validity, status: null };
      return {
        reply: replyOf(verdict, who, info),
        refusal: refusalOf(verdict),
        card: card && { id: card.id, validationCode: card.validationCode },
        ownerCpf: owner.cpf,
      };
    }

    // A card issued by staff since supersedes the member area's card of the person.
    const issued = await this.hasActiveCard(this.db.manager, subject.ownerType, subject.ownerId);
    const verdict = qrVerdict({ ...facts, presented: { kind: 'person', hasIssuedCard: issued } });
    return {
      reply: replyOf(verdict, checkOwner(owner, owner.photo), { id: null, validity, status: null }),
      refusal: refusalOf(verdict),
      card: null,
      ownerCpf: owner.cpf,
    };
  }

  /** A short card code: its member number resolved to the person, then its signature. */
  private async readCode(parts: CardCodeParts, today: string): Promise<CardTokenReading> {
    const owner = await this.ownerByNumber(parts.memberNumber);
    return owner ? this.tokens.readCodeFor(parts, owner, today) : { ok: false, reason: 'invalid' };
  }

  /** The associate or dependent holding a member number (one sequence for both). */
  private async ownerByNumber(
    memberNumber: number,
  ): Promise<{ ownerType: CardOwnerType; ownerId: string } | null> {
    const a = await this.db.getRepository(Associate).findOne({
      where: { memberNumber },
      select: { id: true },
    });
    if (a) return { ownerType: 'Associate', ownerId: a.id };
    const d = await this.db.getRepository(Dependent).findOne({
      where: { memberNumber },
      select: { id: true },
    });
    return d ? { ownerType: 'Dependent', ownerId: d.id } : null;
  }

  private today(): string {
    return todayIso(this.config.clubTimeZone);
  }

  private async findOwner(
    manager: EntityManager,
    type: CardOwnerType,
    id: string,
  ): Promise<Owner | null> {
    if (type === 'Associate') {
      const a = await manager
        .getRepository(Associate)
        .findOne({ where: { id }, relations: { image: true } });
      return a ? associateOwner(a) : null;
    }
    const d = await manager
      .getRepository(Dependent)
      .findOne({ where: { id }, relations: { image: true, associate: true } });
    return d ? dependentOwner(d) : null;
  }

  /** Whether the person holds an active card issued by staff. */
  private hasActiveCard(manager: EntityManager, type: CardOwnerType, id: string): Promise<boolean> {
    return manager
      .getRepository(Card)
      .createQueryBuilder('c')
      .where('c.status = :active', { active: CardStatus.Active })
      .andWhere(type === 'Associate' ? 'c.associate_id = :id' : 'c.dependent_id = :id', { id })
      .getExists();
  }
}
