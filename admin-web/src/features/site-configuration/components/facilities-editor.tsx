import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MSG } from '@clube/shared';
import { Alert, Button, Card, Input, InputNumber } from 'antd';
import { getIn, useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage } from '@clube/shared/web';
import { useReplaceFacilitiesMutation, type FacilityDto } from '../api/site-configuration-api';
import { useNotice } from '../../../shared/feedback/notice';
import { FormField } from '../../../shared/forms/form-field';
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
  const error = (index: number, field: string): string | undefined => {
    const touched = getIn(formik.touched, `facilities.${index}.${field}`) as unknown;
    const message = getIn(formik.errors, `facilities.${index}.${field}`) as unknown;
    return touched && typeof message === 'string' ? message : undefined;
  };
  const nextNumber = rows.reduce((max, row) => Math.max(max, Number(row.number) || 0), 0) + 1;

  return (
    <Card title={<h2 className="site-config__card-title">Instalações</h2>}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Instalações">
        {failure && <Alert type="error" showIcon title={failure} className="site-config__alert" />}
        {rows.map((row, index) => (
          <fieldset className="site-config__facility" key={index}>
            <legend>Instalação {index + 1}</legend>
            <FormField
              id={`facility-${index}-number`}
              label="Número"
              required
              error={error(index, 'number')}
            >
              {(a11y) => (
                <InputNumber
                  {...a11y}
                  min={1}
                  max={99}
                  value={row.number}
                  onChange={(value) =>
                    void formik.setFieldValue(`facilities.${index}.number`, value ?? '')
                  }
                  onBlur={() => void formik.setFieldTouched(`facilities.${index}.number`)}
                />
              )}
            </FormField>
            <FormField
              id={`facility-${index}-name`}
              label="Nome"
              required
              error={error(index, 'name')}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  name={`facilities.${index}.name`}
                  value={row.name}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
              )}
            </FormField>
            <FormField id={`facility-${index}-description`} label="Descrição">
              {(a11y) => (
                <Input.TextArea
                  {...a11y}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  name={`facilities.${index}.description`}
                  value={row.description}
                  onChange={formik.handleChange}
                />
              )}
            </FormField>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() =>
                void formik.setFieldValue(
                  'facilities',
                  rows.filter((_, i) => i !== index),
                )
              }
            >
              Remover instalação {index + 1}
            </Button>
          </fieldset>
        ))}
        <div className="site-config__actions">
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() =>
              void formik.setFieldValue('facilities', [
                ...rows,
                { number: Math.min(99, nextNumber), name: '', description: '' },
              ])
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
      </form>
    </Card>
  );
}
