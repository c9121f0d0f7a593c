import {
  AppstoreOutlined,
  BookOutlined,
  CarOutlined,
  CoffeeOutlined,
  EyeOutlined,
  HomeOutlined,
  MedicineBoxOutlined,
  ShoppingOutlined,
  SkinOutlined,
  SmileOutlined,
  TagOutlined,
  ToolOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { MSG } from '@clube/shared';

/** Lower case without accents, for matching category names. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Known category words and their icon; the first match wins. */
const ICONS: [RegExp, typeof TagOutlined][] = [
  [/saude|medic|clinic|odonto|farmac|hospital/, MedicineBoxOutlined],
  [/educa|escola|curso|idioma|ensino/, BookOutlined],
  [/aliment|restaurant|comida|gastronom|bar\b|pizza/, CoffeeOutlined],
  [/esporte|academia|fitness|bem-estar|bem estar/, TrophyOutlined],
  [/beleza|estetica|salao/, SkinOutlined],
  [/otica|visao/, EyeOutlined],
  [/lazer|turismo|viage|entretenimento/, SmileOutlined],
  [/servico|manutenc/, ToolOutlined],
  [/compra|loja|varejo|comercio/, ShoppingOutlined],
  [/auto|veicul|carro/, CarOutlined],
  [/casa|imove|lar\b|moveis/, HomeOutlined],
];

/** The icon of a category by its name, with a default for unknown names. */
export function CategoryIcon({ name }: { name: string }) {
  const normalized = normalizeName(name);
  const Icon =
    name === MSG.covenantOtherCategory
      ? AppstoreOutlined
      : (ICONS.find(([pattern]) => pattern.test(normalized))?.[1] ?? TagOutlined);
  return <Icon aria-hidden="true" />;
}
