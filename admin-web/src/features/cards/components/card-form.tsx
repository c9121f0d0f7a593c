import { LABELS, MSG, SEARCH_DEBOUNCE_MS, formatCpf, type CardOwnerType } from '@clube/shared';
import { Alert, InputNumber, Radio, Select } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS, DateField } from '../../../shared/forms/content-fields';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { ImageCropField } from '../../../shared/image-crop/image-crop-field';
import {
  FormActions,
  RecordForm,
  useDebouncedValue,
  type CloseReason,
} from '../../../shared/list-screen';
import { useListAssociateOptionsQuery, useListDependentOptionsQuery } from '../../associates';
import {
  useCreateCardMutation,
  useGetCardQuery,
  useUpdateCardMutation,
  type CardDto,
} from '../api/cards-api';
import {
  cardSchema,
  defaultExpiry,
  randomValidationCode,
  type CardValues,
} from '../schemas/card.schemas';
import { CardPreview } from './card-preview';

type Close = (reason?: CloseReason) => void;

/** The card picture: a portrait photo (3:4). */
export const CARD_PICTURE_ASPECT = 3 / 4;

const OWNER_TYPES: ReadonlyArray<{ value: CardOwnerType; label: string }> = [
  { value: 'Associate', label: LABELS.associate },
  { value: 'Dependent', label: LABELS.dependent },
];

interface OwnerOption {
  id: string;
  name: string;
  cpf: string | null;
}

