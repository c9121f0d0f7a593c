import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
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
import { formikBinding } from '../../../shared/forms/form-binding';
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
  profileDataSchema,
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
  const schema = useMemo(() => profileDataSchema(initial), [initial]);
  const editable = (field: string) => profile.editableFields.includes(field);

  const formik = useFormik<ProfileDataValues>({
    initialValues: initial,
    validationSchema: schema,
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

  const form = formikBinding(formik, isLoading);
  const fieldError = (field: Field) => form.error(field) ?? serverErrors[field];
  const selectProps = (field: Field) => ({
    name: field,
    value: formik.values[field],
    onChange: (event: { target: { value: string } }) =>
      void formik.setFieldValue(field, event.target.value),
    onBlur: () => void formik.setFieldTouched(field, true),
  });
  const masked = (field: Field, mask: (value: string) => string) => ({
    ...form.field(field),
    onChange: (event: { target: { value: string } }) =>
      void formik.setFieldValue(field, mask(event.target.value)),
  });

  return (
    <form className="profile-form" {...form.form}>
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
          {...form.field('birthDate')}
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
          {...form.field('address')}
        />
        <TextField
          id="profile-district"
          label="Bairro"
          maxLength={100}
          readOnly={!editable('district')}
          error={fieldError('district')}
          {...form.field('district')}
        />
        <TextField
          id="profile-city"
          label="Cidade"
          autoComplete="address-level2"
          maxLength={100}
          readOnly={!editable('city')}
          error={fieldError('city')}
          {...form.field('city')}
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

      <Button variant="primary" type="submit" loading={form.submitting}>
        {LABELS.save}
      </Button>
    </form>
  );
}
