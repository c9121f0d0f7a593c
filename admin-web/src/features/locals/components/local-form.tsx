import { MSG } from '@clube/shared';
import { Alert, Input, InputNumber, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS } from '../../../shared/forms/content-fields';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { MaskedInput } from '../../../shared/forms/masked-input';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';
import { GalleryPhotosField } from '../../../shared/forms/gallery-photos-field';
import {
  useCreateLocalMutation,
  useGetLocalQuery,
  useListLocalTypeOptionsQuery,
  useListReservationIntervalOptionsQuery,
  useListRestrictionsQuery,
  useUpdateLocalMutation,
  type LocalDto,
} from '../api/locals-api';
import { hoursToMinutes, localSchema, type LocalValues } from '../schemas/local.schemas';
import './local-form.css';

const EMPTY: LocalValues = {
  description: '',
  localType: null,
  startsAt: '',
  endsAt: '',
  capacity: null,
  reserved: false,
  reservationHours: null,
  restrictions: null,
  status: 1,
  reservationInterval: null,
  usageGuide: '',
  gallery: [],
};

const valuesOf = (l: LocalDto): LocalValues => ({
  description: l.description,
  localType: l.localType.id,
  startsAt: l.startsAt,
  endsAt: l.endsAt,
  capacity: l.capacity,
  reserved: l.reserved,
  reservationHours: l.reservationTime / 60,
  restrictions: l.restrictions.id,
  status: l.status.id,
  reservationInterval: l.reservationInterval.id,
  usageGuide: l.usageGuide,
  gallery: [],
});

type Photo = LocalDto['gallery'][number];
type Close = (reason?: CloseReason) => void;
type PickName = 'localType' | 'restrictions' | 'reservationInterval';
type Options = ReadonlyArray<{ id: number; description: string }> | undefined;

