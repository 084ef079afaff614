import type { Request, RequestHandler, Response } from 'express';
import type { Graph, GraphOperation } from '../../graph';
import { graphFailureToApiError } from '../errors/graph-failure-to-api-error';
import { requestScope } from '../http/request-scope';

/**
 * One REST route = one graph operation: variables taken from the request, the graph's answer shaped by
 * a presenter into the contract's `data`. Failures travel to the error handler as ApiErrors.
 */
export interface GraphRoute<TData, TVariables> {
  operation: GraphOperation<TData, TVariables>;
  variables(req: Request): TVariables;
  present(data: TData, req: Request): unknown;
  status: 200 | 201;
}

/** Every `/v1` route needs a valid credential, checked before anything about the request is. */
export function graphRoute<TData, TVariables>(
  graph: Graph,
  route: GraphRoute<TData, TVariables>,
): RequestHandler {
  return async (req: Request, res: Response) => {
    const scope = requestScope(req);
    const opened = await graph.openSession({
      requestId: scope.requestId,
      authorization: req.get('authorization'),
    });
    if (!opened.ok) throw graphFailureToApiError(opened.errors[0]);
    const { caller } = opened.session;
    if (!caller)
      throw graphFailureToApiError({ code: 'UNAUTHENTICATED', message: 'A credential is required' });
    Object.assign(scope, { organisationId: caller.organisationId, userId: caller.userId });

    const result = await graph.execute(route.operation, route.variables(req), opened.session);
    if (!result.ok) throw graphFailureToApiError(result.errors[0]);
    res.status(route.status).json({ data: route.present(result.data, req) });
  };
}
