import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DEFAULT_SITE_COLORS } from '@clube/shared';
import { fileUrl } from '../files/files.service.js';
import type { SiteConfigurationPublicDto } from './dto/site-configuration-public.dto.js';
import { SiteConfiguration } from './entities/site-configuration.entity.js';

export const DEFAULT_CLUB_NAME = 'Clube';

@Injectable()
export class SiteConfigurationService {
  constructor(
    @InjectRepository(SiteConfiguration) private readonly repo: Repository<SiteConfiguration>,
  ) {}

  /** The saved settings, or the spec's defaults when nothing was saved yet. */
  async getPublic(): Promise<SiteConfigurationPublicDto> {
    const row = await this.repo.findOne({
      where: { id: 1 },
      relations: { logo1: true, logo2: true, docPdf1: true, docPdf2: true },
    });
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
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