function Form({ local, close }: { local: LocalDto | null; close: Close }) {
  const [createLocal] = useCreateLocalMutation();
  const [updateLocal] = useUpdateLocalMutation();
  const types = useListLocalTypeOptionsQuery();
  const intervals = useListReservationIntervalOptionsQuery();
  const restrictions = useListRestrictionsQuery();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<Photo[]>(local?.gallery ?? []);
  const [removed, setRemoved] = useState<string[]>([]);

  const formik = useFormik<LocalValues>({
    initialValues: local ? valuesOf(local) : EMPTY,
    validationSchema: localSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const fields = {
        description: values.description.trim(),
        localType: Number(values.localType),
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        capacity: Number(values.capacity),
        reserved: values.reserved,
        // Hours typed, minutes sent.
        reservationTime: hoursToMinutes(Number(values.reservationHours)),
        restrictions: Number(values.restrictions) as 1 | 2 | 3,
        status: values.status as 1 | 2,
        reservationInterval: Number(values.reservationInterval),
        usageGuide: values.usageGuide,
        ...(values.gallery.length ? { gallery: values.gallery } : {}),
      };
      try {
        if (local) {
          await updateLocal({
            id: local.id,
            updateLocalFormDto: {
              ...fields,
              ...(removed.length ? { removeGallery: removed } : {}),
            },
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createLocal({ createLocalFormDto: fields }).unwrap();
          notice({ kind: 'success', title: MSG.successTitle, text: MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        helpers.setErrors(readApiFailure(error).fields as never);
        setFailure(failureMessage(error));
      }
    },
  });

  const pick = (name: PickName, label: string, options: Options) => (
    <FormField id={`local-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => (
        <Select
          {...a11y}
          placeholder="Selecione"
          value={formik.values[name] ?? undefined}
          options={(options ?? []).map((o) => ({ value: o.id, label: o.description }))}
          onChange={(value: number) => void formik.setFieldValue(name, value)}
          onBlur={() => void formik.setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );

  const time = (name: 'startsAt' | 'endsAt', label: string) => (
    <FormField id={`local-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => (
        <MaskedInput
          {...a11y}
          mask="00:00"
          inputMode="numeric"
          placeholder="HH:mm"
          value={formik.values[name]}
          onValueChange={(text) => void formik.setFieldValue(name, text)}
          onBlur={() => void formik.setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );

  const removeSaved = (photo: Photo) => {
    setSaved(saved.filter((p) => p.id !== photo.id));
    setRemoved([...removed, photo.id]);
  };

  return (
    <form
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={local ? 'Editar local' : 'Cadastrar local'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id="local-description"
        label="Descrição"
        required
        error={touchedError(formik, 'description')}
        extra={local ? `Página pública: /${local.slug}` : undefined}
      >
        {(a11y) => (
          <Input
            {...a11y}
            name="description"
            maxLength={150}
            value={formik.values.description}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      {pick('localType', 'Tipo de local', types.data)}
      <div className="local-form__row">
        {time('startsAt', 'Hora de início')}
        {time('endsAt', 'Hora de fim')}
      </div>
      <FormField
        id="local-capacity"
        label="Capacidade"
        required
        error={touchedError(formik, 'capacity')}
      >
        {(a11y) => (
          <InputNumber
            {...a11y}
            name="capacity"
            step={1}
            precision={0}
            style={{ width: '100%' }}
            value={formik.values.capacity}
            onChange={(value) => void formik.setFieldValue('capacity', value ?? null)}
            onBlur={() => void formik.setFieldTouched('capacity', true)}
          />
        )}
      </FormField>
      <FormField id="local-reserved" label="Reservado">
        {(a11y) => (
          <Switch
            {...a11y}
            checked={formik.values.reserved}
            onChange={(checked) => void formik.setFieldValue('reserved', checked)}
          />
        )}
      </FormField>
      <FormField
        id="local-reservation-hours"
        label="Tempo de reserva (horas)"
        required
        error={touchedError(formik, 'reservationHours')}
        extra="Ex.: 1,5 para 1 hora e 30 minutos."
      >
        {(a11y) => (
          <InputNumber
            {...a11y}
            name="reservationHours"
            step={1}
            decimalSeparator=","
            style={{ width: '100%' }}
            value={formik.values.reservationHours}
            onChange={(value) => void formik.setFieldValue('reservationHours', value ?? null)}
            onBlur={() => void formik.setFieldTouched('reservationHours', true)}
          />
        )}
      </FormField>
      {pick('restrictions', 'Restrição', restrictions.data)}
      <FormField id="local-status" label="Status" required error={touchedError(formik, 'status')}>
        {(a11y) => (
          <Select
            {...a11y}
            value={formik.values.status}
            options={CONTENT_STATUS_OPTIONS.map((o) => ({ ...o }))}
            onChange={(value: number) => void formik.setFieldValue('status', value)}
          />
        )}
      </FormField>
      {pick('reservationInterval', 'Intervalo', intervals.data)}
      <FormField
        id="local-usage-guide"
        label="Guia de uso"
        required
        error={touchedError(formik, 'usageGuide')}
      >
        {(a11y) => (
          <RichTextEditor
            {...a11y}
            aria-label="Guia de uso"
            value={formik.values.usageGuide}
            onChange={(html) => void formik.setFieldValue('usageGuide', html)}
            onBlur={() => void formik.setFieldTouched('usageGuide', true)}
          />
        )}
      </FormField>
      <GalleryPhotosField
        id="local-gallery"
        listLabel="Fotos do local"
        saved={saved}
        picked={formik.values.gallery}
        onPick={(files) =>
          void formik.setFieldValue('gallery', [...formik.values.gallery, ...files])
        }
        onRemoveSaved={removeSaved}
        onRemovePicked={(index) =>
          void formik.setFieldValue(
            'gallery',
            formik.values.gallery.filter((_, i) => i !== index),
          )
        }
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
  );
}

/** Register (POST locals) or edit (GET then PUT locals/{id}), multipart with the photos. */
export function LocalForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetLocalQuery}>
      {(local: LocalDto | null) => <Form local={local} close={close} />}
    </RecordForm>
  );
}
