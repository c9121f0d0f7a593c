import { SelectField } from '../../../shared/forms/choice-fields';
import { useListLocalOptionsQuery } from '../../date-restrictions';

/** A report filter's place ('Local', every active place; empty: every place). */
export function PlaceFilterField() {
  const places = useListLocalOptionsQuery();
  return (
    <SelectField
      name="local"
      label="Local"
      className="report-filter__select"
      allowClear
      placeholder="Todos os locais"
      search
      loading={places.isLoading}
      options={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
    />
  );
}
