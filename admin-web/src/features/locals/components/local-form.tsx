import { API_MSG, MSG, RecordStatus } from '@clube/shared';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField, StatusField } from '../../../shared/forms/choice-fields';
import { SwitchField } from '../../../shared/forms/switch-field';
import { GalleryPhotosField } from '../../../shared/forms/file-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { RichTextField } from '../../../shared/forms/rich-text-field';
import { TextField } from '../../../shared/forms/text-fields';
import { MaskedField } from '../../../shared/forms/masked-fields';
import { NumberField } from '../../../shared/forms/number-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
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
  status: RecordStatus.Active,
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
        status: values.status,
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
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  const pick = (name: keyof LocalValues, label: string, options: Options) => (
    <SelectField
      name={name}
      label={label}
      required
      placeholder="Selecione"
      options={(options ?? []).map((o) => ({ value: o.id, label: o.description }))}
    />
  );

  const removeSaved = (photo: Photo) => {
    setSaved(saved.filter((p) => p.id !== photo.id));
    setRemoved([...removed, photo.id]);
  };

  return (
    <FormikForm
      formik={formik}
      idPrefix="local"
      aria-label={local ? 'Editar local' : 'Cadastrar local'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField
        name="description"
        label="Descrição"
        required
        maxLength={150}
        extra={local ? `Página pública: /${local.slug}` : undefined}
      />
      {pick('localType', 'Tipo de local', types.data)}
      <div className="local-form__row">
        <MaskedField
          name="startsAt"
          label="Hora de início"
          required
          mask="00:00"
          placeholder="HH:mm"
        />
        <MaskedField name="endsAt" label="Hora de fim" required mask="00:00" placeholder="HH:mm" />
      </div>
      <NumberField name="capacity" label="Capacidade" required precision={0} />
      <SwitchField name="reserved" label="Reservado" />
      <NumberField
        name="reservationHours"
        id="local-reservation-hours"
        label="Tempo de reserva (horas)"
        required
        extra="Ex.: 1,5 para 1 hora e 30 minutos."
        decimalSeparator=","
      />
      {pick('restrictions', 'Restrição', restrictions.data)}
      <StatusField />
      {pick('reservationInterval', 'Intervalo', intervals.data)}
      <RichTextField name="usageGuide" id="local-usage-guide" label="Guia de uso" required />
      <GalleryPhotosField
        name="gallery"
        listLabel="Fotos do local"
        saved={saved}
        onRemoveSaved={removeSaved}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
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
