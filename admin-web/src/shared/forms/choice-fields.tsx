import { Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { CONTENT_STATUS_OPTIONS } from './status-options';
import { BoundField, type BoundFieldProps } from './formik-form';

type Choice = string | number;
type SearchConfig = Exclude<SelectProps['showSearch'], boolean | undefined>;

/** A search by the options' labels as they are typed. */
const BY_LABEL: SearchConfig = { optionFilterProp: 'label' };

/**
 * A select bound to the form's field `name`: one choice (null once cleared), or several
 * (`multiple`, a list). A choice touches the field; leaving it too.
 */
export function SelectField({
  options,
  multiple = false,
  search,
  placeholder,
  allowClear,
  loading,
  disabled,
  className,
  notFoundContent,
  autoFocus,
  defaultOpen,
  ...bound
}: BoundFieldProps & {
  options: SelectProps['options'];
  multiple?: boolean;
  /** Type to filter: `true` by the labels; or antd's own search settings (a search of the API). */
  search?: true | SearchConfig;
  placeholder?: string;
  allowClear?: boolean;
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  notFoundContent?: ReactNode;
  /** Focused when it mounts. */
  autoFocus?: boolean;
  /** Its list open when it mounts (a picker pressed before the form's code had arrived). */
  defaultOpen?: boolean;
}) {
  return (
    <BoundField<Choice | Choice[] | null | undefined> {...bound}>
      {(field, a11y) => (
        <Select
          {...a11y}
          {...(multiple ? { mode: 'multiple' as const } : {})}
          {...(search ? { showSearch: search === true ? BY_LABEL : search } : {})}
          {...(notFoundContent !== undefined ? { notFoundContent } : {})}
          {...(autoFocus ? { autoFocus } : {})}
          {...(defaultOpen ? { defaultOpen } : {})}
          placeholder={placeholder}
          allowClear={allowClear}
          loading={loading}
          disabled={disabled}
          className={className}
          options={options}
          value={field.value ?? undefined}
          onChange={(value: Choice | Choice[] | undefined) =>
            field.choose(value ?? (multiple ? [] : null))
          }
          onBlur={field.touch}
        />
      )}
    </BoundField>
  );
}

/** The record's status (Ativo / Inativo unless other `options`), bound to `status`. */
export function StatusField({
  name = 'status',
  label = 'Status',
  required = true,
  options = CONTENT_STATUS_OPTIONS,
  ...rest
}: Partial<BoundFieldProps> & {
  options?: ReadonlyArray<{ value: number; label: string }>;
}) {
  return (
    <SelectField
      {...rest}
      name={name}
      label={label}
      required={required}
      options={options.map((o) => ({ ...o }))}
    />
  );
}
