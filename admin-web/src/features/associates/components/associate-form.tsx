import {
  API_MSG,
  BRAZIL_STATES,
  CEP_MASK,
  CPF_LENGTH,
  formatPhoneField,
  formatCep,
  formatCpf,
  GENDERS,
  MSG,
  onlyDigits,
  PHONE_FIELD_MASKS,
} from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { Alert, Tabs } from 'antd';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField } from '../../../shared/forms/choice-fields';
import { DateField } from '../../../shared/forms/date-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { CONTENT_STATUS_OPTIONS } from '../../../shared/forms/status-options';
import { TextField } from '../../../shared/forms/text-fields';
import { CpfField, MaskedField } from '../../../shared/forms/masked-fields';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateAssociateMutation,
  useGetAssociateQuery,
  useListCompanyOptionsQuery,
  useListGendersQuery,
  useListMaritalStatusQuery,
  useListSportOptionsQuery,
  useUpdateAssociateMutation,
  useVerifyCpfMutation,
  type AssociateDto,
  type CreateAssociateDto,
  type DependentFormDto,
  type VerifyCpfResponseDto,
} from '../api/associates-api';
import {
  associateSchema,
  EMPTY_ASSOCIATE,
  type AssociateValues,
  type DependentValues,
} from '../schemas/associate.schemas';
import { AssociateHistory } from './associate-history';
import { DependentsFields } from './dependents-fields';
import './associate-form.css';

type Close = (reason?: CloseReason) => void;
type Gender = NonNullable<CreateAssociateDto['gender']>;
type State = CreateAssociateDto['state'];
type Marital = CreateAssociateDto['maritalStatus'];

const masked = {
  cpf: (v: string | null | undefined) => (v ? formatCpf(v) : ''),
  phone: (v: string | null | undefined) => (v ? formatPhoneField(v) : ''),
  zipcode: (v: string | null | undefined) => (v ? formatCep(v) : ''),
};

const dependentValues = (d: AssociateDto['dependents'][number]): DependentValues => ({
  id: d.id,
  key: d.id,
  name: d.name,
  parentage: d.parentage,
  gender: d.gender.id,
  cpf: masked.cpf(d.cpf),
  rg: d.rg ?? '',
  birthDate: d.birthDate ?? '',
  status: d.status.id,
});

export const valuesOf = (a: AssociateDto): AssociateValues => ({
  cpf: masked.cpf(a.cpf),
  rg: a.rg ?? '',
  name: a.name,
  gender: a.gender.id,
  bpu: a.bpu ?? '',
  email: a.email,
  phone: masked.phone(a.phone),
  address: a.address ?? '',
  district: a.district ?? '',
  city: a.city ?? '',
  zipcode: masked.zipcode(a.zipcode),
  state: a.state,
  admissionDate: a.admissionDate ?? '',
  birthDate: a.birthDate ?? '',
  company: a.company?.id ?? null,
  maritalStatus: a.maritalStatus,
  status: a.status.id,
  sports: a.sports.map((s) => s.id),
  registration: a.registration ?? '',
  registrationColibri: a.registrationColibri ?? '',
  dependents: a.dependents.map(dependentValues),
});

/**
 * The form after a CPF lookup: the record found fills the fields it has a value for; the CPF
 * typed, the sports already chosen (admin spec) and the dependents rows stay as they are.
 */
export function prefill(current: AssociateValues, found: VerifyCpfResponseDto): AssociateValues {
  const take = <K extends keyof AssociateValues>(
    next: Partial<AssociateValues>,
  ): AssociateValues => {
    const merged = { ...current };
    for (const [key, value] of Object.entries(next) as [K, AssociateValues[K]][]) {
      if (value !== '' && value !== null && value !== undefined) merged[key] = value;
    }
    return merged;
  };
  if (found.associate) {
    const {
      cpf: _cpf,
      sports: _sports,
      dependents: _dependents,
      ...rest
    } = valuesOf(found.associate);
    return take(rest);
  }
  if (found.dependent) {
    const d = found.dependent;
    return take({
      name: d.name,
      gender: d.gender.id,
      rg: d.rg ?? '',
      birthDate: d.birthDate ?? '',
    });
  }
  return current;
}

