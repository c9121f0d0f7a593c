import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { RequirePermissions } from '../../platform/auth/auth.decorators.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import {
  PermissionGroupDto,
  TogglePermissionDto,
  TogglePermissionResultDto,
  UserPermissionsDto,
  UserPermissionsQueryDto,
} from './dto/permission.dto.js';
import { PermissionsService } from './permissions.service.js';

@ApiTags('Permissões')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class PermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  @RequirePermissions(P.listPermission)
  @Get('group-permissions')
  @ApiOperation({
    operationId: 'listPermissionGroups',
    summary: 'O catálogo de permissões, agrupado como o menu.',
  })
  @ApiOkResponse({ type: [PermissionGroupDto] })
  listPermissionGroups(): Promise<PermissionGroupDto[]> {
    return this.permissions.groups();
  }

  @RequirePermissions(P.listPermission)
  @Get('v1/users-permission')
  @ApiOperation({
    operationId: 'getUserPermissions',
    summary: 'As permissões de um usuário interno.',
  })
  @ApiOkResponse({ type: UserPermissionsDto })
  getUserPermissions(@Query() query: UserPermissionsQueryDto): Promise<UserPermissionsDto> {
    return this.permissions.ofUser(query.userId);
  }

  @RequirePermissions(P.updatePermission)
  @Post('v1/users-toggle-permission')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'toggleUserPermission',
    summary: 'Concede a permissão se o usuário não a tem; retira, se tem. Uma por vez.',
  })
  @ApiOkResponse({ type: TogglePermissionResultDto })
  toggleUserPermission(@Body() body: TogglePermissionDto): Promise<TogglePermissionResultDto> {
    return this.permissions.toggle(body.userId, body.permissionId);
  }
}
