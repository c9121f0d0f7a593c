import { Radio } from 'antd';
import { BoundField, type BoundFieldProps } from './formik-form';

type Choice = string | number;

/**
 * Buttons of one choice (antd's radio buttons, the group named by the label), bound to the
 * form's field `name`; `onValueChange` runs after a choice (e.g. emptying a field that
 * depended on it).
 */
export function RadioField<V extends Choice>({
  options,
  onValueChange,
  ...bound
}: BoundFieldProps & {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  onValueChange?: (value: V) => void;
}) {
  return (
    <BoundField<V> {...bound}>
      {(field) => (
        <Radio.Group
          aria-label={bound.label}
          optionType="button"
          buttonStyle="solid"
          value={field.value}
          options={options.map((o) => ({ ...o }))}
          onChange={(event) => {
            field.choose(event.target.value as V);
            onValueChange?.(event.target.value as V);
          }}
        />
      )}
    </BoundField>
  );
}
