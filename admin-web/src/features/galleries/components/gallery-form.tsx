import { DeleteOutlined } from '@ant-design/icons';
import { MSG } from '@clube/shared';
import { Alert, Button, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS } from '../../../shared/forms/content-fields';
import { chosenCount, FilePicker } from '../../../shared/forms/file-picker';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { ImageCropField } from '../../../shared/image-crop/image-crop-field';
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
import './gallery-form.css';

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
      status: gallery?.status.id ?? 1,
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
              status: values.status as 1 | 2,
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
              status: values.status as 1 | 2,
              image: values.image as File,
              gallery: values.files,
            },
          }).unwrap();
          notice({ kind: 'success', title: MSG.successTitle, text: MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        helpers.setErrors(readApiFailure(error).fields as never);
        setFailure(failureMessage(error));
      }
    },
  });

  const addFiles = (picked: File[]) => {
    void formik.setFieldTouched('files', true, false);
    void formik.setFieldValue('files', [...formik.values.files, ...picked]);
  };

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
  const filesError =
    formik.touched.files || formik.submitCount > 0
      ? typeof formik.errors.files === 'string'
        ? formik.errors.files
        : undefined
      : undefined;

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id="gallery-description"
        label="Título"
        required
        error={touchedError(formik, 'description')}
      >
        {(a11y) => (
          <Input
            {...a11y}
            name="description"
            value={formik.values.description}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <FormField id="gallery-status" label="Status" required error={touchedError(formik, 'status')}>
        {(a11y) => (
          <Select
            {...a11y}
            value={formik.values.status}
            options={CONTENT_STATUS_OPTIONS.map((o) => ({ ...o }))}
            onChange={(value: number) => void formik.setFieldValue('status', value)}
          />
        )}
      </FormField>
      <FormField
        id="gallery-image"
        label="Capa"
        required
        error={formik.touched.image || formik.submitCount > 0 ? formik.errors.image : undefined}
        extra={`Imagem ${acceptHint('jpegImage')}, recortada em 16:9.`}
      >
        {(a11y) => (
          <ImageCropField
            {...a11y}
            kind="jpegImage"
            value={formik.values.image}
            currentUrl={gallery?.image}
            onChange={(file) => {
              void formik.setFieldValue('image', file);
              void formik.setFieldTouched('image', true, false);
            }}
          />
        )}
      </FormField>
      <FormField
        id="gallery-files"
        label={GALLERY_LABEL[kind]}
        required
        error={filesError}
        extra={acceptHint(GALLERY_UPLOADS[kind])}
      >
        {(a11y) => (
          <FilePicker
            {...a11y}
            kind={GALLERY_UPLOADS[kind]}
            multiple
            status={chosenCount(formik.values.files.length)}
            onPick={addFiles}
          />
        )}
      </FormField>
      {(saved.length > 0 || formik.values.files.length > 0) && (
        <ul className="gallery-form__files" aria-label="Arquivos da galeria">
          {saved.map((item, index) => (
            <li key={item.id} className="gallery-form__file">
              {item.mimeType.startsWith('image/') ? (
                <img src={item.file} alt={`Arquivo ${index + 1}`} />
              ) : (
                <video src={item.file} preload="metadata" aria-label={`Arquivo ${index + 1}`} />
              )}
              <Button
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                loading={removing === item.id}
                onClick={() => void removeSaved(item)}
              >
                Remover arquivo {index + 1}
              </Button>
            </li>
          ))}
          {formik.values.files.map((file, index) => (
            <li key={`new-${index}`} className="gallery-form__file">
              <span>{file.name}</span>
              <Button
                size="small"
                onClick={() =>
                  void formik.setFieldValue(
                    'files',
                    formik.values.files.filter((_, i) => i !== index),
                  )
                }
              >
                Retirar {file.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
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
