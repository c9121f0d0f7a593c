import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Endpoint, MALFORMED_REQUEST } from '../../platform/http/endpoint.decorator.js';
import { HealthDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('Saúde')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Endpoint({
    public: true,
    summary: 'Verifica a API e o banco de dados.',
    ok: HealthDto,
    errors: [MALFORMED_REQUEST, [503, 'Banco de dados indisponível.']],
  })
  getHealth(): Promise<HealthDto> {
    return this.health.check();
  }
}
