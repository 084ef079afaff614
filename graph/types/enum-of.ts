import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum made from one of the domain's value lists, so both change together: the graph's
 * names are the domain's values.
 */
export function enumOf<const T extends string>(
  values: readonly T[],
  name: string,
  description: string,
): { [K in T]: K } {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(enumObject, { name, description });
  return enumObject;
}
