import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Domain } from '../domain/create-domain';
import { createGraphContext, openSession, type GraphRequest, type GraphSession } from './context';
import { toGraphFailure, type GraphFailure } from './graph-failure';
import { VariableChecker } from './variable-checker';

export type GraphResult<TData> = { ok: true; data: TData } | { ok: false; errors: GraphFailure[] };

export type SessionResult = { ok: true; session: GraphSession } | { ok: false; errors: GraphFailure[] };

export type InternalErrorLog = (error: unknown, requestId: string) => void;

interface PreparedOperation {
  query: CompiledQuery;
  variables: VariableChecker;
}

/**
 * Runs the gateway's graph operations in-process: no HTTP hop, and each document is validated and
 * compiled to a function (graphql-jit) once, at boot. The documents are the gateway's own, fixed and
 * reviewed, with page sizes bounded by the domain: depth and complexity limits guard the free-form
 * queries of the internal listener only. Every call gets its own context (forked EntityManager,
 * loaders) for the session's caller.
 */
export class GraphExecutor {
  private readonly prepared = new Map<DocumentNode, PreparedOperation>();

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
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    session: GraphSession,
  ): Promise<GraphResult<TData>> {
    const onInternal = (error: unknown) => this.logInternal(error, session.requestId);
    try {
      const operation = this.prepare(document);
      const variableValues = variables as Record<string, unknown>;
      const issues = operation.variables.issues(variableValues);
      if (issues.length)
        return { ok: false, errors: [{ code: 'BAD_USER_INPUT', message: 'Invalid input', issues }] };
      const contextValue = createGraphContext(this.domain, session);
      const result = await operation.query.query(undefined, contextValue, variableValues);
      if (result.errors?.length)
        return { ok: false, errors: result.errors.map((e) => toGraphFailure(e, onInternal)) };
      return { ok: true, data: result.data as TData };
    } catch (error) {
      return { ok: false, errors: [toGraphFailure(error as Error, onInternal)] };
    }
  }

  /** Validates and compiles a document once; an invalid one is a programming error, not a client's. */
  prepare(document: DocumentNode): PreparedOperation {
    const cached = this.prepared.get(document);
    if (cached) return cached;
    const operation = getOperationAST(document);
    const name = operation?.name?.value ?? 'anonymous operation';
    const problems = validate(this.schema, document, specifiedRules);
    if (!operation || problems.length) {
      throw new Error(`Operation ${name} is invalid: ${problems.map((p) => p.message).join('; ')}`);
    }
    const query = compileQuery(this.schema, document);
    if (!isCompiledQuery(query)) {
      throw new Error(
        `Operation ${name} does not compile: ${query.errors?.map((e) => e.message).join('; ')}`,
      );
    }
    const prepared = { query, variables: new VariableChecker(this.schema, operation) };
    this.prepared.set(document, prepared);
    return prepared;
  }
}
