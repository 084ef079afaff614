import { createRequire } from 'node:module';
import type SparticuzChromium from '@sparticuz/chromium' with { 'resolution-mode': 'import' };

// The package is an ES module with a CommonJS build; required, it also loads under Jest.
const sparticuz = createRequire(__filename)('@sparticuz/chromium') as typeof SparticuzChromium;

const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** How to start headless Chromium: a system browser at `chromiumPath`, else the one of @sparticuz/chromium. */
export async function chromiumLaunchOptions(
  chromiumPath: string | undefined,
): Promise<{ executablePath: string; args: string[] }> {
  if (chromiumPath) return { executablePath: chromiumPath, args: BROWSER_ARGS };
  // --single-process (meant for AWS Lambda) makes Chromium exit when a browser context closes.
  const args = [...new Set([...sparticuz.args, ...BROWSER_ARGS])].filter((a) => a !== '--single-process');
  return { executablePath: await sparticuz.executablePath(), args };
}
