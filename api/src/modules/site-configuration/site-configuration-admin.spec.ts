import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P } from '@clube/shared';
import { isStored, jpeg, PDF } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from '../files/entities/stored-file.entity.js';

describe('site settings administration and facilities', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken([P.listSiteConfiguration, P.updateSiteConfiguration]);
  });
  afterAll(() => t?.close());

  const save = (fields: Record<string, string>, files: [string, Buffer, string][] = []) => {
    const req = t.http.post('/api/site-configuration').auth(staff, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    for (const [k, b, n] of files) void req.attach(k, b, n);
    return req;
  };

  it('guards the admin routes by their permissions', async () => {
    const other = await t.staffToken([P.listNews]);
    const reader = await t.staffToken([P.listSiteConfiguration]);
    expect((await t.http.get('/api/site-configuration')).status).toBe(401);
    expect((await t.http.post('/api/site-configuration')).status).toBe(401);
    expect((await t.http.put('/api/site-configuration/facilities')).status).toBe(401);
    expect(
      (await t.http.get('/api/site-configuration').auth(other, { type: 'bearer' })).status,
    ).toBe(403);
    expect(
      (await t.http.get('/api/site-configuration').auth(reader, { type: 'bearer' })).status,
    ).toBe(200);
    expect(
      (await t.http.post('/api/site-configuration').auth(reader, { type: 'bearer' })).status,
    ).toBe(403);
    expect(
      (
        await t.http
          .put('/api/site-configuration/facilities')
          .auth(reader, { type: 'bearer' })
          .send({ facilities: [] })
      ).status,
    ).toBe(403);
  });

  it('saves every field and file; the public settings follow, sanitized', async () => {
    const res = await save(
      {
        clubName: 'Clube Colibri',
        primaryColor: '#112233',
        homeNewsColor: '#abcdef',
        telephone: '(11) 3333-4444',
        cellphone: '+55 11 98765-4321',
        email: 'Contato@Clube.test',
        emailAdm: 'adm@clube.test',
        companyNumber: '11.222.333/0001-81',
        address: 'Av. das Palmeiras, 1500',
        homeContents:
          '<h2>Olá</h2><script>alert(1)</script><img src="/api/files/x.jpg" onerror="alert(2)">',
        timeAttendance: '<p style="text-align:center;color:red">9h às 18h</p>',
        aboutColibri: '<iframe src="https://evil.test/x"></iframe><p>Sobre</p>',
        instagramUrl: 'https://instagram.com/clube',
      },
      [
        ['logo1', await jpeg(200, 100), 'logo.jpg'],
        ['docPdf1', PDF, 'estatuto.pdf'],
      ],
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      primaryColor: '#112233',
      telephone: '1133334444',
      cellphone: '11987654321',
      email: 'contato@clube.test',
      emailAdm: 'adm@clube.test',
      companyNumber: '11222333000181',
      homeContents: '<h2>Olá</h2><img src="/api/files/x.jpg" />',
      timeAttendance: '<p style="text-align:center">9h às 18h</p>',
      aboutColibri: '<p>Sobre</p>',
    });
    expect(res.body.logo1File).toMatchObject({ name: 'logo.jpg', mimeType: 'image/jpeg' });
    expect(res.body.docPdf1File.url).toBe(res.body.docPdf1);

    const pub = await t.http.get('/api/site-configuration-public');
    expect(pub.body).toMatchObject({
      primaryColor: '#112233',
      homeContents: '<h2>Olá</h2><img src="/api/files/x.jpg" />',
    });
    expect(pub.body.logo1).toBe(res.body.logo1);
    expect(pub.body).not.toHaveProperty('emailAdm');

    // Replace logo1, remove docPdf1: old bytes go after the save.
    const again = await save({ remove: 'docPdf1' }, [['logo1', await jpeg(50, 50), 'novo.jpg']]);
    expect(again.status).toBe(200);
    expect(again.body.docPdf1).toBeNull();
    expect(again.body.primaryColor).toBe('#112233');
    expect(isStored(t, res.body.logo1)).toBe(false);
    expect(isStored(t, res.body.docPdf1)).toBe(false);
    expect(isStored(t, again.body.logo1)).toBe(true);
    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(1);
  });

  it('keeps the reservation cancel deadline (hours, 0 to 720, default 24) in admin and public settings', async () => {
    expect((await t.http.get('/api/site-configuration-public')).body.reservationCancelHours).toBe(
      24,
    );
    const saved = await save({ reservationCancelHours: '48' });
    expect(saved.status).toBe(200);
    expect(saved.body.reservationCancelHours).toBe(48);
    expect((await t.http.get('/api/site-configuration-public')).body.reservationCancelHours).toBe(
      48,
    );
    for (const bad of ['-1', '721', '1.5', 'x']) {
      const res = await save({ reservationCancelHours: bad });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        reservationCancelHours: 'Informe um número inteiro de horas, de 0 a 720.',
      });
    }
    expect((await save({ reservationCancelHours: '0' })).body.reservationCancelHours).toBe(0);
    expect((await save({ reservationCancelHours: '24' })).body.reservationCancelHours).toBe(24);
  });

  it('refuses bad values with Portuguese messages and keeps everything as it was', async () => {
    const files = await t.dataSource.getRepository(StoredFile).count();
    const bad = await save({
      primaryColor: 'azul',
      emailAdm: 'nao-e-email',
      companyNumber: '11222333000100',
      telephone: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      primaryColor: 'Cor inválida: use o formato #RRGGBB.',
      emailAdm: 'Este não é um e-mail válido!',
      companyNumber: 'CNPJ inválido.',
      telephone: 'Telefone inválido: informe DDD e número.',
    });
    expect((await save({ primaryColor: '' })).body.fields.primaryColor).toBe(
      'Este campo não pode estar vazio!',
    );
    expect((await save({ facebookUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await save({ remove: 'logo3' })).status).toBe(400);
    expect((await save({ foo: 'x' })).body.fields.foo).toBe('Campo não permitido.');
    const pdfAsLogo = await save({ primaryColor: '#000000' }, [['logo2', PDF, 'logo.png']]);
    expect(pdfAsLogo.status).toBe(415);
    expect((await t.http.get('/api/site-configuration-public')).body.primaryColor).toBe('#112233');
    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(files);
  });

  it('replaces the numbered facilities of the about map; the public reads them', async () => {
    const put = (facilities: object[]) =>
      t.http
        .put('/api/site-configuration/facilities')
        .auth(staff, { type: 'bearer' })
        .send({ facilities });
    const ok = await put([
      { number: 2, name: 'Secretaria' },
      { number: 1, name: 'Portaria', description: 'Entrada principal' },
    ]);
    expect(ok.status).toBe(200);
    const pub = await t.http.get('/api/site-configuration/facilities');
    expect(pub.headers['cache-control']).toBe('public, no-cache');
    expect(pub.body).toEqual([
      { number: 1, name: 'Portaria', description: 'Entrada principal' },
      { number: 2, name: 'Secretaria', description: null },
    ]);
    const dup = await put([
      { number: 1, name: 'A' },
      { number: 1, name: 'B' },
    ]);
    expect(dup.status).toBe(400);
    expect(dup.body.error).toBe('O número 1 aparece mais de uma vez.');
    expect((await put([{ number: 0, name: 'A' }])).status).toBe(400);
    expect((await t.http.get('/api/site-configuration/facilities')).body).toHaveLength(2);
  });
});
