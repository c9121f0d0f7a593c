import { Alert, Button, Space, Typography } from 'antd';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import * as yup from 'yup';
import {
  ALL_PERMISSIONS,
  API_KEY_NAME_MAX,
  grantableToApiKey,
  hasPermission,
  todayIso,
} from '@clube/shared';
import { requiredText } from '@clube/shared/forms';
import { useAppSelector } from '../../../core/hooks';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { SelectField } from '../../../shared/forms/choice-fields';
import { DateField } from '../../../shared/forms/date-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { TextField } from '../../../shared/forms/text-fields';
import { FormActions, type CloseReason } from '../../../shared/list-screen';
import { useCreateApiKeyMutation, type CreatedApiKeyDto } from '../api/api-keys-api';

type Close = (reason?: CloseReason) => void;

interface Values {
  name: string;
  permissions: string[];
  expiresOn: string;
}

export const API_KEY_ONCE_WARNING =
  'Copie a chave agora e guarde-a em local seguro: ela não será mostrada novamente.';

const schema = yup.object({
  name: requiredText().max(API_KEY_NAME_MAX),
  permissions: yup.array(yup.string()).min(1, 'Escolha ao menos uma permissão.'),
  expiresOn: yup
    .string()
    .test('future', 'A validade não pode ser uma data passada.', (v) => !v || v >= todayIso()),
});

/** The key just created, shown this once with a copy button. */
function CreatedKey({ created, close }: { created: CreatedApiKeyDto; close: Close }) {
  return (
    <div aria-label="Chave criada">
      <Alert type="warning" showIcon title={API_KEY_ONCE_WARNING} className="list-screen__alert" />
      <Typography.Paragraph>
        Chave <strong>{created.name}</strong>:
      </Typography.Paragraph>
      <Typography.Paragraph
        code
        copyable={{ text: created.key, tooltips: ['Copiar chave', 'Copiada!'] }}
        data-testid="api-key-secret"
        style={{ wordBreak: 'break-all' }}
      >
        {created.key}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Envie-a no cabeçalho <code>Authorization: Bearer &lt;chave&gt;</code>.
      </Typography.Paragraph>
      <Space className="list-screen-form__actions">
        <Button type="primary" onClick={() => close('saved')}>
          Concluir
        </Button>
      </Space>
    </div>
  );
}

/**
 * Create a key (POST api-keys): a name, the permissions it carries (only those the signed-in
 * staff member holds) and an optional last day. The key is then shown once.
 */
export function ApiKeyForm({ close }: { close: Close }) {
  const held = useAppSelector(selectHeldPermissions);
  const [create] = useCreateApiKeyMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const options = useMemo(
    () =>
      ALL_PERMISSIONS.filter(
        (p) => hasPermission(held, p.description) && grantableToApiKey(p.description),
      ).map((p) => ({ value: p.description, label: p.label })),
    [held],
  );
  const formik = useFormik<Values>({
    initialValues: { name: '', permissions: [], expiresOn: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const key = await create({
          createApiKeyDto: {
            name: values.name.trim(),
            permissions: values.permissions,
            expiresOn: values.expiresOn || null,
          },
        }).unwrap();
        setCreated(key);
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });
  if (created) return <CreatedKey created={created} close={close} />;
  return (
    <FormikForm formik={formik} idPrefix="api-key" aria-label="Cadastrar chave de API">
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField name="name" label="Nome" required maxLength={API_KEY_NAME_MAX} />
      <SelectField
        name="permissions"
        label="Permissões"
        required
        multiple
        search
        options={options}
        placeholder="Escolha o que a chave pode fazer"
      />
      <DateField name="expiresOn" label="Válida até (opcional)" />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}
