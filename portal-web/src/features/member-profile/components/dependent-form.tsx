import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { useAppDispatch } from '../../../core/store-hooks';
import { GENDERS, LABELS, MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { formikBinding } from '../../../shared/forms/form-binding';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';
import {
  memberProfileApi,
  useUpdateDependentProfileMutation,
  type MemberDependentDto,
  type UpdateDependentProfileFormDto,
} from '../api/generated-api';
import {
  clubToday,
  dependentSchema,
  maskCpf,
  type DependentValues,
} from '../schemas/profile-schemas';
import { PhotoField } from './photo-field';

type Field = keyof DependentValues & string;
type GenderId = NonNullable<UpdateDependentProfileFormDto['gender']>;

function initialValues(dependent: MemberDependentDto): DependentValues {
  return {
    name: dependent.name,
    birthDate: dependent.birthDate ?? '',
    gender: String(dependent.gender.id),
  };
}

interface DependentFormProps {
  dependent: MemberDependentDto;
  /** The fields the member may change (`dependentEditableFields`). */
  editableFields: string[];
}

/** One dependent: photo, name, birth date and gender, saved with PUT dependent-profile/{id}. */
export function DependentForm({ dependent, editableFields }: DependentFormProps) {
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const [updateDependent, { isLoading }] = useUpdateDependentProfileMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const initial = useMemo(() => initialValues(dependent), [dependent]);
  const schema = useMemo(() => dependentSchema(initial), [initial]);
  const editable = (field: string) => editableFields.includes(field);
  const prefix = `dependent-${dependent.id}`;

  const formik = useFormik<DependentValues>({
    initialValues: initial,
    validationSchema: schema,
    onSubmit: async (values, { resetForm }) => {
      setServerErrors({});
      const body: UpdateDependentProfileFormDto = {};
      if (values.name.trim() !== initial.name) body.name = values.name.trim();
      if (values.birthDate !== initial.birthDate) body.birthDate = values.birthDate;
      if (values.gender !== initial.gender) body.gender = Number(values.gender) as GenderId;
      if (photo) body.image = photo;
      try {
        const saved = await updateDependent({
          id: dependent.id,
          updateDependentProfileFormDto: body,
        }).unwrap();
        dispatch(
          memberProfileApi.util.updateQueryData('getAssociateProfile', undefined, (draft) => {
            draft.dependents = draft.dependents.map((item) =>
              item.id === saved.dependent.id ? saved.dependent : item,
            );
          }),
        );
        setPhoto(null);
        resetForm({ values: initialValues(saved.dependent) });
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

  return (
    <form className="profile-dependent" aria-label={`Dependente ${dependent.name}`} {...form.form}>
      <PhotoField
        id={`${prefix}-photo`}
        label={dependent.name}
        current={dependent.image}
        file={photo}
        onChange={setPhoto}
        disabled={!editable('image')}
      />
      {serverErrors['image'] ? <div className="field__error">{serverErrors['image']}</div> : null}
      <dl className="profile-readonly-list">
        <div className="profile-readonly">
          <dt>Parentesco</dt>
          <dd>{dependent.parentage || '—'}</dd>
        </div>
        <div className="profile-readonly">
          <dt>CPF</dt>
          <dd>{dependent.cpf ? maskCpf(dependent.cpf) : '—'}</dd>
        </div>
      </dl>
      <div className="profile-form__grid">
        <TextField
          id={`${prefix}-name`}
          label="Nome"
          maxLength={150}
          readOnly={!editable('name')}
          error={fieldError('name')}
          {...form.field('name')}
        />
        <TextField
          id={`${prefix}-birth-date`}
          label="Data de nascimento"
          type="date"
          max={clubToday()}
          readOnly={!editable('birthDate')}
          error={fieldError('birthDate')}
          {...form.field('birthDate')}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${prefix}-gender`}>
            Gênero
          </label>
          <select
            id={`${prefix}-gender`}
            className="input profile-select"
            name="gender"
            value={formik.values.gender}
            disabled={!editable('gender')}
            onChange={(event) => void formik.setFieldValue('gender', event.target.value)}
          >
            {GENDERS.map((gender) => (
              <option key={gender.id} value={String(gender.id)}>
                {gender.description}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button variant="primary" type="submit" loading={form.submitting}>
        {LABELS.save}
      </Button>
    </form>
  );
}
