import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type DataSource,
  type EntityManager,
  In,
  QueryFailedError,
  type Repository,
} from 'typeorm';
import { onlyDigits } from '@clube/shared';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { AppException } from '../../platform/http/app-exception.js';
import { ErrorCode } from '../../platform/http/error-codes.js';
import { type ListQueryDto, paginate } from '../../platform/http/pagination.js';
import type {
  CreateUserDto,
  NewStaffDto,
  StaffPageDto,
  StaffProfileDto,
  StatusDto,
  UpdateMeDto,
  UpdateUserDto,
} from './dto/user.dto.js';
import { Permission } from './entities/permission.entity.js';
import { User, USER_STATUS_LABELS, UserStatus } from './entities/user.entity.js';

export const DUPLICATE_CPF = 'O campo cpf é único e o valor já existe';
export const DUPLICATE_EMAIL = 'O campo email único e o valor já existe';

export function toStaffProfile(user: User): StaffProfileDto {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    cpf: user.cpf,
    admin: user.admin,
    status: {
      id: user.status,
      description: USER_STATUS_LABELS[user.status] ?? String(user.status),
    },
    createdAt: user.createdAt.toISOString(),
    permissions: (user.permissions ?? [])
      .slice()
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ id: p.id, description: p.description })),
  };
}

