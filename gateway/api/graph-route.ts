import type { Request, RequestHandler, Response } from 'express';
import type { Graph, TypedDocumentNode } from '../../graph';
import { graphFailureToApiError } from '../errors/graph-failure-to-api-error';
import { PLAIN_FIELD_NAMES, type FieldNames } from '../http/field-names';
import { requestScope } from '../http/request-scope';

/**
 * One REST route = one graph operation: variables taken from the request, the graph's answer shaped by
 * a presenter into the contract's `data` (or sent by the route itself when it is no JSON). Failures travel
 * to the error handler as ApiErrors.
 */
export type GraphRoute<TData, TVariables> = GraphRouteRequest<TData, TVariables> &
  (JsonAnswer<TData> | OwnAnswer<TData>);

interface GraphRouteRequest<TData, TVariables> {
  operation: TypedDocumentNode<TData, TVariables>;
  /** How the contract names the operation's input fields (default: the graph's names in snake_case). */
  fieldNames?: FieldNames;
  /**
   * The operation's variables. `input` is a POST body's `data` renamed to the graph's names, its types
   * still unchecked: the graph checks them (graph/variable-checker.ts), hence the cast where it is used.
   */
  variables(req: Request, input: unknown): TVariables;
  status: 200 | 201;
}

/** The contract's `{ data }` answer. */
interface JsonAnswer<TData> {
  present(data: TData, req: Request): unknown;
  /** Fields beside `data` (the find operation's `items_count`, `page`, `total`). */
  meta?(data: TData): Record<string, unknown>;
  send?: never;
}

/** Answers other than JSON (the PDF report): the route sends the response itself. */
interface OwnAnswer<TData> {
  send(res: Response, data: TData, req: Request): Promise<void>;
  present?: never;
  meta?: never;
}

/** Every `/v1` route needs a valid credential, checked before anything about the request is. */
export function graphRoute<TData, TVariables>(
  graph: Graph,
  route: GraphRoute<TData, TVariables>,
): RequestHandler {
  const fieldNames = route.fieldNames ?? PLAIN_FIELD_NAMES;
  return async (req: Request, res: Response) => {
    const scope = requestScope(req);
    const opened = await graph.openSession({
      requestId: scope.requestId,
      authorization: req.get('authorization'),
    });
    if (!opened.ok) throw graphFailureToApiError(opened.errors[0], fieldNames);
    const { caller } = opened.session;
    if (!caller)
      throw graphFailureToApiError(
        { code: 'UNAUTHENTICATED', message: 'A credential is required' },
        fieldNames,
      );
    Object.assign(scope, { organisationId: caller.organisationId, userId: caller.userId });

    const input =
      req.method === 'POST' ? fieldNames.toGraph((req.body as { data: unknown }).data) : undefined;
    const result = await graph.execute(route.operation, route.variables(req, input), opened.session);
    if (!result.ok) throw graphFailureToApiError(result.errors[0], fieldNames);
    if (route.send) return route.send(res.status(route.status), result.data, req);
    res.status(route.status).json({ data: route.present(result.data, req), ...route.meta?.(result.data) });
  };
}