const ownerLabel = (o: OwnerOption) => (o.cpf ? `${o.name} (CPF ${formatCpf(o.cpf)})` : o.name);

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function Form({ card, close }: { card: CardDto | null; close: Close }) {
  const [createCard] = useCreateCardMutation();
  const [updateCard] = useUpdateCardMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const formik = useFormik<CardValues>({
    initialValues: card
      ? {
          ownerType: card.ownerType,
          ownerId: card.ownerId,
          picture: null,
          expiresAt: card.expiresAt,
          validationCode: card.validationCode,
          status: card.status.id,
        }
      : {
          ownerType: 'Associate',
          ownerId: null,
          picture: null,
          expiresAt: defaultExpiry(),
          validationCode: randomValidationCode(),
          status: 1,
        },
    validationSchema: cardSchema(card === null),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const fields = {
        ownerType: values.ownerType,
        ownerId: String(values.ownerId),
        expiresAt: values.expiresAt,
        validationCode: Number(values.validationCode),
        status: values.status as 1 | 2,
      };
      try {
        if (card) {
          await updateCard({
            id: card.id,
            updateCardFormDto: {
              ...fields,
              ...(values.picture ? { picture: values.picture } : {}),
            },
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createCard({
            createCardFormDto: { ...fields, picture: values.picture as File },
          }).unwrap();
          notice({ kind: 'success', title: MSG.successTitle, text: MSG.cardCreated });
        }
        close('saved');
      } catch (error) {
        for (const [field, message] of Object.entries(readApiFailure(error).fields)) {
          helpers.setFieldError(field, message);
          void helpers.setFieldTouched(field, true, false);
        }
        setFailure(failureMessage(error));
      }
    },
  });

  const isAssociate = formik.values.ownerType === 'Associate';
  const associates = useListAssociateOptionsQuery(
    { search: term || undefined },
    { skip: !isAssociate },
  );
  const dependents = useListDependentOptionsQuery(
    { search: term || undefined },
    { skip: isAssociate },
  );
  const found: OwnerOption[] = (isAssociate ? associates.data : dependents.data) ?? [];
  const saved: OwnerOption | null =
    card && card.ownerType === formik.values.ownerType
      ? { id: card.owner.id, name: card.owner.name, cpf: card.owner.cpf }
      : null;
  const owners = saved && !found.some((o) => o.id === saved.id) ? [saved, ...found] : found;
  const owner = owners.find((o) => o.id === formik.values.ownerId) ?? null;
  const sameOwner = card !== null && card.ownerId === formik.values.ownerId;

  const pictureUrl = useObjectUrl(formik.values.picture);

  return (
    <form
      onSubmit={formik.handleSubmit}
      noValidate
      className="card-form"
      aria-label={card ? 'Editar Carteirinha' : 'Cadastrar Carteirinha'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField id="card-owner-type" label="Tipo de titular">
        {() => (
          <Radio.Group
            aria-label="Tipo de titular"
            optionType="button"
            buttonStyle="solid"
            value={formik.values.ownerType}
            options={OWNER_TYPES.map((o) => ({ ...o }))}
            onChange={(event) => {
              void formik.setFieldValue('ownerType', event.target.value);
              void formik.setFieldValue('ownerId', null);
              setSearch('');
            }}
          />
        )}
      </FormField>
      <FormField
        id="card-owner"
        label="Titular"
        required
        error={touchedError(formik, 'ownerId')}
        extra={`Digite parte do nome ou o CPF do ${isAssociate ? 'associado' : 'dependente'} para procurar.`}
      >
        {(a11y) => (
          <Select
            {...a11y}
            showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
            placeholder="Procurar"
            loading={isAssociate ? associates.isFetching : dependents.isFetching}
            value={formik.values.ownerId ?? undefined}
            options={owners.map((o) => ({ value: o.id, label: ownerLabel(o) }))}
            onChange={(value: string) => void formik.setFieldValue('ownerId', value)}
            onBlur={() => void formik.setFieldTouched('ownerId', true)}
            notFoundContent="Nenhum resultado para a pesquisa!"
          />
        )}
      </FormField>
      <FormField
        id="card-picture"
        label="Foto"
        required={card === null}
        error={touchedError(formik, 'picture')}
      >
        {(a11y) => (
          <ImageCropField
            {...a11y}
            kind="image"
            aspect={CARD_PICTURE_ASPECT}
            value={formik.values.picture}
            currentUrl={card?.picture ?? null}
            onChange={(file) => {
              void formik.setFieldValue('picture', file);
              void formik.setFieldTouched('picture', true, false);
            }}
            onBlur={() => void formik.setFieldTouched('picture', true)}
          />
        )}
      </FormField>
      <FormField
        id="card-expires-at"
        label="Validade"
        required
        error={touchedError(formik, 'expiresAt')}
      >
        {(a11y) => (
          <DateField
            {...a11y}
            value={formik.values.expiresAt}
            onChange={(iso) => void formik.setFieldValue('expiresAt', iso)}
            onBlur={() => void formik.setFieldTouched('expiresAt', true)}
          />
        )}
      </FormField>
      <FormField
        id="card-validation-code"
        label="Código de validação"
        required
        error={touchedError(formik, 'validationCode')}
        extra="Número de 1 a 99999, sorteado ao cadastrar."
      >
        {(a11y) => (
          <InputNumber
            {...a11y}
            step={1}
            precision={0}
            style={{ width: '100%', maxWidth: 200 }}
            value={formik.values.validationCode}
            onChange={(value) => void formik.setFieldValue('validationCode', value ?? null)}
            onBlur={() => void formik.setFieldTouched('validationCode', true)}
          />
        )}
      </FormField>
      <FormField id="card-status" label="Status" required>
        {(a11y) => (
          <Select
            {...a11y}
            value={formik.values.status}
            options={CONTENT_STATUS_OPTIONS.map((o) => ({ ...o }))}
            onChange={(value: number) => void formik.setFieldValue('status', value)}
          />
        )}
      </FormField>
      <CardPreview
        card={{
          name: owner?.name ?? null,
          cpf: owner?.cpf ?? null,
          registration: sameOwner ? card.owner.registration : null,
          birthDate: sameOwner ? card.owner.birthDate : null,
          expiresAt: formik.values.expiresAt || null,
          picture: pictureUrl ?? card?.picture ?? null,
          qrToken: card?.qrToken ?? null,
        }}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
  );
}

/** Register (POST card) or edit (GET then PUT card/{id}) a card, multipart with the picture. */
export function CardForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetCardQuery}>
      {(card: CardDto | null) => <Form card={card} close={close} />}
    </RecordForm>
  );
}
