import { RichTextEditor } from '../rich-text/rich-text-editor';
import { BoundField, type BoundFieldProps } from './formik-form';

/**
 * Rich text (the editor's HTML, '' when empty) bound to the form's field `name`; the
 * editing area is named by the label.
 */
export function RichTextField(bound: BoundFieldProps & { label: string }) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <RichTextEditor
          {...a11y}
          aria-label={bound.label}
          value={field.value}
          onChange={field.change}
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}
