import { applyDecorators, Header, HttpCode, type Type } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, type SchemaObject } from '@nestjs/swagger';
import type { PermissionName } from '@clube/shared';
import {
  Public,
  RequireAnyPermission,
  RequireMember,
  RequirePermissions,
} from '../auth/auth.decorators.js';
import { PUBLIC_REVALIDATE } from '../public-cache/public-cache.js';
import { ApiErrorDto } from './api-error.dto.js';
import { type FileField, MultipartForm } from './multipart.js';

/** Who may call the route (the global AuthGuard enforces it; Swagger documents it). */
export type EndpointAccess =
  /** Anyone, no token (`security: []`). */
  | { public: true }
  /** A signed-in associate (member token). */
  | { member: true }
  /** Any signed-in, active staff member, whatever their permissions. */
  | { staff: true }
  /** A staff member holding every listed permission. */
  | { permission: PermissionName | readonly PermissionName[] }
  /** A staff member holding at least one of the listed permissions (lookups of several screens). */
  | { anyPermission: readonly PermissionName[] };

/** An error status the route may answer, with the error shape; optionally with a description. */
export type EndpointError = number | readonly [status: number, description: string];

/**
 * Every route answers 400 to a malformed request (e.g. an invalid JSON body) before it runs:
 * the only failure of a public read that takes no input.
 */
export const MALFORMED_REQUEST: EndpointError = [
  400,
  'Requisição malformada (por exemplo, um corpo JSON inválido).',
];

export type EndpointOptions = EndpointAccess & {
  summary: string;
  /** The operation id, when it is not the method's name (routes shared by several resources). */
  operationId?: string;
  description?: string;
  /** 200 with this body (`[Dto]` for a list). */
  ok?: Type<unknown> | [Type<unknown>];
  /** Description of the 200 response (e.g. a file download, whose body is not JSON). */
  okDescription?: string;
  /** 201 with this body. */
  created?: Type<unknown>;
  /** 204, described so. */
  noContent?: string;
  /**
   * A file download: the media type of the 200 reply (xlsx, zip, jpeg, `.ics`, a JSON file).
   * Only the 200 is declared with it; errors stay `application/json` (the error shape).
   */
  produces?: string;
  /** A multipart form (JSON also accepted): its file fields and its Swagger schema. */
  form?: { files: readonly FileField[]; schema: Type<unknown> };
  /** Error statuses of this route besides those of its access (401/403). */
  errors?: readonly EndpointError[];
  /**
   * Public reads: `Cache-Control: public, no-cache` (revalidated through the ETag). A GET so
   * marked is also served from memory until the next committed write (platform/public-cache).
   */
  revalidate?: boolean;
};

function accessDecorators(options: EndpointAccess): MethodDecorator[] {
  if ('public' in options) return [Public()];
  if ('member' in options) return [RequireMember()];
  if ('staff' in options) return [RequirePermissions()];
  if ('anyPermission' in options) return [RequireAnyPermission(...options.anyPermission)];
  const permissions =
    typeof options.permission === 'string' ? [options.permission] : options.permission;
  return [RequirePermissions(...permissions)];
}

/**
 * The body of a file download as OpenAPI 3.0 says it: bytes (`format: binary`, which generated
 * clients read as a Blob), text for `text/*` (an `.ics`), any JSON object for a JSON file.
 */
export function fileSchema(mediaType: string): SchemaObject {
  if (mediaType === 'application/json') return { type: 'object', additionalProperties: true };
  if (mediaType.startsWith('text/')) return { type: 'string' };
  return { type: 'string', format: 'binary' };
}

/**
 * Everything a route declares, in one place: who may call it, its Swagger operation
 * (summary, replies, errors, body) and its HTTP details (status code, multipart form,
 * caching). The operation id is the method's name unless `operationId` says otherwise.
 *
 * ```ts
 * @Get('news/:id')
 * @Endpoint({ permission: P.listNews, summary: 'Uma notícia.', ok: NewsDto })
 * ```
 */
export function Endpoint(options: EndpointOptions): MethodDecorator {
  const status = options.created ? 201 : options.noContent !== undefined ? 204 : 200;
  const decorators: MethodDecorator[] = [
    ...accessDecorators(options),
    ApiOperation({
      ...(options.operationId ? { operationId: options.operationId } : {}),
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...('public' in options ? { security: [] } : {}),
    }),
    HttpCode(status),
  ];
  if (options.produces) {
    decorators.push(
      ApiResponse({
        status: 200,
        description: options.okDescription ?? 'O arquivo.',
        content: { [options.produces]: { schema: fileSchema(options.produces) } },
      }),
    );
  } else if (options.ok || options.okDescription !== undefined) {
    decorators.push(
      ApiResponse({
        status: 200,
        ...(options.ok ? { type: options.ok } : {}),
        ...(options.okDescription !== undefined ? { description: options.okDescription } : {}),
      }),
    );
  }
  if (options.created) decorators.push(ApiResponse({ status: 201, type: options.created }));
  if (options.noContent !== undefined) {
    decorators.push(ApiResponse({ status: 204, description: options.noContent }));
  }
  if (options.form) {
    decorators.push(MultipartForm(...options.form.files), ApiBody({ type: options.form.schema }));
  }
  for (const error of options.errors ?? []) {
    const [code, description] = typeof error === 'number' ? [error, undefined] : error;
    decorators.push(
      ApiResponse({ status: code, type: ApiErrorDto, ...(description ? { description } : {}) }),
    );
  }
  if (options.revalidate) {
    // The public cache keeps what carries this header: it must never be a caller's own data.
    if (!('public' in options)) throw new Error('@Endpoint: revalidate is for public routes only');
    decorators.push(Header('Cache-Control', PUBLIC_REVALIDATE));
  }
  return applyDecorators(...decorators);
}
