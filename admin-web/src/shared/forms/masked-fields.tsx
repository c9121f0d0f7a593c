import type { InputProps } from 'antd';
import { CpfInput } from './cpf-input';
import { BoundField, type BoundFieldProps } from './formik-form';
import { MaskedInput, type MaskPattern } from './masked-input';

/** Text typed through an IMask pattern (the masked text is the value), bound to `name`. */
export function MaskedField({
  mask,
  inputMode = 'numeric',
  placeholder,
  ...bound
}: BoundFieldProps & {
  mask: MaskPattern;
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
}) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <MaskedInput
          {...a11y}
          name={bound.name}
          mask={mask}
          inputMode={inputMode}
          placeholder={placeholder}
          value={field.value}
          onValueChange={field.change}
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}

/** A CPF (###.###.###-##, the masked text is the value), bound to `name`. */
export function CpfField({
  placeholder,
  autoComplete,
  onValueChange,
  ...bound
}: BoundFieldProps & {
  placeholder?: string;
  autoComplete?: string;
  /** Runs after each change with the masked text (e.g. a lookup once it is complete). */
  onValueChange?: (masked: string) => void;
}) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <CpfInput
          {...a11y}
          name={bound.name}
          placeholder={placeholder}
          {...(autoComplete ? { autoComplete } : {})}
          value={field.value}
          onValueChange={(masked) => {
            field.change(masked);
            onValueChange?.(masked);
          }}
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}