const text = (value: string) => value.trim();
const optional = (value: string) => (value.trim() ? value.trim() : null);

function dependentBody(d: DependentValues): DependentFormDto {
  return {
    ...(d.id ? { id: d.id } : {}),
    name: text(d.name),
    parentage: text(d.parentage),
    gender: d.gender as Gender,
    cpf: onlyDigits(d.cpf),
    rg: optional(d.rg),
    birthDate: d.birthDate || null,
    status: d.status,
  };
}

/** The body of POST associate (and, with `version`, of PUT associate/{id}). */
export function associateBody(values: AssociateValues): CreateAssociateDto {
  return {
    cpf: onlyDigits(values.cpf),
    rg: text(values.rg),
    name: text(values.name),
    gender: values.gender as Gender,
    bpu: optional(values.bpu),
    email: text(values.email),
    phone: onlyDigits(values.phone),
    address: text(values.address),
    district: text(values.district),
    city: text(values.city),
    zipcode: onlyDigits(values.zipcode),
    state: values.state as State,
    admissionDate: values.admissionDate || null,
    birthDate: values.birthDate || null,
    company: Number(values.company),
    maritalStatus: values.maritalStatus as Marital,
    status: values.status,
    sports: values.sports,
    registration: optional(values.registration),
    registrationColibri: optional(values.registrationColibri),
    dependents: values.dependents.map(dependentBody),
  };
}

type Options = ReadonlyArray<{ value: number | string; label: string }>;
const asOptions = (list: ReadonlyArray<{ id: number | string; description: string }> | undefined) =>
  (list ?? []).map((o) => ({ value: o.id, label: o.description }));

