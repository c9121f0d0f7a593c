import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode, MSG, STATUS_OPTIONS, statusOption } from '@clube/shared';
import { ACCOUNT_SESSIONS, type AccountSessions } from '../../platform/auth/account-sessions.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { AppException } from '../../platform/http/app-exception.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
import { fileUrl } from '../files/files.service.js';
import type {
  AssociateProfileDto,
  UpdatePasswordDto,
  UpdatePasswordResponseDto,
} from './dto/associate.dto.js';
import { Associate } from './entities/associate.entity.js';

const NOT_FOUND = 'Associado não encontrado.';
/** Wrong current passwords before the change is refused for 15 minutes. */
const CURRENT_PASSWORD_TRIES = 5;

@Injectable()
export class AssociatesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ACCOUNT_SESSIONS) private readonly sessions: AccountSessions,
    private readonly limiter: RateLimiterService,
  ) {}

  async me(id: string): Promise<AssociateProfileDto> {
    const a = await this.db.getRepository(Associate).findOne({
      where: { id },
      relations: { company: true, image: true, dependents: { image: true } },
    });
    if (!a) throw AppException.notFound(NOT_FOUND);
    return {
      id: a.id,
      name: a.name,
      email: a.email,
      cpf: a.cpf,
      phone: a.phone,
      registration: a.registration,
      status: statusOption(STATUS_OPTIONS, a.status),
      company: a.company ? { id: a.company.id, description: a.company.description } : null,
      maritalStatus: a.maritalStatus,
      birthDate: a.birthDate,
      image: fileUrl(a.image),
      createdAt: a.createdAt.toISOString(),
      isFirstAccess: a.isFirstAccess,
      dependents: a.dependents
        .sort((x, y) => x.name.localeCompare(y.name, 'pt-BR'))
        .map((d) => ({
          id: d.id,
          name: d.name,
          birthDate: d.birthDate,
          parentage: d.parentage,
          image: fileUrl(d.image),
          updatedAt: d.updatedAt.toISOString(),
        })),
    };
  }

  /**
   * Sets a new password (also the first-access change): clears the first-access
   * flag, ends every other session and starts a fresh one for this device.
   */
  async updatePassword(id: string, dto: UpdatePasswordDto): Promise<UpdatePasswordResponseDto> {
    await this.assertMayChangePassword(id, dto.currentPassword);
    const passwordHash = await hashPassword(dto.password);
    const tokens = await this.db.transaction(async (tx) => {
      const updated = await tx
        .getRepository(Associate)
        .update({ id }, { passwordHash, isFirstAccess: false });
      if (!updated.affected) throw AppException.notFound(NOT_FOUND);
      await this.sessions.endAll('member', id, tx);
      return this.sessions.start('member', id, dto.keepConnected ?? false, tx);
    });
    return { message: MSG.passwordChanged, ...tokens };
  }

  /**
   * A stolen access token must not take the account: the password changes only with the
   * current one, except at first access (the provisional password was typed at sign-in a
   * moment ago). The reset by e-mailed code is another route.
   */
  private async assertMayChangePassword(id: string, currentPassword?: string): Promise<void> {
    const account = await this.db
      .getRepository(Associate)
      .findOne({ where: { id }, select: { id: true, passwordHash: true, isFirstAccess: true } });
    if (!account) throw AppException.notFound(NOT_FOUND);
    if (account.isFirstAccess) return;
    if (!currentPassword) {
      throw AppException.badRequest(MSG.currentPasswordRequired, ErrorCode.ValidationFailed, {
        currentPassword: MSG.currentPasswordRequired,
      });
    }
    // Guessing the current password with a stolen token is limited like a sign-in.
    const key = `update-password:member:${id}`;
    await this.limiter.hit({ key, limit: CURRENT_PASSWORD_TRIES, windowSeconds: 15 * 60 });
    if (!(await verifyPassword(account.passwordHash, currentPassword))) {
      throw AppException.badRequest(MSG.currentPasswordWrong, ErrorCode.WrongPassword, {
        currentPassword: MSG.currentPasswordWrong,
      });
    }
    await this.limiter.reset(key);
  }
}
