'use strict';
/**
 * `node scripts/build-if-stale.js [root]`: runs `tsc -p tsconfig.build.json` only when a TypeScript source or a
 * build input changed since the last successful build (or there is none), so `npm start`, `npm run cli` and
 * `npm test` do not pay a full type-check each time. Prints nothing when dist/ is up to date; tsc's own output
 * goes to stderr, since the CLI's stdout is read by scripts.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const SOURCE_DIRS = ['app', 'domain', 'graph', 'gateway', 'content', 'bench', 'scripts'];
const BUILD_FILES = ['package.json', 'package-lock.json'];
/** Written after a successful build, dated when that build started: a file saved during the build is newer. */
const STAMP = path.join('dist', '.build-stamp');

/** Newest modification time (ms) of the sources and build inputs below `root`. */
function newestInputTime(root) {
  let newest = 0;
  const consider = (file) => {
    newest = Math.max(newest, fs.statSync(file).mtimeMs);
  };
  const visit = (dir) => {
    // A directory's own time changes when a file in it is added, renamed or deleted.
    consider(dir);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.ts')) consider(file);
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(root, dir))) visit(path.join(root, dir));
  for (const name of fs.readdirSync(root)) {
    if (BUILD_FILES.includes(name) || /^tsconfig.*\.json$/.test(name)) consider(path.join(root, name));
  }
  return newest;
}

/** Why dist/ must be built, or undefined when it is up to date. */
function staleReason(root) {
  const stamp = path.join(root, STAMP);
  if (!fs.existsSync(stamp)) return 'no finished build in dist/';
  return newestInputTime(root) > fs.statSync(stamp).mtimeMs ? 'sources changed' : undefined;
}

function build(root) {
  const startedAt = new Date();
  const tsc = require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) return result.status ?? 1;
  fs.mkdirSync(path.dirname(path.join(root, STAMP)), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP), `${startedAt.toISOString()}\n`);
  fs.utimesSync(path.join(root, STAMP), startedAt, startedAt);
  return 0;
}

const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
const reason = staleReason(root);
if (reason !== undefined) {
  process.stderr.write(`Building dist/ (${reason}) …\n`);
  process.exitCode = build(root);
}
