import { parse } from 'csv-parse/sync';
import { ListParseError } from './list-parse.error';

export interface CsvOptions {
  delimiter?: string;
  /** Lines before the header or the first record (the OFSI report date line). */
  skipLines?: number;
}

/**
 * Hands each row of a CSV to `onRow` as it is read, without collecting them: the EU file has 25,000 rows
 * of ~110 cells. Quotes are relaxed because government exports put stray quotes inside unquoted cells;
 * anything csv-parse still rejects becomes a ListParseError.
 */
export function forEachCsvRow(
  dataset: string,
  text: string,
  onRow: (cells: string[], line: number) => void,
  options: CsvOptions = {},
): void {
  try {
    parse(text, {
      delimiter: options.delimiter ?? ',',
      from_line: (options.skipLines ?? 0) + 1,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        onRow(record, context.lines);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof ListParseError) throw error;
    throw new ListParseError(dataset, `unreadable CSV: ${(error as Error).message}`, error);
  }
}

/**
 * Hands each row after the header to `onRecord` keyed by column name (trimmed cells); throws when a column
 * the parser depends on is missing from the header.
 */
export function forEachCsvRecord<Column extends string>(
  dataset: string,
  text: string,
  requiredColumns: readonly Column[],
  onRecord: (record: Record<Column, string> & Record<string, string | undefined>, line: number) => void,
  options: CsvOptions = {},
): void {
  let columns: string[] | undefined;
  forEachCsvRow(
    dataset,
    text,
    (cells, line) => {
      if (!columns) {
        columns = cells.map((name) => name.trim());
        const missing = requiredColumns.filter((column) => !columns?.includes(column));
        if (missing.length > 0) throw new ListParseError(dataset, `missing columns: ${missing.join(', ')}`);
        return;
      }
      const record: Record<string, string> = {};
      for (let i = 0; i < columns.length; i += 1) record[columns[i]] = (cells[i] ?? '').trim();
      onRecord(record as Record<Column, string>, line);
    },
    options,
  );
  if (!columns) throw new ListParseError(dataset, 'the file is empty');
}
