import { MSG } from '@clube/shared';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { Alert, Input, InputNumber, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS } from '../../../shared/forms/content-fields';
import { DateTimeField } from '../../../shared/forms/date-time-field';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { MaskedInput } from '../../../shared/forms/masked-input';
import { centsToText, MoneyInput, textToCents } from '../../../shared/forms/money-input';
import { ImageCropField } from '../../../shared/image-crop/image-crop-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';
import { acceptHint } from '../../../shared/uploads/uploads';
import { GalleryPhotosField } from '../../../shared/forms/gallery-photos-field';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import {
  useCreateEventMutation,
  useGetEventQuery,
  useListTicketTemplateOptionsQuery,
  useUpdateEventMutation,
  type EventDayInputDto,
  type EventDto,
} from '../api/events-api';
import { eventSchema, isBlankHtml, type EventValues } from '../schemas/event.schemas';
import { EventDaysFields, emptyDay } from './event-days-fields';
import './event-form.css';

/** A new event starts with one empty day (an event has at least one). */
const empty = (): EventValues => ({
  title: '',
  ticketTemplate: null,
  observations: '',
  description: '',
  local: null,
  startSale: '',
  endSale: '',
  freeLimit: null,
  numberOfTicketsForSale: '',
  guestInvitePrice: '',
  status: 1,
  emphasis: false,
  eventDates: [emptyDay()],
  image: null,
  removeImage: false,
  gallery: [],
});

/** A saved event as the form shows it: cents as reais, the stock as digits. */
const valuesOf = (e: EventDto): EventValues => ({
  ...empty(),
  title: e.title,
  ticketTemplate: e.ticketTemplate?.id ?? null,
  observations: e.observations ?? '',
  description: e.description,
  local: e.local.id,
  startSale: e.startSale,
  endSale: e.endSale,
  freeLimit: e.freeLimit,
  numberOfTicketsForSale: String(e.numberOfTicketsForSale),
  guestInvitePrice: centsToText(e.guestInvitePrice),
  status: e.status.id,
  emphasis: e.emphasis,
  eventDates: e.eventDates.map((d) => ({ ...emptyDay(), startsAt: d.startsAt, endsAt: d.endsAt })),
});

type Photo = EventDto['gallery'][number];
type Close = (reason?: CloseReason) => void;
type Options = ReadonlyArray<{ id: number; description: string }> | undefined;

const asOptions = (options: Options) =>
  (options ?? []).map((o) => ({ value: o.id, label: o.description }));

