import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import {
  PermissionGroupDto,
  PermissionItemDto,
  TogglePermissionDto,
  TogglePermissionResultDto,
  UserPermissionsDto,
  UserPermissionsQueryDto,
} from './dto/permission.dto.js';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { PermissionsService } from './permissions.service.js';

@ApiTags('Permissões')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class PermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  @Get('permission')
  @Endpoint({
    staff: true,
    summary: 'Opções de permissão (o catálogo inteiro, na ordem do menu), para seleções.',
    ok: [PermissionItemDto],
  })
  listPermissionOptions(): Promise<PermissionItemDto[]> {
    return this.permissions.options();
  }

  @Get('group-permissions')
  @Endpoint({
    permission: P.listPermission,
    summary: 'O catálogo de permissões, agrupado como o menu.',
    ok: [PermissionGroupDto],
  })
  listPermissionGroups(): Promise<PermissionGroupDto[]> {
    return this.permissions.groups();
  }

  @Get('v1/users-permission')
  @Endpoint({
    permission: P.listPermission,
    summary: 'As permissões de um usuário interno.',
    ok: UserPermissionsDto,
  })
  getUserPermissions(@Query() query: UserPermissionsQueryDto): Promise<UserPermissionsDto> {
    return this.permissions.ofUser(query.userId);
  }

  @Post('v1/users-toggle-permission')
  @Endpoint({
    permission: P.updatePermission,
    summary: 'Concede a permissão se o usuário não a tem; retira, se tem. Uma por vez.',
    ok: TogglePermissionResultDto,
  })
  toggleUserPermission(
    @Body() body: TogglePermissionDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<TogglePermissionResultDto> {
    return this.permissions.toggle(body.userId, body.permissionId, me);
  }
}
