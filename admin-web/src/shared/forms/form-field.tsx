import { Form } from 'antd';
import type { ReactNode } from 'react';

/** What a control needs to be tied to its label and its error message. */
export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
}

/**
 * A labelled form row in antd's look (label, control, error below): `children`
 * receives the props that tie the control to the label and the message. The
 * bound fields (formik-form.tsx) are built on it. The label's text has the id `<id>-label`, for
 * controls that need it as a description (the file button).
 */
export function FormField({
  id,
  label,
  error,
  required = false,
  extra,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The message to show (already filtered by `touched`), or nothing. */
  error?: string | false | null;
  required?: boolean;
  extra?: ReactNode;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const message = error || null;
  return (
    <Form.Item
      layout="vertical"
      label={<span id={`${id}-label`}>{label}</span>}
      htmlFor={id}
      required={required}
      validateStatus={message ? 'error' : undefined}
      help={message ? <span id={errorId}>{message}</span> : undefined}
      extra={extra}
    >
      {children({
        id,
        'aria-invalid': Boolean(message),
        'aria-describedby': message ? errorId : undefined,
        ...(required ? { 'aria-required': true } : {}),
      })}
    </Form.Item>
  );
}
