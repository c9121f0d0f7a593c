import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { hasPermission, MSG, P } from '@clube/shared';
import { Alert, Button, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS, DateField } from '../../../shared/forms/content-fields';
import { FileInput } from '../../../shared/forms/file-input';
import { chosenCount, FilePicker } from '../../../shared/forms/file-picker';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { ImageCropField } from '../../../shared/image-crop/image-crop-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';
import { acceptHint } from '../../../shared/uploads/uploads';
import {
  useCreateCovenantCategoryMutation,
  useCreateCovenantMutation,
  useGetCovenantQuery,
  useListCovenantCategoriesQuery,
  useUpdateCovenantMutation,
  type CovenantDto,
} from '../api/covenants-api';
import {
  covenantCreateSchema,
  covenantSchema,
  type CovenantValues,
} from '../schemas/covenant.schemas';
import './covenant-form.css';

const EMPTY: CovenantValues = {
  name: '',
  credit: '',
  subtitle: '',
  category: null,
  infos: '',
  benefits: '',
  use: '',
  startAt: '',
  endAt: '',
  status: 1,
  image: null,
  existing: 0,
  imageList: [],
  video: null,
  removeVideo: false,
  videoEmbedded: '',
  thumbVideo: null,
  removeThumbVideo: false,
  thumbVideoEmbedded: null,
  removeThumbVideoEmbedded: false,
};

function valuesOf(covenant: CovenantDto): CovenantValues {
  return {
    ...EMPTY,
    name: covenant.name,
    credit: covenant.credit ?? '',
    subtitle: covenant.subtitle ?? '',
    category: covenant.category?.id ?? null,
    infos: covenant.infos ?? '',
    benefits: covenant.benefits ?? '',
    use: covenant.use ?? '',
    startAt: covenant.startAt.slice(0, 10),
    endAt: covenant.endAt.slice(0, 10),
    status: covenant.status.id,
    existing: covenant.imageList.length,
    videoEmbedded: covenant.videoEmbedded ?? '',
  };
}

/** One saved image of the image list. */
type CovenantImageDto = CovenantDto['imageList'][number];
type Close = (reason?: CloseReason) => void;
type TextName = 'name' | 'credit' | 'subtitle' | 'videoEmbedded';
type ThumbName = 'thumbVideo' | 'thumbVideoEmbedded';
const THUMB_REMOVAL = {
  thumbVideo: 'removeThumbVideo',
  thumbVideoEmbedded: 'removeThumbVideoEmbedded',
} as const;
type RichName = 'infos' | 'benefits' | 'use';

/** The category select (GET category) and, with insert-covenant, a new category (POST category). */
function CategoryField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const held = useSelector(selectHeldPermissions);
  const canCreate = hasPermission(held, P.insertCovenant);
  const { data: categories = [], isFetching, refetch } = useListCovenantCategoriesQuery();
  const [createCategory, { isLoading: creating }] = useCreateCovenantCategoryMutation();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const create = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setFailure(MSG.required);
      return;
    }
    setFailure(null);
    try {
      const category = await createCategory({
        createCovenantCategoryDto: { name: trimmed },
      }).unwrap();
      setName('');
      void refetch();
      onChange(category.id);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <FormField id="covenant-category" label="Categoria" error={failure} extra="Vazio: OUTROS.">
      {(a11y) => (
        <>
          <Select
            {...a11y}
            allowClear
            loading={isFetching}
            placeholder="OUTROS"
            value={value ?? undefined}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            onChange={(id?: number) => onChange(id ?? null)}
          />
          {canCreate && (
            <div className="covenant-form__category">
              <Input
                aria-label="Nova categoria"
                placeholder="Nova categoria"
                value={name}
                onChange={(event) => setName(event.target.value)}
                onPressEnter={(event) => {
                  event.preventDefault();
                  void create();
                }}
              />
              <Button
                icon={<PlusOutlined aria-hidden />}
                loading={creating}
                onClick={() => void create()}
              >
                Criar categoria
              </Button>
            </div>
          )}
        </>
      )}
    </FormField>
  );
}