function Form({ event, close }: { event: EventDto | null; close: Close }) {
  const [createEvent] = useCreateEventMutation();
  const [updateEvent] = useUpdateEventMutation();
  const places = useListLocalOptionsQuery();
  const templates = useListTicketTemplateOptionsQuery();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<Photo[]>(event?.gallery ?? []);
  const [removed, setRemoved] = useState<string[]>([]);

  const formik = useFormik<EventValues>({
    initialValues: event ? valuesOf(event) : empty(),
    validationSchema: eventSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const days: EventDayInputDto[] = values.eventDates.map(({ startsAt, endsAt }) => ({
        startsAt,
        endsAt,
      }));
      const fields = {
        title: values.title.trim(),
        ticketTemplate: values.ticketTemplate ?? null,
        observations: isBlankHtml(values.observations) ? null : values.observations,
        description: values.description,
        local: Number(values.local),
        startSale: values.startSale,
        endSale: values.endSale,
        freeLimit: Number(values.freeLimit),
        numberOfTicketsForSale: Number(values.numberOfTicketsForSale),
        // Reais typed, cents sent.
        guestInvitePrice: textToCents(values.guestInvitePrice) ?? 0,
        status: values.status as 1 | 2,
        emphasis: values.emphasis,
        // A multipart form carries the days as one JSON text (the API reads JSON bodies alike).
        eventDates: JSON.stringify(days) as unknown as EventDayInputDto[],
        ...(values.image ? { image: values.image } : {}),
        ...(values.gallery.length ? { gallery: values.gallery } : {}),
      };
      try {
        if (event) {
          await updateEvent({
            id: event.id,
            updateEventFormDto: {
              ...fields,
              ...(removed.length ? { removeGallery: removed } : {}),
              ...(values.removeImage && !values.image ? { removeImage: true } : {}),
            },
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createEvent({ createEventFormDto: fields }).unwrap();
          notice({ kind: 'success', title: MSG.successTitle, text: MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        // The API's field messages ('eventDates.0.endsAt' too) go to their fields.
        for (const [field, message] of Object.entries(readApiFailure(error).fields)) {
          helpers.setFieldError(field, message);
          void helpers.setFieldTouched(field, true, false);
        }
        setFailure(failureMessage(error));
      }
    },
  });

  const pick = (name: 'local' | 'ticketTemplate', label: string, options: Options) => (
    <FormField
      id={`event-${name}`}
      label={label}
      required={name === 'local'}
      error={touchedError(formik, name)}
      extra={
        name === 'ticketTemplate'
          ? 'Sem modelo, vale o modelo padrão das configurações.'
          : undefined
      }
    >
      {(a11y) => (
        <Select
          {...a11y}
          placeholder={name === 'local' ? 'Selecione' : 'Modelo padrão'}
          allowClear={name === 'ticketTemplate'}
          showSearch={{ optionFilterProp: 'label' }}
          value={formik.values[name] ?? undefined}
          options={asOptions(options)}
          onChange={(value?: number) => void formik.setFieldValue(name, value ?? null)}
          onBlur={() => void formik.setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );

  const instant = (name: 'startSale' | 'endSale', label: string) => (
    <FormField id={`event-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => (
        <DateTimeField
          {...a11y}
          value={formik.values[name]}
          onChange={(value) => void formik.setFieldValue(name, value)}
          onBlur={() => void formik.setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );

  const richText = (name: 'description' | 'observations', label: string, required: boolean) => (
    <FormField
      id={`event-${name}`}
      label={label}
      required={required}
      error={touchedError(formik, name)}
    >
      {(a11y) => (
        <RichTextEditor
          {...a11y}
          aria-label={label}
          value={formik.values[name]}
          onChange={(html) => void formik.setFieldValue(name, html)}
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
      aria-label={event ? 'Editar evento' : 'Cadastrar evento'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      {event && (
        <p className="event-form__hint">
          Convites vendidos ou reservados: {event.sold} · à venda: {event.remaining}
        </p>
      )}
      <FormField id="event-title" label="Título" required error={touchedError(formik, 'title')}>
        {(a11y) => (
          <Input
            {...a11y}
            name="title"
            maxLength={150}
            value={formik.values.title}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      {pick('ticketTemplate', 'Modelo de convite', templates.data)}
      {richText('observations', 'Observações', false)}
      {richText('description', 'Descrição', true)}
      {pick('local', 'Local', places.data)}
      <div className="event-form__row">
        {instant('startSale', 'Início da venda')}
        {instant('endSale', 'Fim da venda')}
      </div>
      <div className="event-form__row">
        <FormField
          id="event-freeLimit"
          label="Limite de convites gratuitos"
          required
          error={touchedError(formik, 'freeLimit')}
          extra="Por comprador: associados e dependentes ativos não pagam até este limite."
        >
          {(a11y) => (
            <InputNumber
              {...a11y}
              name="freeLimit"
              min={0}
              step={1}
              precision={0}
              style={{ width: '100%' }}
              value={formik.values.freeLimit}
              onChange={(value) => void formik.setFieldValue('freeLimit', value ?? null)}
              onBlur={() => void formik.setFieldTouched('freeLimit', true)}
            />
          )}
        </FormField>
        <FormField
          id="event-numberOfTicketsForSale"
          label="Convites à venda"
          required
          error={touchedError(formik, 'numberOfTicketsForSale')}
          extra="De 0 a 9999."
        >
          {(a11y) => (
            <MaskedInput
              {...a11y}
              name="numberOfTicketsForSale"
              mask="0000"
              inputMode="numeric"
              value={formik.values.numberOfTicketsForSale}
              onValueChange={(text) => void formik.setFieldValue('numberOfTicketsForSale', text)}
              onBlur={() => void formik.setFieldTouched('numberOfTicketsForSale', true)}
            />
          )}
        </FormField>
        <FormField
          id="event-guestInvitePrice"
          label="Preço por convidado"
          required
          error={touchedError(formik, 'guestInvitePrice')}
        >
          {(a11y) => (
            <MoneyInput
              {...a11y}
              name="guestInvitePrice"
              value={formik.values.guestInvitePrice}
              onChange={(text) => void formik.setFieldValue('guestInvitePrice', text)}
              onBlur={() => void formik.setFieldTouched('guestInvitePrice', true)}
            />
          )}
        </FormField>
      </div>
      <EventDaysFields formik={formik} />
      <div className="event-form__row">
        <FormField id="event-status" label="Status" required error={touchedError(formik, 'status')}>
          {(a11y) => (
            <Select
              {...a11y}
              value={formik.values.status}
              options={CONTENT_STATUS_OPTIONS.map((o) => ({ ...o }))}
              onChange={(value: number) => void formik.setFieldValue('status', value)}
            />
          )}
        </FormField>
        <FormField id="event-emphasis" label="Destaque">
          {(a11y) => (
            <Switch
              {...a11y}
              checked={formik.values.emphasis}
              onChange={(checked) => void formik.setFieldValue('emphasis', checked)}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="event-image"
        label="Imagem"
        error={touchedError(formik, 'image')}
        extra={`Imagem ${acceptHint('image')}, recortada em 16:9.`}
      >
        {(a11y) => (
          <ImageCropField
            {...a11y}
            kind="image"
            value={formik.values.image}
            currentUrl={event?.image?.url}
            onChange={(file) => {
              void formik.setFieldValue('image', file);
              void formik.setFieldTouched('image', true, false);
            }}
            onBlur={() => void formik.setFieldTouched('image')}
            removed={formik.values.removeImage}
            onRemoveChange={
              event?.image ? (flag) => void formik.setFieldValue('removeImage', flag) : undefined
            }
          />
        )}
      </FormField>
      <GalleryPhotosField
        id="event-gallery"
        listLabel="Fotos do evento"
        error={touchedError(formik, 'gallery')}
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

/** Register (POST events) or edit (GET then PUT events/{id}), multipart with the image and photos. */
export function EventForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetEventQuery}>
      {(event: EventDto | null) => <Form event={event} close={close} />}
    </RecordForm>
  );
}
