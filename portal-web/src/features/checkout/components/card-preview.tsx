import { onlyDigits, type CardBrand } from '@clube/shared';
import type { CardValues } from '../schemas/card-rules';

/** The number as the card shows it: groups of 4, the digits not typed yet as dots. */
function shownNumber(number: string): string {
  const digits = onlyDigits(number);
  const length = Math.max(16, digits.length);
  const all = digits.padEnd(length, '•');
  return all.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Said on the card when the number typed matches no brand (the spec's 'Brand not found' stays
 * the payload's value; the member reads Portuguese, and nothing before typing).
 */
export const CARD_BRAND_UNKNOWN = 'Bandeira não reconhecida';

/** A live picture of the card being typed (brand, number, holder, expiry, code). */
export function CardPreview({ values, brand }: { values: CardValues; brand: CardBrand }) {
  const known = brand !== 'Brand not found';
  const typed = onlyDigits(values.number) !== '';
  return (
    <figure
      className={`card-preview card-preview--${known ? brand.toLowerCase() : 'unknown'}`}
      aria-label="Pré-visualização do cartão"
    >
      <div className="card-preview__top">
        <span className="card-preview__chip" aria-hidden="true" />
        <span className="card-preview__brand" data-testid="card-brand">
          {known ? brand : typed ? CARD_BRAND_UNKNOWN : ''}
        </span>
      </div>
      <div className="card-preview__number">{shownNumber(values.number)}</div>
      <div className="card-preview__bottom">
        <div>
          <span className="card-preview__caption">Titular</span>
          <span className="card-preview__value">
            {values.name.trim().toUpperCase() || 'NOME NO CARTÃO'}
          </span>
        </div>
        <div>
          <span className="card-preview__caption">Validade</span>
          <span className="card-preview__value">{values.expiry || 'MM/AAAA'}</span>
        </div>
        <div>
          <span className="card-preview__caption">CVC</span>
          <span className="card-preview__value">
            {values.cvc ? '•'.repeat(values.cvc.length) : '•••'}
          </span>
        </div>
      </div>
    </figure>
  );
}
