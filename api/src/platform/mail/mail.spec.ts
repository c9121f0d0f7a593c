import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { Logger } from '@nestjs/common';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { loadConfig } from '../config/app-config.js';
import { MailService } from './mail.service.js';

describe('mail port', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'clube-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // Each message is logged (where it went); the spy keeps the test output quiet and checks it.
  let logged: jest.Spied<Logger['log']>;
  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('writes each message to the outbox when no SMTP server is configured', async () => {
    const mail = new MailService(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    const sent = await mail.send({
      to: 'socio@clube.test',
      subject: 'Recuperação de senha',
      text: 'Use o link: http://localhost:4200/associado/validador/abc123',
    });
    expect(sent.outboxFile).toMatch(/outbox\/.+\.eml$/);
    const eml = readFileSync(sent.outboxFile ?? '', 'utf8');
    expect(eml).toContain('To: socio@clube.test');
    expect(eml).toMatch(
      /Subject: =\?UTF-8\?Q\?Recupera=C3=A7=C3=A3o_de_senha\?=|Subject: Recuperação de senha/,
    );
    expect(eml).toContain('http://localhost:4200/associado/validador/abc123');
    expect(logged).toHaveBeenCalledWith(
      { to: 'socio@clube.test', subject: 'Recuperação de senha', file: sent.outboxFile },
      'Mail written to outbox',
    );
    mail.onModuleDestroy();
  });

  describe('through a real SMTP server', () => {
    const received: string[] = [];
    let server: SMTPServer;
    let port: number;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
          stream.on('end', () => {
            received.push(raw);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('delivers the message, which the server reads back', async () => {
      const mail = new MailService(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          MAIL_FROM: 'Clube <nao-responda@clube.test>',
        }),
      );
      const sent = await mail.send({
        to: 'staff@clube.test',
        subject: 'Bem-vindo',
        text: 'Seu acesso foi liberado.',
        html: '<p>Seu acesso foi liberado.</p>',
      });
      expect(sent.outboxFile).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: staff@clube.test');
      expect(received[0]).toContain('From: Clube <nao-responda@clube.test>');
      expect(received[0]).toContain('Seu acesso foi liberado.');
      expect(logged).toHaveBeenCalledWith(
        { to: 'staff@clube.test', subject: 'Bem-vindo', messageId: sent.messageId },
        'Mail sent via SMTP',
      );
      mail.onModuleDestroy();
    });
  });
});
