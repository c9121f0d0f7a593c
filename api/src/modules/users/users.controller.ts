import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { P } from '@clube/shared';
import { RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { ListQueryDto } from '../../platform/http/pagination.js';
import { UuidParam } from '../../platform/http/parse-uuid.pipe.js';
import { SessionsService } from '../auth/sessions.service.js';
import {
  CreateUserDto,
  IdsDto,
  StaffPageDto,
  StaffProfileDto,
  StatusDto,
  UpdateMeDto,
  UpdateUserDto,
} from './dto/user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('Usuários internos')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  @RequirePermissions()
  @Get('users/me')
  @ApiOperation({
    operationId: 'getMe',
    summary: 'Perfil do usuário da equipe conectado, com permissões.',
  })
  @ApiOkResponse({ type: StaffProfileDto })
  getMe(@CurrentPrincipal() me: Principal): Promise<StaffProfileDto> {
    return this.users.profile(me.id);
  }

  @RequirePermissions()
  @Put('users/me')
  @ApiOperation({
    operationId: 'updateMe',
    summary:
      'Atualiza o próprio perfil; trocar a senha exige a senha atual e encerra as outras sessões.',
  })
  @ApiOkResponse({ type: StaffProfileDto })
  async updateMe(
    @CurrentPrincipal() me: Principal,
    @Body() body: UpdateMeDto,
  ): Promise<StaffProfileDto> {
    const { profile, passwordChanged } = await this.users.updateMe(me.id, body);
    if (passwordChanged) await this.sessions.endAll('staff', me.id);
    return profile;
  }

  @RequirePermissions()
  @Get('status')
  @ApiOperation({ operationId: 'listStatus', summary: 'Situações possíveis de um usuário.' })
  @ApiOkResponse({ type: [StatusDto] })
  listStatus(): StatusDto[] {
    return this.users.statuses();
  }

  @RequirePermissions(P.listUser)
  @Get('users')
  @ApiOperation({
    operationId: 'listUsers',
    summary: 'Lista os usuários internos (busca por nome, e-mail ou CPF).',
  })
  @ApiOkResponse({ type: StaffPageDto })
  listUsers(@Query() query: ListQueryDto): Promise<StaffPageDto> {
    return this.users.list(query);
  }

  @RequirePermissions(P.listUser)
  @Get('users/:id')
  @ApiOperation({ operationId: 'getUser', summary: 'Um usuário interno.' })
  @ApiOkResponse({ type: StaffProfileDto })
  getUser(@Param('id', UuidParam) id: string): Promise<StaffProfileDto> {
    return this.users.profile(id);
  }

  @RequirePermissions(P.insertUser)
  @Post('users')
  @ApiOperation({ operationId: 'createUser', summary: 'Cadastra um usuário interno.' })
  @ApiCreatedResponse({ type: StaffProfileDto })
  createUser(@Body() body: CreateUserDto): Promise<StaffProfileDto> {
    return this.users.createByStaff(body);
  }

  @RequirePermissions(P.updateUser)
  @Put('users/:id')
  @ApiOperation({
    operationId: 'updateUser',
    summary: 'Edita um usuário interno: administrador, situação, permissões.',
  })
  @ApiOkResponse({ type: StaffProfileDto })
  updateUser(
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateUserDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<StaffProfileDto> {
    return this.users.update(id, body, me.id);
  }

  @RequirePermissions(P.deleteUser)
  @Delete('users/:id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteUser', summary: 'Exclui um usuário interno.' })
  @ApiNoContentResponse({ description: 'Excluído.' })
  async deleteUser(
    @Param('id', UuidParam) id: string,
    @CurrentPrincipal() me: Principal,
  ): Promise<void> {
    await this.users.remove([id], me.id);
  }

  @RequirePermissions(P.deleteUser)
  @Post('users/multiple')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteUsers',
    summary: 'Exclui vários usuários internos de uma vez.',
  })
  @ApiNoContentResponse({ description: 'Excluídos.' })
  async deleteUsers(@Body() body: IdsDto, @CurrentPrincipal() me: Principal): Promise<void> {
    await this.users.remove(body.ids, me.id);
  }
}
