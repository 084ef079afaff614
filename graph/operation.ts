/**
 * A named GraphQL document with the shapes of its variables and result, so the gateway's routes
 * and presenters are type-checked against what they ask the graph for.
 */
export interface GraphOperation<TData, TVariables> {
  readonly name: string;
  readonly document: string;
  /** Phantom fields: carry the types only. */
  readonly __data?: TData;
  readonly __variables?: TVariables;
}

export function defineOperation<TData, TVariables = Record<string, never>>(
  name: string,
  document: string,
): GraphOperation<TData, TVariables> {
  return { name, document };
}
