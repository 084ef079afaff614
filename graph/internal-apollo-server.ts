import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Domain } from '../domain/create-domain';
import { createGraphContext, openSession, type GraphContext, type GraphRequest } from './context';
import { toGraphFailure } from './graph-failure';
import { assertComplexity, depthRule, type GraphLimits } from './limits';
import type { InternalErrorLog } from './executor';

const STATUS_OF_CONTEXT_FAILURE: Record<string, number> = { UNAUTHENTICATED: 401, DATABASE_UNAVAILABLE: 503 };

/** Apollo for internal dashboards: same schema, same context, same error classes as the gateway's executor. */
export function createInternalApolloServer(
  schema: GraphQLSchema,
  limits: GraphLimits,
  logInternal: InternalErrorLog,
): ApolloServer<GraphContext> {
  const complexityPlugin: ApolloServerPlugin<GraphContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          assertComplexity(schema, document, request.variables, request.operationName ?? undefined, limits);
        },
      };
    },
  };
  return new ApolloServer<GraphContext>({
    schema,
    validationRules: [depthRule(limits)],
    plugins: [complexityPlugin],
    introspection: true,
    // The app drains and stops in order on SIGTERM; Apollo must not race it with its own handler.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => {
      const failure = toGraphFailure(error as GraphQLError, (e) => logInternal(e, 'internal-graphql'));
      if (
        failure.code === 'INTERNAL_SERVER_ERROR' &&
        formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR'
      ) {
        // Apollo's own request errors (syntax, validation) are safe to show as they are.
        return formatted;
      }
      return {
        message: failure.message,
        path: formatted.path,
        extensions: { code: failure.code, issues: failure.issues },
      };
    },
  });
}

/** Internal requests always need a credential. */
export async function createInternalContext(domain: Domain, request: GraphRequest): Promise<GraphContext> {
  try {
    if (!request.authorization)
      throw new GraphQLError('A valid credential is required', { extensions: { code: 'UNAUTHENTICATED' } });
    const session = await openSession(domain, request);
    return createGraphContext(domain, session);
  } catch (error) {
    const failure = toGraphFailure(error as Error, (e) => {
      throw e;
    });
    throw new GraphQLError(failure.message, {
      extensions: { code: failure.code, http: { status: STATUS_OF_CONTEXT_FAILURE[failure.code] ?? 500 } },
    });
  }
}
