import { Switch } from 'antd';
import { BoundField, type BoundFieldProps } from './formik-form';

/** An on/off switch bound to the form's (boolean) field `name`. */
export function SwitchField(bound: BoundFieldProps) {
  return (
    <BoundField<boolean> {...bound}>
      {(field, a11y) => <Switch {...a11y} checked={field.value} onChange={field.choose} />}
    </BoundField>
  );
}
