import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  API_MSG,
  ErrorCode,
  genderDescription,
  MSG,
  nationalPhoneDigits,
  todayIso,
} from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { AssociateUpdated } from '../associates/associate.events.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { AuditService, diffFields } from '../audit/audit.service.js';
import { contentStatus } from '../content/content.js';
import { fileUrl, FilesService } from '../files/files.service.js';
import {
  DEPENDENT_EDITABLE_FIELDS,
  type DependentProfileSavedDto,
  MEMBER_EDITABLE_FIELDS,
  type MemberDependentDto,
  type MemberProfileDto,
  type MemberProfileSavedDto,
  type UpdateDependentProfileDto,
  type UpdateMemberProfileDto,
} from './dto/member-profile.dto.js';

const gender = (id: number) => ({ id, description: genderDescription(id) ?? 'Não Definido' });

const toDependent = (d: Dependent): MemberDependentDto => ({
  id: d.id,
  name: d.name,
  parentage: d.parentage,
  gender: gender(d.gender),
  cpf: d.cpf,
  rg: d.rg,
  birthDate: d.birthDate,
  status: contentStatus(d.status),
  image: fileUrl(d.image),
  updatedAt: d.updatedAt.toISOString(),
});

/**
 * The member's own profile (member realm): read it with the dependents, change what a member
 * may change (contact data, address, marital status, birth date, photos; dependents' name,
 * birth date, gender and photo). The LGPD export is `MemberDataExportService`.
 */
@Injectable()
export class MemberProfileService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FilesService,
    private readonly audit: AuditService,
    private readonly domainEvents: DomainEvents,
  ) {}

  private async load(manager: EntityManager, id: string): Promise<Associate> {
    const a = await manager.getRepository(Associate).findOne({
      where: { id },
      relations: { company: true, image: true, dependents: { image: true } },
    });
    if (!a) throw AppException.notFound(API_MSG.associateNotFound);
    return a;
  }

  private toProfile(a: Associate): MemberProfileDto {
    return {
      id: a.id,
      name: a.name,
      email: a.email,
      cpf: a.cpf,
      rg: a.rg,
      gender: gender(a.gender),
      phone: a.phone,
      address: a.address,
      district: a.district,
      city: a.city,
      zipcode: a.zipcode,
      state: a.state,
      maritalStatus: a.maritalStatus,
      birthDate: a.birthDate,
      admissionDate: a.admissionDate,
      registration: a.registration,
      company: a.company ? { id: a.company.id, description: a.company.description } : null,
      status: contentStatus(a.status),
      image: fileUrl(a.image),
      updatedAt: a.updatedAt.toISOString(),
      dependents: [...a.dependents]
        .sort((x, y) => x.name.localeCompare(y.name, 'pt-BR'))
        .map(toDependent),
      editableFields: [...MEMBER_EDITABLE_FIELDS],
      dependentEditableFields: [...DEPENDENT_EDITABLE_FIELDS],
    };
  }

  async profile(me: Principal): Promise<MemberProfileDto> {
    return this.toProfile(await this.load(this.db.manager, me.id));
  }

  async update(
    me: Principal,
    id: string,
    dto: UpdateMemberProfileDto,
    form: UploadedForm,
  ): Promise<MemberProfileSavedDto> {
    if (id !== me.id) throw new AppException(403, ErrorCode.NotOwnRecord, API_MSG.profileNotOwn);
    await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(Associate);
      const a = await repo
        .createQueryBuilder('a')
        .leftJoinAndSelect('a.image', 'image')
        .where('a.id = :id', { id })
        .setLock('pessimistic_write', undefined, ['a'])
        .getOne();
      if (!a) throw AppException.notFound(API_MSG.associateNotFound);
      const before = { ...a, image: a.image?.id ?? null };
      if (dto.phone !== undefined) a.phone = nationalPhoneDigits(dto.phone);
      if (dto.address !== undefined) a.address = dto.address;
      if (dto.district !== undefined) a.district = dto.district;
      if (dto.city !== undefined) a.city = dto.city;
      if (dto.zipcode !== undefined) a.zipcode = dto.zipcode;
      if (dto.state !== undefined) a.state = dto.state;
      if (dto.maritalStatus !== undefined) a.maritalStatus = dto.maritalStatus;
      if (dto.birthDate !== undefined) a.birthDate = this.pastDate(dto.birthDate);
      const image = firstFile(form, 'image');
      if (image) {
        files.discard(a.image);
        a.image = await files.store(image, 'image', 'image');
      }
      const changes = diffFields(before, { ...a, image: a.image?.id ?? null }, [
        ...MEMBER_EDITABLE_FIELDS,
      ]);
      if (!changes.length) return;
      // A staff form opened before this change sees it as a newer version (lost-update check).
      if (typeof (a as { version?: number }).version === 'number') {
        (a as { version: number }).version += 1;
      }
      await repo.save(a);
      await this.audit.record(tx, {
        actorId: null,
        actorName: `${a.name} (o próprio associado)`,
        entityType: 'associate',
        entityId: a.id,
        associateId: a.id,
        action: 'update',
        changes,
      });
      await this.domainEvents.record(
        tx,
        AssociateUpdated.of({
          associateId: a.id,
          changedFields: changes.map((c) => c.field),
          by: 'member',
        }),
      );
    });
    return { message: MSG.recordUpdated, profile: await this.profile(me) };
  }

  async updateDependent(
    me: Principal,
    id: string,
    dto: UpdateDependentProfileDto,
    form: UploadedForm,
  ): Promise<DependentProfileSavedDto> {
    const saved = await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(Dependent);
      const d = await repo
        .createQueryBuilder('d')
        .leftJoinAndSelect('d.image', 'image')
        .leftJoinAndSelect('d.associate', 'a')
        .where('d.id = :id', { id })
        .setLock('pessimistic_write', undefined, ['d'])
        .getOne();
      // Someone else's dependent is as unknown as a missing one.
      if (!d || d.associate.id !== me.id) throw AppException.notFound(API_MSG.dependentNotFound);
      const before = { ...d, image: d.image?.id ?? null };
      if (dto.name !== undefined) d.name = dto.name;
      if (dto.birthDate !== undefined) d.birthDate = this.pastDate(dto.birthDate);
      if (dto.gender !== undefined) d.gender = dto.gender;
      const image = firstFile(form, 'image');
      if (image) {
        files.discard(d.image);
        d.image = await files.store(image, 'image', 'image');
      }
      const changes = diffFields(before, { ...d, image: d.image?.id ?? null }, [
        ...DEPENDENT_EDITABLE_FIELDS,
      ]);
      if (changes.length) {
        await repo.save(d);
        await this.audit.record(tx, {
          actorId: null,
          actorName: `${d.associate.name} (o próprio associado)`,
          entityType: 'dependent',
          entityId: d.id,
          associateId: me.id,
          action: 'update',
          changes,
        });
      }
      return d.id;
    });
    const d = await this.db
      .getRepository(Dependent)
      .findOneOrFail({ where: { id: saved }, relations: { image: true } });
    return { message: MSG.recordUpdated, dependent: toDependent(d) };
  }

  private pastDate(date: string): string {
    if (date > todayIso(this.config.clubTimeZone)) {
      throw AppException.badRequest(MSG.birthDateFuture, ErrorCode.ValidationFailed, {
        birthDate: MSG.birthDateFuture,
      });
    }
    return date;
  }
}
