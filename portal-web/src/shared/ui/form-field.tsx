import type { ReactNode } from 'react';
import { Form } from 'antd';

interface FormFieldProps {
  /** Id of the input, so the label names it. */
  id: string;
  label: ReactNode;
  /** The field's validation message, shown under it (only once the field was touched). */
  error?: string | false;
  children: ReactNode;
}

/** One labelled field of a formik form, in Ant Design's layout. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error || undefined}
    >
      {children}
    </Form.Item>
  );
}
