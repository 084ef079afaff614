import depthLimit from 'graphql-depth-limit';
import { GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export interface GraphLimits {
  maxDepth: number;
  maxComplexity: number;
}

export function depthRule(limits: GraphLimits): ValidationRule {
  return depthLimit(limits.maxDepth) as ValidationRule;
}

/** Complexity depends on variables (page sizes), so it is checked per execution, after validation. */
export function assertComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  limits: GraphLimits,
): void {
  let complexity: number;
  try {
    complexity = getComplexity({
      schema,
      query: document,
      variables,
      operationName,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (error) {
    // Counting coerces the variables first, before Apollo does: a null for an `ID!` is the client's error.
    if (!(error instanceof GraphQLError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
  if (complexity > limits.maxComplexity) {
    throw new GraphQLError(`Query complexity ${complexity} exceeds the limit of ${limits.maxComplexity}`, {
      // A client's query, not a failure of ours: 400 on the internal listener, as Apollo answers invalid ones.
      extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
    });
  }
}
