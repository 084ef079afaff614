import {
  coerceInputValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { InputIssue } from './graph-failure';

/**
 * Where input is checked (one place per rule):
 * - the gateway checks only the HTTP envelope (media type, size, JSON, a `data` object) and renames the
 *   contract's fields to the graph's;
 * - the graph's input types check the JSON types of every field (this class, for the gateway's
 *   in-process operations), reporting each rejected field by its path;
 * - the domain owns every business rule (blank names, lengths, country codes, dates, known datasets…).
 *
 * Types are checked by graphql-js' own input coercion; only its messages are put in the API's words,
 * and lists must be JSON arrays (GraphQL would read `"DE"` as `["DE"]`, which a JSON API should refuse).
 */
export class VariableChecker {
  private readonly variables: { name: string; type: GraphQLInputType }[];

  constructor(
    private readonly schema: GraphQLSchema,
    operation: OperationDefinitionNode,
  ) {
    this.variables = (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      if (!type) throw new Error(`Unknown type of variable $${definition.variable.name.value}`);
      return { name: definition.variable.name.value, type };
    });
  }

  /** Rejected fields, with paths inside each variable (`places.0.place`); empty when the input fits. */
  issues(values: Record<string, unknown>): InputIssue[] {
    const issues: InputIssue[] = [];
    for (const { name, type } of this.variables) {
      const value = values[name];
      const notArrays: InputIssue[] = [];
      requireArrays(value, type, name === 'input' ? [] : [name], notArrays);
      issues.push(...notArrays);
      // A field already refused as "not an array" is not described a second time.
      const refused = (field: string) =>
        notArrays.some((n) => field === n.field || field.startsWith(`${n.field}.`));
      // `input` is a request body: its fields are named on their own; other variables by their name.
      const prefix = name === 'input' ? [] : [name];
      coerceInputValue(value ?? null, type, (path, _invalid, error) => {
        const issue = this.describe([...prefix, ...path.map(String)], error);
        if (!refused(issue.field)) issues.push(issue);
      });
    }
    return issues;
  }

  private describe(path: string[], error: GraphQLError): InputIssue {
    const message = error.message;
    const missing = /^Field "(\w+)" of required type ".*" was not provided\./.exec(message);
    if (missing) return { field: [...path, missing[1]].join('.'), message: 'is required' };
    const unknown = /^Field "(\w+)" is not defined by type /.exec(message);
    if (unknown) return { field: [...path, unknown[1]].join('.'), message: 'is not a known field' };
    return { field: path.join('.'), message: this.reason(message) };
  }

  private reason(message: string): string {
    if (/^Expected non-nullable type .* not to be null\./.test(message)) return 'is required';
    if (/^Expected type ".*" to be an object\./.test(message)) return 'must be an object';
    if (/^(String|ID) cannot represent/.test(message)) return 'must be a string';
    if (/^Int cannot represent/.test(message)) return 'must be an integer';
    if (/^Float cannot represent/.test(message)) return 'must be a number';
    if (/^Boolean cannot represent/.test(message)) return 'must be a boolean';
    const enumName = /^(?:Value ".*" does not exist in|Enum) "(\w+)"/.exec(message)?.[1];
    const enumType = enumName ? this.schema.getType(enumName) : undefined;
    if (isEnumType(enumType))
      return `must be one of ${enumType
        .getValues()
        .map((v) => v.name)
        .join(', ')}`;
    return message;
  }
}

function requireArrays(value: unknown, type: GraphQLInputType, path: string[], issues: InputIssue[]): void {
  if (value === null || value === undefined) return;
  const nullable = isNonNullType(type) ? type.ofType : type;
  if (isListType(nullable)) {
    if (!Array.isArray(value)) {
      issues.push({ field: path.join('.'), message: 'must be an array' });
      return;
    }
    value.forEach((item, index) => requireArrays(item, nullable.ofType, [...path, String(index)], issues));
    return;
  }
  const named = getNamedType(nullable);
  if (!isInputObjectType(named) || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [field, definition] of Object.entries(named.getFields())) {
    requireArrays((value as Record<string, unknown>)[field], definition.type, [...path, field], issues);
  }
}
