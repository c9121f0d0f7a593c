import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { AssociatesService } from './associates.service.js';
import {
  AssociateProfileDto,
  UpdatePasswordDto,
  UpdatePasswordResponseDto,
} from './dto/associate.dto.js';

@ApiTags('Associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller('associate')
export class AssociatesController {
  constructor(private readonly associates: AssociatesService) {}

  @Get('me')
  @Endpoint({
    member: true,
    summary: 'Perfil do associado conectado, com dependentes.',
    ok: AssociateProfileDto,
  })
  getAssociateMe(@CurrentPrincipal() me: Principal): Promise<AssociateProfileDto> {
    return this.associates.me(me.id);
  }

  @Put('update-password')
  @Endpoint({
    member: true,
    summary:
      'Troca a senha (também a do primeiro acesso); encerra as outras sessões e devolve novos tokens.',
    ok: UpdatePasswordResponseDto,
  })
  updateAssociatePassword(
    @CurrentPrincipal() me: Principal,
    @Body() body: UpdatePasswordDto,
  ): Promise<UpdatePasswordResponseDto> {
    return this.associates.updatePassword(me.id, body);
  }
}
