import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_DEPENDENTS } from '@clube/shared';
import { Button } from 'antd';
import { FieldArray, useFormikContext } from 'formik';
import { SelectField, StatusField } from '../../../shared/forms/choice-fields';
import { DateField } from '../../../shared/forms/date-fields';
import { TextField } from '../../../shared/forms/text-fields';
import { CpfField } from '../../../shared/forms/masked-fields';
import {
  emptyDependent,
  type AssociateValues,
  type DependentValues,
} from '../schemas/associate.schemas';

type Options = ReadonlyArray<{ value: number | string; label: string }>;

/**
 * The associate's dependents inline (admin spec: name, parentage, gender, CPF, RG, birth date,
 * status); rows are added and deleted here and saved with the associate. The add button hides
 * once 3 exist.
 */
export function DependentsFields({ genders }: { genders: Options }) {
  const { values, errors } = useFormikContext<AssociateValues>();
  const rows = values.dependents;

  return (
    <fieldset className="associate-form__dependents">
      <legend>Dependentes</legend>
      <FieldArray name="dependents">
        {(list) => (
          <>
            {rows.length === 0 && <p className="associate-form__hint">Nenhum dependente.</p>}
            {rows.map((row, index) => {
              const n = index + 1;
              const field = (name: keyof DependentValues) => ({
                name: `dependents.${index}.${name}`,
                id: `dependent-${row.key}-${name}`,
              });
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
                      onClick={() => list.remove(index)}
                    >
                      Excluir dependente {n}
                    </Button>
                  </div>
                  <div className="associate-form__grid">
                    <TextField {...field('name')} label="Nome" required maxLength={150} />
                    <TextField
                      {...field('parentage')}
                      label="Parentesco"
                      required
                      maxLength={50}
                      placeholder="Cônjuge, Filho(a), ..."
                    />
                    <SelectField {...field('gender')} label="Gênero" options={[...genders]} />
                    <CpfField {...field('cpf')} label="CPF" required />
                    <TextField {...field('rg')} label="RG" maxLength={20} />
                    <DateField {...field('birthDate')} label="Data de nascimento" />
                    <StatusField {...field('status')} required={false} />
                  </div>
                </section>
              );
            })}
            {rows.length < MAX_DEPENDENTS && (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => list.push(emptyDependent())}
              >
                Adicionar dependente
              </Button>
            )}
          </>
        )}
      </FieldArray>
      {typeof errors.dependents === 'string' && (
        <p role="alert" className="associate-form__error">
          {errors.dependents}
        </p>
      )}
    </fieldset>
  );
}
