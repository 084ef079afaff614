import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The schema SDL, the operation types and the contract types are generated and committed: a change to
 * a type-graphql class, an operation document or docs/openapi.yaml without `npm run codegen` fails here
 * (and, once regenerated, the build fails wherever the change breaks a use). The generator runs built
 * (`npm test` builds first): the code generator's ES modules do not load in jest's sandbox.
 */
describe('generated files', () => {
  it('are what npm run codegen makes of the current sources', () => {
    const root = path.resolve(__dirname, '../../..');
    const run = spawnSync(process.execPath, [path.join(root, 'dist/scripts/codegen.js'), '--check'], {
      encoding: 'utf8',
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
