import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { MARITAL_STATUSES, RecordStatus } from '@clube/shared';
import { hashPassword } from '../platform/auth/passwords.js';
import { Associate, AssociateStatus } from '../modules/associates/entities/associate.entity.js';
import { Dependent } from '../modules/associates/entities/dependent.entity.js';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity.js';
import { Company } from '../modules/companies/entities/company.entity.js';
import { Sport } from '../modules/sports/entities/sport.entity.js';

/** A valid CPF made from a number (check digits computed): the same CPF on every run. */
export function demoCpf(n: number): string {
  const base = String(200_000_000 + n * 104_729).slice(-9);
  const digit = (s: string) => {
    const sum = [...s].reduce((acc, c, i) => acc + Number(c) * (s.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

/** The demo member's dependents as the seed made them (restored by `reset-demo-member`). */
export const DEMO_MEMBER_DEPENDENTS = [
  {
    name: 'Mariana Souza',
    parentage: 'Cônjuge',
    birthDate: '1982-09-30',
    cpf: '39053344705',
    gender: 1,
    rg: null,
    status: RecordStatus.Active,
  },
  {
    name: 'Pedro Souza',
    parentage: 'Filho(a)',
    birthDate: '2012-01-20',
    cpf: demoCpf(999),
    gender: 2,
    rg: null,
    status: RecordStatus.Active,
  },
] as const;

const FIRST = [
  'Adriana',
  'Bruno',
  'Camila',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
];
const LAST = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Esteves',
  'Ferreira',
  'Gonçalves',
  'Hashimoto',
  'Ibrahim',
  'Júnior',
  'Lima',
  'Moreira',
  'Nogueira',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Santos',
  'Teixeira',
];
const CITIES: readonly [string, string, string][] = [
  ['São Paulo', 'SP', 'Jardim Colibri'],
  ['Campinas', 'SP', 'Cambuí'],
  ['Santo André', 'SP', 'Vila Assunção'],
  ['Osasco', 'SP', 'Centro'],
];
const PARENTAGE = ['Cônjuge', 'Filho(a)', 'Filho(a)'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * About 40 believable associates (deterministic CPFs, companies, sports, 0 to 3 dependents),
 * with no password (they would get the welcome e-mail). Inserted when their e-mail is missing,
 * so a second run duplicates nothing and what staff changed stays.
 */
export async function seedDemoAssociates(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (tx) => {
    const companies = await tx.getRepository(Company).find({ order: { id: 'ASC' } });
    const sports = await tx.getRepository(Sport).find({ order: { id: 'ASC' } });
    const repo = tx.getRepository(Associate);
    const emails = Array.from({ length: 40 }, (_, i) => `associado${pad(i + 1)}@clube.test`);
    const existing = new Set(
      (await repo.find({ where: { email: In(emails) }, select: { id: true, email: true } })).map(
        (a) => a.email,
      ),
    );
    for (let i = 0; i < 40; i++) {
      if (existing.has(emails[i])) continue;
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i * 7) % LAST.length];
      const other = LAST[(i * 5 + 3) % LAST.length];
      const [city, state, district] = CITIES[i % CITIES.length];
      const year = 1950 + ((i * 13) % 55);
      const associate = await repo.save(
        repo.create({
          name: `${first} ${other} ${last}`,
          email: emails[i],
          cpf: demoCpf(i + 1),
          rg: `${pad(10 + i)}.${pad(100 + i * 7, 3)}.${pad(200 + i * 3, 3)}-${i % 10}`,
          gender: i % 2 === 0 ? 1 : 2,
          phone: `119${pad(80000000 + i * 1371, 8)}`,
          address: `Rua das Palmeiras, ${100 + i * 10}`,
          district,
          city,
          zipcode: `0${4500000 + i * 37}`.slice(0, 8),
          state,
          birthDate: `${year}-${pad((i % 12) + 1)}-${pad((i % 27) + 1)}`,
          admissionDate: `${1995 + (i % 31)}-${pad(((i * 5) % 12) + 1)}-01`,
          maritalStatus: MARITAL_STATUSES[i % MARITAL_STATUSES.length],
          company: companies.length ? companies[i % companies.length] : null,
          sports: sports.filter((_, k) => (i + k) % 3 === 0).slice(0, 3),
          registration: String(2001 + i),
          registrationColibri: i % 4 === 0 ? `C-${2001 + i}` : null,
          status: i % 10 === 9 ? AssociateStatus.Inactive : AssociateStatus.Active,
          isFirstAccess: true,
          passwordHash: null,
        }),
      );
      const count = i % 4;
      for (let k = 0; k < count; k++) {
        await tx.getRepository(Dependent).insert({
          associate,
          name: `${FIRST[(i + k * 3 + 5) % FIRST.length]} ${last}`,
          parentage: PARENTAGE[k],
          gender: k % 2 === 0 ? 2 : 1,
          cpf: demoCpf(1000 + i * 3 + k),
          birthDate: `${Math.min(year + 25 + k * 3, 2020)}-0${(k % 9) + 1}-15`,
          status: RecordStatus.Active,
        });
      }
    }
  });
}

/**
 * Puts the demo member (socio@clube.test) back as the seed made it: its password, first
 * access done, active, and its two dependents' data (other dependents removed); its sessions
 * end. For browser journeys that change them, so they can run again.
 */
export async function resetDemoMember(
  dataSource: DataSource,
  member: { email: string; password: string },
): Promise<boolean> {
  const passwordHash = await hashPassword(member.password);
  return dataSource.transaction(async (tx) => {
    const associate = await tx.getRepository(Associate).findOne({
      where: { email: member.email },
      relations: { dependents: true },
      lock: { mode: 'pessimistic_write', tables: ['associate'] },
    });
    if (!associate) return false;
    await tx.getRepository(Associate).update(
      { id: associate.id },
      {
        passwordHash,
        isFirstAccess: false,
        status: AssociateStatus.Active,
        version: () => 'version + 1',
      },
    );
    const deps = tx.getRepository(Dependent);
    const keep = new Set<string>();
    for (const d of DEMO_MEMBER_DEPENDENTS) {
      const found = associate.dependents.find((x) => x.name === d.name && !keep.has(x.id));
      if (found) keep.add(found.id);
    }
    // Extra dependents go first, so their CPFs are free again.
    for (const extra of associate.dependents.filter((d) => !keep.has(d.id))) {
      await deps.delete({ id: extra.id });
    }
    for (const d of DEMO_MEMBER_DEPENDENTS) {
      const found = associate.dependents.find((x) => x.name === d.name && keep.has(x.id));
      if (found) await deps.update({ id: found.id }, { ...d });
      else await deps.insert({ ...d, associate });
    }
    await tx
      .getRepository(RefreshToken)
      .update({ realm: 'member', subjectId: associate.id }, { revokedAt: new Date() });
    return true;
  });
}
