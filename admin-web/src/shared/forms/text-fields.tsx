import { Input, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { BoundField, type BoundFieldProps } from './formik-form';
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
