import type { SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'onChange' | 'onBlur'
> {
  id: string;
  label: string;
  options: readonly string[];
  error?: string;
  /** The form hook's handlers are typed for inputs; a select gives the same `target.value`. */
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

/** A labelled native select (the look of the text fields), with an empty first choice. */
export function SelectField({ id, label, options, error, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="input profile-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">Selecione</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <div id={errorId} className="field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
