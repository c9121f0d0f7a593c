import { formatCents, parseMoneyToCents } from '@clube/shared';
import { Input } from 'antd';
import type { FieldA11y } from './form-field';

/**
 * Money typed in reais (`1.234,56`, with `R$` shown before it) and kept as text in the form;
 * `moneyRule` (@clube/shared/forms) checks it and `textToCents` gives the integer cents the API
 * takes.
 */

/** Cents as the field shows them: 123456 → '1.234,56'. */
export const centsToText = (cents: number): string => formatCents(cents).replace(/^(-?)R\$ /, '$1');

/** The field's text as integer cents (null when it is not an amount). */
export const textToCents = (text: string): number | null => parseMoneyToCents(text);

export function MoneyInput({
  name,
  value,
  onChange,
  onBlur,
  ...a11y
}: FieldA11y & {
  name: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}) {
  return (
    <Input
      {...a11y}
      name={name}
      prefix="R$"
      inputMode="decimal"
      placeholder="0,00"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        // A typed amount is shown the Brazilian way once the field is left ('1234.5' → '1.234,50').
        const cents = parseMoneyToCents(value);
        if (cents !== null && cents >= 0) onChange(centsToText(cents));
        onBlur();
      }}
    />
  );
}
