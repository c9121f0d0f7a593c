import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import {
  API_MSG,
  ErrorCode,
  hasPermission,
  MSG,
  onlyDigits,
  P,
  USER_STATUS_OPTIONS,
  statusOption,
} from '@clube/shared';
import { ACCOUNT_SESSIONS, type AccountSessions } from '../../platform/auth/account-sessions.js';
import type { Principal } from '../../platform/auth/principal-resolver.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { AppException } from '../../platform/http/app-exception.js';
import type { MessageDto } from '../../platform/http/message.dto.js';
import { type ListQueryDto, paginate } from '../../platform/http/pagination.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
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
import { User, UserStatus } from './entities/user.entity.js';
import { staffCpfTaken, staffEmailTaken } from './users.constraints.js';

const NOT_FOUND = 'Usuário não encontrado.';

export function toStaffProfile(user: User): StaffProfileDto {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    cpf: user.cpf,
    admin: user.admin,
    status: statusOption(USER_STATUS_OPTIONS, user.status),
    createdAt: user.createdAt.toISOString(),
    permissions: (user.permissions ?? [])
      .slice()
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ id: p.id, description: p.description })),
  };
}

/** The edit fields shared by an edit by staff and by the person themselves. */
function applyEditableFields(user: User, dto: UpdateUserDto | UpdateMeDto): void {
  if (dto.name !== undefined) user.name = dto.name;
  if (dto.surname !== undefined) user.surname = dto.surname;
  if (dto.email !== undefined) user.email = dto.email.toLowerCase();
}

