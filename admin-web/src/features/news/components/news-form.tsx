import { MSG, slugify } from '@clube/shared';
import { Alert, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS, DateField } from '../../../shared/forms/content-fields';
import { FileInput } from '../../../shared/forms/file-input';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { ImageCropField } from '../../../shared/image-crop/image-crop-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';
import { acceptHint } from '../../../shared/uploads/uploads';
import {
  useCreateNewsMutation,
  useGetNewsQuery,
  useUpdateNewsMutation,
  type NewsDto,
} from '../api/news-api';
import { newsCreateSchema, newsSchema, type NewsValues } from '../schemas/news.schemas';
import { useListGalleriesQuery } from '../../galleries';

const LINK_TARGETS = [
  { value: '_self', label: '_self' },
  { value: '_blank', label: '_blank' },
];

const EMPTY: NewsValues = {
  title: '',
  subtitle: '',
  slug: '',
  description: '',
  startsAt: '',
  endsAt: '',
  status: 1,
  linkTarget: '_self',
  galleryId: null,
  image: null,
  video: null,
  removeVideo: false,
};

function valuesOf(news: NewsDto): NewsValues {
  return {
    ...EMPTY,
    title: news.title,
    subtitle: news.subtitle ?? '',
    slug: news.slug,
    description: news.description,
    startsAt: news.startsAt.slice(0, 10),
    endsAt: news.endsAt.slice(0, 10),
    status: news.status.id,
    linkTarget: news.linkTarget,
    galleryId: news.gallery?.id ?? null,
  };
}

type Close = (reason?: CloseReason) => void;

function Form({ news, close }: { news: NewsDto | null; close: Close }) {
  const [createNews] = useCreateNewsMutation();
  const [updateNews] = useUpdateNewsMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = news ? newsSchema : newsCreateSchema;
  const galleries = useListGalleriesQuery({ take: 100, sort: 'description' });
  const galleryOptions = (galleries.data?.data ?? []).map((g) => ({
    value: g.id,
    label: `${g.description} (${g.type === 'video' ? 'vídeos' : 'fotos'})`,
  }));

  const formik = useFormik<NewsValues>({
    initialValues: news ? valuesOf(news) : EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const common = {
        title: values.title.trim(),
        subtitle: values.subtitle.trim(),
        description: values.description,
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        status: values.status as 1 | 2,
        linkTarget: values.linkTarget as '_self' | '_blank',
        galleryId: values.galleryId ?? null,
        ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
        ...(values.video ? { video: values.video } : {}),
      };
      try {
        if (news) {
          await updateNews({
            id: news.id,
            updateNewsFormDto: {
              ...common,
              ...(values.image ? { image: values.image } : {}),
              ...(values.removeVideo && !values.video ? { removeVideo: true } : {}),
            },
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createNews({
            createNewsFormDto: { ...common, image: values.image as File },
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

  const text = (name: 'title' | 'subtitle' | 'slug', label: string, required = false) => (
    <FormField
      id={`news-${name}`}
      label={label}
      required={required}
      error={touchedError(formik, name)}
      extra={
        name === 'slug'
          ? 'Endereço da notícia no portal; gerado a partir do título quando vazio.'
          : undefined
      }
    >
      {(a11y) => (
        <Input
          {...a11y}
          name={name}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={(event) => {
            formik.handleBlur(event);
            if (name === 'title') fillSlug();
          }}
        />
      )}
    </FormField>
  );

  /** Leaving the title fills an empty slug from it (spec: generated from the title on blur). */
  const fillSlug = () => {
    if (formik.values.slug.trim() === '') {
      void formik.setFieldValue('slug', slugify(formik.values.title), false);
    }
  };

  const date = (name: 'startsAt' | 'endsAt', label: string) => (
    <FormField id={`news-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => (
        <DateField
          {...a11y}
          value={formik.values[name]}
          onChange={(iso) => void formik.setFieldValue(name, iso)}
          onBlur={() => void formik.setFieldTouched(name)}
        />
      )}
    </FormField>
  );

  const label = news ? 'Editar notícia' : 'Cadastrar notícia';
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      {text('title', 'Título', true)}
      {text('subtitle', 'Subtítulo')}
      {text('slug', 'Slug')}
      <FormField
        id="news-description"
        label="Descrição"
        required
        error={touchedError(formik, 'description')}
      >
        {(a11y) => (
          <RichTextEditor
            {...a11y}
            aria-label="Descrição"
            value={formik.values.description}
            onChange={(html) => void formik.setFieldValue('description', html)}
            onBlur={() => void formik.setFieldTouched('description')}
          />
        )}
      </FormField>
      {date('startsAt', 'Início')}
      {date('endsAt', 'Fim')}
      <FormField id="news-status" label="Status" required error={touchedError(formik, 'status')}>
        {(a11y) => (
          <Select
            {...a11y}
            value={formik.values.status}
            options={CONTENT_STATUS_OPTIONS.map((o) => ({ ...o }))}
            onChange={(value: number) => void formik.setFieldValue('status', value)}
          />
        )}
      </FormField>
      <FormField id="news-linkTarget" label="Abrir em" required>
        {(a11y) => (
          <Select
            {...a11y}
            value={formik.values.linkTarget}
            options={LINK_TARGETS}
            onChange={(value: string) => void formik.setFieldValue('linkTarget', value)}
          />
        )}
      </FormField>
      <FormField id="news-galleryId" label="Galeria" error={touchedError(formik, 'galleryId')}>
        {(a11y) => (
          <Select
            {...a11y}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Nenhuma"
            loading={galleries.isLoading}
            value={formik.values.galleryId ?? undefined}
            options={galleryOptions}
            onChange={(value?: number) => void formik.setFieldValue('galleryId', value ?? null)}
          />
        )}
      </FormField>
      <FormField
        id="news-image"
        label="Imagem"
        required={!news}
        error={touchedError(formik, 'image')}
        extra={`Imagem ${acceptHint('jpegImage')}, recortada em 16:9.`}
      >
        {(a11y) => (
          <ImageCropField
            {...a11y}
            kind="jpegImage"
            value={formik.values.image}
            currentUrl={news?.image}
            onChange={(file) => {
              void formik.setFieldValue('image', file);
              void formik.setFieldTouched('image', true, false);
            }}
            onBlur={() => void formik.setFieldTouched('image')}
          />
        )}
      </FormField>
      <FormField id="news-video" label="Vídeo" extra={acceptHint('video')}>
        {(a11y) => (
          <FileInput
            {...a11y}
            kind="video"
            value={formik.values.video}
            currentUrl={news?.video}
            onChange={(file) => void formik.setFieldValue('video', file)}
            removed={formik.values.removeVideo}
            onRemoveChange={(flag) => void formik.setFieldValue('removeVideo', flag)}
          />
        )}
      </FormField>
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
  );
}

/** Register (POST news) or edit (GET then PUT news/{id}) a news item; a save holding a file goes as multipart. */
export function NewsForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetNewsQuery}>
      {(news: NewsDto | null) => <Form news={news} close={close} />}
    </RecordForm>
  );
}
