import { Inject, Injectable } from '@nestjs/common';
import { escapeHtml } from '../../platform/html/escape.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, MoreThan } from 'typeorm';
import { API_MSG, ErrorCode, MSG, onlyDigits, RecordStatus, UserStatus } from '@clube/shared';
import { hashPassword, sha256, verifyPassword } from '../../platform/auth/passwords.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { User } from '../users/entities/user.entity.js';
import { toStaffProfile } from '../users/users.service.js';
import type {
  LoginAdminDto,
  LoginAdminResponseDto,
  LoginAssociateDto,
  LoginAssociateResponseDto,
  MessageDto,
  RecoveryPasswordDto,
  SendResetDto,
  TokensDto,
} from './dto/auth.dto.js';
import { PasswordResetCode } from './entities/password-reset-code.entity.js';
import { PasswordLinksService } from './password-links.service.js';
import { DbPrincipalResolver } from './principal-resolver.service.js';
import { SessionsService } from './sessions.service.js';

/** Recovery links are valid for one hour and once. */
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
const MIN = 60;

const MSG_MEMBER_BAD_LOGIN = 'E-mail ou senha inválidos.';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly principals: DbPrincipalResolver,
    private readonly links: PasswordLinksService,
    private readonly limiter: RateLimiterService,
    private readonly mail: MailService,
  ) {}

  async loginAdmin(dto: LoginAdminDto, ip: string): Promise<LoginAdminResponseDto> {
    const cpf = onlyDigits(dto.cpf);
    await this.limiter.hit(
      { key: `login-admin:ip:${ip}`, limit: 30, windowSeconds: 15 * MIN },
      { key: `login-admin:cpf:${cpf}`, limit: 10, windowSeconds: 15 * MIN },
    );
    const user = await this.db
      .getRepository(User)
      .findOne({ where: { cpf }, relations: { permissions: true } });
    if (!(await verifyPassword(user?.passwordHash, dto.password)) || !user) {
      throw new AppException(401, ErrorCode.InvalidCredentials, MSG.adminLoginNotFound);
    }
    if (user.status === UserStatus.Pending) {
      throw new AppException(
        400,
        ErrorCode.AccessPending,
        'Seu cadastro está aguardando a liberação de um administrador.',
      );
    }
    if (user.status !== UserStatus.Active) {
      throw new AppException(
        400,
        ErrorCode.AccessBlocked,
        'Seu acesso está desativado. Procure um administrador.',
      );
    }
    await this.limiter.reset(`login-admin:cpf:${cpf}`);
    await this.limiter.refund(`login-admin:ip:${ip}`);
    const tokens = await this.sessions.start('staff', user.id, false);
    return { ...tokens, user: toStaffProfile(user) };
  }

  async loginAssociate(dto: LoginAssociateDto, ip: string): Promise<LoginAssociateResponseDto> {
    const email = dto.email.toLowerCase();
    await this.limiter.hit(
      { key: `login-associate:ip:${ip}`, limit: 30, windowSeconds: 15 * MIN },
      { key: `login-associate:email:${email}`, limit: 10, windowSeconds: 15 * MIN },
    );
    const associate = await this.db.getRepository(Associate).findOneBy({ email });
    if (!(await verifyPassword(associate?.passwordHash, dto.password)) || !associate) {
      throw new AppException(401, ErrorCode.InvalidCredentials, MSG_MEMBER_BAD_LOGIN);
    }
    if (associate.status !== RecordStatus.Active) {
      throw new AppException(
        400,
        ErrorCode.AccessBlocked,
        'Seu acesso está desativado. Procure a secretaria do clube.',
      );
    }
    await this.limiter.reset(`login-associate:email:${email}`);
    await this.limiter.refund(`login-associate:ip:${ip}`);
    const tokens = await this.sessions.start('member', associate.id, dto.keepConnected ?? false);
    return { ...tokens, isFirstAccess: associate.isFirstAccess, authUserId: associate.id };
  }

  async refresh(refreshToken: string, authUserId: string, ip: string): Promise<TokensDto> {
    await this.limiter.hit({ key: `refresh:ip:${ip}`, limit: 300, windowSeconds: 15 * MIN });
    const tokens = await this.sessions.refresh(refreshToken, authUserId, (realm, id) =>
      this.principals.isActive(realm, id),
    );
    await this.limiter.refund(`refresh:ip:${ip}`);
    return tokens;
  }

  logout(refreshToken: string): Promise<void> {
    return this.sessions.end(refreshToken);
  }

  /** Sends a single-use recovery link to the app of the account's realm. */
  async sendReset(dto: SendResetDto, ip: string): Promise<MessageDto> {
    const email = dto.email.toLowerCase();
    await this.limiter.hit(
      { key: `reset:ip:${ip}`, limit: 10, windowSeconds: 60 * MIN },
      { key: `reset:email:${email}`, limit: 5, windowSeconds: 60 * MIN },
    );
    const realm = dto.associate ? 'member' : 'staff';
    const account = dto.associate
      ? await this.db.getRepository(Associate).findOneBy({ email })
      : await this.db.getRepository(User).findOneBy({ email });
    if (!account) {
      throw dto.associate
        ? new AppException(400, ErrorCode.EmailNotFound, MSG.memberRecoveryNotFoundTitle)
        : new AppException(401, ErrorCode.UserNotFound, API_MSG.adminRecoveryNotFound);
    }
    const code = await this.links.issue(this.db.manager, {
      realm,
      subjectId: account.id,
      email,
      ttlMs: RESET_CODE_TTL_MS,
    });
    const link = dto.associate
      ? `${this.config.portalOrigin}/associado/validador/${code}`
      : `${this.config.adminOrigin}/admin/validador/${code}`;
    await this.mail.send({
      to: email,
      subject: 'Recuperação de senha',
      text: [
        `Olá, ${account.name}.`,
        '',
        'Recebemos um pedido para trocar a sua senha. Para escolher uma nova, abra o link abaixo (válido por 1 hora, uma única vez):',
        link,
        '',
        'Se não foi você, ignore esta mensagem: a sua senha continua a mesma.',
      ].join('\n'),
      html: `<p>Olá, ${escapeHtml(account.name)}.</p><p>Recebemos um pedido para trocar a sua senha. Para escolher uma nova, abra o link abaixo (válido por 1 hora, uma única vez):</p><p><a href="${link}">${link}</a></p><p>Se não foi você, ignore esta mensagem: a sua senha continua a mesma.</p>`,
    });
    return {
      message: dto.associate ? MSG.memberRecoverySent : API_MSG.adminRecoverySent,
    };
  }

  async recoverPassword(dto: RecoveryPasswordDto, ip: string): Promise<MessageDto> {
    await this.limiter.hit({ key: `recovery:ip:${ip}`, limit: 20, windowSeconds: 15 * MIN });
    const realm = dto.associate ? 'member' : 'staff';
    await this.db.transaction(async (tx) => {
      const codes = tx.getRepository(PasswordResetCode);
      const row = await codes.findOne({
        where: {
          codeHash: sha256(dto.code),
          realm,
          usedAt: IsNull(),
          expiresAt: MoreThan(new Date()),
        },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new AppException(403, ErrorCode.InvalidCode, MSG.memberResetDenied);
      if (row.email !== dto.email.toLowerCase()) {
        throw new AppException(400, ErrorCode.EmailMismatch, MSG.memberResetWrongEmail, {
          email: MSG.memberResetWrongEmail,
        });
      }
      const passwordHash = await hashPassword(dto.password);
      // A member who chose their own password through a link (recovery, or the welcome
      // e-mail of a new associate) has done their first access.
      const updated = dto.associate
        ? await tx
            .getRepository(Associate)
            .update({ id: row.subjectId }, { passwordHash, isFirstAccess: false })
        : await tx.getRepository(User).update({ id: row.subjectId }, { passwordHash });
      if (!updated.affected)
        throw new AppException(403, ErrorCode.InvalidCode, MSG.memberResetDenied);
      await codes.update({ id: row.id }, { usedAt: new Date() });
      await this.sessions.endAll(realm, row.subjectId, tx);
    });
    return {
      message: dto.associate ? MSG.passwordChanged : API_MSG.adminResetSuccess,
    };
  }
}
