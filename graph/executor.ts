import { execute, parse, validate, specifiedRules, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Domain } from '../domain/create-domain';
import { createGraphContext, openSession, type GraphRequest, type GraphSession } from './context';
import { toGraphFailure, type GraphFailure } from './graph-failure';
import type { GraphOperation } from './operation';

export type GraphResult<TData> = { ok: true; data: TData } | { ok: false; errors: GraphFailure[] };

export type SessionResult = { ok: true; session: GraphSession } | { ok: false; errors: GraphFailure[] };

export type InternalErrorLog = (error: unknown, requestId: string) => void;

/**
 * Runs graph operations in-process for the gateway: no HTTP hop, and each document is parsed and
 * validated once, then served from a cache. The documents are the gateway's own, fixed and reviewed,
 * with page sizes bounded by the domain: depth and complexity limits guard the free-form queries of
 * the internal listener. Every call gets its own context (forked EntityManager,
 * loaders) for the session's caller.
 */
export class GraphExecutor {
  private readonly prepared = new Map<string, DocumentNode>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly domain: Domain,
    private readonly logInternal: InternalErrorLog,
  ) {}

  /** Authentication comes first, so a client without a valid credential learns nothing else. */
  async openSession(request: GraphRequest): Promise<SessionResult> {
    try {
      return { ok: true, session: await openSession(this.domain, request) };
    } catch (error) {
      return {
        ok: false,
        errors: [toGraphFailure(error as Error, (e) => this.logInternal(e, request.requestId))],
      };
    }
  }

  async execute<TData, TVariables>(
    operation: GraphOperation<TData, TVariables>,
    variables: TVariables,
    session: GraphSession,
  ): Promise<GraphResult<TData>> {
    const onInternal = (error: unknown) => this.logInternal(error, session.requestId);
    try {
      const document = this.prepare(operation);
      const variableValues = variables as Record<string, unknown>;
      const contextValue = createGraphContext(this.domain, session);
      const result = await execute({ schema: this.schema, document, contextValue, variableValues });
      if (result.errors?.length)
        return { ok: false, errors: result.errors.map((e) => toGraphFailure(e, onInternal)) };
      return { ok: true, data: result.data as TData };
    } catch (error) {
      return { ok: false, errors: [toGraphFailure(error as Error, onInternal)] };
    }
  }

  /** Parses and validates a document once; an invalid one is a programming error, not a client's. */
  prepare(operation: GraphOperation<unknown, unknown>): DocumentNode {
    const cached = this.prepared.get(operation.document);
    if (cached) return cached;
    const document = parse(operation.document);
    const problems = validate(this.schema, document, specifiedRules);
    if (problems.length) {
      throw new Error(`Operation ${operation.name} is invalid: ${problems.map((p) => p.message).join('; ')}`);
    }
    this.prepared.set(operation.document, document);
    return document;
  }
}
