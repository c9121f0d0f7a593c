import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (e.g. invitation images, an .ics event). */
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** Where the outbox copy was written, when no SMTP server is configured. */
  outboxFile?: string;
}

/**
 * The mail port. With SMTP_URL, messages go to that server; otherwise each one is
 * written as an .eml file to `<DATA_DIR>/outbox/` and logged, so development and
 * tests can read what a person would have received.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.outboxDir = join(config.dataDir, 'outbox');
    this.transport = config.mail.smtpUrl
      ? nodemailer.createTransport(config.mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({
      from: this.config.mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      messageId: `<${randomUUID()}@clube.portal>`,
    });
    if (this.config.mail.smtpUrl) {
      this.logger.log(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'Mail sent via SMTP',
      );
      return { messageId: info.messageId };
    }
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    this.logger.log({ to: message.to, subject: message.subject, file }, 'Mail written to outbox');
    return { messageId: info.messageId, outboxFile: file };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
