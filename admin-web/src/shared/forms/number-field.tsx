import { InputNumber, type InputNumberProps } from 'antd';
import { BoundField, type BoundFieldProps } from './formik-form';

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