function Form({ covenant, close }: { covenant: CovenantDto | null; close: Close }) {
  const [createCovenant] = useCreateCovenantMutation();
  const [updateCovenant] = useUpdateCovenantMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<CovenantImageDto[]>(covenant?.imageList ?? []);
  const [removed, setRemoved] = useState<string[]>([]);
  const schema = covenant ? covenantSchema : covenantCreateSchema;

  const formik = useFormik<CovenantValues>({
    initialValues: covenant ? valuesOf(covenant) : EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const common = {
        name: values.name.trim(),
        credit: values.credit.trim() || null,
        subtitle: values.subtitle.trim() || null,
        category: values.category,
        infos: values.infos || null,
        benefits: values.benefits || null,
        use: values.use || null,
        startAt: values.startAt,
        endAt: values.endAt,
        status: values.status as 1 | 2,
        videoEmbedded: values.videoEmbedded.trim() || null,
        ...(values.video ? { video: values.video } : {}),
        ...(values.thumbVideo ? { thumbVideo: values.thumbVideo } : {}),
        ...(values.thumbVideoEmbedded ? { thumbVideoEmbedded: values.thumbVideoEmbedded } : {}),
      };
      // Saved files to remove (a new file replaces the saved one by itself).
      const remove = [
        ...(values.removeVideo && !values.video ? ['video' as const] : []),
        ...(values.removeThumbVideo && !values.thumbVideo ? ['thumbVideo' as const] : []),
        ...(values.removeThumbVideoEmbedded && !values.thumbVideoEmbedded
          ? ['thumbVideoEmbedded' as const]
          : []),
      ];
      try {
        if (covenant) {
          await updateCovenant({
            id: covenant.id,
            updateCovenantFormDto: {
              ...common,
              ...(values.image ? { image: values.image } : {}),
              ...(values.imageList.length ? { imageList: values.imageList } : {}),
              ...(removed.length ? { removeImageList: removed } : {}),
              ...(remove.length ? { remove } : {}),
            },
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createCovenant({
            createCovenantFormDto: {
              ...common,
              image: values.image as File,
              imageList: values.imageList,
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

  const addImages = (picked: File[]) => {
    void formik.setFieldTouched('imageList', true, false);
    void formik.setFieldValue('imageList', [...formik.values.imageList, ...picked]);
  };

  const removeSaved = (item: CovenantImageDto) => {
    const left = saved.filter((file) => file.id !== item.id);
    setSaved(left);
    setRemoved([...removed, item.id]);
    void formik.setFieldTouched('imageList', true, false);
    void formik.setFieldValue('existing', left.length);
  };

  const text = (name: TextName, label: string, required = false, extra?: string) => (
    <FormField
      id={`covenant-${name}`}
      label={label}
      required={required}
      error={touchedError(formik, name)}
      extra={extra}
    >
      {(a11y) => (
        <Input
          {...a11y}
          name={name}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </FormField>
  );

  const rich = (name: RichName, label: string) => (
    <FormField id={`covenant-${name}`} label={label} error={touchedError(formik, name)}>
      {(a11y) => (
        <RichTextEditor
          {...a11y}
          aria-label={label}
          value={formik.values[name]}
          onChange={(html) => void formik.setFieldValue(name, html)}
          onBlur={() => void formik.setFieldTouched(name)}
        />
      )}
    </FormField>
  );

  const date = (name: 'startAt' | 'endAt', label: string) => (
    <FormField id={`covenant-${name}`} label={label} required error={touchedError(formik, name)}>
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

  /** A thumbnail shown before the (uploaded or embedded) video: cropped 16:9, saved as JPG. */
  const thumb = (name: ThumbName, label: string) => (
    <FormField
      id={`covenant-${name}`}
      label={label}
      error={touchedError(formik, name)}
      extra={`Imagem ${acceptHint('image')}, recortada em 16:9.`}
    >
      {(a11y) => (
        <ImageCropField
          {...a11y}
          value={formik.values[name]}
          currentUrl={covenant?.[name]}
          onChange={(file) => void formik.setFieldValue(name, file)}
          removed={formik.values[THUMB_REMOVAL[name]]}
          onRemoveChange={(flag) => void formik.setFieldValue(THUMB_REMOVAL[name], flag)}
        />
      )}
    </FormField>
  );

  const imageListError =
    formik.touched.imageList || formik.submitCount > 0
      ? typeof formik.errors.imageList === 'string'
        ? formik.errors.imageList
        : undefined
      : undefined;

  const label = covenant ? 'Editar convênio' : 'Cadastrar convênio';
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      {text('name', 'Nome', true)}
      {text('credit', 'Crédito')}
      {text('subtitle', 'Subtítulo')}
      <CategoryField
        value={formik.values.category}
        onChange={(id) => void formik.setFieldValue('category', id)}
      />
      {rich('infos', 'Informações da empresa')}
      {rich('benefits', 'Benefícios')}
      {rich('use', 'Como usar')}
      {date('startAt', 'Início')}
      {date('endAt', 'Fim')}
      <FormField
        id="covenant-status"
        label="Status"
        required
        error={touchedError(formik, 'status')}
      >
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
        id="covenant-image"
        label="Imagem"
        required={!covenant}
        error={touchedError(formik, 'image')}
        extra="Recorte 16:9, salvo em JPG."
      >
        {(a11y) => (
          <ImageCropField
            {...a11y}
            value={formik.values.image}
            currentUrl={covenant?.image}
            onChange={(file) => {
              void formik.setFieldValue('image', file);
              void formik.setFieldTouched('image', true, false);
            }}
            onBlur={() => void formik.setFieldTouched('image')}
          />
        )}
      </FormField>
      <FormField
        id="covenant-imageList"
        label="Lista de imagens"
        required
        error={imageListError}
        extra={acceptHint('image')}
      >
        {(a11y) => (
          <FilePicker
            {...a11y}
            kind="image"
            multiple
            status={chosenCount(formik.values.imageList.length)}
            onPick={addImages}
          />
        )}
      </FormField>
      {(saved.length > 0 || formik.values.imageList.length > 0) && (
        <ul className="covenant-form__files" aria-label="Imagens do convênio">
          {saved.map((item, index) => (
            <li key={item.id} className="covenant-form__file">
              <img src={item.file} alt={`Imagem ${index + 1}`} />
              <Button
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => removeSaved(item)}
              >
                Remover imagem {index + 1}
              </Button>
            </li>
          ))}
          {formik.values.imageList.map((file, index) => (
            <li key={`new-${index}`} className="covenant-form__file">
              <span>{file.name}</span>
              <Button
                size="small"
                onClick={() =>
                  void formik.setFieldValue(
                    'imageList',
                    formik.values.imageList.filter((_, i) => i !== index),
                  )
                }
              >
                Retirar {file.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormField id="covenant-video" label="Vídeo" extra={acceptHint('video')}>
        {(a11y) => (
          <FileInput
            {...a11y}
            kind="video"
            value={formik.values.video}
            currentUrl={covenant?.video}
            onChange={(file) => void formik.setFieldValue('video', file)}
            removed={formik.values.removeVideo}
            onRemoveChange={(flag) => void formik.setFieldValue('removeVideo', flag)}
          />
        )}
      </FormField>
      {thumb('thumbVideo', 'Miniatura do vídeo')}
      {text(
        'videoEmbedded',
        'Vídeo incorporado (URL)',
        false,
        'Endereço https do YouTube ou Vimeo.',
      )}
      {thumb('thumbVideoEmbedded', 'Miniatura do vídeo incorporado')}
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
  );
}

/** Register (POST covenant) or edit (GET then PUT covenant/{id}) a covenant; a save holding a file goes as multipart. */
export function CovenantForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetCovenantQuery}>
      {(covenant: CovenantDto | null) => <Form covenant={covenant} close={close} />}
    </RecordForm>
  );
}
