import path from 'node:path';
import pkgDir from 'pkg-dir';

let contentDir: string | undefined;

/**
 * Absolute path of a file below `<root>/content/`, the root being the folder of package.json. Templates, pages and
 * styles are not compiled by tsc, so they are read from there both when running from TypeScript sources and from
 * `dist/content/`.
 */
export function contentFilePath(...segments: string[]): string {
  if (contentDir === undefined) {
    const root = pkgDir.sync(__dirname);
    if (root === undefined) throw new Error(`No package.json above ${__dirname}`);
    contentDir = path.join(root, 'content');
  }
  return path.join(contentDir, ...segments);
}
