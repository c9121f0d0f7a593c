import type { ReactNode } from 'react';
import { IMaskInput } from 'react-imask';

type Mask = string | { mask: string }[];

interface MaskedFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  /** IMask mask: a pattern ('00/00/0000') or dynamic patterns (CPF, then CNPJ). */
  mask: Mask;
  onAccept: (value: string) => void;
  onBlur: () => void;
  /** The field's message, shown once it was touched. */
  error?: string | false;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  placeholder?: string;
}

/** A labelled text input with a mask (react-imask), in the look of TextField. */
export function MaskedField({
  id,
  name,
  label,
  value,
  mask,
  onAccept,
  onBlur,
  error,
  inputMode = 'numeric',
  autoComplete,
  placeholder,
}: MaskedFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <IMaskInput
        id={id}
        name={name}
        className="input"
        mask={mask as string}
        value={value}
        onAccept={(accepted: string) => {
          if (accepted !== value) onAccept(accepted);
        }}
        onBlur={onBlur}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <div id={errorId} className="field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
