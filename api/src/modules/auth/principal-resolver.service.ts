import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import type { Realm } from '../../platform/auth/auth.decorators.js';
import type { Principal, PrincipalResolver } from '../../platform/auth/principal-resolver.js';
import { Associate, AssociateStatus } from '../associates/entities/associate.entity.js';
import { User, UserStatus } from '../users/entities/user.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';

const UUID = /^[0-9a-f-]{36}$/i;

/** Reads the signed-in account and its permissions on each request. */
@Injectable()
export class DbPrincipalResolver implements PrincipalResolver {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Associate) private readonly associates: Repository<Associate>,
    @InjectRepository(RefreshToken) private readonly sessions: Repository<RefreshToken>,
  ) {}

  async resolve(realm: Realm, subjectId: string, sessionId: string): Promise<Principal | null> {
    if (!UUID.test(sessionId) || !(await this.sessionLive(realm, subjectId, sessionId))) {
      return null;
    }
    return this.account(realm, subjectId);
  }

  async isActive(realm: Realm, subjectId: string): Promise<boolean> {
    return (await this.account(realm, subjectId)) !== null;
  }

  /** A session lives while a refresh token of its family is neither revoked nor expired. */
  private sessionLive(realm: Realm, subjectId: string, familyId: string): Promise<boolean> {
    return this.sessions.exists({
      where: { familyId, realm, subjectId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
  }

  private async account(realm: Realm, subjectId: string): Promise<Principal | null> {
    if (!UUID.test(subjectId)) return null;
    if (realm === 'staff') {
      const user = await this.users.findOne({
        where: { id: subjectId },
        relations: { permissions: true },
      });
      if (!user || user.status !== UserStatus.Active) return null;
      return {
        id: user.id,
        realm,
        admin: user.admin,
        permissions: user.permissions.map((p) => p.description),
      };
    }
    const associate = await this.associates.findOne({
      where: { id: subjectId },
      select: { id: true, status: true },
    });
    if (!associate || associate.status !== AssociateStatus.Active) return null;
    return { id: associate.id, realm, admin: false, permissions: [] };
  }
}
