import { useMemo, useState } from 'react';
import { useAppDispatch } from '../../../core/store-hooks';
import {
  BRAZIL_STATES,
  formatAssociatePhone,
  formatCep,
  isoDateToBr,
  LABELS,
  MARITAL_STATUSES,
  MSG,
} from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { useForm } from '../../../shared/forms/use-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';
import {
  memberProfileApi,
  useUpdateAssociateProfileMutation,
  type MemberProfileDto,
  type UpdateMemberProfileFormDto,
} from '../api/generated-api';
import {
  changedProfileFields,
  clubToday,
  maskCpf,
  profileDataValidator,
  type ProfileDataField,
  type ProfileDataValues,
} from '../schemas/profile-schemas';
import { PhotoField } from './photo-field';
import { SelectField } from './select-field';

type Field = ProfileDataField;

function initialValues(profile: MemberProfileDto): ProfileDataValues {
  return {
    phone: profile.phone ? formatAssociatePhone(profile.phone) : '',
    address: profile.address ?? '',
    district: profile.district ?? '',
    city: profile.city ?? '',
    zipcode: profile.zipcode ? formatCep(profile.zipcode) : '',
    state: profile.state ?? '',
    maritalStatus: profile.maritalStatus ?? '',
    birthDate: profile.birthDate ?? '',
  };
}

/** A field the member cannot change, shown as text. */
function ReadOnly({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="profile-readonly">
      <dt>{label}</dt>
      <dd>{value?.trim() ? value : '—'}</dd>
    </div>
  );
}

/**
 * Meus dados: what staff keep (name, CPF, e-mail, registration, company...) as text, and the
 * fields the member changes (`editableFields` of the profile): photo, phone (##) # ####-####,
 * address, CEP ##.###-###, state, marital status and birth date.
 */
export function ProfileDataForm({ profile }: { profile: MemberProfileDto }) {
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const [updateProfile, { isLoading }] = useUpdateAssociateProfileMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const initial = useMemo(() => initialValues(profile), [profile]);
  const validate = useMemo(() => profileDataValidator(initial), [initial]);
  const editable = (field: string) => profile.editableFields.includes(field);

  const form = useForm({
    initialValues: initial,
    validate,
    onSubmit: async (values, { resetForm }) => {
      setServerErrors({});
      const changed = changedProfileFields(values, initial);
      const body: UpdateMemberProfileFormDto = {
        ...(changed as Omit<UpdateMemberProfileFormDto, 'image'>),
        ...(photo ? { image: photo } : {}),
      };
      try {
        const saved = await updateProfile({
          id: profile.id,
          updateMemberProfileFormDto: body,
        }).unwrap();
        dispatch(
          memberProfileApi.util.upsertQueryData('getAssociateProfile', undefined, saved.profile),
        );
        setPhoto(null);
        resetForm({ values: initialValues(saved.profile) });
        alerts.success(MSG.recordUpdated);
      } catch (error) {
        const failure = readApiFailure(error);
        setServerErrors(failure.fields);
        alerts.error(failure.message);
      }
    },
  });

  const fieldError = (field: Field) =>
    (form.touched[field] ? form.errors[field] : undefined) ?? serverErrors[field];
  const selectProps = (field: Field) => ({
    name: field,
    value: form.values[field],
    onChange: (event: { target: { value: string } }) =>
      form.setFieldValue(field, event.target.value),
    onBlur: form.getFieldProps(field).onBlur,
  });
  const masked = (field: Field, mask: (value: string) => string) => ({
    ...form.getFieldProps(field),
    onChange: (event: { target: { value: string } }) =>
      form.setFieldValue(field, mask(event.target.value)),
  });

  return (
    <form className="profile-form" noValidate onSubmit={form.handleSubmit}>
      <PhotoField
        id="profile-photo"
        label={profile.name}
        current={profile.image}
        file={photo}
        onChange={setPhoto}
        disabled={!editable('image')}
      />
      {serverErrors['image'] ? <div className="field__error">{serverErrors['image']}</div> : null}

      <dl className="profile-readonly-list">
        <ReadOnly label="Nome" value={profile.name} />
        <ReadOnly label="CPF" value={maskCpf(profile.cpf)} />
        <ReadOnly label="E-mail" value={profile.email} />
        <ReadOnly label="Matrícula" value={profile.registration} />
        <ReadOnly label="Empresa" value={profile.company?.description} />
        {profile.admissionDate ? (
          <ReadOnly label="Data de admissão" value={isoDateToBr(profile.admissionDate)} />
        ) : null}
      </dl>

      <div className="profile-form__grid">
        <TextField
          id="profile-phone"
          label="Celular"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(00) 0 0000-0000"
          readOnly={!editable('phone')}
          error={fieldError('phone')}
          {...masked('phone', formatAssociatePhone)}
        />
        <TextField
          id="profile-birth-date"
          label="Data de nascimento"
          type="date"
          max={clubToday()}
          readOnly={!editable('birthDate')}
          error={fieldError('birthDate')}
          {...form.getFieldProps('birthDate')}
        />
        <SelectField
          id="profile-marital-status"
          label="Estado civil"
          options={MARITAL_STATUSES}
          disabled={!editable('maritalStatus')}
          error={fieldError('maritalStatus')}
          {...selectProps('maritalStatus')}
        />
        <TextField
          id="profile-zipcode"
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00.000-000"
          readOnly={!editable('zipcode')}
          error={fieldError('zipcode')}
          {...masked('zipcode', formatCep)}
        />
        <TextField
          id="profile-address"
          label="Endereço"
          autoComplete="street-address"
          maxLength={200}
          readOnly={!editable('address')}
          error={fieldError('address')}
          {...form.getFieldProps('address')}
        />
        <TextField
          id="profile-district"
          label="Bairro"
          maxLength={100}
          readOnly={!editable('district')}
          error={fieldError('district')}
          {...form.getFieldProps('district')}
        />
        <TextField
          id="profile-city"
          label="Cidade"
          autoComplete="address-level2"
          maxLength={100}
          readOnly={!editable('city')}
          error={fieldError('city')}
          {...form.getFieldProps('city')}
        />
        <SelectField
          id="profile-state"
          label="Estado (UF)"
          options={BRAZIL_STATES}
          disabled={!editable('state')}
          error={fieldError('state')}
          {...selectProps('state')}
        />
      </div>

      <Button variant="primary" type="submit" loading={isLoading || form.isSubmitting}>
        {LABELS.save}
      </Button>
    </form>
  );
}
