import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource, EntityManager } from 'typeorm';
import type { StorageDriver } from '../platform/storage/storage.driver.js';
import { CovenantCategory } from '../modules/covenant/entities/covenant-category.entity.js';
import { CovenantFile } from '../modules/covenant/entities/covenant-file.entity.js';
import { Covenant } from '../modules/covenant/entities/covenant.entity.js';
import { StoredFile } from '../modules/files/entities/stored-file.entity.js';
import { GalleryFile } from '../modules/gallery/entities/gallery-file.entity.js';
import { Gallery } from '../modules/gallery/entities/gallery.entity.js';
import { slugify, RecordStatus } from '@clube/shared';
import { News } from '../modules/news/entities/news.entity.js';
import { Facility } from '../modules/site-configuration/entities/facility.entity.js';
import { SiteConfiguration } from '../modules/site-configuration/entities/site-configuration.entity.js';
import { TicketTemplate } from '../modules/ticket-template/entities/ticket-template.entity.js';
import { DEMO_DOCUMENTS, onePagePdf } from './demo-documents.js';
import { DEMO_CLIPS } from './demo-videos.js';

/** The about page's map legend. */
export const DEMO_FACILITIES = [
  'Portaria',
  'Secretaria',
  'Piscina olímpica',
  'Piscina infantil',
  'Quadras de tênis',
  'Ginásio',
  'Campo de futebol',
  'Salão de festas',
  'Churrascaria',
  'Playground',
  'Academia',
  'Sauna',
  'Lanchonete',
  'Estacionamento',
  'Capela',
];

const PALETTE = [
  ['#fcb315', '#e4572e'],
  ['#73bd6d', '#1b6f5c'],
  ['#023B58', '#3aa7d8'],
  ['#A3D9CC', '#2f8f83'],
  ['#f6d365', '#fda085'],
  ['#84fab0', '#8fd3f4'],
  ['#a18cd1', '#fbc2eb'],
  ['#ff9a9e', '#fecfef'],
];

