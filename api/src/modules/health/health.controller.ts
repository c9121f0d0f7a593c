import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Endpoint, MALFORMED_REQUEST } from '../../platform/http/endpoint.decorator.js';
import { HealthDto, LivenessDto, ReadinessDto } from './health.dto.js';
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

  @Get('live')
  @Endpoint({
    public: true,
    summary: 'Liveness: o processo responde (sem consultar o banco de dados).',
    ok: LivenessDto,
    errors: [MALFORMED_REQUEST],
  })
  getLiveness(): LivenessDto {
    return this.health.live();
  }

  @Get('ready')
  @Endpoint({
    public: true,
    summary:
      'Readiness: banco de dados acessível, migrações aplicadas e processo aceitando requisições.',
    ok: ReadinessDto,
    errors: [
      MALFORMED_REQUEST,
      [503, 'Banco de dados indisponível, migrações pendentes ou API em desligamento.'],
    ],
  })
  getReadiness(): Promise<ReadinessDto> {
    return this.health.ready();
  }
}
