/**
 * The staff register of membership cards: list, read, issue, edit and delete, one active card
 * per person and validation codes unique among active cards (checked for a clear 409, held by
 * the partial unique indexes), each change in the owner's history.
 */
import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { type DataSource, type EntityManager, In } from 'typeorm';
import {
  API_MSG,
  CARD_VALIDATION_CODE_MAX,
  CARD_VALIDATION_CODE_MIN,
  CARD_VALIDITY_YEARS,
  type CardOwnerType,
  ErrorCode,
  MSG,
  todayIso,
} from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { pgRefusal } from '../../platform/database/database-errors.js';
import { queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { paginate } from '../../platform/http/pagination.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { AuditService, diffFields } from '../audit/audit.service.js';
import { FilesService } from '../files/files.service.js';
import { CardTokenService } from './card-token.service.js';
import { associateIdOf, CARD_AUDIT_FIELDS, cardAuditView, ownerOf, toCard } from './card-view.js';
import { cardCodeInUse, ownerHasActiveCard, UQ_CARD_ACTIVE_CODE } from './cards.constraints.js';
import { CARDS_SQL } from './cards.queries.js';
import type {
  CardDto,
  CardListQueryDto,
  CardPageDto,
  CardSavedDto,
  CreateCardDto,
  UpdateCardDto,
} from './dto/card.dto.js';
import { Card, CardStatus } from './entities/card.entity.js';

dayjs.extend(utc);

/** How many times a create with a drawn code is retried when another save took it meanwhile. */
const CODE_ATTEMPTS = 5;

const invalid = (field: string, message: string) =>
  AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });

/** Cards with their picture, owner (associate or dependent, with photos) and holder. */
export function cardsWithOwners(manager: EntityManager) {
  return manager
    .getRepository(Card)
    .createQueryBuilder('c')
    .leftJoinAndSelect('c.picture', 'picture')
    .leftJoinAndSelect('c.associate', 'a')
    .leftJoinAndSelect('a.image', 'aImage')
    .leftJoinAndSelect('c.dependent', 'd')
    .leftJoinAndSelect('d.image', 'dImage')
    .leftJoinAndSelect('d.associate', 'da');
}