/** A 1280x720 JPG: a diagonal gradient with two soft circles, no text. */
async function picture(seed: number): Promise<Buffer> {
  const [a, b] = PALETTE[seed % PALETTE.length];
  const cx = 200 + ((seed * 137) % 880);
  const cy = 120 + ((seed * 71) % 480);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${140 + (seed % 5) * 30}" fill="#ffffff" fill-opacity="0.18"/>
<circle cx="${1280 - cx}" cy="${720 - cy}" r="${90 + (seed % 3) * 40}" fill="#000000" fill-opacity="0.08"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function storePicture(
  m: EntityManager,
  storage: StorageDriver,
  seed: number,
  originalName: string,
): Promise<StoredFile> {
  const body = await picture(seed);
  const fileName = `${randomUUID()}.jpg`;
  await storage.put(fileName, body, 'image/jpeg');
  const repo = m.getRepository(StoredFile);
  return repo.save(
    repo.create({
      fileName,
      originalName,
      mimeType: 'image/jpeg',
      size: body.length,
      width: 1280,
      height: 720,
    }),
  );
}

/** The demo invitation template (text colour over the picture). */
export const DEMO_TICKET_TEMPLATE = { title: 'Convite padrão', color: '#023B58' };

/** yyyy-mm-dd `days` from today (UTC is close enough for demo dates). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const DEMO_NEWS: { title: string; subtitle: string; text: string; ago: number }[] = [
  {
    title: 'Festa Junina do Clube Colibri',
    subtitle: 'Quadrilha, quentão e muita diversão',
    text: 'A tradicional Festa Junina acontece no Salão de Festas, com barracas de comidas típicas, quadrilha das crianças e show de forró ao vivo. Associados e dependentes têm entrada gratuita.',
    ago: 4,
  },
  {
    title: 'Reforma da piscina olímpica concluída',
    subtitle: 'Novo sistema de aquecimento',
    text: 'A piscina olímpica foi reaberta após a troca do revestimento e a instalação do novo sistema de aquecimento solar. O horário de uso livre é das 7h às 20h, de terça a domingo.',
    ago: 12,
  },
  {
    title: 'Inscrições abertas para a escolinha de futebol',
    subtitle: 'Turmas de 6 a 14 anos',
    text: 'As turmas da escolinha de futebol treinam às terças e quintas no campo principal. As vagas são limitadas; faça a inscrição na Secretaria com o RG da criança.',
    ago: 20,
  },
  {
    title: 'Torneio interno de tênis',
    subtitle: 'Categorias simples e duplas',
    text: 'O torneio de tênis reúne associados de todas as idades nas quadras cobertas. A tabela de jogos será publicada no mural da Secretaria e aqui no site.',
    ago: 28,
  },
  {
    title: 'Nova academia com aparelhos modernos',
    subtitle: 'Espaço ampliado e climatizado',
    text: 'A academia ganhou novos aparelhos de musculação e uma sala de alongamento. Os professores estão disponíveis para montar treinos individuais sem custo adicional.',
    ago: 35,
  },
  {
    title: 'Assembleia geral ordinária',
    subtitle: 'Prestação de contas do exercício',
    text: 'Todos os associados estão convocados para a assembleia geral ordinária, no auditório. Em pauta: prestação de contas, orçamento do próximo ano e obras previstas.',
    ago: 43,
  },
  {
    title: 'Colônia de férias para as crianças',
    subtitle: 'Atividades recreativas e esportivas',
    text: 'A colônia de férias oferece gincanas, natação, oficinas de arte e passeios pelo clube, com monitores experientes. As inscrições vão até o fim do mês.',
    ago: 51,
  },
  {
    title: 'Aulas de hidroginástica no período da manhã',
    subtitle: 'Novas turmas para a terceira idade',
    text: 'Foram abertas novas turmas de hidroginástica na piscina coberta, às segundas, quartas e sextas, às 8h e às 9h. A atividade é indicada para todas as idades.',
    ago: 60,
  },
  {
    title: 'Campanha do agasalho 2026',
    subtitle: 'Doe roupas e cobertores',
    text: 'Até o fim do inverno, a Portaria recebe roupas e cobertores em bom estado. As doações serão entregues a instituições parceiras do bairro.',
    ago: 68,
  },
  {
    title: 'Churrascaria com cardápio renovado',
    subtitle: 'Novos cortes e opções vegetarianas',
    text: 'A churrascaria do clube apresenta um cardápio renovado, com opções vegetarianas e preços especiais para associados aos domingos.',
    ago: 77,
  },
  {
    title: 'Campeonato de vôlei de praia',
    subtitle: 'Inscrições de duplas abertas',
    text: 'A quadra de areia recebe o campeonato de vôlei de praia do clube. As duplas podem ser mistas; as inscrições são feitas na Secretaria.',
    ago: 86,
  },
  {
    title: 'Novo horário da Secretaria',
    subtitle: 'Atendimento estendido aos sábados',
    text: 'A partir deste mês, a Secretaria atende de terça a sexta das 9h às 18h e aos sábados das 8h às 14h, para facilitar a vida de quem trabalha durante a semana.',
    ago: 95,
  },
  {
    title: 'Baile de aniversário do clube',
    subtitle: 'Uma noite de comemoração',
    text: 'O clube completa mais um ano e convida todos os associados para o baile de aniversário, com orquestra, jantar e sorteio de brindes.',
    ago: 104,
  },
];

const DEMO_GALLERIES = [
  { description: 'Festa Junina 2026', count: 8 },
  { description: 'Piscinas e áreas de lazer', count: 7 },
  { description: 'Torneio de tênis', count: 6 },
];

const DEMO_CATEGORIES = ['Saúde', 'Educação', 'Alimentação', 'Esportes e bem-estar'];

const DEMO_COVENANTS: {
  name: string;
  category: string | null;
  credit: string;
  benefits: string;
}[] = [
  {
    name: 'Clínica Vida Plena',
    category: 'Saúde',
    credit: '20% de desconto',
    benefits: 'Consultas com clínico geral, pediatra e cardiologista com 20% de desconto.',
  },
  {
    name: 'Laboratório Análise Certa',
    category: 'Saúde',
    credit: '15% de desconto',
    benefits: 'Exames laboratoriais com 15% de desconto e coleta domiciliar gratuita.',
  },
  {
    name: 'Escola de Idiomas Fluente',
    category: 'Educação',
    credit: 'Matrícula grátis',
    benefits: 'Isenção da matrícula e 10% de desconto nas mensalidades de inglês e espanhol.',
  },
  {
    name: 'Pizzaria Forno a Lenha',
    category: 'Alimentação',
    credit: '10% de desconto',
    benefits: 'Desconto de 10% no salão e no delivery mediante apresentação da carteirinha.',
  },
  {
    name: 'Estúdio Pilates Equilíbrio',
    category: 'Esportes e bem-estar',
    credit: 'Aula experimental grátis',
    benefits: 'Aula experimental gratuita e 15% de desconto nos planos mensais.',
  },
  {
    name: 'Ótica Visão Clara',
    category: null,
    credit: '25% de desconto',
    benefits: 'Desconto de 25% em armações e lentes, exceto promoções.',
  },
];

const DEMO_VIDEO_GALLERIES = [
  'Festival de Verão 2026 em vídeo',
  'Escolinha de natação: apresentação de fim de ano',
];

async function storeVideo(
  m: EntityManager,
  storage: StorageDriver,
  body: Buffer,
  originalName: string,
): Promise<StoredFile> {
  const fileName = `${randomUUID()}.mp4`;
  await storage.put(fileName, body, 'video/mp4');
  const repo = m.getRepository(StoredFile);
  return repo.save(
    repo.create({
      fileName,
      originalName,
      mimeType: 'video/mp4',
      size: body.length,
      width: 320,
      height: 180,
    }),
  );
}

/**
 * News, photo and video galleries, covenants, facilities and the invitation template,
 * inserted only when missing.
 */
export async function seedDemoContent(ds: DataSource, storage: StorageDriver): Promise<void> {
  const m = ds.manager;
  await m
    .createQueryBuilder()
    .insert()
    .into(Facility)
    .values(DEMO_FACILITIES.map((name, i) => ({ number: i + 1, name })))
    .orIgnore()
    .execute();

  let seed = 0;
  for (const [i, n] of DEMO_NEWS.entries()) {
    seed++;
    const slug = slugify(n.title);
    if (await m.getRepository(News).existsBy({ slug })) continue;
    await m.getRepository(News).insert({
      title: n.title,
      subtitle: n.subtitle,
      slug,
      description: `<p>${n.text}</p>`,
      startsAt: day(-n.ago),
      endsAt: day(i < 10 ? 180 : -n.ago + 30),
      status: RecordStatus.Active,
      linkTarget: '_self',
      image: await storePicture(m, storage, seed, `${slug}.jpg`),
    });
  }

  for (const g of DEMO_GALLERIES) {
    seed += 3;
    if (await m.getRepository(Gallery).existsBy({ description: g.description })) continue;
    const gallery = await m.getRepository(Gallery).save(
      m.getRepository(Gallery).create({
        description: g.description,
        type: 'image',
        status: RecordStatus.Active,
        image: await storePicture(m, storage, seed, 'capa.jpg'),
      }),
    );
    for (let p = 0; p < g.count; p++) {
      const file = await storePicture(m, storage, seed + p + 1, `foto-${p + 1}.jpg`);
      await m.getRepository(GalleryFile).insert({ gallery, file, position: p });
    }
  }

  for (const [i, title] of DEMO_VIDEO_GALLERIES.entries()) {
    seed += 2;
    if (await m.getRepository(Gallery).existsBy({ description: title })) continue;
    const gallery = await m.getRepository(Gallery).save(
      m.getRepository(Gallery).create({
        description: title,
        type: 'video',
        status: RecordStatus.Active,
        image: await storePicture(m, storage, seed, 'capa.jpg'),
      }),
    );
    for (const [p, clip] of [DEMO_CLIPS[i % 2], DEMO_CLIPS[(i + 1) % 2]].entries()) {
      const file = await storeVideo(m, storage, clip, `video-${p + 1}.mp4`);
      await m.getRepository(GalleryFile).insert({ gallery, file, position: p });
    }
  }

  for (const name of DEMO_CATEGORIES) {
    await m
      .createQueryBuilder()
      .insert()
      .into(CovenantCategory)
      .values({ name })
      .orIgnore()
      .execute();
  }
  for (const c of DEMO_COVENANTS) {
    seed++;
    if (await m.getRepository(Covenant).existsBy({ name: c.name })) continue;
    const covenant = await m.getRepository(Covenant).save(
      m.getRepository(Covenant).create({
        name: c.name,
        credit: c.credit,
        category: c.category
          ? await m.getRepository(CovenantCategory).findOneByOrFail({ name: c.category })
          : null,
        benefits: `<p>${c.benefits}</p>`,
        use: '<p>Apresente a carteirinha do clube e um documento com foto.</p>',
        infos: '<p>Atendimento de segunda a sábado. Endereço e telefone no site do parceiro.</p>',
        startAt: day(-60),
        endAt: day(300),
        status: RecordStatus.Active,
        image: await storePicture(m, storage, seed, 'logo.jpg'),
      }),
    );
    const file = await storePicture(m, storage, seed + 2, 'foto.jpg');
    await m.getRepository(CovenantFile).insert({ covenant, file, position: 0 });
  }

  seed++;
  const templates = m.getRepository(TicketTemplate);
  const template =
    (await templates.findOneBy({ title: DEMO_TICKET_TEMPLATE.title })) ??
    (await templates.save(
      templates.create({
        ...DEMO_TICKET_TEMPLATE,
        status: RecordStatus.Active,
        image: await storePicture(m, storage, seed, 'convite.jpg'),
      }),
    ));
  // The settings' default only when they have none (and exist).
  const settings = await m
    .getRepository(SiteConfiguration)
    .findOne({ where: { id: 1 }, relations: { templateDefault: true } });
  if (settings && !settings.templateDefault) {
    await m.getRepository(SiteConfiguration).update({ id: 1 }, { templateDefault: template });
  }

  // The statute and rules cards of /sobre, when the settings have no documents yet.
  const withDocs = await m
    .getRepository(SiteConfiguration)
    .findOne({ where: { id: 1 }, relations: { docPdf1: true, docPdf2: true } });
  if (withDocs && !withDocs.docPdf1 && !withDocs.docPdf2) {
    const { statute, rules } = DEMO_DOCUMENTS;
    await m.getRepository(SiteConfiguration).update(
      { id: 1 },
      {
        docPdf1: await storeDocument(
          m,
          storage,
          onePagePdf(statute.title, statute.lines),
          statute.name,
        ),
        docPdf2: await storeDocument(m, storage, onePagePdf(rules.title, rules.lines), rules.name),
      },
    );
  }
}

async function storeDocument(
  m: EntityManager,
  storage: StorageDriver,
  body: Buffer,
  originalName: string,
): Promise<StoredFile> {
  const fileName = `${randomUUID()}.pdf`;
  await storage.put(fileName, body, 'application/pdf');
  const repo = m.getRepository(StoredFile);
  return repo.save(
    repo.create({ fileName, originalName, mimeType: 'application/pdf', size: body.length }),
  );
}
