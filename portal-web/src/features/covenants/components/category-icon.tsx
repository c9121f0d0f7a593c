import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import CoffeeOutlined from '@ant-design/icons/CoffeeOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MedicineBoxOutlined from '@ant-design/icons/MedicineBoxOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import SmileOutlined from '@ant-design/icons/SmileOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
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
