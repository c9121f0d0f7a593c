import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { type DataSource, type EntityManager, In, QueryFailedError } from 'typeorm';
import {
  CARD_VALIDATION_CODE_MAX,
  CARD_VALIDATION_CODE_MIN,
  CARD_VALIDITY_YEARS,
  type CardOwnerType,
  cardIdentifier,
  ErrorCode,
  MEMBER_CARD_VALIDITY_DAYS,
  MSG,
  todayIso,
} from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { paginate } from '../../platform/http/pagination.js';
import { AssociateStatus, Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { AuditService, diffFields } from '../audit/audit.service.js';
import { contentStatus, fileRef } from '../content/content.js';
import { fileUrl, FilesService } from '../files/files.service.js';
import { CardTokenService, type CardTokenSubject } from './card-token.service.js';
import type {
  CardCheckDto,
  CardCheckOwnerDto,
  CardDto,
  CardListQueryDto,
  CardPageDto,
  CardSavedDto,
  CreateCardDto,
  UpdateCardDto,
} from './dto/card.dto.js';
import { MemberCardDto } from './dto/member-card.dto.js';
import { Card, CardStatus } from './entities/card.entity.js';

dayjs.extend(utc);

/** How many times a create with a drawn code is retried when another save took it meanwhile. */
const CODE_ATTEMPTS = 5;
const ACTIVE = 1;

const invalid = (field: string, message: string) =>
  AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });
const codeInUse = () =>
  AppException.conflict(MSG.cardCodeInUse, ErrorCode.DuplicateValidationCode, {
    validationCode: MSG.cardCodeInUse,
  });
const ownerHasCard = () =>
  AppException.conflict(MSG.cardOwnerHasActiveCard, ErrorCode.ActiveCardExists, {
    ownerId: MSG.cardOwnerHasActiveCard,
  });

/** The unique-index violation a save ran into, if any. */
function uniqueViolation(err: unknown): string | null {
  if (!(err instanceof QueryFailedError)) return null;
  const driver = err.driverError as { code?: string; constraint?: string };
  return driver.code === '23505' ? (driver.constraint ?? '') : null;
}

/** A person who may hold a card, with what the card prints. */
interface Owner {
  type: CardOwnerType;
  id: string;
  name: string;
  registration: string | null;
  cpf: string | null;
  birthDate: string | null;
  photo: string | null;
  /** The person's own status, and (dependents) whether their associate is active. */
  status: number;
  holderActive: boolean;
  holder: { id: string; name: string };
}

function ownerOf(card: Card): Owner {
  if (card.ownerType === 'Associate') return associateOwner(card.associate as Associate);
  return dependentOwner(card.dependent as Dependent);
}

function associateOwner(a: Associate): Owner {
  return {
    type: 'Associate',
    id: a.id,
    name: a.name,
    registration: a.registration,
    cpf: a.cpf,
    birthDate: a.birthDate,
    photo: fileUrl(a.image),
    status: a.status,
    holderActive: a.status === AssociateStatus.Active,
    holder: { id: a.id, name: a.name },
  };
}

function dependentOwner(d: Dependent): Owner {
  return {
    type: 'Dependent',
    id: d.id,
    name: d.name,
    registration: d.associate.registration,
    cpf: d.cpf,
    birthDate: d.birthDate,
    photo: fileUrl(d.image),
    status: d.status,
    holderActive: d.associate.status === AssociateStatus.Active,
    holder: { id: d.associate.id, name: d.associate.name },
  };
}

/** The fields of a card the audit log compares. */
const auditView = (c: Card): Record<string, unknown> => ({
  ownerType: c.ownerType,
  ownerId: c.associate?.id ?? c.dependent?.id ?? null,
  expiresAt: c.expiresAt,
  validationCode: c.validationCode,
  status: c.status,
  picture: c.picture?.id ?? null,
});
const AUDIT_FIELDS = ['ownerType', 'ownerId', 'expiresAt', 'validationCode', 'status', 'picture'];
const associateIdOf = (c: Card) => c.associate?.id ?? c.dependent?.associate?.id ?? null;

