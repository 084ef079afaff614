/**
 * The seam between the gateway and the graph: an in-process executor with typed operation documents
 * (generated from graph/operations/*.graphql by `npm run codegen`), and the Apollo server the internal
 * listener mounts. Nothing else of graph/ or domain/ is exported.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ApolloServer } from '@apollo/server';
import type { Domain } from '../domain/create-domain';
import type { GraphContext, GraphRequest, GraphSession } from './context';
import { GraphExecutor, type GraphResult, type InternalErrorLog, type SessionResult } from './executor';
import { createInternalApolloServer, createInternalContext } from './internal-apollo-server';
import type { GraphLimits } from './limits';
import * as operations from './operations/generated';
import { buildGraphSchema } from './schema';

export interface Graph {
  /** Checks the request's credential (if any); every operation then runs in the session. */
  openSession(request: GraphRequest): Promise<SessionResult>;
  execute<TData, TVariables>(
    operation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    session: GraphSession,
  ): Promise<GraphResult<TData>>;
  apollo: ApolloServer<GraphContext>;
  internalContext(request: GraphRequest): Promise<GraphContext>;
}

export async function createGraph(
  domain: Domain,
  limits: GraphLimits,
  logInternal: InternalErrorLog,
): Promise<Graph> {
  const schema = await buildGraphSchema();
  const executor = new GraphExecutor(schema, domain, logInternal);
  // Every operation the gateway may send is validated and compiled now: a route broken by a schema
  // change fails at boot (and, through the generated types, already at build time).
  for (const [name, exported] of Object.entries(operations)) {
    if (name.endsWith('Document')) executor.prepare(exported as TypedDocumentNode);
  }
  return {
    openSession: (request) => executor.openSession(request),
    execute: (operation, variables, session) => executor.execute(operation, variables, session),
    apollo: createInternalApolloServer(schema, limits, logInternal),
    internalContext: (request) => createInternalContext(domain, request),
  };
}

export * from './operations/generated';
export type { GraphContext, GraphRequest, GraphSession } from './context';
export type { GraphResult, InternalErrorLog, SessionResult } from './executor';
export type { GraphErrorCode, GraphFailure, InputIssue } from './graph-failure';
export type { GraphLimits } from './limits';
export type { TypedDocumentNode } from '@graphql-typed-document-node/core';
