import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../scripts/build-if-stale.js');

// Each case runs the real tsc a few times, about a second each on an idle machine.
jest.setTimeout(120_000);

/** A tiny project of its own in a temporary folder, built by the real script with the real tsc. */
describe('scripts/build-if-stale.js', () => {
  let root: string;
  const file = (name: string) => path.join(root, name);
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(file(name)), { recursive: true });
    fs.writeFileSync(file(name), text);
  };
  const run = () => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  const built = (name: string) => fs.existsSync(file(`dist/app/${name}.js`));
  /** Removes a built file: it comes back only if tsc runs. */
  const forget = (name: string) => fs.rmSync(file(`dist/app/${name}.js`));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-stale-'));
    write('package.json', '{ "name": "tiny", "private": true }\n');
    write(
      'tsconfig.build.json',
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'commonjs',
          strict: true,
          rootDir: '.',
          outDir: 'dist',
          types: [],
        },
        include: ['app'],
      }),
    );
    write('app/main.ts', "export const greeting: string = 'hallo';\n");
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds a project without dist/, then stays silent and does not build while nothing changed', () => {
    expect(run()).toMatchObject({ status: 0, stdout: '' });
    expect(fs.readFileSync(file('dist/app/main.js'), 'utf8')).toContain("'hallo'");

    forget('main');
    expect(run()).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(built('main')).toBe(false);
  });

  it('builds again when a source is edited, added or deleted, or a build input changes', () => {
    run();
    write('app/main.ts', "export const greeting: string = 'servus';\n");
    expect(run().status).toBe(0);
    expect(fs.readFileSync(file('dist/app/main.js'), 'utf8')).toContain("'servus'");

    write('app/extra/other.ts', 'export const other = 1;\n');
    run();
    expect(built('extra/other')).toBe(true);

    forget('main');
    fs.rmSync(file('app/extra/other.ts'));
    run();
    expect(built('main')).toBe(true);

    forget('main');
    write('package-lock.json', '{}\n');
    run();
    expect(built('main')).toBe(true);
  });

  it('reports a failed build and tries again next time', () => {
    write('app/main.ts', 'export const greeting: string = 42;\n');
    const failed = run();
    expect(failed.status).not.toBe(0);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toContain('TS2322');

    expect(run().status).not.toBe(0);
    write('app/main.ts', "export const greeting: string = 'hallo';\n");
    expect(run().status).toBe(0);
  });
});
