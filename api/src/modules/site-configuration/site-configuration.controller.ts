import { Body, Controller, Get, Post, Put, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { Endpoint, MALFORMED_REQUEST } from '../../platform/http/endpoint.decorator.js';
import type { UploadedForm } from '../../platform/http/multipart.js';
import { SiteConfigurationPublicDto } from './dto/site-configuration-public.dto.js';
import {
  FacilitiesDto,
  FacilityDto,
  SiteConfigurationDto,
  SiteConfigurationFormDto,
  UpdateSiteConfigurationDto,
} from './dto/site-configuration.dto.js';
import { SiteConfigurationService } from './site-configuration.service.js';

@ApiTags('Configurações do site')
@Controller()
export class SiteConfigurationController {
  constructor(private readonly settings: SiteConfigurationService) {}

  @Get('site-configuration-public')
  // Revalidated on every load (cheap 304 through the ETag), so a change shows on the next visit.
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Configurações públicas do site (cores, logos, contatos).',
    ok: SiteConfigurationPublicDto,
    errors: [MALFORMED_REQUEST],
  })
  getSiteConfigurationPublic(): Promise<SiteConfigurationPublicDto> {
    return this.settings.getPublic();
  }

  @Get('site-configuration')
  @Endpoint({
    permission: P.listSiteConfiguration,
    summary: 'Todas as configurações do site, com os arquivos (ids e URLs).',
    ok: SiteConfigurationDto,
  })
  getSiteConfiguration(): Promise<SiteConfigurationDto> {
    return this.settings.getAdmin();
  }

  @Post('site-configuration')
  @Endpoint({
    permission: P.updateSiteConfiguration,
    summary:
      'Salva as configurações do site (multipart: campos, logos, PDFs; `remove` apaga arquivos).',
    form: {
      files: [
        { name: 'logo1', maxCount: 1, kind: 'image' },
        { name: 'logo2', maxCount: 1, kind: 'image' },
        { name: 'docPdf1', maxCount: 1, kind: 'document' },
        { name: 'docPdf2', maxCount: 1, kind: 'document' },
      ],
      schema: SiteConfigurationFormDto,
    },
    ok: SiteConfigurationDto,
    errors: [400],
  })
  updateSiteConfiguration(
    @Body() body: UpdateSiteConfigurationDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<SiteConfigurationDto> {
    return this.settings.update(body, files);
  }

  @Get('site-configuration/facilities')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Legenda numerada do mapa do clube (página Sobre).',
    ok: [FacilityDto],
    errors: [MALFORMED_REQUEST],
  })
  listFacilities(): Promise<FacilityDto[]> {
    return this.settings.facilities();
  }

  @Put('site-configuration/facilities')
  @Endpoint({
    permission: P.updateSiteConfiguration,
    summary: 'Substitui a legenda do mapa do clube.',
    ok: [FacilityDto],
    errors: [400],
  })
  replaceFacilities(@Body() body: FacilitiesDto): Promise<FacilityDto[]> {
    return this.settings.replaceFacilities(body);
  }
}