/**
 * Membership cards: the staff register (one active card per person, validation codes unique
 * among active cards), the signed QR tokens, the gate check and the member area's cards.
 */
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

  private query(manager: EntityManager) {
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

  private async load(manager: EntityManager, id: number, lock = false): Promise<Card> {
    const qb = this.query(manager).where('c.id = :id', { id });
    if (lock) qb.setLock('pessimistic_write', undefined, ['c']);
    const card = await qb.getOne();
    if (!card) throw AppException.notFound(MSG.cardNotFound);
    return card;
  }

  private toCard(card: Card, today = this.today()): CardDto {
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
        status: contentStatus(owner.status),
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
      qrToken: this.tokens.sign(
        {
          kind: 'card',
          cardId: card.id,
          code: card.validationCode,
          ownerType: card.ownerType,
          ownerId: owner.id,
        },
        card.expiresAt,
      ),
      createdAt: card.createdAt.toISOString(),
      updatedAt: card.updatedAt.toISOString(),
    };
  }

  async list(query: CardListQueryDto): Promise<CardPageDto> {
    const qb = this.query(this.db.manager);
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
    if (!picture) throw invalid('picture', MSG.cardPictureRequired);
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
          await this.audit.record(tx, {
            actorId: me.id,
            entityType: 'card',
            entityId: saved.id,
            associateId: associateIdOf(card),
            action: 'create',
            changes: diffFields({}, auditView(card), AUDIT_FIELDS),
          });
          return saved.id;
        });
        return { message: MSG.cardCreated, card: await this.get(id) };
      } catch (err) {
        const constraint = uniqueViolation(err);
        // A drawn code taken by another save meanwhile: draw again.
        if (constraint === 'UQ_card_active_code' && dto.validationCode === undefined) {
          if (attempt < CODE_ATTEMPTS) continue;
        }
        throw this.conflict(err);
      }
    }
  }

  async update(
    id: number,
    dto: UpdateCardDto,
    form: UploadedForm,
    me: Principal,
  ): Promise<CardSavedDto> {
    try {
      await this.files.transaction(async (tx, files) => {
        const card = await this.load(tx, id, true);
        const before = auditView(card);
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
        await this.audit.record(tx, {
          actorId: me.id,
          entityType: 'card',
          entityId: id,
          associateId: associateIdOf(card),
          action: 'update',
          changes: diffFields(before, auditView(card), AUDIT_FIELDS),
        });
      });
    } catch (err) {
      throw this.conflict(err);
    }
    return { message: MSG.recordUpdated, card: await this.get(id) };
  }

  /** Deletes the cards and their pictures, all or nothing (404 if one is missing). */
  async remove(ids: number[], me: Principal): Promise<void> {
    const unique = [...new Set(ids)];
    await this.files.transaction(async (tx, files) => {
      const cards = await this.query(tx)
        .where('c.id IN (:...ids)', { ids: unique })
        .setLock('pessimistic_write', undefined, ['c'])
        .getMany();
      if (cards.length !== unique.length) throw AppException.notFound(MSG.cardNotFound);
      await tx.getRepository(Card).delete({ id: In(unique) });
      for (const card of cards) {
        files.discard(card.picture);
        await this.audit.record(tx, {
          actorId: me.id,
          entityType: 'card',
          entityId: card.id,
          associateId: associateIdOf(card),
          action: 'delete',
          changes: diffFields(auditView(card), {}, AUDIT_FIELDS),
        });
      }
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
      if (!a) throw invalid('ownerId', MSG.cardOwnerNotFound);
      Object.assign(card, { ownerType: type, associate: a, dependent: null });
    } else {
      const d = await tx
        .getRepository(Dependent)
        .findOne({ where: { id: ownerId }, relations: { image: true, associate: true } });
      if (!d) throw invalid('ownerId', MSG.cardOwnerNotFound);
      Object.assign(card, { ownerType: type, associate: null, dependent: d });
    }
  }

  /** One active card per person (the partial unique indexes say so too). */
  private async checkOwnerFree(tx: EntityManager, card: Card, exceptId: number | null) {
    if (card.status !== CardStatus.Active) return;
    const qb = tx
      .getRepository(Card)
      .createQueryBuilder('c')
      .where('c.status = :active', { active: ACTIVE });
    if (card.ownerType === 'Associate') {
      qb.andWhere('c.associate_id = :owner', { owner: card.associate?.id });
    } else {
      qb.andWhere('c.dependent_id = :owner', { owner: card.dependent?.id });
    }
    if (exceptId !== null) qb.andWhere('c.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw ownerHasCard();
  }

  /** A validation code is unique among active cards. */
  private async checkCodeFree(tx: EntityManager, card: Card, exceptId: number | null) {
    if (card.status !== CardStatus.Active) return;
    const qb = tx
      .getRepository(Card)
      .createQueryBuilder('c')
      .where('c.status = :active AND c.validationCode = :code', {
        active: ACTIVE,
        code: card.validationCode,
      });
    if (exceptId !== null) qb.andWhere('c.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw codeInUse();
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
            active: ACTIVE,
            picks,
          })
          .getRawMany<{ code: number }>()
      ).map((r) => Number(r.code)),
    );
    const free = picks.find((p) => !taken.has(p));
    if (free !== undefined) return free;
    const rows = await tx.query<{ n: number }[]>(
      `SELECT n FROM generate_series($1::int, $2::int) n
        WHERE NOT EXISTS (SELECT 1 FROM card WHERE status = 1 AND validation_code = n)
        ORDER BY random() LIMIT 1`,
      [CARD_VALIDATION_CODE_MIN, CARD_VALIDATION_CODE_MAX],
    );
    if (!rows[0]) throw codeInUse();
    return Number(rows[0].n);
  }

  /** A unique index met by a save at the same time: the same 409 as the checks. */
  private conflict(err: unknown): unknown {
    const constraint = uniqueViolation(err);
    if (constraint === 'UQ_card_active_code') return codeInUse();
    if (constraint === 'UQ_card_active_associate' || constraint === 'UQ_card_active_dependent') {
      return ownerHasCard();
    }
    return err;
  }

  // ── The gate check ───────────────────────────────────────────────────────

  /** Reads a scanned token and compares it with the database now. Always a verdict. */
  async verify(token: string): Promise<CardCheckDto> {
    const read = this.tokens.read(token);
    if (!read.ok && read.reason === 'invalid') return refused(MSG.cardTokenInvalid, null, null);
    const { subject, validity } = read;
    const today = this.today();
    const owner = await this.findOwner(this.db.manager, subject.ownerType, subject.ownerId);
    if (!owner) return refused(MSG.cardTokenInvalid, null, null);

    if (subject.kind === 'card') {
      const card = await this.db.getRepository(Card).findOne({
        where: { id: subject.cardId },
        relations: { picture: true, associate: true, dependent: true },
      });
      const photo = fileUrl(card?.picture) ?? owner.photo;
      const who = checkOwner(owner, photo);
      if (!card)
        return refused(MSG.cardNotFound, who, { id: subject.cardId, validity, status: null });
      const info = { id: card.id, validity, status: contentStatus(card.status) };
      const cardOwner = card.associate?.id ?? card.dependent?.id;
      if (cardOwner !== subject.ownerId || card.validationCode !== subject.code) {
        return refused(MSG.cardReplaced, who, info);
      }
      if (card.status !== CardStatus.Active) return refused(MSG.cardInactive, who, info);
      if (!read.ok || card.expiresAt < today) return refused(MSG.cardExpired, who, info);
      return this.personVerdict(owner, who, info);
    }

    const who = checkOwner(owner, owner.photo);
    const info = { id: null, validity, status: null };
    // A card issued by staff since supersedes the member area's card of the person.
    if (await this.activeCardOf(this.db.manager, subject.ownerType, subject.ownerId)) {
      return refused(MSG.cardReplaced, who, info);
    }
    if (!read.ok) return refused(MSG.cardExpired, who, info);
    return this.personVerdict(owner, who, info);
  }

  private personVerdict(
    owner: Owner,
    who: CardCheckOwnerDto,
    info: CardCheckDto['card'],
  ): CardCheckDto {
    if (owner.status !== AssociateStatus.Active) return refused(MSG.cardOwnerInactive, who, info);
    if (!owner.holderActive) return refused(MSG.cardHolderInactive, who, info);
    return {
      verdict: 'valid',
      valid: true,
      title: MSG.accessGrantedTitle,
      reason: null,
      owner: who,
      card: info,
    };
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

  private activeCardOf(manager: EntityManager, type: CardOwnerType, id: string) {
    return manager
      .getRepository(Card)
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.picture', 'picture')
      .where('c.status = :active', { active: ACTIVE })
      .andWhere(type === 'Associate' ? 'c.associate_id = :id' : 'c.dependent_id = :id', { id })
      .getOne();
  }

  // ── The member area ──────────────────────────────────────────────────────

  /**
   * The card dialog: the member and each active dependent. Validity is today + 30 days (the
   * member spec), never past the expiry of a card issued by staff. A person with an active,
   * unexpired card issued by staff gets that card's token and picture; otherwise a token for
   * the person and the profile photo.
   */
  async memberCards(associateId: string): Promise<MemberCardDto[]> {
    const a = await this.db.getRepository(Associate).findOne({
      where: { id: associateId },
      relations: { image: true, dependents: { image: true } },
    });
    if (!a) throw AppException.notFound(MSG.associateNotFound);
    const today = this.today();
    const validity = dayjs.utc(today).add(MEMBER_CARD_VALIDITY_DAYS, 'day').format('YYYY-MM-DD');
    const people: { type: CardOwnerType; id: string; name: string; photo: string | null }[] = [
      { type: 'Associate', id: a.id, name: a.name, photo: fileUrl(a.image) },
      ...a.dependents
        .filter((d) => d.status === AssociateStatus.Active)
        .sort((x, y) => x.name.localeCompare(y.name, 'pt-BR'))
        .map((d) => ({
          type: 'Dependent' as const,
          id: d.id,
          name: d.name,
          photo: fileUrl(d.image),
        })),
    ];
    const out: MemberCardDto[] = [];
    for (const p of people) {
      const card = await this.activeCardOf(this.db.manager, p.type, p.id);
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
        identifier: cardIdentifier(p.type, p.id),
        ownerType: p.type,
        ownerId: p.id,
        name: p.name,
        registration: a.registration,
        picture: fileUrl(issued?.picture) ?? p.photo,
        validity: until,
        cardId: issued?.id ?? null,
        qrToken: this.tokens.sign(subject, until),
      });
    }
    return out;
  }

  /** The member's cards as the club keeps them (the LGPD export), without tokens. */
  async cardsOfAssociate(associateId: string) {
    const cards = await this.query(this.db.manager)
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
}

function checkOwner(owner: Owner, photo: string | null): CardCheckOwnerDto {
  return {
    type: owner.type,
    id: owner.id,
    name: owner.name,
    registration: owner.registration,
    photo,
    status: contentStatus(owner.status),
  };
}

function refused(
  reason: string,
  owner: CardCheckOwnerDto | null,
  card: CardCheckDto['card'],
): CardCheckDto {
  return {
    verdict: 'refused',
    valid: false,
    title: MSG.accessDeniedValidationTitle,
    reason,
    owner,
    card,
  };
}
