import type { DataSource } from 'typeorm';
import { onlyDigits } from '@clube/shared';
import { hashPassword } from '../platform/auth/passwords.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { Permission } from '../modules/users/entities/permission.entity.js';
import { syncPermissionCatalogue } from '../modules/users/permissions.service.js';
import { User, UserStatus } from '../modules/users/entities/user.entity.js';

export interface FirstAdmin {
  cpf: string;
  password: string;
  email: string;
  name: string;
  surname?: string;
}

/**
 * Creates a staff account holding every permission, only if no staff account
 * exists yet. Returns false when one already existed.
 */
export async function createFirstAdmin(
  dataSource: DataSource,
  admin: FirstAdmin,
): Promise<boolean> {
  return dataSource.transaction(async (tx) => {
    // One start at a time decides (several replicas may boot together).
    await tx.query('LOCK TABLE staff_user IN SHARE ROW EXCLUSIVE MODE');
    if ((await tx.getRepository(User).count()) > 0) return false;
    const repo = tx.getRepository(User);
    await repo.save(
      repo.create({
        name: admin.name,
        surname: admin.surname ?? '',
        email: admin.email.toLowerCase(),
        cpf: onlyDigits(admin.cpf),
        passwordHash: await hashPassword(admin.password),
        admin: true,
        status: UserStatus.Active,
        permissions: await tx.getRepository(Permission).find(),
      }),
    );
    return true;
  });
}

/**
 * What every start does after the migrations, in every environment: keep the
 * permission catalogue in step with libs/shared and, in production, create the
 * first staff account from ADMIN_CPF/ADMIN_PASSWORD/ADMIN_EMAIL (never a default).
 */
export async function bootstrap(dataSource: DataSource, config: AppConfig): Promise<void> {
  await syncPermissionCatalogue(dataSource.manager);
  if (config.bootstrapAdmin) await createFirstAdmin(dataSource, config.bootstrapAdmin);
}
