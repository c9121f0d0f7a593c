import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Metadatas = ReturnType<Storage['getTargetValidationMetadatas']>;
type Grouped = ReturnType<Storage['groupByPropertyName']>;

const INSTALLED = Symbol.for('clube.validationMetadataCache');

/**
 * Remembers class-validator's answer to "which rules apply to this DTO class" per class.
 * class-validator works it out again on every validate() call (and for every nested object),
 * walking the metadata of EVERY decorated class in the process to find the ones the DTO extends
 * (`prototype instanceof`), then grouping them by property: with a few hundred DTO classes that
 * walk was the largest framework cost of a request in the profile (issue 29). The rules of a
 * class only change when a decorator runs, i.e. when a class is defined; any such addition (or a
 * schema) empties the cache, so the answer is always the one class-validator would compute.
 * Calls with groups are passed through unchanged (the API uses none).
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;

  const targets = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  let byClass = new WeakMap<object, Map<string, Metadatas>>();
  let grouped = new WeakMap<Metadatas, Grouped>();
  const forget = () => {
    byClass = new WeakMap();
    grouped = new WeakMap();
  };

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if ((groups && groups.length) || typeof target !== 'function')
      return targets(target, schema, always, strictGroups, groups);
    // A nested object's rules are asked with its parent's class name as `schema` (the rules
    // registered under that schema name are added to its class's): part of the key, not a
    // reason to pass by (every guest of a purchase missed the cache that way).
    const key = `${always ? 1 : 0}${strictGroups ? 1 : 0}${schema ?? ''}`;
    let perOptions = byClass.get(target);
    if (!perOptions) byClass.set(target, (perOptions = new Map()));
    let found = perOptions.get(key);
    if (!found) {
      found = targets(target, schema, always, strictGroups, groups);
      perOptions.set(key, found);
    }
    return found;
  };
  // The executor groups the list it was given by property on each call: remember that too.
  storage.groupByPropertyName = (metadatas) => {
    let found = grouped.get(metadatas);
    if (!found) {
      found = group(metadatas);
      grouped.set(metadatas, found);
    }
    return found;
  };

  const addValidation = storage.addValidationMetadata.bind(storage);
  const addConstraint = storage.addConstraintMetadata.bind(storage);
  const addSchema = storage.addValidationSchema.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    forget();
    addValidation(metadata);
  };
  storage.addConstraintMetadata = (metadata) => {
    forget();
    addConstraint(metadata);
  };
  storage.addValidationSchema = (schema) => {
    forget();
    addSchema(schema);
  };
}
