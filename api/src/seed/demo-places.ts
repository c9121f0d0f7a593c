import type { DataSource } from 'typeorm';
import { slugify, RecordStatus } from '@clube/shared';
import { CardLayout } from '../modules/card-layout/entities/card-layout.entity.js';
import { LocalType } from '../modules/local-types/entities/local-type.entity.js';
import { LocalFile } from '../modules/locals/entities/local-file.entity.js';
import { Local } from '../modules/locals/entities/local.entity.js';
import { ReservationInterval } from '../modules/reservation-intervals/entities/reservation-interval.entity.js';
import type { StorageDriver } from '../platform/storage/storage.driver.js';
import { storePicture } from './demo-content.js';

interface DemoPlace {
  description: string;
  type: string;
  interval: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  reserved: boolean;
  /** Minutes. */
  reservationTime: number;
  /** 1 Associados, 2 Dependentes, 3 Convidados. */
  restriction: number;
  photos: number;
  guide: string[];
}

/** Eight places of the demo club, each with a photo gallery and a usage guide. */
export const DEMO_PLACES: readonly DemoPlace[] = [
  {
    description: 'Churrasqueira 1',
    type: 'Churrasqueira',
    interval: '1 hora',
    startsAt: '10:00',
    endsAt: '22:00',
    capacity: 30,
    reserved: true,
    reservationTime: 240,
    restriction: 1,
    photos: 4,
    guide: [
      'A churrasqueira é entregue limpa, com grelha, espetos e pia.',
      'Traga carvão e utensílios; o lixo vai para os contêineres ao lado do quiosque.',
    ],
  },
  {
    description: 'Churrasqueira 2',
    type: 'Churrasqueira',
    interval: '1 hora',
    startsAt: '10:00',
    endsAt: '22:00',
    capacity: 20,
    reserved: true,
    reservationTime: 240,
    restriction: 1,
    photos: 3,
    guide: [
      'Espaço coberto com mesas para vinte pessoas, ao lado do parquinho.',
      'Som ambiente permitido até as 22h.',
    ],
  },
  {
    description: 'Quiosque da Piscina',
    type: 'Churrasqueira',
    interval: '30 minutos',
    startsAt: '09:00',
    endsAt: '19:00',
    capacity: 15,
    reserved: true,
    reservationTime: 120,
    restriction: 2,
    photos: 3,
    guide: [
      'Quiosque com vista para a piscina infantil.',
      'Não é permitido levar copos de vidro para a área da piscina.',
    ],
  },
  {
    description: 'Quadra de Tênis 1',
    type: 'Quadra esportiva',
    interval: '15 minutos',
    startsAt: '07:00',
    endsAt: '22:00',
    capacity: 4,
    reserved: false,
    reservationTime: 60,
    restriction: 1,
    photos: 3,
    guide: [
      'Quadra de saibro coberta. Use calçado próprio para tênis.',
      'Tolerância de 10 minutos; depois disso o horário fica livre.',
    ],
  },
  {
    description: 'Quadra de Tênis 2',
    type: 'Quadra esportiva',
    interval: '15 minutos',
    startsAt: '07:00',
    endsAt: '22:00',
    capacity: 4,
    reserved: false,
    reservationTime: 60,
    restriction: 1,
    photos: 2,
    guide: ['Quadra rápida descoberta, com iluminação noturna.', 'Raquetes na Secretaria.'],
  },
  {
    description: 'Quadra Poliesportiva',
    type: 'Quadra esportiva',
    interval: '15 minutos',
    startsAt: '08:00',
    endsAt: '21:00',
    capacity: 20,
    reserved: false,
    reservationTime: 60,
    restriction: 2,
    photos: 3,
    guide: [
      'Futsal, vôlei e basquete. As bolas ficam com o zelador.',
      'Convidados jogam acompanhados do associado responsável.',
    ],
  },
  {
    description: 'Salão de Festas Principal',
    type: 'Salão de festas',
    interval: '1 hora',
    startsAt: '12:00',
    endsAt: '23:59',
    capacity: 150,
    reserved: true,
    reservationTime: 480,
    restriction: 3,
    photos: 5,
    guide: [
      'Salão climatizado com cozinha de apoio, palco e banheiros.',
      'A decoração pode ser montada a partir das 12h do dia da festa.',
    ],
  },
  {
    description: 'Salão Infantil',
    type: 'Salão de festas',
    interval: '1 hora',
    startsAt: '10:00',
    endsAt: '20:00',
    capacity: 60,
    reserved: true,
    reservationTime: 240,
    restriction: 3,
    photos: 4,
    guide: [
      'Salão com brinquedos, piso emborrachado e mesas infantis.',
      'As crianças ficam sempre acompanhadas por um adulto responsável.',
    ],
  },
];

/**
 * The demo places with their photos (generated pictures), after the place types and the
 * intervals; a place already there (any case) is left alone.
 */
export async function seedDemoPlaces(ds: DataSource, storage: StorageDriver): Promise<void> {
  let seed = 200;
  for (const p of DEMO_PLACES) {
    seed += p.photos;
    const taken = await ds
      .getRepository(Local)
      .createQueryBuilder('l')
      .where('lower(l.description) = lower(:d)', { d: p.description })
      .getExists();
    if (taken) continue;
    const localType = await ds.getRepository(LocalType).findOneBy({ description: p.type });
    const reservationInterval = await ds
      .getRepository(ReservationInterval)
      .findOneBy({ description: p.interval });
    // Staff renamed or removed what the demo place needs: leave it out.
    if (!localType || !reservationInterval) continue;
    await ds.transaction(async (tx) => {
      const local = await tx.getRepository(Local).save(
        tx.getRepository(Local).create({
          description: p.description,
          slug: slugify(p.description),
          localType,
          reservationInterval,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          capacity: p.capacity,
          reserved: p.reserved,
          reservationTime: p.reservationTime,
          restriction: p.restriction,
          status: RecordStatus.Active,
          usageGuide: p.guide.map((line) => `<p>${line}</p>`).join(''),
        }),
      );
      for (let i = 0; i < p.photos; i++) {
        const file = await storePicture(tx, storage, seed + i, `foto-${i + 1}.jpg`);
        await tx.getRepository(LocalFile).insert({ local, file, position: i });
      }
    });
  }
}

/** The demo card layout: a generated background picture and white text; never overwritten. */
export async function seedDemoCardLayout(ds: DataSource, storage: StorageDriver): Promise<void> {
  await ds.transaction(async (tx) => {
    if (await tx.getRepository(CardLayout).existsBy({ id: 1 })) return;
    const image = await storePicture(tx, storage, 7, 'fundo-carteirinha.jpg');
    await tx.getRepository(CardLayout).insert({ id: 1, image, textColor: '#FFFFFF' });
  });
}
