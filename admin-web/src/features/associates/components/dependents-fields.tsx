import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_DEPENDENTS } from '@clube/shared';
import { Button, Input, Select } from 'antd';
import type { FormikProps } from 'formik';
import { DateField, CONTENT_STATUS_OPTIONS } from '../../../shared/forms/content-fields';
import { CpfInput } from '../../../shared/forms/cpf-input';
import { FormField } from '../../../shared/forms/form-field';
import {
  emptyDependent,
  type AssociateValues,
  type DependentValues,
} from '../schemas/associate.schemas';

type Options = ReadonlyArray<{ value: number; label: string }>;

/** The dependent's message for `name` once touched (or after a submit). */
function rowError(
  formik: FormikProps<AssociateValues>,
  index: number,
  name: keyof DependentValues,
): string | undefined {
  const errors = formik.errors.dependents;
  const touched = formik.touched.dependents;
  const error = Array.isArray(errors) ? errors[index] : undefined;
  const message = typeof error === 'object' && error ? error[name] : undefined;
  const wasTouched = Array.isArray(touched) ? touched[index]?.[name] : undefined;
  return wasTouched && typeof message === 'string' ? message : undefined;
}

/**
 * The associate's dependents inline (admin spec: name, parentage, gender, CPF, RG, birth date,
 * status); rows are added and deleted here and saved with the associate. The add button hides
 * once 3 exist.
 */
export function DependentsFields({
  formik,
  genders,
}: {
  formik: FormikProps<AssociateValues>;
  genders: Options;
}) {
  const rows = formik.values.dependents;
  const set = (index: number, name: keyof DependentValues, value: unknown) =>
    void formik.setFieldValue(`dependents.${index}.${name}`, value);
  const touch = (index: number, name: keyof DependentValues) =>
    void formik.setFieldTouched(`dependents.${index}.${name}`, true);

  return (
    <fieldset className="associate-form__dependents">
      <legend>Dependentes</legend>
      {rows.length === 0 && <p className="associate-form__hint">Nenhum dependente.</p>}
      {rows.map((row, index) => {
        const n = index + 1;
        const id = (name: string) => `dependent-${row.key}-${name}`;
        return (
          <section
            key={row.key}
            className="associate-form__dependent"
            aria-label={`Dependente ${n}`}
          >
            <div className="associate-form__dependent-head">
              <strong>Dependente {n}</strong>
              <Button
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                onClick={() =>
                  void formik.setFieldValue(
                    'dependents',
                    rows.filter((_, i) => i !== index),
                  )
                }
              >
                Excluir dependente {n}
              </Button>
            </div>
            <div className="associate-form__grid">
              <FormField
                id={id('name')}
                label="Nome"
                required
                error={rowError(formik, index, 'name')}
              >
                {(a11y) => (
                  <Input
                    {...a11y}
                    maxLength={150}
                    value={row.name}
                    onChange={(e) => set(index, 'name', e.target.value)}
                    onBlur={() => touch(index, 'name')}
                  />
                )}
              </FormField>
              <FormField
                id={id('parentage')}
                label="Parentesco"
                required
                error={rowError(formik, index, 'parentage')}
              >
                {(a11y) => (
                  <Input
                    {...a11y}
                    maxLength={50}
                    placeholder="Cônjuge, Filho(a), ..."
                    value={row.parentage}
                    onChange={(e) => set(index, 'parentage', e.target.value)}
                    onBlur={() => touch(index, 'parentage')}
                  />
                )}
              </FormField>
              <FormField id={id('gender')} label="Gênero">
                {(a11y) => (
                  <Select
                    {...a11y}
                    value={row.gender}
                    options={genders.map((o) => ({ ...o }))}
                    onChange={(value: number) => set(index, 'gender', value)}
                  />
                )}
              </FormField>
              <FormField id={id('cpf')} label="CPF" required error={rowError(formik, index, 'cpf')}>
                {(a11y) => (
                  <CpfInput
                    {...a11y}
                    value={row.cpf}
                    onValueChange={(masked) => set(index, 'cpf', masked)}
                    onBlur={() => touch(index, 'cpf')}
                  />
                )}
              </FormField>
              <FormField id={id('rg')} label="RG">
                {(a11y) => (
                  <Input
                    {...a11y}
                    maxLength={20}
                    value={row.rg}
                    onChange={(e) => set(index, 'rg', e.target.value)}
                  />
                )}
              </FormField>
              <FormField id={id('birthDate')} label="Data de nascimento">
                {(a11y) => (
                  <DateField
                    {...a11y}
                    value={row.birthDate}
                    onChange={(iso) => set(index, 'birthDate', iso)}
                  />
                )}
              </FormField>
              <FormField id={id('status')} label="Status">
                {(a11y) => (
                  <Select
                    {...a11y}
                    value={row.status}
                    options={CONTENT_STATUS_OPTIONS.map((o) => ({ ...o }))}
                    onChange={(value: number) => set(index, 'status', value)}
                  />
                )}
              </FormField>
            </div>
          </section>
        );
      })}
      {rows.length < MAX_DEPENDENTS && (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => void formik.setFieldValue('dependents', [...rows, emptyDependent()])}
        >
          Adicionar dependente
        </Button>
      )}
      {typeof formik.errors.dependents === 'string' && (
        <p role="alert" className="associate-form__error">
          {formik.errors.dependents}
        </p>
      )}
    </fieldset>
  );
}
