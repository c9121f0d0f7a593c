/**
 * A new associate's first access: the single-use link to choose a password (7 days), issued in
 * the creating transaction, and the welcome e-mail that carries it, sent after the commit.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { escapeHtml } from '../../platform/html/escape.js';
import type { EntityManager } from 'typeorm';
import { PASSWORD_LINKS, type PasswordLinks } from '../../platform/auth/account-sessions.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { MailService } from '../../platform/mail/mail.service.js';
import type { AssociateDto } from './dto/associate-admin.dto.js';

/** The welcome link (choose your password) is valid for 7 days, once. */
export const WELCOME_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

@Injectable()
export class AssociateWelcomeService {
  private readonly logger = new Logger(AssociateWelcomeService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PASSWORD_LINKS) private readonly links: PasswordLinks,
    private readonly mail: MailService,
  ) {}

  /** The code of the new associate's link, stored in the creating transaction. */
  issueCode(tx: EntityManager, associate: { id: string; email: string }): Promise<string> {
    return this.links.issue(tx, {
      realm: 'member',
      subjectId: associate.id,
      email: associate.email,
      ttlMs: WELCOME_CODE_TTL_MS,
    });
  }

  /**
   * Sends the welcome e-mail (after the commit). A mail failure is logged and never undoes the
   * associate: staff can resend a recovery link from the portal's "forgot password".
   */
  async send(a: AssociateDto, code: string): Promise<void> {
    const link = `${this.config.portalOrigin}/associado/validador/${code}`;
    const text = [
      `Olá, ${a.name}.`,
      '',
      'Seu cadastro de associado do clube foi realizado. Para acessar a área do associado no portal, crie a sua senha pelo link abaixo (válido por 7 dias, uma única vez):',
      link,
      '',
      `Depois, entre no portal com o seu e-mail (${a.email}) e a senha escolhida.`,
    ].join('\n');
    const html = `<p>Olá, ${escapeHtml(a.name)}.</p><p>Seu cadastro de associado do clube foi realizado. Para acessar a área do associado no portal, crie a sua senha pelo link abaixo (válido por 7 dias, uma única vez):</p><p><a href="${link}">${link}</a></p><p>Depois, entre no portal com o seu e-mail (${escapeHtml(a.email)}) e a senha escolhida.</p>`;
    await this.mail
      .send({ to: a.email, subject: 'Bem-vindo(a) ao clube: crie a sua senha', text, html })
      .catch((err: unknown) =>
        this.logger.error({ err, associateId: a.id }, 'Welcome e-mail failed'),
      );
  }
}
