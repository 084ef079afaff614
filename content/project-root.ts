import fs from 'node:fs';
import path from 'node:path';

let cachedRoot: string | undefined;

/**
 * The folder holding package.json. Templates, pages and styles are not compiled by tsc, so they are read from
 * `<root>/content/…` both when running from TypeScript sources and from `dist/content/`.
 */
export function projectRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${__dirname}`);
    dir = parent;
  }
  cachedRoot = dir;
  return dir;
}

/** Absolute path of a file below `<root>/content/`. */
export function contentFilePath(...segments: string[]): string {
  return path.join(projectRoot(), 'content', ...segments);
}