@Injectable()
export class CardsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FilesService,
    private readonly tokens: CardTokenService,
    private readonly audit: AuditService,
  ) {}

  private today(): string {
    return todayIso(this.config.clubTimeZone);
  }

  private async load(manager: EntityManager, id: number, lock = false): Promise<Card> {
    const qb = cardsWithOwners(manager).where('c.id = :id', { id });
    if (lock) qb.setLock('pessimistic_write', undefined, ['c']);
    const card = await qb.getOne();
    if (!card) throw AppException.notFound(API_MSG.cardNotFound);
    return card;
  }

  private toCard(card: Card, today = this.today()): CardDto {
    const qrToken = this.tokens.sign(
      {
        kind: 'card',
        cardId: card.id,
        code: card.validationCode,
        ownerType: card.ownerType,
        ownerId: ownerOf(card).id,
      },
      card.expiresAt,
    );
    return toCard(card, today, qrToken);
  }

  async list(query: CardListQueryDto): Promise<CardPageDto> {
    const qb = cardsWithOwners(this.db.manager);
    if (query.status !== undefined) qb.andWhere('c.status = :status', { status: query.status });
    if (query.ownerType !== undefined) {
      qb.andWhere('c.ownerType = :ownerType', { ownerType: query.ownerType });
    }
    const page = await paginate(qb, query, {
      sortable: {
        id: 'c.id',
        expiresAt: 'c.expiresAt',
        validationCode: 'c.validationCode',
        status: 'c.status',
        createdAt: 'c.createdAt',
      },
      defaultSort: '-createdAt',
      searchable: ['a.name', 'd.name'],
      searchableDigits: ['a.cpf', 'd.cpf', 'a.registration', 'da.registration'],
    });
    const today = this.today();
    return { data: page.data.map((c) => this.toCard(c, today)), total: page.total };
  }

  async get(id: number): Promise<CardDto> {
    return this.toCard(await this.load(this.db.manager, id));
  }

  async create(dto: CreateCardDto, form: UploadedForm, me: Principal): Promise<CardSavedDto> {
    const picture = firstFile(form, 'picture');
    if (!picture) throw invalid('picture', API_MSG.cardPictureRequired);
    for (let attempt = 1; ; attempt++) {
      try {
        const id = await this.files.transaction(async (tx, files) => {
          const card = tx.getRepository(Card).create({
            status: dto.status ?? CardStatus.Active,
            expiresAt: dto.expiresAt ?? this.defaultExpiry(),
          });
          await this.setOwner(tx, card, dto.ownerType, dto.ownerId);
          await this.checkOwnerFree(tx, card, null);
          // A drawn code was free when drawn; a save taking it meanwhile meets the unique
          // index, and the loop draws again. A typed code is checked for a clear 409.
          if (dto.validationCode === undefined) card.validationCode = await this.drawCode(tx);
          else {
            card.validationCode = dto.validationCode;
            await this.checkCodeFree(tx, card, null);
          }
          card.picture = await files.store(picture, 'image', 'picture');
          const saved = await tx.getRepository(Card).save(card);
          await this.record(tx, me, card, saved.id, 'create', {}, cardAuditView(card));
          return saved.id;
        });
        return { message: API_MSG.cardCreated, card: await this.get(id) };
      } catch (err) {
        // A drawn code taken by another save meanwhile: draw again. Any other refusal is
        // answered by cards.constraints.ts.
        const drawnCodeTaken =
          dto.validationCode === undefined && pgRefusal(err)?.constraint === UQ_CARD_ACTIVE_CODE;
        if (drawnCodeTaken && attempt < CODE_ATTEMPTS) continue;
        throw err;
      }
    }
  }

  async update(
    id: number,
    dto: UpdateCardDto,
    form: UploadedForm,
    me: Principal,
  ): Promise<CardSavedDto> {
    await this.files.transaction(async (tx, files) => {
      const card = await this.load(tx, id, true);
      const before = cardAuditView(card);
      if (dto.ownerType !== undefined || dto.ownerId !== undefined) {
        const current = ownerOf(card);
        await this.setOwner(tx, card, dto.ownerType ?? card.ownerType, dto.ownerId ?? current.id);
      }
      if (dto.expiresAt !== undefined) card.expiresAt = dto.expiresAt;
      if (dto.status !== undefined) card.status = dto.status;
      if (dto.validationCode !== undefined) card.validationCode = dto.validationCode;
      await this.checkOwnerFree(tx, card, id);
      await this.checkCodeFree(tx, card, id);
      const picture = firstFile(form, 'picture');
      if (picture) {
        files.discard(card.picture);
        card.picture = await files.store(picture, 'image', 'picture');
      }
      await tx.getRepository(Card).save(card);
      await this.record(tx, me, card, id, 'update', before, cardAuditView(card));
    });
    return { message: MSG.recordUpdated, card: await this.get(id) };
  }

  /** Deletes the cards and their pictures, all or nothing (404 if one is missing). */
  async remove(ids: number[], me: Principal): Promise<void> {
    const unique = [...new Set(ids)];
    await this.files.transaction(async (tx, files) => {
      const cards = await cardsWithOwners(tx)
        .where('c.id IN (:...ids)', { ids: unique })
        .setLock('pessimistic_write', undefined, ['c'])
        .getMany();
      if (cards.length !== unique.length) throw AppException.notFound(API_MSG.cardNotFound);
      await tx.getRepository(Card).delete({ id: In(unique) });
      for (const card of cards) {
        files.discard(card.picture);
        await this.record(tx, me, card, card.id, 'delete', cardAuditView(card), {});
      }
    });
  }

  /** A change of a card, in its owner's associate's history. */
  private record(
    tx: EntityManager,
    me: Principal,
    card: Card,
    id: number,
    action: 'create' | 'update' | 'delete',
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(tx, {
      actorId: me.id,
      entityType: 'card',
      entityId: id,
      associateId: associateIdOf(card),
      action,
      changes: diffFields(before, after, CARD_AUDIT_FIELDS),
    });
  }

  private defaultExpiry(): string {
    return dayjs.utc(this.today()).add(CARD_VALIDITY_YEARS, 'year').format('YYYY-MM-DD');
  }

  private async setOwner(
    tx: EntityManager,
    card: Card,
    type: CardOwnerType,
    ownerId: string,
  ): Promise<void> {
    if (type === 'Associate') {
      const a = await tx
        .getRepository(Associate)
        .findOne({ where: { id: ownerId }, relations: { image: true } });
      if (!a) throw invalid('ownerId', API_MSG.cardOwnerNotFound);
      Object.assign(card, { ownerType: type, associate: a, dependent: null });
    } else {
      const d = await tx
        .getRepository(Dependent)
        .findOne({ where: { id: ownerId }, relations: { image: true, associate: true } });
      if (!d) throw invalid('ownerId', API_MSG.cardOwnerNotFound);
      Object.assign(card, { ownerType: type, associate: null, dependent: d });
    }
  }

  /** One active card per person (the partial unique indexes say so too). */
  private async checkOwnerFree(tx: EntityManager, card: Card, exceptId: number | null) {
    if (card.status !== CardStatus.Active) return;
    const qb = tx
      .getRepository(Card)
      .createQueryBuilder('c')
      .where('c.status = :active', { active: CardStatus.Active });
    if (card.ownerType === 'Associate') {
      qb.andWhere('c.associate_id = :owner', { owner: card.associate?.id });
    } else {
      qb.andWhere('c.dependent_id = :owner', { owner: card.dependent?.id });
    }
    if (exceptId !== null) qb.andWhere('c.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw ownerHasActiveCard();
  }

  /** A validation code is unique among active cards. */
  private async checkCodeFree(tx: EntityManager, card: Card, exceptId: number | null) {
    if (card.status !== CardStatus.Active) return;
    const qb = tx
      .getRepository(Card)
      .createQueryBuilder('c')
      .where('c.status = :active AND c.validationCode = :code', {
        active: CardStatus.Active,
        code: card.validationCode,
      });
    if (exceptId !== null) qb.andWhere('c.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw cardCodeInUse();
  }

  /** A random code 1..99999 no active card holds (random picks first, then any free one). */
  private async drawCode(tx: EntityManager): Promise<number> {
    const picks = Array.from({ length: 16 }, () =>
      randomInt(CARD_VALIDATION_CODE_MIN, CARD_VALIDATION_CODE_MAX + 1),
    );
    const taken = new Set(
      (
        await tx
          .getRepository(Card)
          .createQueryBuilder('c')
          .select('c.validationCode', 'code')
          .where('c.status = :active AND c.validationCode IN (:...picks)', {
            active: CardStatus.Active,
            picks,
          })
          .getRawMany<{ code: number }>()
      ).map((r) => Number(r.code)),
    );
    const free = picks.find((p) => !taken.has(p));
    if (free !== undefined) return free;
    const row = await queryOne(tx, CARDS_SQL.freeCode, [
      CARD_VALIDATION_CODE_MIN,
      CARD_VALIDATION_CODE_MAX,
    ]);
    if (!row) throw cardCodeInUse();
    return Number(row.n);
  }
}
