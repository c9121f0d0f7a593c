import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  DEFAULT_SITE_COLORS,
  GUEST_VISITS_PER_MONTH_DEFAULT,
  nationalPhoneDigits,
  onlyDigits,
  ErrorCode,
  type UploadKind,
} from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { sanitizeRichText } from '../../platform/html/sanitize.js';
import { fileRef } from '../content/content.js';
import { fileUrl, FilesService } from '../files/files.service.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import { toTicketTemplateSummary } from '../ticket-template/ticket-template.service.js';
import type { SiteConfigurationPublicDto } from './dto/site-configuration-public.dto.js';
import {
  type FacilitiesDto,
  type FacilityDto,
  SETTINGS_FILE_FIELDS,
  type SettingsFileField,
  type SiteConfigurationDto,
  type UpdateSiteConfigurationDto,
} from './dto/site-configuration.dto.js';
import { Facility } from './entities/facility.entity.js';
import { SiteConfiguration } from './entities/site-configuration.entity.js';

export const DEFAULT_CLUB_NAME = 'Clube';
/** Until how many hours before a confirmed reservation the member may cancel it (no row yet). */
export const DEFAULT_RESERVATION_CANCEL_HOURS = 24;

const FILE_KIND: Record<SettingsFileField, UploadKind> = {
  logo1: 'image',
  logo2: 'image',
  docPdf1: 'document',
  docPdf2: 'document',
};

const FILE_RELATIONS = { logo1: true, logo2: true, docPdf1: true, docPdf2: true } as const;
const RELATIONS = { ...FILE_RELATIONS, templateDefault: { image: true } } as const;
const TEMPLATE_NOT_FOUND = 'Modelo de convite não encontrado.';

const COLOR_FIELDS = Object.keys(DEFAULT_SITE_COLORS) as (keyof typeof DEFAULT_SITE_COLORS)[];
const PLAIN_FIELDS = [
  'email',
  'emailAdm',
  'address',
  'facebookUrl',
  'instagramUrl',
  'youtubeUrl',
] as const;
const RICH_FIELDS = ['timeAttendance', 'homeContents', 'aboutColibri'] as const;

