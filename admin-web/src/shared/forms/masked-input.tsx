import { Input, type InputProps, type InputRef } from 'antd';
import type { ReactNode, Ref } from 'react';
import { IMaskMixin } from 'react-imask';

function assignRef(ref: Ref<HTMLInputElement> | undefined, element: HTMLInputElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * antd's Input driven by IMask. The masked text is also handed to antd as its
 * value (`shownValue`): IMask writes the formatted text into the element, which
 * React's change tracking does not report, so antd's own copy would go stale
 * and overwrite it on the next render.
 */
const MaskedAntInput = IMaskMixin<HTMLInputElement>(({ inputRef, ...props }) => {
  const { shownValue, ...inputProps } = props as unknown as InputProps & { shownValue: string };
  return (
    <Input
      {...inputProps}
      value={shownValue}
      ref={(input: InputRef | null) => assignRef(inputRef, input?.input ?? null)}
    />
  );
});

/** An IMask pattern, or several: IMask keeps the first that takes every character typed. */
export type MaskPattern = string | { mask: string }[];

type MaskedAntInputProps = Omit<InputProps, 'onChange' | 'value'> & {
  mask: MaskPattern;
  value: string;
  shownValue: string;
  onAccept: (value: string) => void;
};

export interface MaskedInputProps extends Omit<
  InputProps,
  'value' | 'onChange' | 'defaultValue' | 'maxLength'
> {
  /** IMask pattern, e.g. CPF_MASK '000.000.000-00' (or several, `MaskPattern`). */
  mask: MaskPattern;
  /** The masked text. */
  value: string;
  /** Called with the masked text on every accepted change. */
  onValueChange: (masked: string) => void;
}

/** A text input with an IMask pattern; value in and out is the masked text. */
export function MaskedInput({ mask, value, onValueChange, ...rest }: MaskedInputProps) {
  const Masked = MaskedAntInput as unknown as (props: MaskedAntInputProps) => ReactNode;
  return (
    <Masked
      {...rest}
      mask={mask}
      value={value}
      shownValue={value}
      onAccept={(masked) => onValueChange(masked)}
    />
  );
}
