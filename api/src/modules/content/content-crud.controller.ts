import {
  Body,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  type Type,
  UploadedFiles,
} from '@nestjs/common';
import type { PermissionName } from '@clube/shared';
import { Endpoint, type EndpointError } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam, IntIdsDto } from '../../platform/http/int-id.pipe.js';
import type { FileField, UploadedForm } from '../../platform/http/multipart.js';
import { ListQueryDto } from '../../platform/http/pagination.js';

/** What a kind of site content offers the back office (the service behind the routes). */
export interface ContentCrudService<Dto, Page, Create, Update, Query = ListQueryDto> {
  list(query: Query): Promise<Page>;
  get(id: number): Promise<Dto>;
  create(body: Create, files: UploadedForm): Promise<Dto>;
  update(id: number, body: Update, files: UploadedForm): Promise<Dto>;
  remove(ids: number[]): Promise<void>;
}

type Route = 'list' | 'get' | 'create' | 'update' | 'remove' | 'removeMany';

/** The six back-office routes of one kind of content, as the spec's generic helper calls them. */
export interface ContentCrudSpec {
  /** `news` → GET/POST news, GET/PUT/DELETE news/{id}, POST news/multiple. */
  path: string;
  permissions: {
    list: PermissionName;
    insert: PermissionName;
    update: PermissionName;
    delete: PermissionName;
  };
  /** Operation ids (the generated clients' names) and summaries, per route. */
  operationIds: Record<Route, string>;
  summaries: Record<Route, string>;
  /** 204 descriptions: one deleted, several deleted ('Excluída.', 'Excluídas.'). */
  deleted: [one: string, many: string];
  /**
   * The multipart form's file fields, and its Swagger schemas for create and update
   * (`createForm`, `updateForm`). Left out, the writes take a JSON body (the registers).
   */
  files?: readonly FileField[];
  /** Error statuses of create and update besides 400 (e.g. a 409 for a duplicate name). */
  writeErrors?: readonly EndpointError[];
  types: {
    dto: Type<unknown>;
    page: Type<unknown>;
    create: Type<unknown>;
    update: Type<unknown>;
    createForm?: Type<unknown>;
    updateForm?: Type<unknown>;
    /** The list's query (default ListQueryDto). */
    query?: Type<unknown>;
  };
}

/**
 * A controller base class with the list/get/create/update/delete/bulk-delete routes of one
 * kind of site content (news, galleries, covenants, ticket templates) or of a register
 * (companies, sports, reservation intervals: JSON bodies), each declared with its
 * permission and Swagger data. The module's controller extends it, adds its other routes
 * (public reads first: a subclass's routes are registered before the inherited ones, so
 * `news/public` is not read as `news/:id`) and passes its service to `super`.
 */
export function ContentCrudController<Dto, Page, Create, Update, Q = ListQueryDto>(
  spec: ContentCrudSpec,
) {
  const { path, permissions: p, operationIds: ids, summaries, deleted, files, types } = spec;
  const writeErrors: EndpointError[] = [400, ...(spec.writeErrors ?? [])];
  const formOf = (schema: Type<unknown> | undefined) =>
    files && schema ? { form: { files, schema } } : {};

  abstract class ContentCrud {
    constructor(protected readonly content: ContentCrudService<Dto, Page, Create, Update, Q>) {}

    @Get(path)
    @Endpoint({
      permission: p.list,
      operationId: ids.list,
      summary: summaries.list,
      ok: types.page,
    })
    list(@Query() query: Q): Promise<Page> {
      return this.content.list(query);
    }

    @Get(`${path}/:id`)
    @Endpoint({ permission: p.list, operationId: ids.get, summary: summaries.get, ok: types.dto })
    get(@Param('id', IntIdParam) id: number): Promise<Dto> {
      return this.content.get(id);
    }

    @Post(path)
    @Endpoint({
      permission: p.insert,
      operationId: ids.create,
      summary: summaries.create,
      ...formOf(types.createForm),
      created: types.dto,
      errors: writeErrors,
    })
    create(@Body() body: Create, @UploadedFiles() form: UploadedForm): Promise<Dto> {
      return this.content.create(body, form);
    }

    @Put(`${path}/:id`)
    @Endpoint({
      permission: p.update,
      operationId: ids.update,
      summary: summaries.update,
      ...formOf(types.updateForm),
      ok: types.dto,
      errors: writeErrors,
    })
    update(
      @Param('id', IntIdParam) id: number,
      @Body() body: Update,
      @UploadedFiles() form: UploadedForm,
    ): Promise<Dto> {
      return this.content.update(id, body, form);
    }

    @Delete(`${path}/:id`)
    @Endpoint({
      permission: p.delete,
      operationId: ids.remove,
      summary: summaries.remove,
      noContent: deleted[0],
    })
    async remove(@Param('id', IntIdParam) id: number): Promise<void> {
      await this.content.remove([id]);
    }

    @Post(`${path}/multiple`)
    @Endpoint({
      permission: p.delete,
      operationId: ids.removeMany,
      summary: summaries.removeMany,
      noContent: deleted[1],
    })
    async removeMany(@Body() body: IntIdsDto): Promise<void> {
      await this.content.remove(body.ids);
    }
  }

  // The body and query types are generic here, so TypeScript records them as Object: give
  // the validation pipe and Swagger the real classes, as a plain controller would.
  const paramTypes: Partial<Record<Route, unknown[]>> = {
    list: [types.query ?? ListQueryDto],
    create: [types.create, Object],
    update: [Number, types.update, Object],
  };
  for (const [method, params] of Object.entries(paramTypes)) {
    Reflect.defineMetadata('design:paramtypes', params, ContentCrud.prototype, method);
  }
  return ContentCrud;
}
