import { DefaultLogger, type LogContext, type LoggerOptions } from '@mikro-orm/core';

/**
 * MikroORM's logger with every statement handed to `report` as the text sent to PostgreSQL ($n placeholders,
 * never the values), without the default logger's label, colours and timing: what tests count and debug
 * logging prints. Statements of ./sql and MikroORM's own (transactions, migrations) alike.
 */
export class StatementReporter extends DefaultLogger {
  constructor(
    options: LoggerOptions,
    private readonly report: (statement: string) => void,
  ) {
    super(options);
  }

  override logQuery(context: { query: string } & LogContext): void {
    if (this.isEnabled('query', context)) this.report(context.query);
  }
}
