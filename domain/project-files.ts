import { join } from 'node:path';
import pkgDir from 'pkg-dir';

let root: string | undefined;

/**
 * A file or folder below the project's root (the folder of package.json), e.g. `projectFile('data', 'sanctions')`.
 * Data files are not compiled, so they are found from the root whether the code runs from its sources (ts-jest)
 * or from dist/.
 */
export function projectFile(...segments: string[]): string {
  root ??= pkgDir.sync(__dirname);
  if (root === undefined) throw new Error(`no package.json above ${__dirname}`);
  return join(root, ...segments);
}
