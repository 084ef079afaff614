import fs from 'node:fs';
import { contentFilePath } from './content-file-path';

type Messages = { [key: string]: string | Messages };

let cachedMessages: Messages | undefined;

function messages(): Messages {
  cachedMessages ??= JSON.parse(fs.readFileSync(contentFilePath('locales', 'de.json'), 'utf8')) as Messages;
  return cachedMessages;
}

/**
 * The German string at a dotted key, with `{name}` placeholders filled from `params`. A missing key throws, so a
 * typo fails in tests instead of showing up on the site.
 */
export function t(key: string, params: Record<string, string | number> = {}): string {
  let node: string | Messages | undefined = messages();
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`Missing German string "${key}"`);
  return node.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
