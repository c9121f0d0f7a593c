import { Body, Controller, Get, Header, HttpCode, Post, Put, UploadedFiles } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { P } from '@clube/shared';
import { Public, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { MultipartForm, type UploadedForm } from '../../platform/http/multipart.js';
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

  @Public()
  @Get('site-configuration-public')
  // Revalidated on every load (cheap 304 through the ETag), so a change shows on the next visit.
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'getSiteConfigurationPublic',
    summary: 'Configurações públicas do site (cores, logos, contatos).',
  })
  @ApiOkResponse({ type: SiteConfigurationPublicDto })
  getSiteConfigurationPublic(): Promise<SiteConfigurationPublicDto> {
    return this.settings.getPublic();
  }

  @RequirePermissions(P.listSiteConfiguration)
  @Get('site-configuration')
  @ApiOperation({
    operationId: 'getSiteConfiguration',
    summary: 'Todas as configurações do site, com os arquivos (ids e URLs).',
  })
  @ApiOkResponse({ type: SiteConfigurationDto })
  getSiteConfiguration(): Promise<SiteConfigurationDto> {
    return this.settings.getAdmin();
  }

  @RequirePermissions(P.updateSiteConfiguration)
  @Post('site-configuration')
  @HttpCode(200)
  @MultipartForm(
    { name: 'logo1', maxCount: 1, kind: 'image' },
    { name: 'logo2', maxCount: 1, kind: 'image' },
    { name: 'docPdf1', maxCount: 1, kind: 'document' },
    { name: 'docPdf2', maxCount: 1, kind: 'document' },
  )
  @ApiBody({ type: SiteConfigurationFormDto })
  @ApiOperation({
    operationId: 'updateSiteConfiguration',
    summary:
      'Salva as configurações do site (multipart: campos, logos, PDFs; `remove` apaga arquivos).',
  })
  @ApiOkResponse({ type: SiteConfigurationDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  updateSiteConfiguration(
    @Body() body: UpdateSiteConfigurationDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<SiteConfigurationDto> {
    return this.settings.update(body, files);
  }

  @Public()
  @Get('site-configuration/facilities')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'listFacilities',
    summary: 'Legenda numerada do mapa do clube (página Sobre).',
  })
  @ApiOkResponse({ type: [FacilityDto] })
  listFacilities(): Promise<FacilityDto[]> {
    return this.settings.facilities();
  }

  @RequirePermissions(P.updateSiteConfiguration)
  @Put('site-configuration/facilities')
  @ApiOperation({
    operationId: 'replaceFacilities',
    summary: 'Substitui a legenda do mapa do clube.',
  })
  @ApiOkResponse({ type: [FacilityDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  replaceFacilities(@Body() body: FacilitiesDto): Promise<FacilityDto[]> {
    return this.settings.replaceFacilities(body);
  }
}
