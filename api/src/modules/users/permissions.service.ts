import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { ALL_PERMISSIONS, PERMISSION_GROUPS, MSG } from '@clube/shared';
import type { Principal } from '../../platform/auth/principal-resolver.js';
import { execute, queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import type {
  PermissionGroupDto,
  PermissionItemDto,
  TogglePermissionResultDto,
  UserPermissionsDto,
} from './dto/permission.dto.js';
import { Permission } from './entities/permission.entity.js';
import { User } from './entities/user.entity.js';
import { USERS_SQL } from './users.queries.js';
import { assertMayChangeRights } from './users.service.js';

/** Inserts the catalogue's new permissions and refreshes labels; run at every start. */
export async function syncPermissionCatalogue(manager: EntityManager): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(Permission)
    .values(
      ALL_PERMISSIONS.map((p) => ({ description: p.description, label: p.label, group: p.group })),
    )
    .orUpdate(['label', 'group'], ['description'])
    .execute();
}

const toItem = (p: Permission): PermissionItemDto => ({
  id: p.id,
  description: p.description,
  label: p.label,
});

@Injectable()
export class PermissionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Permission) private readonly permissions: Repository<Permission>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  /** The permission lookup: the whole catalogue, in catalogue order. */
  async options(): Promise<PermissionItemDto[]> {
    return (await this.catalogue()).map(toItem);
  }

  /** The catalogue grouped like the admin menu, in catalogue order. */
  async groups(): Promise<PermissionGroupDto[]> {
    const rows = await this.catalogue();
    return PERMISSION_GROUPS.map((g) => ({
      key: g.key,
      title: g.title,
      permissions: rows.filter((p) => p.group === g.key).map(toItem),
    })).filter((g) => g.permissions.length > 0);
  }

  async ofUser(userId: string): Promise<UserPermissionsDto> {
    const user = await this.users.findOne({
      where: { id: userId },
      relations: { permissions: true },
    });
    if (!user) throw AppException.notFound('Usuário não encontrado.');
    return {
      userId,
      permissions: user.permissions
        .sort((a, b) => a.id - b.id)
        .map((p) => ({ id: p.id, description: p.description })),
    };
  }

  /** Grants the permission if the user lacks it, revokes it otherwise. */
  async toggle(
    userId: string,
    permissionId: number,
    actor: Principal,
  ): Promise<TogglePermissionResultDto> {
    return this.db.transaction(async (tx) => {
      const user = await tx
        .getRepository(User)
        .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw AppException.notFound('Usuário não encontrado.');
      const permission = await tx.getRepository(Permission).findOneBy({ id: permissionId });
      if (!permission) throw AppException.notFound('Permissão não encontrada.');
      const held = await queryOne(tx, USERS_SQL.holds, [userId, permissionId]);
      const granted = held === null;
      if (granted && userId === actor.id) assertMayChangeRights(actor, true);
      await execute(tx, granted ? USERS_SQL.grant : USERS_SQL.revoke, [userId, permissionId]);
      return { userId, permissionId, granted, message: MSG.permissionChanged };
    });
  }

  /** The permission rows in the order of the catalogue of libs/shared. */
  private async catalogue(): Promise<Permission[]> {
    const byDescription = new Map((await this.permissions.find()).map((r) => [r.description, r]));
    return ALL_PERMISSIONS.map((p) => byDescription.get(p.description)).filter(
      (p): p is Permission => Boolean(p),
    );
  }
}
