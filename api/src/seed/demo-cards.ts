import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource, EntityManager } from 'typeorm';
import { CARD_VALIDITY_YEARS, todayIso } from '@clube/shared';
import { Associate } from '../modules/associates/entities/associate.entity.js';
import { Card, CardStatus } from '../modules/cards/entities/card.entity.js';
import { StoredFile } from '../modules/files/entities/stored-file.entity.js';
import type { StorageDriver } from '../platform/storage/storage.driver.js';

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const BACKDROP = ['#dfe8f0', '#e8f0df', '#f0e6df', '#e6dff0', '#dff0ee'];
const HAIR = ['#2b1b0e', '#4a3120', '#6b4423', '#1c1c1c', '#a0522d'];

/** A 300x400 PNG portrait placeholder (head and shoulders, no text). */
async function portrait(seed: number): Promise<Buffer> {
  const pick = (list: string[], k: number) => list[(seed * k) % list.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
<rect width="300" height="400" fill="${pick(BACKDROP, 1)}"/>
<path d="M30 400 C40 300 100 270 150 270 C200 270 260 300 270 400 Z" fill="${pick(['#023B58', '#73bd6d', '#7a4e9c', '#b5523b'], 3)}"/>
<rect x="128" y="220" width="44" height="60" fill="${pick(SKIN, 7)}"/>
<ellipse cx="150" cy="170" rx="70" ry="82" fill="${pick(SKIN, 7)}"/>
<path d="M80 160 C80 90 220 90 220 160 C210 120 90 120 80 160 Z" fill="${pick(HAIR, 11)}"/>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Twenty different portraits are plenty; each card still gets a file of its own. */
const portraits = new Map<number, Promise<Buffer>>();
const portraitOf = (seed: number) => {
  const key = seed % 20;
  if (!portraits.has(key)) portraits.set(key, portrait(key + 1));
  return portraits.get(key) as Promise<Buffer>;
};

async function storePortrait(
  m: EntityManager,
  storage: StorageDriver,
  seed: number,
  originalName: string,
): Promise<StoredFile> {
  const body = await portraitOf(seed);
  const fileName = `${randomUUID()}.png`;
  await storage.put(fileName, body, 'image/png');
  const repo = m.getRepository(StoredFile);
  return repo.save(
    repo.create({
      fileName,
      originalName,
      mimeType: 'image/png',
      size: body.length,
      width: 300,
      height: 400,
    }),
  );
}

const plusYears = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`.replace(/-02-29$/, '-02-28');

/**
 * Demo membership cards: one for every demo associate and dependent that has none yet
 * (idempotent), each with a generated portrait. The demo member (socio@clube.test) and their
 * dependents get active cards valid for 3 years with codes 10001...; among the others, for the
 * gate screens, every 9th card is expired and every 10th inactive. Codes are sequential from
 * 10001, skipping those active cards already hold.
 */
export async function seedDemoCards(
  ds: DataSource,
  storage: StorageDriver,
  demoEmail: string,
): Promise<void> {
  await ds.transaction(async (tx) => {
    const today = todayIso();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const valid = plusYears(today, CARD_VALIDITY_YEARS);
    const associates = await tx.getRepository(Associate).find({
      relations: { dependents: true },
      order: { registration: 'ASC', name: 'ASC' },
    });
    // The demo member first: their codes are the first ones.
    associates.sort((a, b) => Number(b.email === demoEmail) - Number(a.email === demoEmail));
    const cards = await tx
      .getRepository(Card)
      .find({ relations: { associate: true, dependent: true } });
    const hasCard = new Set(cards.map((c) => c.associate?.id ?? c.dependent?.id));
    const taken = new Set(
      cards.filter((c) => c.status === CardStatus.Active).map((c) => c.validationCode),
    );
    let code = 10_000;
    const nextCode = () => {
      do code += 1;
      while (taken.has(code));
      taken.add(code);
      return code;
    };
    let n = 0;
    for (const a of associates) {
      const demo = a.email === demoEmail;
      const people = [
        { kind: 'Associate' as const, id: a.id, associate: a, dependent: null },
        ...[...a.dependents]
          .sort((x, y) => x.name.localeCompare(y.name, 'pt-BR'))
          .map((d) => ({ kind: 'Dependent' as const, id: d.id, associate: null, dependent: d })),
      ];
      for (const p of people) {
        if (hasCard.has(p.id)) continue;
        n += 1;
        const inactive = !demo && n % 10 === 0;
        const expired = !demo && !inactive && n % 9 === 0;
        const picture = await storePortrait(tx, storage, n, `carteirinha-${n}.png`);
        await tx.getRepository(Card).insert({
          ownerType: p.kind,
          associate: p.associate ? { id: p.associate.id } : null,
          dependent: p.dependent ? { id: p.dependent.id } : null,
          picture: { id: picture.id },
          expiresAt: expired ? yesterday : valid,
          validationCode: inactive ? 90_000 + n : nextCode(),
          status: inactive ? CardStatus.Inactive : CardStatus.Active,
        });
      }
    }
  });
}
