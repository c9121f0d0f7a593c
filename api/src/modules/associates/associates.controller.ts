import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireMember } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
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

  @RequireMember()
  @Get('me')
  @ApiOperation({
    operationId: 'getAssociateMe',
    summary: 'Perfil do associado conectado, com dependentes.',
  })
  @ApiOkResponse({ type: AssociateProfileDto })
  getAssociateMe(@CurrentPrincipal() me: Principal): Promise<AssociateProfileDto> {
    return this.associates.me(me.id);
  }

  @RequireMember()
  @Put('update-password')
  @ApiOperation({
    operationId: 'updateAssociatePassword',
    summary:
      'Troca a senha (também a do primeiro acesso); encerra as outras sessões e devolve novos tokens.',
  })
  @ApiOkResponse({ type: UpdatePasswordResponseDto })
  updateAssociatePassword(
    @CurrentPrincipal() me: Principal,
    @Body() body: UpdatePasswordDto,
  ): Promise<UpdatePasswordResponseDto> {
    return this.associates.updatePassword(me.id, body);
  }
}
