import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { Icon } from './icon';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

interface FieldProps extends InputProps {
  /** Id of the input, so the label names it. */
  id: string;
  label: ReactNode;
  /** The field's validation message, shown under it (only once the field was touched). */
  error?: string | false;
}

function errorId(id: string) {
  return `${id}-error`;
}

/** The label above, the message below: Ant Design's vertical form item, natively. */
function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | false;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={errorId(id)} className="field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A labelled text input of a formik form (`{...formik.getFieldProps(name)}` spread in). */
export function TextField({ id, label, error, type = 'text', ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        {...input}
        id={id}
        type={type}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
      />
    </FieldFrame>
  );
}

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({ id, label, error, ...input }: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <span className="input-affix">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className="input-affix__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
        />
        <button
          type="button"
          className="input-affix__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <span className="visually-hidden">Mostrar senha</span>
          <Icon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      </span>
    </FieldFrame>
  );
}

/** A native checkbox with its text as the label. */
export function CheckboxField({
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label className="checkbox">
      <input {...input} type="checkbox" />
      <span>{children}</span>
    </label>
  );
}
