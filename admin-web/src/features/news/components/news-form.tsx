import { API_MSG, MSG, RecordStatus, slugify } from '@clube/shared';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField, StatusField } from '../../../shared/forms/choice-fields';
import { DateField } from '../../../shared/forms/date-fields';
import { FileField } from '../../../shared/forms/file-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { ImageField } from '../../../shared/forms/image-field';
import { RichTextField } from '../../../shared/forms/rich-text-field';
import { TextField } from '../../../shared/forms/text-fields';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { acceptHint } from '../../../shared/uploads/uploads';
import { useListGalleriesQuery } from '../../galleries';
import {
  useCreateNewsMutation,
  useGetNewsQuery,
  useUpdateNewsMutation,
  type NewsDto,
} from '../api/news-api';
import { newsCreateSchema, newsSchema, type NewsValues } from '../schemas/news.schemas';

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
  status: RecordStatus.Active,
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
        status: values.status,
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
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  /** Leaving the title fills an empty slug from it (spec: generated from the title on blur). */
  const fillSlug = () => {
    if (formik.values.slug.trim() === '') {
      void formik.setFieldValue('slug', slugify(formik.values.title), false);
    }
  };

  const label = news ? 'Editar notícia' : 'Cadastrar notícia';
  return (
    <FormikForm formik={formik} idPrefix="news" aria-label={label}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField name="title" label="Título" required onBlur={fillSlug} />
      <TextField name="subtitle" label="Subtítulo" />
      <TextField
        name="slug"
        label="Slug"
        extra="Endereço da notícia no portal; gerado a partir do título quando vazio."
      />
      <RichTextField name="description" label="Descrição" required />
      <DateField name="startsAt" label="Início" required />
      <DateField name="endsAt" label="Fim" required />
      <StatusField />
      <SelectField name="linkTarget" label="Abrir em" required options={LINK_TARGETS} />
      <SelectField
        name="galleryId"
        label="Galeria"
        allowClear
        search
        placeholder="Nenhuma"
        loading={galleries.isLoading}
        options={galleryOptions}
      />
      <ImageField
        name="image"
        label="Imagem"
        required={!news}
        kind="jpegImage"
        currentUrl={news?.image}
        extra={`Imagem ${acceptHint('jpegImage')}, recortada em 16:9.`}
      />
      <FileField
        name="video"
        label="Vídeo"
        kind="video"
        currentUrl={news?.video}
        removeName="removeVideo"
        extra={acceptHint('video')}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
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
