import { PlusOutlined } from '@ant-design/icons';
import { API_MSG, hasPermission, MSG, P, RecordStatus } from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { Alert, Button, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { useNotice } from '../../../shared/feedback/notice';
import { StatusField } from '../../../shared/forms/choice-fields';
import { DateField } from '../../../shared/forms/date-fields';
import { FileField, FilesField } from '../../../shared/forms/file-fields';
import { FormField } from '../../../shared/forms/form-field';
import { FormikForm, showApiFailure, useBoundField } from '../../../shared/forms/formik-form';
import { ImageField } from '../../../shared/forms/image-field';
import { RichTextField } from '../../../shared/forms/rich-text-field';
import { TextField } from '../../../shared/forms/text-fields';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
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
  status: RecordStatus.Active,
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

/** The category select (GET category) and, with insert-covenant, a new category (POST category). */
function CategoryField() {
  const field = useBoundField<number | null>('category');
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
      field.choose(category.id);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <FormField id={field.id} label="Categoria" error={failure} extra="Vazio: OUTROS.">
      {(a11y) => (
        <>
          <Select
            {...a11y}
            allowClear
            loading={isFetching}
            placeholder="OUTROS"
            value={field.value ?? undefined}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            onChange={(id?: number) => field.choose(id ?? null)}
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
        status: values.status,
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
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  /** A saved image removed: sent for removal at save; the list must keep one image. */
  const removeSaved = (item: CovenantImageDto) => {
    const left = saved.filter((file) => file.id !== item.id);
    setSaved(left);
    setRemoved([...removed, item.id]);
    void formik.setFieldTouched('imageList', true, false);
    void formik.setFieldValue('existing', left.length);
  };

  const label = covenant ? 'Editar convênio' : 'Cadastrar convênio';
  return (
    <FormikForm formik={formik} idPrefix="covenant" aria-label={label}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField name="name" label="Nome" required />
      <TextField name="credit" label="Crédito" />
      <TextField name="subtitle" label="Subtítulo" />
      <CategoryField />
      <RichTextField name="infos" label="Informações da empresa" />
      <RichTextField name="benefits" label="Benefícios" />
      <RichTextField name="use" label="Como usar" />
      <DateField name="startAt" label="Início" required />
      <DateField name="endAt" label="Fim" required />
      <StatusField />
      <ImageField
        name="image"
        label="Imagem"
        required={!covenant}
        currentUrl={covenant?.image}
        extra="Recorte 16:9, salvo em JPG."
      />
      <FilesField
        name="imageList"
        label="Lista de imagens"
        required
        kind="image"
        extra={acceptHint('image')}
        noun="imagem"
        listLabel="Imagens do convênio"
        saved={saved}
        onRemoveSaved={removeSaved}
      />
      <FileField
        name="video"
        label="Vídeo"
        kind="video"
        currentUrl={covenant?.video}
        removeName="removeVideo"
        extra={acceptHint('video')}
      />
      {/* A thumbnail shown before the (uploaded or embedded) video: cropped 16:9, saved as JPG. */}
      <ImageField
        name="thumbVideo"
        label="Miniatura do vídeo"
        currentUrl={covenant?.thumbVideo}
        removeName="removeThumbVideo"
        extra={`Imagem ${acceptHint('image')}, recortada em 16:9.`}
      />
      <TextField
        name="videoEmbedded"
        label="Vídeo incorporado (URL)"
        extra="Endereço https do YouTube ou Vimeo."
      />
      <ImageField
        name="thumbVideoEmbedded"
        label="Miniatura do vídeo incorporado"
        currentUrl={covenant?.thumbVideoEmbedded}
        removeName="removeThumbVideoEmbedded"
        extra={`Imagem ${acceptHint('image')}, recortada em 16:9.`}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
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
