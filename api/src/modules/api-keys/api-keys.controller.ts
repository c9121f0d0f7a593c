import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { Principal } from '../../platform/auth/principal-resolver.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { UuidParam } from '../../platform/http/parse-uuid.pipe.js';
import { ApiKeysService } from './api-keys.service.js';
import {
  ApiKeyDto,
  ApiKeyListQueryDto,
  ApiKeyPageDto,
  CreateApiKeyDto,
  CreatedApiKeyDto,
} from './dto/api-key.dto.js';

@ApiTags('Chaves de API')
@Controller()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get('api-keys')
  @Endpoint({
    permission: P.listApiKey,
    summary:
      'Lista as chaves de API dos integradores (busca no nome e no identificador), sem o segredo: permissões, validade, último uso e situação.',
    ok: ApiKeyPageDto,
    errors: [400],
  })
  listApiKeys(@Query() query: ApiKeyListQueryDto): Promise<ApiKeyPageDto> {
    return this.keys.list(query);
  }

  @Post('api-keys')
  @Endpoint({
    permission: P.insertApiKey,
    summary:
      'Cria uma chave de API com as permissões dadas (só as que quem cria tem) e validade opcional; a resposta traz a chave completa, mostrada só desta vez.',
    created: CreatedApiKeyDto,
    errors: [
      [400, 'Dados inválidos (nome, permissão inexistente, validade passada).'],
      [403, 'Uma permissão pedida não é de quem cria a chave.'],
    ],
  })
  createApiKey(
    @Body() body: CreateApiKeyDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<CreatedApiKeyDto> {
    return this.keys.create(body, me);
  }

  @Delete('api-keys/:id')
  @Endpoint({
    permission: P.deleteApiKey,
    summary:
      'Revoga uma chave de API: a próxima requisição com ela recebe 401. A chave continua na lista, como Revogada.',
    ok: ApiKeyDto,
  })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  revokeApiKey(
    @Param('id', UuidParam) id: string,
    @CurrentPrincipal() me: Principal,
  ): Promise<ApiKeyDto> {
    return this.keys.revoke(id, me);
  }
}
