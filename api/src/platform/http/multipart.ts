import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { ErrorCode, UPLOAD_KINDS, type UploadKind } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppException } from './app-exception.js';

/** One file field of a multipart form: its name, how many files, and what it accepts. */
export interface FileField {
  name: string;
  maxCount: number;
  kind: UploadKind;
}

/** What `@UploadedFiles()` gives: field name → files kept in memory. */
export type UploadedForm = Partial<Record<string, Express.Multer.File[]>>;

const MAX_TEXT_FIELDS = 100;
const MAX_TEXT_FIELD_BYTES = 1024 * 1024;

function multerError(err: unknown, fields: readonly FileField[]): AppException {
  if (err instanceof multer.MulterError) {
    const field = err.field ?? 'file';
    switch (err.code) {
      case 'LIMIT_FILE_SIZE': {
        const message = 'O arquivo enviado é grande demais.';
        return new AppException(413, ErrorCode.FileTooLarge, message, { [field]: message });
      }
      case 'LIMIT_UNEXPECTED_FILE': {
        const known = fields.map((f) => f.name);
        const message = known.includes(field)
          ? `Arquivos demais no campo ${field}.`
          : 'Campo de arquivo não permitido.';
        return AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });
      }
      case 'LIMIT_FIELD_VALUE':
        return AppException.badRequest(
          'Um dos campos é grande demais.',
          ErrorCode.ValidationFailed,
          {
            [field]: 'Conteúdo grande demais.',
          },
        );
      default:
        return AppException.badRequest('Formulário inválido.', ErrorCode.ValidationFailed);
    }
  }
  return AppException.badRequest('Formulário multipart malformado.', ErrorCode.BadRequest);
}

function multipartInterceptor(fields: readonly FileField[]): Type<NestInterceptor> {
  @Injectable()
  class MultipartInterceptor implements NestInterceptor {
    private readonly handler: ReturnType<ReturnType<typeof multer>['fields']>;

    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      // The largest limit of the accepted kinds; each file is checked against its own kind later.
      const fileSize = Math.max(
        ...fields.map((f) => config.storage.maxBytes[UPLOAD_KINDS[f.kind].size]),
      );
      this.handler = multer({
        storage: multer.memoryStorage(),
        // Browsers send file names in UTF-8 without saying so; multer's default reads latin1.
        defParamCharset: 'utf8',
        limits: {
          fileSize,
          files: fields.reduce((n, f) => n + f.maxCount, 0),
          fields: MAX_TEXT_FIELDS,
          fieldSize: MAX_TEXT_FIELD_BYTES,
        },
      }).fields(fields.map(({ name, maxCount }) => ({ name, maxCount })));
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      const res = http.getResponse<Response>();
      await new Promise<void>((resolve, reject) =>
        this.handler(req, res, (err: unknown) =>
          err ? reject(multerError(err, fields)) : resolve(),
        ),
      );
      for (const file of Object.values((req.files ?? {}) as UploadedForm).flat()) {
        if (file) file.originalname = cleanFileName(file.originalname);
      }
      // Multer builds the body with a null prototype; the validation pipe wants a plain object.
      // A JSON body (also accepted) is left as sent: a top-level array must still be refused.
      if (req.is('multipart/form-data')) req.body = { ...((req.body as object | undefined) ?? {}) };
      return next.handle();
    }
  }
  return mixin(MultipartInterceptor);
}

/**
 * A route taking a multipart form: text fields in `@Body()` (strings, converted by the
 * DTO) and files in `@UploadedFiles()`, kept in memory with the configured size limit.
 * Files still go through FilesService.store (content and per-kind size checks).
 */
export const MultipartForm = (...fields: readonly FileField[]) =>
  applyDecorators(
    UseInterceptors(multipartInterceptor(fields)),
    ApiConsumes('multipart/form-data', 'application/json'),
  );

/** C0 and C1 control characters (CR, LF, NUL, ESC...). */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * A name a person gave a file, safe to keep and to hand back (zip entries, downloads): Unicode
 * composed, no control characters (CR/LF, NUL), no path separators, at most 255 characters.
 */
export function cleanFileName(name: string): string {
  const clean = [...name.normalize('NFC')]
    .filter((c) => !isControl(c.codePointAt(0) ?? 0))
    .join('')
    .replace(/[/\\]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  return [...clean].slice(0, 255).join('');
}

/** The one file of a field, if sent. */
export const firstFile = (form: UploadedForm | undefined, name: string) => form?.[name]?.[0];

/** Form-field conversions: multipart sends everything as text. */
export const formInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;

export const formBoolean = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return value;
};

/** `''` (a cleared form field) becomes null; other text is trimmed. */
export const formText = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v === '' ? null : v;
};

/** A list sent as repeated fields, a JSON array or comma-separated text. */
export const formList = ({ value }: { value: unknown }): unknown => {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return value;
  const v = value.trim();
  if (v === '') return [];
  if (v.startsWith('[')) {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return value;
    }
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
};