function toPublic(row: SiteConfiguration | null): SiteConfigurationPublicDto {
  if (!row) {
    return {
      clubName: DEFAULT_CLUB_NAME,
      ...DEFAULT_SITE_COLORS,
      logo1: null,
      logo2: null,
      telephone: null,
      cellphone: null,
      email: null,
      address: null,
      companyNumber: null,
      timeAttendance: null,
      homeContents: null,
      aboutColibri: null,
      docPdf1: null,
      docPdf2: null,
      facebookUrl: null,
      instagramUrl: null,
      youtubeUrl: null,
      reservationCancelHours: DEFAULT_RESERVATION_CANCEL_HOURS,
      templateDefault: null,
      updatedAt: null,
    };
  }
  return {
    clubName: row.clubName,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    primaryButtonTextColor: row.primaryButtonTextColor,
    SecondaryButtonTextColor: row.SecondaryButtonTextColor,
    footerMainColor: row.footerMainColor,
    homeNewsColor: row.homeNewsColor,
    homePhotosColor: row.homePhotosColor,
    homeVideosColor: row.homeVideosColor,
    logo1: fileUrl(row.logo1),
    logo2: fileUrl(row.logo2),
    telephone: row.telephone,
    cellphone: row.cellphone,
    email: row.email,
    address: row.address,
    companyNumber: row.companyNumber,
    timeAttendance: row.timeAttendance,
    homeContents: row.homeContents,
    aboutColibri: row.aboutColibri,
    docPdf1: fileUrl(row.docPdf1),
    docPdf2: fileUrl(row.docPdf2),
    facebookUrl: row.facebookUrl,
    instagramUrl: row.instagramUrl,
    youtubeUrl: row.youtubeUrl,
    reservationCancelHours: row.reservationCancelHours,
    templateDefault: row.templateDefault ? toTicketTemplateSummary(row.templateDefault) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

@Injectable()
export class SiteConfigurationService {
  constructor(
    @InjectRepository(SiteConfiguration) private readonly repo: Repository<SiteConfiguration>,
    @InjectRepository(Facility) private readonly facilitiesRepo: Repository<Facility>,
    private readonly files: FilesService,
  ) {}

  /** The saved settings, or the spec's defaults when nothing was saved yet. */
  async getPublic(): Promise<SiteConfigurationPublicDto> {
    return toPublic(await this.load(this.repo.manager));
  }

  /** Everything, for the back office: file ids, private e-mail, dates. */
  async getAdmin(): Promise<SiteConfigurationDto> {
    return this.toAdmin(await this.load(this.repo.manager));
  }

  /**
   * Saves the settings form: fields sent replace the saved ones, files sent replace
   * theirs, `remove` clears files. All or nothing; old files leave storage after commit.
   */
  async update(dto: UpdateSiteConfigurationDto, form: UploadedForm): Promise<SiteConfigurationDto> {
    const remove = new Set(dto.remove ?? []);
    for (const field of SETTINGS_FILE_FIELDS) {
      if (remove.has(field) && firstFile(form, field)) {
        const message = 'Envie um arquivo novo ou peça a remoção, não os dois.';
        throw AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });
      }
    }
    await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(SiteConfiguration);
      // Lock the single row so two saves cannot both replace (and orphan) a logo.
      const row =
        (await repo.findOne({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } })) ??
        repo.create({ id: 1, clubName: DEFAULT_CLUB_NAME, ...DEFAULT_SITE_COLORS });
      const current = row.createdAt
        ? await repo.findOneOrFail({ where: { id: 1 }, relations: FILE_RELATIONS })
        : null;

      if (dto.clubName !== undefined) row.clubName = dto.clubName;
      if (dto.reservationCancelHours !== undefined) {
        row.reservationCancelHours = dto.reservationCancelHours;
      }
      if (dto.otherFamiliesFree !== undefined) row.otherFamiliesFree = dto.otherFamiliesFree;
      if (dto.guestVisitsPerMonth !== undefined) row.guestVisitsPerMonth = dto.guestVisitsPerMonth;
      for (const key of COLOR_FIELDS) if (dto[key] !== undefined) row[key] = dto[key];
      for (const key of PLAIN_FIELDS) if (dto[key] !== undefined) row[key] = dto[key] ?? null;
      for (const key of RICH_FIELDS) {
        if (dto[key] !== undefined) row[key] = sanitizeRichText(dto[key]) || null;
      }
      if (dto.telephone !== undefined)
        row.telephone = dto.telephone === null ? null : nationalPhoneDigits(dto.telephone);
      if (dto.cellphone !== undefined)
        row.cellphone = dto.cellphone === null ? null : nationalPhoneDigits(dto.cellphone);
      if (dto.companyNumber !== undefined)
        row.companyNumber = dto.companyNumber === null ? null : onlyDigits(dto.companyNumber);
      if (dto.emailAdm) row.emailAdm = dto.emailAdm.toLowerCase();
      if (dto.email) row.email = dto.email.toLowerCase();
      if (dto.templateDefault !== undefined) {
        const template =
          dto.templateDefault === null
            ? null
            : await tx.getRepository(TicketTemplate).findOneBy({ id: dto.templateDefault });
        if (dto.templateDefault !== null && !template) {
          throw AppException.badRequest(TEMPLATE_NOT_FOUND, ErrorCode.ValidationFailed, {
            templateDefault: TEMPLATE_NOT_FOUND,
          });
        }
        row.templateDefault = template;
      }

      for (const field of SETTINGS_FILE_FIELDS) {
        const upload = firstFile(form, field);
        if (!upload && !remove.has(field)) continue;
        files.discard(current?.[field]);
        row[field] = upload ? await files.store(upload, FILE_KIND[field], field) : null;
      }
      await repo.save(row);
    });
    return this.getAdmin();
  }

  async facilities(): Promise<FacilityDto[]> {
    const rows = await this.facilitiesRepo.find({ order: { number: 'ASC' } });
    return rows.map((f) => ({ number: f.number, name: f.name, description: f.description }));
  }

  /** Replaces the whole map legend. Numbers must not repeat. */
  async replaceFacilities(dto: FacilitiesDto): Promise<FacilityDto[]> {
    const seen = new Set<number>();
    for (const [i, f] of dto.facilities.entries()) {
      if (seen.has(f.number)) {
        const message = `O número ${f.number} aparece mais de uma vez.`;
        throw AppException.badRequest(message, ErrorCode.ValidationFailed, {
          [`facilities.${i}.number`]: message,
        });
      }
      seen.add(f.number);
    }
    await this.repo.manager.transaction(async (tx) => {
      await tx.getRepository(Facility).createQueryBuilder().delete().execute();
      if (dto.facilities.length) {
        await tx.getRepository(Facility).insert(
          dto.facilities.map((f) => ({
            number: f.number,
            name: f.name,
            description: f.description ?? null,
          })),
        );
      }
    });
    return this.facilities();
  }

  private load(manager: EntityManager): Promise<SiteConfiguration | null> {
    return manager
      .getRepository(SiteConfiguration)
      .findOne({ where: { id: 1 }, relations: RELATIONS });
  }

  private toAdmin(row: SiteConfiguration | null): SiteConfigurationDto {
    return {
      ...toPublic(row),
      emailAdm: row?.emailAdm ?? null,
      otherFamiliesFree: row?.otherFamiliesFree ?? false,
      guestVisitsPerMonth: row ? row.guestVisitsPerMonth : GUEST_VISITS_PER_MONTH_DEFAULT,
      logo1File: fileRef(row?.logo1),
      logo2File: fileRef(row?.logo2),
      docPdf1File: fileRef(row?.docPdf1),
      docPdf2File: fileRef(row?.docPdf2),
      createdAt: row?.createdAt.toISOString() ?? null,
    };
  }
}
