import type { Command } from 'commander';
import type { Database } from '../domain/database/open-database';
import type { WebhookEndpointRecord } from '../domain/webhooks/webhook-records';
import { WebhookEndpointService } from '../domain/webhooks/webhook-endpoint.service';
import { WebhookSecretBox } from '../domain/webhooks/webhook-secret-box';
import { loadConfig } from './config';
import { webhookSecretKey } from './webhook-secret-key';

type WithDatabase = <T>(work: (database: Database) => Promise<T>) => Promise<T>;

/** Built when a command runs: reading the settings at import would fail `--help` on a bad environment. */
const endpointService = () => {
  const config = loadConfig();
  return new WebhookEndpointService({
    allowPrivateNetworks: config.webhooks.allowPrivateNetworks,
    secretBox: new WebhookSecretBox(webhookSecretKey(config).key),
  });
};

/** As the CLI prints an endpoint: the contract's snake_case, never the secret. */
function present(endpoint: WebhookEndpointRecord) {
  return {
    webhook_endpoint_id: endpoint.id,
    organisation_id: endpoint.organisationId,
    url: endpoint.url,
    description: endpoint.description,
    created_at: endpoint.createdAt.toISOString(),
  };
}

/** `webhook add|list|remove`: an organisation's alert endpoints, administered by an operator. */
export function addWebhookCommands(
  program: Command,
  withDatabase: WithDatabase,
  print: (value: unknown) => void,
): void {
  const webhook = program
    .command('webhook')
    .description("Webhook endpoints that get an organisation's monitoring and list-refresh alerts");

  webhook
    .command('add')
    .description('Register an endpoint; prints its signing secret, which is never shown again')
    .requiredOption('--organisation <name>', 'organisation name')
    .requiredOption('--url <url>', 'http or https URL that receives the signed POSTs')
    .option('--description <text>', 'what the endpoint is for')
    .action(async (options: { organisation: string; url: string; description?: string }) => {
      const registered = await withDatabase(async (db) => {
        const em = db.em.fork();
        const endpoints = endpointService();
        const owner = await endpoints.operatorOf(em, options.organisation);
        return endpoints.register(em, owner, { url: options.url, description: options.description });
      });
      print({ ...present(registered.endpoint), secret: registered.secret });
    });

  webhook
    .command('list')
    .description("List an organisation's endpoints (never their secrets)")
    .requiredOption('--organisation <name>', 'organisation name')
    .action(async (options: { organisation: string }) => {
      const listed = await withDatabase(async (db) => {
        const em = db.em.fork();
        const endpoints = endpointService();
        return endpoints.list(em, (await endpoints.operatorOf(em, options.organisation)).organisationId);
      });
      for (const endpoint of listed) print(present(endpoint));
    });

  webhook
    .command('reseal')
    .description(
      'After changing WEBHOOK_SECRET_KEY: seal every stored secret under the new key (receivers keep their secrets)',
    )
    .requiredOption('--previous-key <base64>', 'the key the secrets were sealed with until now')
    .action(async (options: { previousKey: string }) => {
      const previous = Buffer.from(options.previousKey, 'base64');
      if (previous.length !== 32) throw new Error('--previous-key must be 32 bytes in base64');
      const outcome = await withDatabase((db) =>
        db.em
          .fork()
          .transactional((em) => endpointService().resealSecrets(em, new WebhookSecretBox(previous))),
      );
      print({ resealed: outcome.resealed, already_current: outcome.alreadyCurrent });
    });

  webhook
    .command('remove')
    .description('Remove an endpoint of the organisation, with its deliveries; nothing more is sent to it')
    .requiredOption('--organisation <name>', 'organisation name')
    .requiredOption('--id <webhook_endpoint_id>', 'endpoint id')
    .action(async (options: { organisation: string; id: string }) => {
      await withDatabase(async (db) => {
        const em = db.em.fork();
        const endpoints = endpointService();
        await endpoints.remove(
          em,
          (await endpoints.operatorOf(em, options.organisation)).organisationId,
          options.id,
        );
      });
      print({ webhook_endpoint_id: options.id, removed: true });
    });
}
