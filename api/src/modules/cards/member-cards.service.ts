/**
 * The member area's cards: the card dialog (the member and each active dependent, with the
 * signed QR code of their issued card or of the person) and the member's cards as the club
 * keeps them (the LGPD export).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { DataSource } from 'typeorm';
import {
  API_MSG,
  type CardOwnerType,
  cardIdentifier,
  MEMBER_CARD_VALIDITY_DAYS,
  RecordStatus,
  todayIso,
} from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { contentStatus } from '../content/content.js';
import { fileUrl } from '../files/files.service.js';
import { CardTokenService, type CardTokenSubject } from './card-token.service.js';
import { ownerOf } from './card-view.js';
import { cardsWithOwners } from './cards.service.js';
import type { MemberCardDto } from './dto/member-card.dto.js';
import { Card, CardStatus } from './entities/card.entity.js';

dayjs.extend(utc);

@Injectable()
export class MemberCardsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: CardTokenService,
  ) {}

  /**
   * The card dialog: the member and each active dependent. Validity is today + 30 days (the
   * member spec), never past the expiry of a card issued by staff. A person with an active,
   * unexpired card issued by staff gets that card's picture and a code naming it; otherwise a
   * code for the person and the profile photo. The identifier is '001'/'002' + the person's
   * short member number, and the QR content the short card code (CardTokenService.signCode,
   * readable at 110 px on a 1× screen); the gate still reads the older signed tokens.
   */
  async memberCards(associateId: string): Promise<MemberCardDto[]> {
    const a = await this.db.getRepository(Associate).findOne({
      where: { id: associateId },
      relations: { image: true, dependents: { image: true } },
    });
    if (!a) throw AppException.notFound(API_MSG.associateNotFound);
    const today = todayIso(this.config.clubTimeZone);
    const validity = dayjs.utc(today).add(MEMBER_CARD_VALIDITY_DAYS, 'day').format('YYYY-MM-DD');
    const people: {
      type: CardOwnerType;
      id: string;
      number: number;
      name: string;
      photo: string | null;
    }[] = [
      {
        type: 'Associate',
        id: a.id,
        number: a.memberNumber,
        name: a.name,
        photo: fileUrl(a.image),
      },
      ...a.dependents
        .filter((d) => d.status === RecordStatus.Active)
        .sort((x, y) => x.name.localeCompare(y.name, 'pt-BR'))
        .map((d) => ({
          type: 'Dependent' as const,
          id: d.id,
          number: d.memberNumber,
          name: d.name,
          photo: fileUrl(d.image),
        })),
    ];
    const out: MemberCardDto[] = [];
    for (const p of people) {
      const card = await this.activeCardOf(p.type, p.id);
      const issued = card && card.expiresAt >= today ? card : null;
      const until = issued && issued.expiresAt < validity ? issued.expiresAt : validity;
      const subject: CardTokenSubject = issued
        ? {
            kind: 'card',
            cardId: issued.id,
            code: issued.validationCode,
            ownerType: p.type,
            ownerId: p.id,
          }
        : { kind: 'person', ownerType: p.type, ownerId: p.id };
      out.push({
        identifier: cardIdentifier(p.type, p.number),
        ownerType: p.type,
        ownerId: p.id,
        name: p.name,
        registration: a.registration,
        picture: fileUrl(issued?.picture) ?? p.photo,
        validity: until,
        cardId: issued?.id ?? null,
        qrToken: this.tokens.signCode(p.number, subject, until),
      });
    }
    return out;
  }

  /** The member's cards as the club keeps them (the LGPD export), without tokens. */
  async cardsOfAssociate(associateId: string) {
    const cards = await cardsWithOwners(this.db.manager)
      .where('a.id = :id OR da.id = :id', { id: associateId })
      .orderBy('c.id', 'ASC')
      .getMany();
    return cards.map((c) => ({
      id: c.id,
      ownerType: c.ownerType,
      ownerId: ownerOf(c).id,
      ownerName: ownerOf(c).name,
      picture: fileUrl(c.picture),
      expiresAt: c.expiresAt,
      validationCode: c.validationCode,
      status: contentStatus(c.status),
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    }));
  }

  /** The person's active card issued by staff, with its picture. */
  private activeCardOf(type: CardOwnerType, id: string): Promise<Card | null> {
    return this.db
      .getRepository(Card)
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.picture', 'picture')
      .where('c.status = :active', { active: CardStatus.Active })
      .andWhere(type === 'Associate' ? 'c.associate_id = :id' : 'c.dependent_id = :id', { id })
      .getOne();
  }
}
