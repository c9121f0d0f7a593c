import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SiteConfiguration } from './entities/site-configuration.entity.js';

describe('GET /api/site-configuration-public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('gives the spec defaults before anything is saved', async () => {
    const res = await t.http.get('/api/site-configuration-public');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      primaryColor: '#fcb315',
      secondaryColor: '#73bd6d',
      footerMainColor: '#023B58',
      primaryButtonTextColor: '#FFFFFF',
      SecondaryButtonTextColor: '#000000',
      homeNewsColor: '#FFF0A7',
      homePhotosColor: '#A3D9CC',
      homeVideosColor: '#D1F1FD',
      logo1: null,
      telephone: null,
      updatedAt: null,
    });
  });

  it('gives the saved settings, revalidated through an ETag', async () => {
    await t.dataSource.getRepository(SiteConfiguration).insert({
      id: 1,
      clubName: 'Clube Teste',
      primaryColor: '#112233',
      secondaryColor: '#73bd6d',
      primaryButtonTextColor: '#FFFFFF',
      SecondaryButtonTextColor: '#000000',
      footerMainColor: '#023B58',
      homeNewsColor: '#FFF0A7',
      homePhotosColor: '#A3D9CC',
      homeVideosColor: '#D1F1FD',
      telephone: '1133334444',
      cellphone: '11987654321',
      companyNumber: '11222333000181',
    });
    const res = await t.http.get('/api/site-configuration-public');
    expect(res.body).toMatchObject({
      clubName: 'Clube Teste',
      primaryColor: '#112233',
      cellphone: '11987654321',
    });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await t.http
      .get('/api/site-configuration-public')
      .set('If-None-Match', res.headers['etag']);
    expect(again.status).toBe(304);

    await t.dataSource
      .getRepository(SiteConfiguration)
      .update({ id: 1 }, { primaryColor: '#445566' });
    const changed = await t.http
      .get('/api/site-configuration-public')
      .set('If-None-Match', res.headers['etag']);
    expect(changed.status).toBe(200);
    expect(changed.body.primaryColor).toBe('#445566');
  });

  it('keeps a single settings row (database check)', async () => {
    await expect(
      t.dataSource
        .query(`INSERT INTO site_configuration (id, club_name, primary_color, secondary_color, primary_button_text_color,
        secondary_button_text_color, footer_main_color, home_news_color, home_photos_color, home_videos_color)
        VALUES (2, 'x', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000')`),
    ).rejects.toThrow(/site_configuration_singleton/);
  });
});
