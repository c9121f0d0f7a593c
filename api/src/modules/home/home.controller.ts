import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Endpoint, MALFORMED_REQUEST } from '../../platform/http/endpoint.decorator.js';
import { HomeDto } from './home.dto.js';
import { HomeService } from './home.service.js';

@ApiTags('Site público')
@Controller()
export class HomeController {
  constructor(private readonly homeService: HomeService) {}

  @Get('home')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Página inicial: últimas notícias, 4 fotos e 4 vídeos públicos.',
    ok: HomeDto,
    errors: [MALFORMED_REQUEST],
  })
  getHome(): Promise<HomeDto> {
    return this.homeService.home();
  }
}
