import type { DataSource } from 'typeorm';
import { DEFAULT_SITE_COLORS } from '@clube/shared';
import { SiteConfiguration } from '../modules/site-configuration/entities/site-configuration.entity.js';

/**
 * Demo data for development and the browser tests: a believable club. Every step
 * inserts only what is missing, so running it again (a second `npm start`)
 * duplicates nothing and never overwrites what staff changed.
 */
export async function seedDemo(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (tx) => {
    await tx
      .createQueryBuilder()
      .insert()
      .into(SiteConfiguration)
      .values({
        id: 1,
        clubName: 'Clube Colibri',
        ...DEFAULT_SITE_COLORS,
        telephone: '1133334444',
        cellphone: '11987654321',
        email: 'contato@clubecolibri.test',
        address: 'Av. das Palmeiras, 1500 — Jardim Colibri, São Paulo/SP — CEP 04567-000',
        companyNumber: '11222333000181',
        timeAttendance:
          '<p><strong>Secretaria:</strong> terça a sexta, das 9h às 18h</p><p><strong>Sábados, domingos e feriados:</strong> das 8h às 14h</p>',
        homeContents:
          '<h2>Bem-vindo ao Clube Colibri</h2><p>Lazer, esporte e convivência para toda a família desde 1962. Reserve espaços, compre convites para os eventos e acompanhe as novidades do clube.</p>',
        aboutColibri:
          '<p>Fundado em 1962 por famílias do bairro, o Clube Colibri reúne hoje mais de 3 mil associados em uma área verde de 80 mil m², com piscinas, quadras, salões de festa e churrasqueiras.</p>',
        facebookUrl: 'https://www.facebook.com/clubecolibri',
        instagramUrl: 'https://www.instagram.com/clubecolibri',
        youtubeUrl: 'https://www.youtube.com/@clubecolibri',
      })
      .orIgnore()
      .execute();
  });
}
