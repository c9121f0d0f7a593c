import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_SITE_COLORS, RecordStatus } from '@clube/shared';
import { hashPassword } from '../platform/auth/passwords.js';
import { Associate, AssociateStatus } from '../modules/associates/entities/associate.entity.js';
import { Dependent } from '../modules/associates/entities/dependent.entity.js';
import { Company } from '../modules/companies/entities/company.entity.js';
import { LocalType } from '../modules/local-types/entities/local-type.entity.js';
import { ReservationInterval } from '../modules/reservation-intervals/entities/reservation-interval.entity.js';
import { Sport } from '../modules/sports/entities/sport.entity.js';
import { SiteConfiguration } from '../modules/site-configuration/entities/site-configuration.entity.js';
import type { StorageDriver } from '../platform/storage/storage.driver.js';
import { createFirstAdmin } from './bootstrap.js';
import { DEMO_MEMBER_DEPENDENTS, seedDemoAssociates } from './demo-associates.js';
import { seedDemoContent } from './demo-content.js';
import { seedDemoCards } from './demo-cards.js';
import { seedDemoDateRestrictions } from './demo-date-restrictions.js';
import { seedDemoEvents } from './demo-events.js';
import { seedDemoCardLayout, seedDemoPlaces } from './demo-places.js';
import { seedDemoReservations } from './demo-reservations.js';
import { seedDemoAccessAttempts } from '../modules/access-validation/demo-access.js';

/** Demo accounts, documented in the README. Never created outside the demo seed. */
export const DEMO_STAFF = {
  cpf: '52998224725',
  password: 'clube-admin-1',
  email: 'admin@clube.test',
  name: 'Ana',
  surname: 'Administradora',
};
export const DEMO_MEMBER = { email: 'socio@clube.test', password: 'clube-socio-1' };
export const DEMO_FIRST_ACCESS_MEMBER = {
  email: 'primeiro@clube.test',
  password: 'clube-primeiro-1',
};

/**
 * Demo data for development and the browser tests: a believable club. Every step
 * inserts only what is missing, so running it again (a second `npm start`)
 * duplicates nothing and never overwrites what staff changed. Without a storage,
 * the site content (news, galleries, covenants with their pictures) is left out.
 */
export async function seedDemo(dataSource: DataSource, storage?: StorageDriver): Promise<void> {
  await seedSettings(dataSource.manager);
  // Site content needs somewhere to keep its pictures.
  if (storage) await seedDemoContent(dataSource, storage);
  await createFirstAdmin(dataSource, DEMO_STAFF);
  await seedRegisters(dataSource);
  // Places need their types and intervals, and somewhere to keep their photos.
  if (storage) {
    await seedDemoPlaces(dataSource, storage);
    await seedDemoCardLayout(dataSource, storage);
  }
  await seedDemoDateRestrictions(dataSource);
  await dataSource.transaction(async (tx) => {
    const company = await findOrCreateCompany(tx, 'Colibri Serviços Ltda.');
    await seedMember(tx, {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
      name: 'Carlos Eduardo Souza',
      cpf: '11144477735',
      registration: '1001',
      phone: '11991234567',
      birthDate: '1980-05-14',
      admissionDate: '2010-03-01',
      maritalStatus: 'Casado(a)',
      isFirstAccess: false,
      company,
      dependents: [
        {
          name: 'Mariana Souza',
          parentage: 'Cônjuge',
          birthDate: '1982-09-30',
          cpf: '39053344705',
          gender: 1,
        },
        {
          name: 'Pedro Souza',
          parentage: 'Filho(a)',
          birthDate: '2012-01-20',
          cpf: DEMO_MEMBER_DEPENDENTS[1].cpf,
          gender: 2,
        },
      ],
    });
    await seedMember(tx, {
      email: DEMO_FIRST_ACCESS_MEMBER.email,
      password: DEMO_FIRST_ACCESS_MEMBER.password,
      name: 'Beatriz Lima',
      cpf: '98765432100',
      registration: '1002',
      phone: '11998765432',
      birthDate: '1995-11-02',
      admissionDate: '2026-10-01',
      maritalStatus: 'Solteiro(a)',
      isFirstAccess: true,
      company,
      dependents: [],
    });
  });
  // About 40 more associates for the back office's list, filters and reports.
  await seedDemoAssociates(dataSource);
  // Last: cards for every demo associate and dependent seeded above.
  if (storage) await seedDemoCards(dataSource, storage, DEMO_MEMBER.email);
  await seedDemoReservations(dataSource, DEMO_MEMBER.email);
  // Events need the places, the ticket template and the associates (the sold-out one's buyers).
  if (storage) await seedDemoEvents(dataSource, storage, DEMO_MEMBER.email);
  // The access report's demo rows (the gate's log), after places and associates.
  await seedDemoAccessAttempts(dataSource);
}

async function seedSettings(manager: EntityManager): Promise<void> {
  await manager
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
}

