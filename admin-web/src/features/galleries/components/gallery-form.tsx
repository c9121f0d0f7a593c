import { API_MSG, MSG, RecordStatus } from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { StatusField } from '../../../shared/forms/choice-fields';
import { FilesField } from '../../../shared/forms/file-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { ImageField } from '../../../shared/forms/image-field';
import { TextField } from '../../../shared/forms/text-fields';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { acceptHint, type UploadKind } from '../../../shared/uploads/uploads';
import {
  useCreateGalleryMutation,
  useDeleteFileMutation,
  useGetGalleryQuery,
  useUpdateGalleryMutation,
  type GalleryDto,
  type GalleryItemDto,
} from '../api/galleries-api';
import { galleryCoverRule, gallerySchema, type GalleryValues } from '../schemas/gallery.schemas';

export type GalleryKind = 'image' | 'video';

/** What each kind of gallery takes (the API's upload kinds). */
export const GALLERY_UPLOADS: Record<GalleryKind, UploadKind> = {
  image: 'image',
  video: 'galleryVideo',
};
const GALLERY_LABEL: Record<GalleryKind, string> = { image: 'Imagens', video: 'Vídeos' };

type Close = (reason?: CloseReason) => void;

function Form({
  kind,
  gallery,
  close,
}: {
  kind: GalleryKind;
  gallery: GalleryDto | null;
  close: Close;
}) {
  const [createGallery] = useCreateGalleryMutation();
  const [updateGallery] = useUpdateGalleryMutation();
  const [deleteFile] = useDeleteFileMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<GalleryItemDto[]>(gallery?.gallery ?? []);
  const [removing, setRemoving] = useState<string | null>(null);

  const formik = useFormik<GalleryValues>({
    initialValues: {
      description: gallery?.description ?? '',
      status: gallery?.status.id ?? RecordStatus.Active,
      image: null,
      hasCover: Boolean(gallery),
      existing: gallery?.gallery.length ?? 0,
      files: [],
    },
    validationSchema: gallerySchema,
    validate: (values) => {
      const cover = galleryCoverRule(values);
      return cover ? { image: cover } : {};
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        if (gallery) {
          await updateGallery({
            id: gallery.id,
            updateGalleryFormDto: {
              description: values.description.trim(),
              status: values.status,
              ...(values.image ? { image: values.image } : {}),
              ...(values.files.length ? { gallery: values.files } : {}),
            },
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createGallery({
            createGalleryFormDto: {
              description: values.description.trim(),
              type: kind,
              status: values.status,
              image: values.image as File,
              gallery: values.files,
            },
          }).unwrap();
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  const removeSaved = async (item: GalleryItemDto) => {
    setFailure(null);
    setRemoving(item.id);
    try {
      await deleteFile({ id: item.id }).unwrap();
      const left = saved.filter((file) => file.id !== item.id);
      setSaved(left);
      void formik.setFieldValue('existing', left.length);
    } catch (error) {
      console.error('Falha ao excluir o arquivo', error);
      setFailure(failureMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  const title = `${gallery ? 'Editar' : 'Cadastrar'} galeria de ${kind === 'image' ? 'fotos' : 'vídeos'}`;

  return (
    <FormikForm formik={formik} idPrefix="gallery" aria-label={title}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField name="description" label="Título" required />
      <StatusField />
      <ImageField
        name="image"
        label="Capa"
        required
        kind="jpegImage"
        currentUrl={gallery?.image}
        extra={`Imagem ${acceptHint('jpegImage')}, recortada em 16:9.`}
      />
      <FilesField
        name="files"
        label={GALLERY_LABEL[kind]}
        required
        kind={GALLERY_UPLOADS[kind]}
        extra={acceptHint(GALLERY_UPLOADS[kind])}
        noun="arquivo"
        listLabel="Arquivos da galeria"
        saved={saved}
        onRemoveSaved={(item) => void removeSaved(item)}
        removingId={removing}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}

/** Register (POST gallery) or edit (GET then PUT gallery/{id}) a gallery; a save holding a file goes as multipart. */
export function GalleryForm({
  kind,
  id,
  close,
}: {
  kind: GalleryKind;
  id: number | null;
  close: Close;
}) {
  return (
    <RecordForm id={id} useRecord={useGetGalleryQuery}>
      {(gallery: GalleryDto | null) => <Form kind={kind} gallery={gallery} close={close} />}
    </RecordForm>
  );
}
