import {
  API_MSG,
  DEFAULT_TICKET_CANCEL_HOURS,
  EVENT_TICKET_LIMIT_DEFAULTS,
  EVENT_TICKET_LIMIT_MAX,
  MSG,
  RecordStatus,
  TICKET_CANCEL_HOURS_MAX,
} from '@clube/shared';
import { isBlankHtml } from '@clube/shared/forms';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField, StatusField } from '../../../shared/forms/choice-fields';
import { SwitchField } from '../../../shared/forms/switch-field';
import { DateTimeField } from '../../../shared/forms/date-fields';
import { GalleryPhotosField } from '../../../shared/forms/file-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { ImageField } from '../../../shared/forms/image-field';
import { centsToText, textToCents } from '../../../shared/forms/money-input';
import { RichTextField } from '../../../shared/forms/rich-text-field';
import { MoneyField, TextField } from '../../../shared/forms/text-fields';
import { MaskedField } from '../../../shared/forms/masked-fields';
import { NumberField } from '../../../shared/forms/number-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { acceptHint } from '../../../shared/uploads/uploads';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import {
  useCreateEventMutation,
  useGetEventQuery,
  useListTicketTemplateOptionsQuery,
  useUpdateEventMutation,
  type EventDayInputDto,
  type EventDto,
} from '../api/events-api';
import { eventSchema, type EventValues } from '../schemas/event.schemas';
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
  ticketCancelHours: DEFAULT_TICKET_CANCEL_HOURS,
  maxTicketsPerOrder: EVENT_TICKET_LIMIT_DEFAULTS.perOrder,
  maxTicketsPerMember: EVENT_TICKET_LIMIT_DEFAULTS.perMember,
  numberOfTicketsForSale: '',
  guestInvitePrice: '',
  status: RecordStatus.Active,
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
  ticketCancelHours: e.ticketCancelHours,
  maxTicketsPerOrder: e.maxTicketsPerOrder,
  maxTicketsPerMember: e.maxTicketsPerMember,
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
        ticketCancelHours: Number(values.ticketCancelHours),
        maxTicketsPerOrder: Number(values.maxTicketsPerOrder),
        maxTicketsPerMember: Number(values.maxTicketsPerMember),
        numberOfTicketsForSale: Number(values.numberOfTicketsForSale),
        // Reais typed, cents sent.
        guestInvitePrice: textToCents(values.guestInvitePrice) ?? 0,
        status: values.status,
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
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        // The API's field messages ('eventDates.0.endsAt' too) go to their fields.
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  const removeSaved = (photo: Photo) => {
    setSaved(saved.filter((p) => p.id !== photo.id));
    setRemoved([...removed, photo.id]);
  };

  return (
    <FormikForm
      formik={formik}
      idPrefix="event"
      aria-label={event ? 'Editar evento' : 'Cadastrar evento'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      {event && (
        <p className="event-form__hint">
          Convites vendidos ou reservados: {event.sold} · à venda: {event.remaining}
        </p>
      )}
      <TextField name="title" label="Título" required maxLength={150} />
      <SelectField
        name="ticketTemplate"
        label="Modelo de convite"
        extra="Sem modelo, vale o modelo padrão das configurações."
        placeholder="Modelo padrão"
        allowClear
        search
        options={asOptions(templates.data)}
      />
      <RichTextField name="observations" label="Observações" />
      <RichTextField name="description" label="Descrição" required />
      <SelectField
        name="local"
        label="Local"
        required
        placeholder="Selecione"
        search
        options={asOptions(places.data)}
      />
      <div className="event-form__row">
        <DateTimeField name="startSale" label="Início da venda" required />
        <DateTimeField name="endSale" label="Fim da venda" required />
      </div>
      <div className="event-form__row">
        <NumberField
          name="freeLimit"
          label="Limite de convites gratuitos"
          required
          extra="Por comprador: associados e dependentes ativos não pagam até este limite."
          min={0}
          precision={0}
        />
        <MaskedField
          name="numberOfTicketsForSale"
          label="Convites à venda"
          required
          extra="De 0 a 9999."
          mask="0000"
        />
        <MoneyField name="guestInvitePrice" label="Preço por convidado" required />
        <NumberField
          name="ticketCancelHours"
          label="Cancelamento até (horas antes)"
          required
          extra="O associado cancela um convite comprado e recebe o valor de volta até estas horas antes do primeiro dia."
          min={0}
          max={TICKET_CANCEL_HOURS_MAX}
          precision={0}
        />
        <NumberField
          name="maxTicketsPerOrder"
          label="Convites por compra"
          required
          min={1}
          max={EVENT_TICKET_LIMIT_MAX}
          precision={0}
        />
        <NumberField
          name="maxTicketsPerMember"
          label="Convites por associado"
          required
          extra="Somando todos os pedidos do associado neste evento, inclusive os que aguardam pagamento."
          min={1}
          max={EVENT_TICKET_LIMIT_MAX}
          precision={0}
        />
      </div>
      <EventDaysFields />
      <div className="event-form__row">
        <StatusField />
        <SwitchField name="emphasis" label="Destaque" />
      </div>
      <ImageField
        name="image"
        label="Imagem"
        kind="image"
        currentUrl={event?.image?.url}
        removeName="removeImage"
        extra={`Imagem ${acceptHint('image')}, recortada em 16:9.`}
      />
      <GalleryPhotosField
        name="gallery"
        listLabel="Fotos do evento"
        saved={saved}
        onRemoveSaved={removeSaved}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
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
