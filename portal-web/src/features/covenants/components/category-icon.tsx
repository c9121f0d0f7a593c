import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import CoffeeOutlined from '@ant-design/icons-svg/es/asn/CoffeeOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import SkinOutlined from '@ant-design/icons-svg/es/asn/SkinOutlined';
import SmileOutlined from '@ant-design/icons-svg/es/asn/SmileOutlined';
import TagOutlined from '@ant-design/icons-svg/es/asn/TagOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { MSG } from '@clube/shared';
import { Icon } from '../../../shared/ui/icon';

/** Lower case without accents, for matching category names. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Known category words and their icon; the first match wins. */
const ICONS: [RegExp, IconDefinition][] = [
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
  const icon =
    name === MSG.covenantOtherCategory
      ? AppstoreOutlined
      : (ICONS.find(([pattern]) => pattern.test(normalized))?.[1] ?? TagOutlined);
  return <Icon icon={icon} />;
}
