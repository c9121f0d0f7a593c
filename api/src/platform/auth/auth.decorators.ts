import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { PermissionName } from '@clube/shared';
import { ApiErrorDto } from '../http/api-error.dto.js';

export const IS_PUBLIC = 'auth:public';
export const REQUIRED_PERMISSIONS = 'auth:permissions';
export const REQUIRED_REALM = 'auth:realm';
export const ANY_OF_PERMISSIONS = 'auth:any-permissions';

export type Realm = 'staff' | 'member';

/** Open to anyone, no token needed. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Swagger security scheme of integrators' API keys (`Authorization: Bearer ck_live_…`), listed
 * beside `staff` on the routes a key may call: those requiring a permission.
 */
export const API_KEY_SCHEME = 'apiKey';

/**
 * Staff route: a valid staff access token holding EVERY listed permission
 * (permission descriptions from libs/shared, e.g. `P.listNews`), or an API key carrying them.
 * With no permission listed, any signed-in staff member, and no API key. Documented in Swagger.
 */
export const RequirePermissions = (...permissions: PermissionName[]) =>
  applyDecorators(
    SetMetadata(REQUIRED_REALM, 'staff'),
    SetMetadata(REQUIRED_PERMISSIONS, permissions),
    ApiBearerAuth('staff'),
    ...(permissions.length ? [ApiBearerAuth(API_KEY_SCHEME)] : []),
    ApiExtension('x-required-permissions', permissions),
    ApiUnauthorizedResponse({
      type: ApiErrorDto,
      description: 'Token de equipe ausente, inválido ou expirado.',
    }),
    ApiForbiddenResponse({
      type: ApiErrorDto,
      description: `Exige a(s) permissão(ões): ${permissions.join(', ') || '(nenhuma)'}.`,
    }),
  );

/**
 * Staff route open to whoever holds AT LEAST ONE of the listed permissions: the lookups that
 * return personal data (associates, dependents) serve several screens, and a staff account
 * needs the permission of one of them, never none.
 */
export const RequireAnyPermission = (...permissions: PermissionName[]) =>
  applyDecorators(
    SetMetadata(REQUIRED_REALM, 'staff'),
    SetMetadata(ANY_OF_PERMISSIONS, permissions),
    ApiBearerAuth('staff'),
    ApiBearerAuth(API_KEY_SCHEME),
    ApiExtension('x-any-of-permissions', permissions),
    ApiUnauthorizedResponse({
      type: ApiErrorDto,
      description: 'Token de equipe ausente, inválido ou expirado.',
    }),
    ApiForbiddenResponse({
      type: ApiErrorDto,
      description: `Exige ao menos uma das permissões: ${permissions.join(', ')}.`,
    }),
  );

/** Member (associate) route: a valid member access token. */
export const RequireMember = () =>
  applyDecorators(
    SetMetadata(REQUIRED_REALM, 'member'),
    ApiBearerAuth('member'),
    ApiUnauthorizedResponse({
      type: ApiErrorDto,
      description: 'Token de associado ausente, inválido ou expirado.',
    }),
  );