/** The registers' demo rows (companies, sports, reservation intervals); never duplicated. */
export const DEMO_COMPANIES = [
  'Colibri Serviços Ltda.',
  'Banco Horizonte S.A.',
  'Hospital Santa Clara',
  'Prefeitura Municipal de São Paulo',
  'Construtora Ipê Amarelo',
];
export const DEMO_SPORTS = [
  'Natação',
  'Futebol Society',
  'Tênis',
  'Vôlei',
  'Basquete',
  'Hidroginástica',
  'Judô',
];
export const DEMO_INTERVALS: ReadonlyArray<{ description: string; interval: number }> = [
  { description: '15 minutos', interval: 15 },
  { description: '30 minutos', interval: 30 },
  { description: '1 hora', interval: 60 },
  { description: '1 hora e 30 minutos', interval: 90 },
  { description: '2 horas', interval: 120 },
  { description: '4 horas', interval: 240 },
];

/** Place types: values per person in cents, reschedule days, and a contract where one is signed. */
export const DEMO_LOCAL_TYPES: ReadonlyArray<{
  description: string;
  associatedValue: number;
  externalValue: number;
  invitedValue: number;
  rescheduleInterval: number;
  signContract: boolean;
  contract: string | null;
  /** The demo club's fair-use limits (a new type gets 2, 1 and 08:00). */
  maxActivePerFamily: number | null;
  maxPerFamilyPerDay: number | null;
  bookingOpensHour: number | null;
}> = [
  {
    description: 'Churrasqueira',
    associatedValue: 0,
    externalValue: 15000,
    invitedValue: 2500,
    rescheduleInterval: 90,
    // Three churrasqueiras and a kiosk: a family may hold a few, two on one day (lunch, dinner).
    maxActivePerFamily: 8,
    maxPerFamilyPerDay: 2,
    bookingOpensHour: 8,
    signContract: true,
    contract:
      '<h3>Termo de uso da churrasqueira</h3><p>O associado responsável pela reserva responde pela limpeza do espaço e pelos danos causados por ele e seus convidados.</p><ul><li>Uso das 10h às 22h.</li><li>Som ambiente, sem caixas amplificadas.</li><li>Carvão e utensílios por conta do associado.</li></ul>',
  },
  {
    description: 'Quadra esportiva',
    associatedValue: 0,
    externalValue: 8000,
    invitedValue: 1000,
    rescheduleInterval: 30,
    maxActivePerFamily: 4,
    maxPerFamilyPerDay: 1,
    bookingOpensHour: 8,
    signContract: false,
    contract: null,
  },
  {
    description: 'Salão de festas',
    associatedValue: 20000,
    externalValue: 120000,
    invitedValue: 3500,
    rescheduleInterval: 90,
    maxActivePerFamily: 2,
    maxPerFamilyPerDay: 1,
    bookingOpensHour: 8,
    signContract: true,
    contract:
      '<h3>Contrato de locação do salão de festas</h3><p>A reserva é confirmada com o pagamento. O salão é entregue limpo e deve ser devolvido nas mesmas condições até as 2h do dia seguinte.</p><p>Decoração sem pregos ou fitas adesivas nas paredes.</p>',
  },
];

async function seedRegisters(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (tx) => {
    // A description taken in any case is left alone (the unique indexes on lower(description)).
    const insert = <T extends object>(entity: new () => T, rows: object[]) =>
      tx.createQueryBuilder().insert().into(entity).values(rows).orIgnore().execute();
    await insert(
      Company,
      DEMO_COMPANIES.map((description) => ({ description, status: RecordStatus.Active })),
    );
    await insert(
      Sport,
      DEMO_SPORTS.map((description) => ({ description, status: RecordStatus.Active })),
    );
    await insert(ReservationInterval, [...DEMO_INTERVALS]);
    await insert(
      LocalType,
      DEMO_LOCAL_TYPES.map((t) => ({ ...t, status: RecordStatus.Active })),
    );
  });
}

async function findOrCreateCompany(tx: EntityManager, description: string): Promise<Company> {
  const repo = tx.getRepository(Company);
  return (
    (await repo.findOneBy({ description })) ??
    repo.save(repo.create({ description, status: RecordStatus.Active }))
  );
}

interface DemoMember {
  email: string;
  password: string;
  name: string;
  cpf: string;
  registration: string;
  phone: string;
  birthDate: string;
  admissionDate: string;
  maritalStatus: string;
  isFirstAccess: boolean;
  company: Company;
  dependents: {
    name: string;
    parentage: string;
    birthDate: string;
    cpf: string | null;
    gender: number;
  }[];
}

async function seedMember(tx: EntityManager, m: DemoMember): Promise<void> {
  const repo = tx.getRepository(Associate);
  if (await repo.exists({ where: { email: m.email } })) return;
  const associate = await repo.save(
    repo.create({
      name: m.name,
      email: m.email,
      cpf: m.cpf,
      registration: m.registration,
      phone: m.phone,
      birthDate: m.birthDate,
      admissionDate: m.admissionDate,
      maritalStatus: m.maritalStatus,
      address: 'Rua das Acácias, 250',
      district: 'Jardim Colibri',
      city: 'São Paulo',
      zipcode: '04567000',
      state: 'SP',
      company: m.company,
      status: AssociateStatus.Active,
      isFirstAccess: m.isFirstAccess,
      passwordHash: await hashPassword(m.password),
    }),
  );
  for (const d of m.dependents) {
    await tx.getRepository(Dependent).insert({ ...d, associate, status: RecordStatus.Active });
  }
}
