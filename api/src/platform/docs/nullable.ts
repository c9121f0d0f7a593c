/**
 * `nullable: true` as OpenAPI 3.0.3 means it, so that strict validators (and the clients generated
 * from the document) accept the `null` the API really sends. @nestjs/swagger writes a nullable
 * DTO field as `{ nullable: true, type: 'object', allOf: [{ $ref }] }`, whose `allOf` still
 * refuses null, and a nullable enum without null among its values, which refuses it too.
 * Rewritten here, in the whole document:
 * - a nullable reference becomes `anyOf: [{ $ref }, NULL_ONLY]` (its description kept);
 * - a nullable enum gets null among its values.
 */

/** The schema that accepts exactly `null` in OpenAPI 3.0 (which has no `type: 'null'`). */
export const NULL_ONLY = { type: 'object', nullable: true, enum: [null] } as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;

function rewrite(schema: Json): Json {
  const allOf = schema.allOf;
  if (
    schema.nullable === true &&
    Array.isArray(allOf) &&
    allOf.length === 1 &&
    isObject(allOf[0]) &&
    typeof allOf[0].$ref === 'string'
  ) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { nullable, type, allOf: _ref, ...rest } = schema;
    return { ...rest, anyOf: [allOf[0], { ...NULL_ONLY, enum: [null] }] };
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    return { ...schema, enum: [...schema.enum, null] };
  }
  return schema;
}

/** The document with every nullable reference and enum rewritten (a new object; input kept). */
export function declareNullables<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => declareNullables(v)) as T;
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(rewrite(value))) out[k] = declareNullables(v);
  return out as T;
}
