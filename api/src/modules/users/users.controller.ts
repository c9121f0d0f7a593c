import { Body, Controller, Delete, Get, Ip, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { MessageDto } from '../../platform/http/message.dto.js';
import { ListQueryDto } from '../../platform/http/pagination.js';
import { UuidParam } from '../../platform/http/parse-uuid.pipe.js';
import {
  CreateUserDto,
  IdsDto,
  NewStaffDto,
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
  constructor(private readonly users: UsersService) {}

  @Get('users/me')
  @Endpoint({
    staff: true,
    summary: 'Perfil do usuário da equipe conectado, com permissões.',
    ok: StaffProfileDto,
  })
  getMe(@CurrentPrincipal() me: Principal): Promise<StaffProfileDto> {
    return this.users.profile(me.id);
  }

  @Put('users/me')
  @Endpoint({
    staff: true,
    summary:
      'Atualiza o próprio perfil; trocar a senha exige a senha atual e encerra as outras sessões.',
    ok: StaffProfileDto,
  })
  updateMe(@CurrentPrincipal() me: Principal, @Body() body: UpdateMeDto): Promise<StaffProfileDto> {
    return this.users.updateMe(me.id, body);
  }

  @Get('status')
  @Endpoint({ staff: true, summary: 'Situações possíveis de um usuário.', ok: [StatusDto] })
  listStatus(): StatusDto[] {
    return this.users.statuses();
  }

  @Get('users')
  @Endpoint({
    permission: P.listUser,
    summary: 'Lista os usuários internos (busca por nome, e-mail ou CPF).',
    ok: StaffPageDto,
  })
  listUsers(@Query() query: ListQueryDto): Promise<StaffPageDto> {
    return this.users.list(query);
  }

  @Get('users/:id')
  @Endpoint({ permission: P.listUser, summary: 'Um usuário interno.', ok: StaffProfileDto })
  getUser(@Param('id', UuidParam) id: string): Promise<StaffProfileDto> {
    return this.users.profile(id);
  }

  @Post('users')
  @Endpoint({
    permission: P.insertUser,
    summary: 'Cadastra um usuário interno.',
    created: StaffProfileDto,
  })
  createUser(
    @Body() body: CreateUserDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<StaffProfileDto> {
    return this.users.createByStaff(body, me);
  }

  @Put('users/:id')
  @Endpoint({
    permission: P.updateUser,
    summary: 'Edita um usuário interno: administrador, situação, permissões.',
    ok: StaffProfileDto,
  })
  updateUser(
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateUserDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<StaffProfileDto> {
    return this.users.update(id, body, me);
  }

  @Delete('users/:id')
  @Endpoint({
    permission: P.deleteUser,
    summary: 'Exclui um usuário interno.',
    noContent: 'Excluído.',
  })
  async deleteUser(@Param('id', UuidParam) id: string, @CurrentPrincipal() me: Principal) {
    await this.users.remove([id], me.id);
  }

  @Post('users/multiple')
  @Endpoint({
    permission: P.deleteUser,
    summary: 'Exclui vários usuários internos de uma vez.',
    noContent: 'Excluídos.',
  })
  async deleteUsers(@Body() body: IdsDto, @CurrentPrincipal() me: Principal) {
    await this.users.remove(body.ids, me.id);
  }
}

/** The public sign-up of staff (documented with the other sign-in routes). */
@ApiTags('Autenticação')
@Controller()
export class SignupController {
  constructor(private readonly users: UsersService) {}

  @Post('auth/signup')
  @Endpoint({
    public: true,
    summary: 'Cadastro de usuário da equipe: fica pendente, sem permissões, até ser liberado.',
    created: MessageDto,
    errors: [400, [429, 'Muitas tentativas (por IP e por conta).']],
  })
  signup(@Body() body: NewStaffDto, @Ip() ip: string): Promise<MessageDto> {
    return this.users.signup(body, ip);
  }
}
