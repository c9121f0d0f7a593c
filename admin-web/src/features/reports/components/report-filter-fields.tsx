import { SEARCH_DEBOUNCE_MS } from '@clube/shared';
import { useState } from 'react';
import { SelectField } from '../../../shared/forms/choice-fields';
import { TextField } from '../../../shared/forms/text-fields';
import { useDebouncedValue } from '../../../shared/list-screen';
import { useListAssociateOptionsQuery } from '../../associates';

/** A report filter's associate ('Associado'), found by name or CPF as it is typed. */
export function AssociateFilterField() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const options = useListAssociateOptionsQuery({ search: term || undefined });
  return (
    <SelectField
      name="associate"
      label="Associado"
      className="report-filter__select"
      allowClear
      placeholder="Todos os associados"
      search={{ filterOption: false, onSearch: setSearch }}
      loading={options.isFetching}
      options={(options.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
    />
  );
}

/** A report filter's person ('Nome', part of the name). */
export function NameFilterField() {
  return <TextField name="name" label="Nome" allowClear placeholder="Parte do nome" />;
}
