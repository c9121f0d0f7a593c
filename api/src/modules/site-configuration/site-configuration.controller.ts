import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/auth.decorators.js';
import { SiteConfigurationPublicDto } from './dto/site-configuration-public.dto.js';
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
}