const MIN = 60;

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(ACCOUNT_SESSIONS) private readonly sessions: AccountSessions,
    private readonly limiter: RateLimiterService,
  ) {}

  statuses(): StatusDto[] {
    return USER_STATUS_OPTIONS.map((o) => ({ id: o.id, description: o.description }));
  }

  async profile(id: string): Promise<StaffProfileDto> {
    return toStaffProfile(await this.load(this.db.manager, id));
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

  /** The public sign-up: pending, with no permissions, until staff with update-user activates it. */
  async signup(dto: NewStaffDto, ip: string): Promise<MessageDto> {
    await this.limiter.hit({ key: `signup:ip:${ip}`, limit: 10, windowSeconds: 60 * MIN });
    await this.create(dto, 'signup');
    return { message: API_MSG.signupSuccessText };
  }

  async createByStaff(dto: CreateUserDto, actor: Principal): Promise<StaffProfileDto> {
    if (dto.admin) assertMayChangeRights(actor);
    const user = await this.create(dto, 'staff');
    return this.profile(user.id);
  }

  async update(id: string, dto: UpdateUserDto, actor: Principal): Promise<StaffProfileDto> {
    const actorId = actor.id;
    if (id === actorId && dto.status !== undefined && dto.status !== UserStatus.Active) {
      throw AppException.badRequest(
        'Você não pode desativar o seu próprio acesso.',
        ErrorCode.CannotDeactivateSelf,
      );
    }
    await this.db.transaction(async (tx) => {
      const user = await this.load(tx, id);
      // The spec's edit form always sends {admin, permissions, status}: only a change of
      // rights needs update-permission, and nobody may raise their own.
      const held = new Set(user.permissions.map((p) => p.id));
      const wanted = dto.permissions === undefined ? held : new Set(dto.permissions);
      const raises =
        (dto.admin === true && !user.admin) || [...wanted].some((pid) => !held.has(pid));
      const changes =
        (dto.admin !== undefined && dto.admin !== user.admin) ||
        wanted.size !== held.size ||
        raises;
      if (changes) assertMayChangeRights(actor, id === actorId && raises);
      applyEditableFields(user, dto);
      if (dto.admin !== undefined) user.admin = dto.admin;
      if (dto.status !== undefined) user.status = dto.status;
      if (dto.permissions !== undefined)
        user.permissions = await this.permissions(tx, dto.permissions);
      await this.save(tx, user);
    });
    return this.profile(id);
  }

  /**
   * The person's own profile. A new password needs the current one; it is saved together
   * with the end of every session of the account, in one transaction: both or neither.
   */
  async updateMe(id: string, dto: UpdateMeDto): Promise<StaffProfileDto> {
    let passwordHash: string | undefined;
    if (dto.password !== undefined) {
      const current = await this.load(this.db.manager, id);
      if (
        !dto.currentPassword ||
        !(await verifyPassword(current.passwordHash, dto.currentPassword))
      ) {
        throw AppException.badRequest('Senha atual incorreta.', ErrorCode.WrongPassword, {
          currentPassword: 'Senha atual incorreta.',
        });
      }
      if (dto.passwordConfirmation === undefined) {
        throw AppException.badRequest(MSG.passwordsBoth, ErrorCode.ValidationFailed, {
          passwordConfirmation: MSG.passwordsBoth,
        });
      }
      // Hashed before the transaction: it takes a while and holds no row.
      passwordHash = await hashPassword(dto.password);
    }
    await this.db.transaction(async (tx) => {
      const user = await this.load(tx, id);
      applyEditableFields(user, dto);
      if (passwordHash) user.passwordHash = passwordHash;
      await this.save(tx, user);
      if (passwordHash) await this.sessions.endAll('staff', id, tx);
    });
    return this.profile(id);
  }

  async remove(ids: string[], actorId: string): Promise<void> {
    if (ids.includes(actorId)) {
      throw AppException.badRequest(
        'Você não pode excluir o seu próprio usuário.',
        ErrorCode.CannotDeleteSelf,
      );
    }
    await this.db.transaction(async (tx) => {
      const found = await tx.getRepository(User).findBy({ id: In(ids) });
      if (found.length !== new Set(ids).size) throw AppException.notFound(NOT_FOUND);
      await tx.getRepository(User).delete({ id: In(ids) });
    });
  }

  /**
   * A staff account: from the public sign-up (pending, no permissions) or created
   * by staff holding insert-user (active unless said otherwise).
   */
  private async create(
    dto: NewStaffDto | CreateUserDto,
    origin: 'signup' | 'staff',
  ): Promise<User> {
    const repo = this.users;
    const cpf = onlyDigits(dto.cpf);
    const email = dto.email.trim().toLowerCase();
    if (await repo.exists({ where: { cpf } })) throw staffCpfTaken();
    if (await repo.exists({ where: { email } })) throw staffEmailTaken();
    const extra = origin === 'staff' ? (dto as CreateUserDto) : undefined;
    return this.save(
      this.db.manager,
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
  }

  /** Saves; a CPF or e-mail taken meanwhile is answered by users.constraints.ts. */
  private save(manager: EntityManager, user: User): Promise<User> {
    return manager.getRepository(User).save(user);
  }

  private async permissions(tx: EntityManager, requested: number[]): Promise<Permission[]> {
    const ids = [...new Set(requested)];
    const found = ids.length ? await tx.getRepository(Permission).findBy({ id: In(ids) }) : [];
    if (found.length !== ids.length) {
      const message = 'Permissão inexistente na lista.';
      throw AppException.badRequest(message, ErrorCode.ValidationFailed, { permissions: message });
    }
    return found;
  }

  private async load(manager: EntityManager, id: string): Promise<User> {
    const user = await manager
      .getRepository(User)
      .findOne({ where: { id }, relations: { permissions: true } });
    if (!user) throw AppException.notFound(NOT_FOUND);
    return user;
  }
}

/**
 * Rights (the admin flag, permissions) change only with update-permission, on every path,
 * and nobody raises their own: a 403 in the spec's words otherwise.
 */
export function assertMayChangeRights(actor: Principal, raisesOwn = false): void {
  if (raisesOwn) {
    throw new AppException(
      403,
      ErrorCode.Forbidden,
      'Você não pode ampliar as suas próprias permissões.',
    );
  }
  if (!hasPermission(actor.permissions, P.updatePermission)) {
    throw new AppException(403, ErrorCode.Forbidden, 'Nível de usuário insuficiente para o acesso');
  }
}
