import 'reflect-metadata';
import { Command } from 'commander';
import pino from 'pino';
import { CredentialService } from '../domain/credentials/credential.service';
import { openDatabase, type Database } from '../domain/database/open-database';
import { loadConfig } from './config';
import { resolveDatabase } from './database-url';
import { refreshLists, showListStatus } from './lists-command';
import { importNewsFile } from './news-command';
import { addWebhookCommands } from './webhook-command';

/** Administration: `npm run cli -- <command>`. Results go to stdout as JSON lines; diagnostics to stderr. */
async function withDatabase<T>(work: (database: Database, url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel }, pino.destination(2));
  const { url, embedded } = await resolveDatabase(config, logger);
  const database = await openDatabase({ url, poolMax: 2, runMigrations: config.database.runMigrations });
  try {
    return await work(database, url);
  } finally {
    await database.close(true);
    await embedded?.stop();
  }
}

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
const credentials = new CredentialService();

const program = new Command('cli').description('Administer the screening platform');
const credential = program.command('credential').description('API credentials of organisations and users');

credential
  .command('create')
  .description('Create the organisation and user if new, and issue a credential for the user')
  .requiredOption('--organisation <name>', 'organisation name')
  .requiredOption('--user <email>', 'user e-mail address')
  .action(async (options: { organisation: string; user: string }) => {
    const issued = await withDatabase((db) =>
      credentials.issue(db.em.fork(), options.organisation, options.user),
    );
    print({
      organisation_id: issued.organisationId,
      user_id: issued.userId,
      credential_id: issued.credentialId,
      authorization: issued.authorization,
    });
  });

credential
  .command('revoke')
  .description('Revoke a credential; running services stop accepting it within CREDENTIAL_CACHE_TTL_MS')
  .requiredOption('--id <credential_id>', 'credential id')
  .action(async (options: { id: string }) => {
    await withDatabase((db) => credentials.revoke(db.em.fork(), options.id));
    print({ credential_id: options.id, revoked: true });
  });

credential
  .command('list')
  .description('List credentials (never their secrets)')
  .option('--organisation <name>', 'only this organisation')
  .action(async (options: { organisation?: string }) => {
    const rows = await withDatabase((db) => credentials.list(db.em.fork(), options.organisation));
    for (const row of rows) print(row);
  });

const lists = program.command('lists').description('Sanctions, PEP and watchlist data');

lists
  .command('refresh')
  .description(
    'Download the official lists, load each into a new version and switch to it; failures keep the old data',
  )
  .option(
    '--base-url <url>',
    'fetch every file from this mirror as <url>/<file name> (default: LISTS_BASE_URL or the official addresses)',
  )
  .option('--list <name...>', 'only these lists (e.g. us_ofac_sdn un_sc_sanctions)')
  .action(async (options: { baseUrl?: string; list?: string[] }) => {
    const failed = await withDatabase((db, url) =>
      refreshLists(
        db,
        url,
        { baseUrl: options.baseUrl ?? loadConfig().lists.baseUrl, lists: options.list },
        print,
      ),
    );
    if (failed) process.exitCode = 2;
  });

lists
  .command('status')
  .description('The active version of every list')
  .action(async () => withDatabase((db) => showListStatus(db, print)));

const news = program.command('news').description('The local news corpus searched by media searches');

news
  .command('import')
  .description(
    'Import a JSON Lines file of articles (id, url, headline, published_at, language, author, body; .gz too), ' +
      'idempotent by canonical URL; bad lines are reported on stderr by number and skipped',
  )
  .argument('<file>', 'the .jsonl or .jsonl.gz file')
  .action(async (file: string) => {
    const counts = await withDatabase((db) => importNewsFile(db, file, print));
    if (counts.lines > 0 && counts.rejected === counts.lines) process.exitCode = 1;
  });

addWebhookCommands(program, withDatabase, print);

program.parseAsync(process.argv).catch((error: Error) => {
  process.stderr.write(`error: ${error.message}\n`);
  process.exit(1);
});