function Form({
  associate,
  close,
  readOnly,
}: {
  associate: AssociateDto | null;
  close: Close;
  readOnly: boolean;
}) {
  const [createAssociate] = useCreateAssociateMutation();
  const [updateAssociate] = useUpdateAssociateMutation();
  const [verifyCpf] = useVerifyCpfMutation();
  const genders = useListGendersQuery();
  const maritalStatus = useListMaritalStatusQuery();
  const companies = useListCompanyOptionsQuery();
  const sports = useListSportOptionsQuery();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const lookedUp = useRef<string | null>(null);
  /** A dependent found by the CPF lookup, who becomes this associate when saved. */
  const promoteFrom = useRef<{ id: string; cpf: string } | null>(null);

  const formik = useFormik<AssociateValues>({
    initialValues: associate ? valuesOf(associate) : EMPTY_ASSOCIATE,
    validationSchema: associateSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = associateBody(values);
      try {
        if (associate) {
          await updateAssociate({
            id: associate.id,
            updateAssociateDto: { ...body, version: associate.version },
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          const promote = promoteFrom.current;
          await createAssociate({
            createAssociateDto:
              promote && promote.cpf === body.cpf
                ? { ...body, promoteDependentId: promote.id }
                : body,
          }).unwrap();
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  /** Create mode: a CPF of 11 digits is looked up once; a 404 lets staff go on. */
  const lookUp = async (cpf: string) => {
    const digits = onlyDigits(cpf);
    if (associate || digits.length !== CPF_LENGTH || lookedUp.current === digits) return;
    lookedUp.current = digits;
    try {
      const answer = await verifyCpf({ verifyCpfDto: { cpf: digits } }).unwrap();
      await formik.setValues((current) => prefill(current, answer), true);
      const who = answer.associate?.name ?? answer.dependent?.name ?? '';
      const family = answer.dependent?.associateName ?? '';
      promoteFrom.current = answer.dependent ? { id: answer.dependent.id, cpf: digits } : null;
      setFound(
        answer.kind === 'associate'
          ? `Cadastro encontrado para este CPF (associado ${who}): os dados foram preenchidos. Este CPF já é de um associado; para alterá-lo, use Editar na lista.`
          : `Cadastro encontrado para este CPF (dependente ${who}, de ${family}): os dados foram preenchidos. Ao salvar, ${who} deixa de ser dependente de ${family} e passa a ser associado titular.`,
      );
    } catch (error) {
      if (readApiFailure(error).status !== 404) console.error('Falha ao consultar o CPF', error);
    }
  };

  const genderOptions: Options = genders.data
    ? asOptions(genders.data)
    : GENDERS.map((g) => ({ value: g.id, label: g.description }));

  const input = (
    name: keyof AssociateValues,
    label: string,
    {
      required = false,
      maxLength = 150,
      type,
    }: { required?: boolean; maxLength?: number; type?: string } = {},
  ) => (
    <TextField name={name} label={label} required={required} maxLength={maxLength} type={type} />
  );

  const pick = (name: keyof AssociateValues, label: string, options: Options, required = false) => (
    <SelectField
      name={name}
      label={label}
      required={required}
      search
      placeholder="Selecione"
      options={options.map((o) => ({ ...o }))}
    />
  );

  const fields = (
    <FormikForm
      formik={formik}
      idPrefix="associate"
      className="associate-form"
      aria-label={associate ? 'Editar associado' : 'Cadastrar associado'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      {found && <Alert type="info" showIcon title={found} className="list-screen__alert" />}
      <div className="associate-form__grid">
        <CpfField name="cpf" label="CPF" required onValueChange={(cpf) => void lookUp(cpf)} />
        {input('rg', 'RG', { required: true, maxLength: 20 })}
        {input('name', 'Nome', { required: true })}
        {pick('gender', 'Gênero', genderOptions)}
        {input('bpu', 'BPU', { maxLength: 50 })}
        {input('email', 'E-mail', { required: true, type: 'email' })}
        <MaskedField name="phone" label="Telefone" required mask={PHONE_FIELD_MASKS} />
        {input('address', 'Endereço', { required: true })}
        {input('district', 'Bairro', { required: true, maxLength: 100 })}
        {input('city', 'Cidade', { required: true, maxLength: 100 })}
        <MaskedField name="zipcode" label="CEP" required mask={CEP_MASK} />
        {pick(
          'state',
          'UF',
          BRAZIL_STATES.map((uf) => ({ value: uf, label: uf })),
          true,
        )}
        <DateField name="admissionDate" label="Data de admissão" />
        <DateField name="birthDate" label="Data de nascimento" />
        {pick('company', 'Empresa', asOptions(companies.data), true)}
        {pick('maritalStatus', 'Estado civil', asOptions(maritalStatus.data), true)}
        {pick('status', 'Status', CONTENT_STATUS_OPTIONS)}
        <SelectField
          name="sports"
          label="Modalidades"
          multiple
          allowClear
          search
          placeholder="Selecione"
          options={asOptions(sports.data)}
        />
        {input('registration', 'Matrícula', { maxLength: 30 })}
        {input('registrationColibri', 'Matrícula Colibri', { maxLength: 30 })}
      </div>
      <DependentsFields genders={genderOptions} />
      {!readOnly && <FormActions close={close} saving={formik.isSubmitting} />}
    </FormikForm>
  );

  if (!associate) return fields;
  return (
    <Tabs
      items={[
        { key: 'dados', label: 'Dados', children: fields },
        {
          key: 'historico',
          label: 'Histórico',
          children: (
            <AssociateHistory
              associateId={associate.id}
              companies={companies.data ?? []}
              sports={sports.data ?? []}
            />
          ),
        },
      ]}
    />
  );
}

/**
 * Register (POST associate) or edit (GET then PUT associate/{id} with the version read) an
 * associate with their dependents; in edit mode a 'Histórico' tab lists the changes.
 */
export function AssociateForm({
  id,
  close,
  readOnly = false,
}: {
  id: string | null;
  close: Close;
  /** Opened by 'Ver': shown, not saved (the list disables every control). */
  readOnly?: boolean;
}) {
  return (
    <RecordForm id={id} useRecord={useGetAssociateQuery}>
      {(associate: AssociateDto | null) => (
        <Form associate={associate} close={close} readOnly={readOnly} />
      )}
    </RecordForm>
  );
}
