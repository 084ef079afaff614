import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__embeddedTestDatabase?.stop();
  const dataDir = process.env.TEST_EMBEDDED_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
