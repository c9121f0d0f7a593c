import { DownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { LABELS } from '@clube/shared';
import type { ReactNode } from 'react';

/**
 * The gate form as it paints before its code (formik, yup, Ant Design) has arrived: the same
 * fields, labels and ids in Ant Design's look, as plain markup. Whatever is done here is kept
 * (useDeferredGateForm) and the real form takes over on the first touch.
 */
export function PlaceholderForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="gate-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="gate-form__actions">
        <button type="submit" className="gate-button gate-button--primary gate-button--large">
          <SafetyCertificateOutlined aria-hidden />
          <span>{LABELS.validate}</span>
        </button>
      </div>
    </form>
  );
}

export function PlaceholderSwitch({
  id,
  label,
  checked,
  onToggle,
}: {
  id: string;
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="gate-form__switch">
      <button
        type="button"
        id={id}
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        className={`gate-switch${checked ? ' gate-switch--on' : ''}`}
        onClick={onToggle}
      >
        <span className="gate-switch__handle" />
      </button>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

function PlaceholderRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="gate-field">
      <label className="gate-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The place's (or event's) picker: pressing it opens the real one once it is there. */
export function PlaceholderPicker({
  id,
  label,
  placeholder,
  onPress,
}: {
  id: string;
  label: string;
  placeholder: string;
  onPress: () => void;
}) {
  return (
    <PlaceholderRow id={id} label={label}>
      <span className="gate-field__control gate-field__picker">
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-required
          readOnly
          placeholder={placeholder}
          autoComplete="off"
          onPointerDown={onPress}
          onKeyDown={(event) => {
            if (['Enter', ' ', 'ArrowDown'].includes(event.key)) onPress();
          }}
        />
        <DownOutlined className="gate-field__arrow" aria-hidden />
      </span>
    </PlaceholderRow>
  );
}

export function PlaceholderText({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <PlaceholderRow id={id} label={label}>
      <input
        id={id}
        name={name}
        className="gate-field__control"
        aria-required
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </PlaceholderRow>
  );
}
