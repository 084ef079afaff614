import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ensureDatabase } from './ensure-database';
import { StatementReporter } from './statement-reporter';
import { MIGRATIONS } from './migrations';

export interface DatabaseOptions {
  url: string;
  poolMax?: number;
  runMigrations?: boolean;
  /** SQL statements are reported here as their text with $n placeholders, never the values (tests count them). */
  onQuery?: (sql: string) => void;
  /** Warnings of the database client (lost connections…), which it would otherwise print to the console. */
  onClientWarning?: (message: string) => void;
}

export type Database = MikroORM;

/** Connects, creates the database if missing and applies pending migrations (never schema:update). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  await ensureDatabase(options.url);
  const orm = await MikroORM.init({
    clientUrl: options.url,
    // No entities: the domain's SQL goes through ./sql (bind parameters); MikroORM is the pool, the
    // per-request EntityManager with its transactions, and the migrator.
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: options.poolMax ?? 10 },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    driverOptions: { log: clientLog(options.onClientWarning) },
    debug: options.onQuery ? ['query'] : false,
    logger: () => undefined,
    loggerFactory: (loggerOptions) =>
      new StatementReporter(loggerOptions, options.onQuery ?? (() => undefined)),
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
  if (options.runMigrations ?? true) {
    await orm.getMigrator().up();
  }
  return orm;
}

function clientLog(report: (message: string) => void = () => undefined) {
  const forward = (message: unknown) => report(typeof message === 'string' ? message : String(message));
  return { warn: forward, error: forward, deprecate: forward, debug: () => undefined };
}
