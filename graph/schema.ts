import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker } from 'type-graphql';
import type { GraphContext } from './context';
import { SubjectFieldsResolver } from './resolvers/subject-fields.resolver';
import { HealthResolver } from './resolvers/health.resolver';
import { SanctionCheckResolver } from './resolvers/sanctions/sanction-check.resolver';
import {
  SanctionCheckFieldsResolver,
  SanctionExecutionFieldsResolver,
  SanctionResultFieldsResolver,
} from './resolvers/sanctions/sanction-fields.resolver';
import { SubjectResolver } from './resolvers/subject.resolver';
import { MediaSearchResolver } from './resolvers/media/media-search.resolver';
import {
  MediaArticleFieldsResolver,
  MediaExecutionFieldsResolver,
  MediaSearchFieldsResolver,
} from './resolvers/media/media-search-fields.resolver';
import { NormExampleResolver } from './resolvers/site/norm-example.resolver';
import { SiteContentResolver } from './resolvers/site/site-content.resolver';
import { SiteSourceResolver } from './resolvers/site/site-source.resolver';
import { WebhookEndpointResolver } from './resolvers/webhooks/webhook-endpoint.resolver';

/** Tenant data needs an authenticated caller; roles are not used yet. */
const authChecker: AuthChecker<GraphContext> = ({ context }) => context.caller !== null;

let schema: Promise<GraphQLSchema> | undefined;

/** Built once per process: the schema is immutable and building it walks every decorator. */
export function buildGraphSchema(): Promise<GraphQLSchema> {
  return (schema ??= buildSchema({
    resolvers: [
      HealthResolver,
      SubjectResolver,
      SubjectFieldsResolver,
      SanctionCheckResolver,
      SanctionCheckFieldsResolver,
      SanctionExecutionFieldsResolver,
      SanctionResultFieldsResolver,
      MediaSearchResolver,
      MediaSearchFieldsResolver,
      MediaExecutionFieldsResolver,
      MediaArticleFieldsResolver,
      SiteContentResolver,
      NormExampleResolver,
      SiteSourceResolver,
      WebhookEndpointResolver,
    ],
    authChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  }));
}
