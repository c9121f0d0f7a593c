import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/auth.decorators.js';
import { HomeDto } from './home.dto.js';
import { HomeService } from './home.service.js';

@ApiTags('Site público')
@Controller()
export class HomeController {
  constructor(private readonly homeService: HomeService) {}

  @Public()
  @Get('home')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'getHome',
    summary: 'Página inicial: últimas notícias, 4 fotos e 4 vídeos públicos.',
  })
  @ApiOkResponse({ type: HomeDto })
  getHome(): Promise<HomeDto> {
    return this.homeService.home();
  }
}
