import { ColorPicker } from 'antd';

/** `#rrggbb` of any colour the picker gives (the alpha channel is dropped). */
export function opaqueHex(hex: string): string {
  return hex.slice(0, 7);
}

/**
 * A colour chosen as `#rrggbb` (no transparency: text and theme colours). With
 * no colour chosen yet the picker starts empty; once one is, its alpha is off.
 */
export function ColorField({
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
