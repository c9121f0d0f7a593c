import { ImageCropField } from '../image-crop/image-crop-field';
import type { UploadKind } from '../uploads/uploads';
import { BoundField, useRemovalFlag, type BoundFieldProps } from './formik-form';

/**
 * A picture cropped in a dialog (a JPG File, null until one is) bound to the form's field
 * `name`: the saved one shown (`currentUrl`; removable when `removeName` names the form's
 * boolean saying so), a picker and the cropper at `aspect` (16:9 by default).
 */
export function ImageField({
  kind,
  aspect,
  currentUrl,
  removeName,
  ...bound
}: BoundFieldProps & {
  kind?: UploadKind;
  aspect?: number;
  currentUrl?: string | null;
  /** The form's boolean field marking the saved picture for removal. */
  removeName?: string;
}) {
  const removal = useRemovalFlag(removeName);
  return (
    <BoundField<File | null> {...bound}>
      {(field, a11y) => (
        <ImageCropField
          {...a11y}
          {...removal}
          kind={kind}
          aspect={aspect}
          value={field.value}
          currentUrl={currentUrl}
          onChange={field.choose}
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}
