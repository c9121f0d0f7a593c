import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MSG } from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { Alert, Button, Card } from 'antd';
import { FieldArray, useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { FormikForm } from '../../../shared/forms/formik-form';
import { TextAreaField, TextField } from '../../../shared/forms/text-fields';
import { NumberField } from '../../../shared/forms/number-field';
import { useReplaceFacilitiesMutation, type FacilityDto } from '../api/site-configuration-api';
import { facilitiesSchema, type FacilitiesValues } from '../schemas/site-configuration.schemas';

/** The facilities of the about map (number, name, description), saved as a whole (PUT). */
export function FacilitiesEditor({
  facilities,
  canSave,
}: {
  facilities: FacilityDto[];
  canSave: boolean;
}) {
  const [replace] = useReplaceFacilitiesMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<FacilitiesValues>({
    initialValues: {
      facilities: facilities.map((f) => ({
        number: f.number,
        name: f.name,
        description: f.description ?? '',
      })),
    },
    validationSchema: facilitiesSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await replace({
          facilitiesDto: {
            facilities: values.facilities.map((f) => ({
              number: Number(f.number),
              name: f.name.trim(),
              description: f.description.trim() || null,
            })),
          },
        }).unwrap();
        notice({ kind: 'success', title: MSG.recordUpdated });
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });

  const rows = formik.values.facilities;
  const nextNumber = rows.reduce((max, row) => Math.max(max, Number(row.number) || 0), 0) + 1;

  return (
    <Card title={<h2 className="site-config__card-title">Instalações</h2>}>
      <FormikForm formik={formik} aria-label="Instalações">
        {failure && <Alert type="error" showIcon title={failure} className="site-config__alert" />}
        <FieldArray name="facilities">
          {(list) => (
            <>
              {rows.map((_, index) => {
                const field = (name: 'number' | 'name' | 'description') => ({
                  name: `facilities.${index}.${name}`,
                  id: `facility-${index}-${name}`,
                });
                return (
                  <fieldset className="site-config__facility" key={index}>
                    <legend>Instalação {index + 1}</legend>
                    <NumberField
                      {...field('number')}
                      label="Número"
                      required
                      min={1}
                      max={99}
                      fullWidth={false}
                    />
                    <TextField {...field('name')} label="Nome" required />
                    <TextAreaField
                      {...field('description')}
                      label="Descrição"
                      autoSize={{ minRows: 1, maxRows: 4 }}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => list.remove(index)}
                    >
                      Remover instalação {index + 1}
                    </Button>
                  </fieldset>
                );
              })}
              <div className="site-config__actions">
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() =>
                    list.push({ number: Math.min(99, nextNumber), name: '', description: '' })
                  }
                >
                  Adicionar instalação
                </Button>
                <Button
                  type="primary"
                  htmlType="submit"
                  disabled={!canSave}
                  loading={formik.isSubmitting}
                >
                  Salvar instalações
                </Button>
              </div>
            </>
          )}
        </FieldArray>
      </FormikForm>
    </Card>
  );
}
