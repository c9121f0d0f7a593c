import { ColorPicker } from 'antd';
import { BoundField, type BoundFieldProps } from './formik-form';

/** `#rrggbb` of any colour the picker gives (the alpha channel is dropped). */
export function opaqueHex(hex: string): string {
  return hex.slice(0, 7);
}

/**
 * A colour chosen as `#rrggbb` (no transparency: text and theme colours). With
 * no colour chosen yet the picker starts empty; once one is, its alpha is off.
 */
export function ColorInput({
  value,
  onChange,
  label,
  describedBy,
}: {
  /** '#rrggbb', or '' when none is chosen. */
  value: string;
  onChange: (hex: string) => void;
  /** The accessible name of the swatch button (the field's label). */
  label: string;
  describedBy?: string;
}) {
  const color = value ? opaqueHex(value) : undefined;
  return (
    <ColorPicker
      aria-label={label}
      aria-describedby={describedBy}
      showText
      format="hex"
      disabledFormat
      // antd warns when the alpha is turned off on a transparent (empty) colour.
      disabledAlpha={Boolean(color)}
      value={color}
      onChange={(next) => onChange(opaqueHex(next.toHexString()))}
    />
  );
}

/**
 * A colour (#rrggbb) bound to the form's field `name`; the swatch button is named by the
 * label and described by the field's message. A colour chosen touches the field.
 */
export function ColorField({
  fallback,
  ...bound
}: BoundFieldProps & {
  label: string;
  /** Shown while the form holds no colour (e.g. the site's default colour). */
  fallback?: string;
}) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <ColorInput
          label={bound.label}
          describedBy={a11y['aria-describedby']}
          value={field.value || fallback || ''}
          onChange={field.choose}
        />
      )}
    </BoundField>
  );
}
