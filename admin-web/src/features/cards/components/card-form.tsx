import {
  API_MSG,
  LABELS,
  MSG,
  RecordStatus,
  SEARCH_DEBOUNCE_MS,
  displayCpf,
  type CardOwnerType,
} from '@clube/shared';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField, StatusField } from '../../../shared/forms/choice-fields';
import { RadioField } from '../../../shared/forms/radio-field';
import { DateField } from '../../../shared/forms/date-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { ImageField } from '../../../shared/forms/image-field';
import { NumberField } from '../../../shared/forms/number-field';
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

const ownerLabel = (o: OwnerOption) => (o.cpf ? `${o.name} (CPF ${displayCpf(o.cpf)})` : o.name);

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
          status: RecordStatus.Active,
        },
    validationSchema: cardSchema(card === null),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const fields = {
        ownerType: values.ownerType,
        ownerId: String(values.ownerId),
        expiresAt: values.expiresAt,
        validationCode: Number(values.validationCode),
        status: values.status,
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
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.cardCreated });
        }
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
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
    <FormikForm
      formik={formik}
      idPrefix="card"
      className="card-form"
      aria-label={card ? 'Editar carteirinha' : 'Cadastrar carteirinha'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <RadioField
        name="ownerType"
        id="card-owner-type"
        label="Tipo de titular"
        options={OWNER_TYPES}
        onValueChange={() => {
          // Another kind of holder: the one chosen is of the other kind, search again.
          void formik.setFieldValue('ownerId', null);
          setSearch('');
        }}
      />
      <SelectField
        name="ownerId"
        id="card-owner"
        label="Titular"
        required
        extra={`Digite parte do nome ou o CPF do ${isAssociate ? 'associado' : 'dependente'} para procurar.`}
        search={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        placeholder="Procurar"
        loading={isAssociate ? associates.isFetching : dependents.isFetching}
        options={owners.map((o) => ({ value: o.id, label: ownerLabel(o) }))}
        notFoundContent="Nenhum resultado para a pesquisa!"
      />
      <ImageField
        name="picture"
        label="Foto"
        required={card === null}
        kind="image"
        aspect={CARD_PICTURE_ASPECT}
        currentUrl={card?.picture ?? null}
      />
      <DateField name="expiresAt" id="card-expires-at" label="Validade" required />
      <NumberField
        name="validationCode"
        id="card-validation-code"
        label="Código de validação"
        required
        extra="Número de 1 a 99999, sorteado ao cadastrar."
        precision={0}
        style={{ width: '100%', maxWidth: 200 }}
      />
      <StatusField />
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
    </FormikForm>
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
