import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import archiver from 'archiver';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import { ErrorCode, UPLOAD_KINDS, type UploadKind, uploadTypeMessage, MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { cleanFileName } from '../../platform/http/multipart.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../platform/storage/storage.driver.js';
import { StoredFile } from './entities/stored-file.entity.js';
import { type ImageWidth, variantKey } from './file-keys.js';
import { type JournalEntry, StorageJournal } from './storage-journal.service.js';

export { IMAGE_WIDTHS, type ImageWidth } from './file-keys.js';

export interface IncomingFile {
  buffer: Buffer;
  originalname: string;
}

/** Images are re-encoded to at most this many pixels a side. */
export const IMAGE_MAX_SIDE = 2560;

/** The URL a browser uses to show a stored file. */
export const fileUrl = (file: Pick<StoredFile, 'fileName'> | null | undefined): string | null =>
  file ? `/api/files/${file.fileName}` : null;

/**
 * The files side of one save (news, gallery, settings...): uploads stored through
 * `store` are removed again if the save fails; files given to `discard` (replaced or
 * removed) lose their row inside the transaction and their bytes after it commits.
 */
export interface UploadUnit {
  store(upload: IncomingFile, kind: UploadKind, field: string): Promise<StoredFile>;
  discard(file: StoredFile | null | undefined): void;
}

/**
 * Called inside the transaction of `DELETE file/{id}` before the row goes; throws to
 * refuse (e.g. the last image of a gallery). Registered by the modules that own files.
 */
export type FileRemovalGuard = (tx: EntityManager, file: StoredFile) => Promise<void>;

const isImage = (file: StoredFile) =>
  file.mimeType === 'image/jpeg' || file.mimeType === 'image/png';

/** Accepts a bare file name or a URL ending in one (what the apps hold). */
export const normaliseFileName = (value: string): string => basename(value.split(/[?#]/)[0]);

@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);

  private readonly removalGuards: FileRemovalGuard[] = [];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly journal: StorageJournal,
  ) {}

  /**
   * Checks an upload by its content and size, re-encodes images (EXIF and other
   * metadata stripped, oriented, at most 2560 px a side), stores the bytes and
   * indexes them. `field` names the form field in error messages. With `manager`, the
   * row is written in that transaction and the journal entries of the bytes are added to
   * `pending`: the caller then owns discarding them on failure (see `transaction`). The
   * bytes are journalled before they are put (see StorageJournal): a crash never leaves
   * bytes without a row, nor a row without bytes.
   */
  async store(
    upload: IncomingFile,
    kind: UploadKind,
    field = 'file',
    manager?: EntityManager,
    pending: JournalEntry[] = [],
  ): Promise<StoredFile> {
    const rule = UPLOAD_KINDS[kind];
    const max = this.config.storage.maxBytes[rule.size];
    if (upload.buffer.length === 0) {
      throw AppException.badRequest('O arquivo enviado está vazio.', ErrorCode.ValidationFailed, {
        [field]: 'O arquivo enviado está vazio.',
      });
    }
    if (upload.buffer.length > max) {
      const message = `O arquivo passa do limite de ${Math.floor(max / 1024 / 1024)} MB.`;
      throw new AppException(413, ErrorCode.FileTooLarge, message, { [field]: message });
    }
    const detected = await fileTypeFromBuffer(upload.buffer);
    const format = rule.formats.find((f) => f.detected === detected?.ext);
    if (!detected || !format) {
      const message = uploadTypeMessage(kind);
      throw new AppException(415, ErrorCode.FileTypeNotAllowed, message, { [field]: message });
    }

    let body = upload.buffer;
    let width: number | null = null;
    let height: number | null = null;
    if (detected.ext === 'jpg' || detected.ext === 'png') {
      try {
        const pipeline = sharp(upload.buffer, { limitInputPixels: 50_000_000 }).rotate().resize({
          width: IMAGE_MAX_SIDE,
          height: IMAGE_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        });
        const out = await (
          detected.ext === 'jpg'
            ? pipeline.jpeg({ quality: 85, mozjpeg: true })
            : pipeline.png({ compressionLevel: 9 })
        ).toBuffer({ resolveWithObject: true });
        body = out.data;
        width = out.info.width;
        height = out.info.height;
      } catch {
        const message = 'A imagem está corrompida ou não pôde ser lida.';
        throw new AppException(400, ErrorCode.FileTypeNotAllowed, message, { [field]: message });
      }
    }

    const fileName = `${randomUUID()}.${detected.ext}`;
    const mimeType = format.mimeType;
    const entry = await this.journal.begin(fileName, manager);
    const write = async (tx: EntityManager) => {
      pending.push(await this.journal.claim(tx, entry));
      await this.storage.put(fileName, body, mimeType);
      const repo = tx.getRepository(StoredFile);
      return repo.save(
        repo.create({
          fileName,
          originalName: upload.originalname.slice(0, 255) || fileName,
          mimeType,
          size: body.length,
          width,
          height,
        }),
      );
    };
    if (manager) return write(manager);
    try {
      return await this.db.transaction(write);
    } catch (err) {
      await this.journal.discard(pending.length ? pending : [entry]);
      throw err;
    }
  }

  async findByName(fileName: string): Promise<StoredFile> {
    const file = await this.files.findOne({ where: { fileName: normaliseFileName(fileName) } });
    if (!file) throw AppException.notFound('Arquivo não encontrado.', ErrorCode.FileNotFound);
    return file;
  }

  async open(fileName: string): Promise<{ file: StoredFile; stream: Readable }> {
    const file = await this.findByName(fileName);
    const stream = await this.storage.read(file.fileName);
    if (!stream) {
      this.logger.error(`File ${file.fileName} is indexed but missing from storage`);
      throw AppException.notFound('Arquivo não encontrado.', ErrorCode.FileNotFound);
    }
    return { file, stream };
  }

  /**
   * Like open(), but no stream when the client already holds this version (ETag).
   * With `width`, an image is served shrunk to that width (never enlarged): the
   * variant is made once with sharp and kept in storage beside the original.
   */
  async openUnlessCached(
    fileName: string,
    ifNoneMatch: string | undefined,
    width?: ImageWidth,
  ): Promise<{
    file: StoredFile;
    stream: Readable | null;
    size: number | undefined;
    etag: string;
  }> {
    const file = await this.findByName(fileName);
    const resizable = width !== undefined && isImage(file) && (file.width ?? 0) > width;
    const etag = resizable ? `"${file.id}-w${width}"` : `"${file.id}"`;
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return { file, stream: null, size: undefined, etag };
    }
    if (!resizable) {
      const { stream } = await this.open(file.fileName);
      return { file, stream, size: file.size, etag };
    }
    const key = variantKey(file.fileName, width);
    const variant = await this.storage.read(key);
    if (!variant) {
      const { stream: original } = await this.open(file.fileName);
      const body = await sharp(await streamToBuffer(original))
        .resize({ width, withoutEnlargement: true })
        .toFormat(file.mimeType === 'image/png' ? 'png' : 'jpeg', { quality: 82 })
        .toBuffer();
      await this.keepVariant(file, key, body);
      return { file, stream: Readable.from(body), size: body.length, etag };
    }
    return { file, stream: variant, size: undefined, etag };
  }

  /**
   * Runs `work` in one transaction with an UploadUnit: all or nothing. If anything
   * throws, no row stays and the bytes stored meanwhile are deleted; after a commit,
   * the discarded files' bytes are deleted.
   */
  async transaction<T>(work: (tx: EntityManager, files: UploadUnit) => Promise<T>): Promise<T> {
    const stored: JournalEntry[] = [];
    const discarded = new Map<string, StoredFile>();
    let deleted: JournalEntry[] = [];
    let result: T;
    try {
      result = await this.db.transaction(async (tx) => {
        const unit: UploadUnit = {
          store: (upload, kind, field) => this.store(upload, kind, field, tx, stored),
          discard: (file) => {
            if (file) discarded.set(file.id, file);
          },
        };
        const out = await work(tx, unit);
        if (discarded.size) {
          await tx.getRepository(StoredFile).delete({ id: In([...discarded.keys()]) });
          deleted = await this.journal.recordIn(
            tx,
            [...discarded.values()].map((f) => f.fileName),
          );
        }
        return out;
      });
    } catch (err) {
      await this.journal.discard(stored);
      throw err;
    }
    await this.journal.discard(deleted);
    return result;
  }

  /** Lets a module refuse the removal of a file it needs (see FileRemovalGuard). */
  addRemovalGuard(guard: FileRemovalGuard): void {
    this.removalGuards.push(guard);
  }

  /** Removes the index row (after the owners' guards agree), then the bytes (journalled). */
  async remove(id: string): Promise<void> {
    const entries = await this.db.transaction(async (tx) => {
      const found = await tx.getRepository(StoredFile).findOne({ where: { id } });
      if (!found) throw AppException.notFound('Arquivo não encontrado.', ErrorCode.FileNotFound);
      for (const guard of this.removalGuards) await guard(tx, found);
      await tx.getRepository(StoredFile).delete({ id });
      return this.journal.recordIn(tx, [found.fileName]);
    });
    await this.journal.discard(entries);
  }

  /**
   * Keeps a width variant beside its original, journalled under the original's key so that
   * neither a crash nor a concurrent deletion of the file leaves it behind. A variant is a
   * cache: failing to keep it is only logged.
   */
  private async keepVariant(file: StoredFile, key: string, body: Buffer): Promise<void> {
    try {
      const entry = await this.journal.begin(file.fileName);
      await this.storage.put(key, body, file.mimeType);
      if (await this.files.existsBy({ id: file.id })) await this.journal.release([entry]);
      else await this.journal.discard([entry]);
    } catch (err) {
      this.logger.warn(`Could not keep ${key} in storage: ${String(err)}`);
    }
  }

  /**
   * A zip of the named files, each under its original name (numbered when two
   * share a name). With `resize`, images are shrunk to at most 1920 px a side.
   */
  async zip(names: string[], resize: boolean): Promise<Readable> {
    const wanted = [...new Set(names.map(normaliseFileName))];
    const found = await this.files.find({ where: { fileName: In(wanted) } });
    const byName = new Map(found.map((f) => [f.fileName, f]));
    const missing = wanted.filter((n) => !byName.has(n));
    if (missing.length) {
      throw new AppException(404, ErrorCode.FileNotFound, MSG.downloadOneImageCorrupted, {
        files: `Arquivo(s) não encontrado(s): ${missing.join(', ')}`,
      });
    }
    const entries: { name: string; data: Buffer }[] = [];
    const used = new Map<string, number>();
    for (const fileName of wanted) {
      const file = byName.get(fileName);
      if (!file) continue; // unreachable: missing names were rejected above
      const stream = await this.storage.read(file.fileName);
      if (!stream)
        throw AppException.notFound(MSG.downloadOneImageCorrupted, ErrorCode.FileNotFound);
      let data = await streamToBuffer(stream);
      if (resize && (file.mimeType === 'image/jpeg' || file.mimeType === 'image/png')) {
        data = await sharp(data)
          .resize({ width: 1920, height: 1920, fit: 'inside', withoutEnlargement: true })
          .toBuffer();
      }
      // Names kept before uploads were cleaned may still hold CR/LF or separators.
      const name = cleanFileName(file.originalName) || file.fileName;
      const n = (used.get(name) ?? 0) + 1;
      used.set(name, n);
      entries.push({ name: n === 1 ? name : numbered(name, n), data });
    }
    const archive = archiver('zip', { zlib: { level: 6 } });
    const out = new PassThrough();
    archive.on('error', (err: Error) => out.destroy(err));
    archive.pipe(out);
    for (const e of entries) archive.append(e.data, { name: e.name });
    void archive.finalize();
    return out;
  }
}

function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