/** Maps a unique violation on staff_user to the spec's two sign-up texts. */
function duplicateError(err: unknown): AppException | null {
  if (!(err instanceof QueryFailedError)) return null;
  const driver = err.driverError as { code?: string; detail?: string };
  if (driver.code !== '23505') return null;
  if (/\(cpf\)/.test(driver.detail ?? ''))
    return AppException.badRequest(DUPLICATE_CPF, 'DUPLICATE_CPF', { cpf: DUPLICATE_CPF });
  if (/\(email\)/.test(driver.detail ?? ''))
    return AppException.badRequest(DUPLICATE_EMAIL, 'DUPLICATE_EMAIL', { email: DUPLICATE_EMAIL });
  return null;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  statuses(): StatusDto[] {
    return Object.entries(USER_STATUS_LABELS).map(([id, description]) => ({
      id: Number(id),
      description,
    }));
  }

  async profile(id: string): Promise<StaffProfileDto> {
    return toStaffProfile(await this.load(id));
  }

  async list(query: ListQueryDto): Promise<StaffPageDto> {
    const qb = this.users.createQueryBuilder('u').leftJoinAndSelect('u.permissions', 'p');
    const page = await paginate(qb, query, {
      sortable: { name: 'u.name', email: 'u.email', createdAt: 'u.createdAt', status: 'u.status' },
      defaultSort: 'name',
      searchable: ['u.name', 'u.surname', 'u.email'],
      searchableDigits: ['u.cpf'],
    });
    return { data: page.data.map(toStaffProfile), total: page.total };
  }

  /**
   * A staff account: from the public sign-up (pending, no permissions) or created
   * by staff holding insert-user (active unless said otherwise).
   */
  async create(
    dto: NewStaffDto | CreateUserDto,
    origin: 'signup' | 'staff',
    manager?: EntityManager,
  ): Promise<User> {
    const repo = (manager ?? this.db.manager).getRepository(User);
    const cpf = onlyDigits(dto.cpf);
    const email = dto.email.trim().toLowerCase();
    if (await repo.exists({ where: { cpf } }))
      throw AppException.badRequest(DUPLICATE_CPF, 'DUPLICATE_CPF', { cpf: DUPLICATE_CPF });
    if (await repo.exists({ where: { email } }))
      throw AppException.badRequest(DUPLICATE_EMAIL, 'DUPLICATE_EMAIL', { email: DUPLICATE_EMAIL });
    const extra = origin === 'staff' ? (dto as CreateUserDto) : undefined;
    try {
      const saved = await repo.save(
        repo.create({
          name: dto.name,
          surname: dto.surname,
          email,
          cpf,
          passwordHash: await hashPassword(dto.password),
          admin: extra?.admin ?? false,
          status: origin === 'signup' ? UserStatus.Pending : (extra?.status ?? UserStatus.Active),
          permissions: [],
        }),
      );
      return saved;
    } catch (err) {
      throw duplicateError(err) ?? err;
    }
  }

  async createByStaff(dto: CreateUserDto): Promise<StaffProfileDto> {
    const user = await this.create(dto, 'staff');
    return this.profile(user.id);
  }

  async update(id: string, dto: UpdateUserDto, actorId: string): Promise<StaffProfileDto> {
    await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(User);
      const user = await repo.findOne({ where: { id }, relations: { permissions: true } });
      if (!user) throw AppException.notFound('Usuário não encontrado.');
      if (id === actorId && dto.status !== undefined && dto.status !== UserStatus.Active) {
        throw AppException.badRequest(
          'Você não pode desativar o seu próprio acesso.',
          'CANNOT_DEACTIVATE_SELF',
        );
      }
      if (dto.email !== undefined) user.email = dto.email.toLowerCase();
      if (dto.name !== undefined) user.name = dto.name;
      if (dto.surname !== undefined) user.surname = dto.surname;
      if (dto.admin !== undefined) user.admin = dto.admin;
      if (dto.status !== undefined) user.status = dto.status;
      if (dto.permissions !== undefined) {
        const ids = [...new Set(dto.permissions)];
        const found = ids.length ? await tx.getRepository(Permission).findBy({ id: In(ids) }) : [];
        if (found.length !== ids.length) {
          throw AppException.badRequest(
            'Permissão inexistente na lista.',
            ErrorCode.ValidationFailed,
            {
              permissions: 'Permissão inexistente na lista.',
            },
          );
        }
        user.permissions = found;
      }
      try {
        await repo.save(user);
      } catch (err) {
        throw duplicateError(err) ?? err;
      }
    });
    return this.profile(id);
  }

  async updateMe(
    id: string,
    dto: UpdateMeDto,
  ): Promise<{ profile: StaffProfileDto; passwordChanged: boolean }> {
    const user = await this.load(id);
    if (dto.password !== undefined) {
      if (!dto.currentPassword || !(await verifyPassword(user.passwordHash, dto.currentPassword))) {
        throw AppException.badRequest('Senha atual incorreta.', 'WRONG_PASSWORD', {
          currentPassword: 'Senha atual incorreta.',
        });
      }
      if (dto.passwordConfirmation === undefined) {
        throw AppException.badRequest(
          'Ambas as senhas precisam ser preenchidas',
          ErrorCode.ValidationFailed,
          {
            passwordConfirmation: 'Ambas as senhas precisam ser preenchidas',
          },
        );
      }
      user.passwordHash = await hashPassword(dto.password);
    }
    if (dto.name !== undefined) user.name = dto.name;
    if (dto.surname !== undefined) user.surname = dto.surname;
    if (dto.email !== undefined) user.email = dto.email.toLowerCase();
    try {
      await this.users.save(user);
    } catch (err) {
      throw duplicateError(err) ?? err;
    }
    return { profile: await this.profile(id), passwordChanged: dto.password !== undefined };
  }

  async remove(ids: string[], actorId: string): Promise<void> {
    if (ids.includes(actorId)) {
      throw AppException.badRequest(
        'Você não pode excluir o seu próprio usuário.',
        'CANNOT_DELETE_SELF',
      );
    }
    await this.db.transaction(async (tx) => {
      const found = await tx.getRepository(User).findBy({ id: In(ids) });
      if (found.length !== new Set(ids).size)
        throw AppException.notFound('Usuário não encontrado.');
      await tx.getRepository(User).delete({ id: In(ids) });
    });
  }

  private async load(id: string): Promise<User> {
    const user = await this.users.findOne({ where: { id }, relations: { permissions: true } });
    if (!user) throw AppException.notFound('Usuário não encontrado.');
    return user;
  }
}
