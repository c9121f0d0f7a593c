import { Input, InputNumber, type InputNumberProps, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { CpfInput } from './cpf-input';
import { BoundField, type BoundFieldProps } from './formik-form';
import { MaskedInput } from './masked-input';
import { MoneyInput } from './money-input';

type TextInputProps = Pick<
  InputProps,
  | 'type'
  | 'maxLength'
  | 'placeholder'
  | 'autoComplete'
  | 'inputMode'
  | 'disabled'
  | 'allowClear'
  | 'className'
>;

/**
 * A text input bound to the form's field `name`: the value changes as typed (through
 * `format` when given, e.g. a phone's punctuation), the field is touched when left.
 */
export function TextField({
  format,
  onBlur,
  type,
  maxLength,
  placeholder,
  autoComplete,
  inputMode,
  disabled,
  allowClear,
  className,
  ...bound
}: BoundFieldProps &
  TextInputProps & {
    /** Rewrites what is typed (e.g. `formatPhone`). */
    format?: (text: string) => string;
    /** Runs after the field was left (e.g. filling another field from this one). */
    onBlur?: () => void;
  }) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <Input
          {...a11y}
          {...{ type, maxLength, placeholder, autoComplete, inputMode, disabled, allowClear }}
          className={className}
          name={bound.name}
          value={field.value}
          onChange={(event) =>
            field.change(format ? format(event.target.value) : event.target.value)
          }
          onBlur={() => {
            field.touch();
            onBlur?.();
          }}
        />
      )}
    </BoundField>
  );
}

/** A password input (with the show/hide eye) bound to the form's field `name`. */
export function PasswordField({
  autoComplete,
  ...bound
}: BoundFieldProps & { autoComplete: string }) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <Input.Password
          {...a11y}
          name={bound.name}
          autoComplete={autoComplete}
          value={field.value}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}

/** A multi-line text bound to the form's field `name`. */
export function TextAreaField({
  rows,
  maxLength,
  autoSize,
  ...bound
}: BoundFieldProps & Pick<TextAreaProps, 'rows' | 'maxLength' | 'autoSize'>) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <Input.TextArea
          {...a11y}
          name={bound.name}
          rows={rows}
          maxLength={maxLength}
          autoSize={autoSize}
          value={field.value}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}

const FULL_WIDTH = { width: '100%' };

/** A number bound to the form's field `name` (null while empty), full width unless told. */
export function NumberField({
  min,
  max,
  step = 1,
  precision,
  decimalSeparator,
  inputMode,
  className,
  fullWidth = true,
  style = fullWidth ? FULL_WIDTH : undefined,
  ...bound
}: BoundFieldProps &
  Pick<
    InputNumberProps<number>,
    'min' | 'max' | 'step' | 'precision' | 'decimalSeparator' | 'inputMode' | 'className' | 'style'
  > & { fullWidth?: boolean }) {
  return (
    <BoundField<number | null> {...bound}>
      {(field, a11y) => (
        <InputNumber<number>
          {...a11y}
          name={bound.name}
          min={min}
          max={max}
          step={step}
          precision={precision}
          decimalSeparator={decimalSeparator}
          inputMode={inputMode}
          className={className}
          style={style}
          value={field.value}
          onChange={(value) => field.change(value ?? null)}
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}

/** Text typed through an IMask pattern (the masked text is the value), bound to `name`. */
export function MaskedField({
  mask,
  inputMode = 'numeric',
  placeholder,
  ...bound
}: BoundFieldProps & { mask: string; inputMode?: InputProps['inputMode']; placeholder?: string }) {
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

/** Money typed in reais ('1.234,56', `R$` before it), the text is the value; bound to `name`. */
export function MoneyField(bound: BoundFieldProps) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <MoneyInput
          {...a11y}
          name={bound.name}
          value={field.value}
          onChange={field.change}
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}
