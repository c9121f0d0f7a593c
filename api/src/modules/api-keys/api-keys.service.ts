import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import {
  API_KEY_PREFIX,
  API_KEY_RATE_LIMIT_PER_MINUTE,
  API_KEY_STATUS_LABEL,
  ApiKeyStatus,
  ErrorCode,
  grantableToApiKey,
  hasPermission,
  isPermissionName,
  todayIso,
  UserStatus,
} from '@clube/shared';
import type {
  ApiKeyAuthenticator,
  ApiKeyRequest,
} from '../../platform/auth/api-key-authenticator.js';
import { apiKeyMatches, apiKeyPublicId, issueApiKey } from '../../platform/auth/api-key-tokens.js';
import type { Principal } from '../../platform/auth/principal-resolver.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { runPreparedRead } from '../../platform/database/prepared-read.js';
import { execute, queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { paginate } from '../../platform/http/pagination.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
import { AuditService, diffFields } from '../audit/audit.service.js';
import { Permission } from '../users/entities/permission.entity.js';
import { API_KEYS_SQL, type KeyAuthRow } from './api-keys.queries.js';
import { apiKeyRateKey, apiKeyStatus } from './api-keys.rules.js';
import type {
  ApiKeyDto,
  ApiKeyListQueryDto,
  ApiKeyPageDto,
  CreateApiKeyDto,
  CreatedApiKeyDto,
} from './dto/api-key.dto.js';
import { ApiKey } from './entities/api-key.entity.js';

const NOT_FOUND = 'Chave de API não encontrada.';
const RATE_WINDOW_SECONDS = 60;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toDto(k: ApiKey, now: Date): ApiKeyDto {
  const status = apiKeyStatus(
    {
      revokedAt: k.revokedAt,
      expiresAt: k.expiresAt,
      creatorActive: k.createdBy?.status === UserStatus.Active,
    },
    now,
  );
  return {
    id: k.id,
    name: k.name,
    prefix: `${API_KEY_PREFIX}${k.publicId}`,
    permissions: [...(k.permissions ?? [])].sort((a, b) => a.id - b.id).map((p) => p.description),
    expiresAt: iso(k.expiresAt),
    lastUsedAt: iso(k.lastUsedAt),
    revokedAt: iso(k.revokedAt),
    createdAt: k.createdAt.toISOString(),
    createdBy: k.createdBy
      ? { id: k.createdBy.id, name: `${k.createdBy.name} ${k.createdBy.surname}`.trim() }
      : null,
    status: { id: status, description: API_KEY_STATUS_LABEL[status] },
  };
}

/** How the audit log names a key's doings. */
const keyActor = (name: string) => `Chave de API: ${name}`;

/**
 * Integrators' API keys (issue 27): the back office's list, creation (the key shown once) and
 * revocation; and, as the platform's API_KEY_AUTHENTICATOR, the check of a request's key, its
 * rate limit, its last use and the audit of its requests on mutating routes.
 */
@Injectable()
export class ApiKeysService implements ApiKeyAuthenticator {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiterService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ApiKeyListQueryDto): Promise<ApiKeyPageDto> {
    const qb = this.db
      .getRepository(ApiKey)
      .createQueryBuilder('k')
      .leftJoinAndSelect('k.permissions', 'p')
      .leftJoinAndSelect('k.createdBy', 'u');
    const page = await paginate(qb, query, {
      sortable: {
        name: 'k.name',
        createdAt: 'k.createdAt',
        lastUsedAt: 'k.lastUsedAt',
        expiresAt: 'k.expiresAt',
      },
      defaultSort: '-createdAt',
      searchable: ['k.name', 'k.publicId'],
    });
    const now = new Date();
    return { data: page.data.map((k) => toDto(k, now)), total: page.total };
  }

  /**
   * A new key carrying `permissions`: each must be of the catalogue, grantable to a key, and
   * held by its creator (a key never holds more than the staff member who creates it). The
   * answer holds the key itself, this once; only its hash is kept.
   */
  async create(dto: CreateApiKeyDto, actor: Principal): Promise<CreatedApiKeyDto> {
    const wanted = [...new Set(dto.permissions)];
    const unknown = wanted.filter((p) => !isPermissionName(p) || !grantableToApiKey(p));
    if (unknown.length) {
      const message = `Permissão inexistente ou não permitida a chaves de API: ${unknown.join(', ')}.`;
      throw AppException.badRequest(message, ErrorCode.ValidationFailed, { permissions: message });
    }
    const notHeld = wanted.filter(
      (p) => isPermissionName(p) && !hasPermission(actor.permissions, p),
    );
    if (notHeld.length) {
      const message = `Você não pode dar a uma chave uma permissão que não tem: ${notHeld.join(', ')}.`;
      throw new AppException(403, ErrorCode.Forbidden, message, { permissions: message });
    }
    const expiresAt = await this.expiryOf(dto.expiresOn ?? null);
    const issued = issueApiKey();
    const saved = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(ApiKey);
      const permissions = await tx.getRepository(Permission).findBy({ description: In(wanted) });
      const key = await repo.save(
        repo.create({
          name: dto.name,
          publicId: issued.publicId,
          secretHash: issued.hash,
          permissions,
          createdById: actor.id,
          expiresAt,
        }),
      );
      await this.audit.record(tx, {
        actorId: actor.id,
        entityType: 'api-key',
        entityId: key.id,
        associateId: null,
        action: 'create',
        changes: diffFields(
          {},
          {
            name: key.name,
            prefix: `${API_KEY_PREFIX}${key.publicId}`,
            permissions: wanted,
            expiresAt,
          },
          ['name', 'prefix', 'permissions', 'expiresAt'],
        ),
      });
      return this.load(tx, key.id);
    });
    return { ...toDto(saved, new Date()), key: issued.key };
  }

  /** Revokes a key: its next request is refused (401). Revoking it again changes nothing. */
  async revoke(id: string, actor: Principal): Promise<ApiKeyDto> {
    const revoked = await this.db.transaction(async (tx) => {
      const key = await tx
        .getRepository(ApiKey)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!key) throw AppException.notFound(NOT_FOUND);
      const row = await queryOne(tx, API_KEYS_SQL.revoke, [id]);
      if (row) {
        await this.audit.record(tx, {
          actorId: actor.id,
          entityType: 'api-key',
          entityId: id,
          associateId: null,
          action: 'revoke',
          changes: diffFields({ revokedAt: null }, { revokedAt: row.revoked_at }, ['revokedAt']),
        });
      }
      return this.load(tx, id);
    });
    return toDto(revoked, new Date());
  }

  // ── The platform's API_KEY_AUTHENTICATOR ──────────────────────────────────

  async authenticate(key: string): Promise<Principal | null> {
    const publicId = apiKeyPublicId(key);
    if (!publicId) return null;
    const [row] = await runPreparedRead<KeyAuthRow>(this.db, API_KEYS_SQL.byPublicId, [publicId]);
    if (!row || !apiKeyMatches(key, row.secret_hash) || !row.created_by_id) return null;
    const standing = {
      revokedAt: row.revoked_at,
      expiresAt: row.expires_at,
      creatorActive: row.creator_active,
    };
    if (apiKeyStatus(standing, new Date()) !== ApiKeyStatus.Active) return null;
    const hits = await this.limiter.count({
      key: apiKeyRateKey(row.id),
      limit: API_KEY_RATE_LIMIT_PER_MINUTE,
      windowSeconds: RATE_WINDOW_SECONDS,
      message: (seconds) =>
        `Limite de ${API_KEY_RATE_LIMIT_PER_MINUTE} requisições por minuto desta chave de API atingido. Aguarde ${seconds} segundo${seconds > 1 ? 's' : ''} e tente novamente.`,
    });
    // The first request of each window notes the use: at most one write a minute per key.
    if (hits === 1) await execute(this.db, API_KEYS_SQL.touch, [row.id]);
    return {
      id: row.created_by_id,
      realm: 'staff',
      admin: false,
      permissions: row.permissions,
      apiKey: { id: row.id, name: row.name },
    };
  }

  async recordRequest(principal: Principal, request: ApiKeyRequest): Promise<void> {
    const key = principal.apiKey;
    if (!key) return;
    await this.db.transaction((tx) =>
      this.audit.record(tx, {
        actorId: principal.id,
        actorName: keyActor(key.name),
        entityType: 'api-key',
        entityId: key.id,
        associateId: null,
        action: 'request',
        at: request.at,
        changes: [
          { field: 'method', from: null, to: request.method },
          { field: 'route', from: null, to: request.route.slice(0, 500) },
          { field: 'status', from: null, to: request.status },
        ],
      }),
    );
  }

  // ──────────────────────────────────────────────────────────────────────────

  /** The instant a key whose last day is `day` stops (null: never); the day may not be past. */
  private async expiryOf(day: string | null): Promise<Date | null> {
    if (!day) return null;
    if (day < todayIso(this.config.clubTimeZone)) {
      const message = 'A validade não pode ser uma data passada.';
      throw AppException.badRequest(message, ErrorCode.ValidationFailed, { expiresOn: message });
    }
    const row = await queryOne(this.db, API_KEYS_SQL.expiryOf, [day, this.config.clubTimeZone]);
    return row ? new Date(row.expires_at) : null;
  }

  private async load(tx: EntityManager, id: string): Promise<ApiKey> {
    const key = await tx
      .getRepository(ApiKey)
      .findOne({ where: { id }, relations: { permissions: true, createdBy: true } });
    if (!key) throw AppException.notFound(NOT_FOUND);
    return key;
  }
}
