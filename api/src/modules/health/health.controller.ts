import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../platform/auth/auth.decorators.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { HealthDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('Saúde')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ operationId: 'getHealth', summary: 'Verifica a API e o banco de dados.' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Banco de dados indisponível.' })
  getHealth(): Promise<HealthDto> {
    return this.health.check();
  }
}
