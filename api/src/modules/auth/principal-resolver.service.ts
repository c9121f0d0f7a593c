import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Realm } from '../../platform/auth/auth.decorators.js';
import type { Principal, PrincipalResolver } from '../../platform/auth/principal-resolver.js';
import { Associate, AssociateStatus } from '../associates/entities/associate.entity.js';
import { User, UserStatus } from '../users/entities/user.entity.js';

/** Reads the signed-in account and its permissions on each request. */
@Injectable()
export class DbPrincipalResolver implements PrincipalResolver {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Associate) private readonly associates: Repository<Associate>,
  ) {}

  async resolve(realm: Realm, subjectId: string): Promise<Principal | null> {
    if (!/^[0-9a-f-]{36}$/i.test(subjectId)) return null;
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

  async isActive(realm: Realm, subjectId: string): Promise<boolean> {
    return (await this.resolve(realm, subjectId)) !== null;
  }
}
