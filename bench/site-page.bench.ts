import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { loadConfig } from '../app/config';
import { createService } from '../app/create-service';
import { listen } from '../app/http-listener';
import { createBenchDatabase } from './bench-database';
import { runLoad, type LoadResult } from './load';

/**
 * A cached norm example page through the gateway (routing, negotiation, content version through the
 * graph, render cache, ETag) against express serving the same bytes as a static file; target ≥ 0.7.
 * The content version comes from memory while change notifications arrive (LISTEN), so a cached page
 * costs no query.
 */
export async function benchSitePage(options = { rounds: 3, seconds: 5 }) {
  const database = await createBenchDatabase();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', LOAD_BUNDLED_LISTS: 'false', JOBS: 'off' });
  const service = await createService(config, { databaseUrl: database.url, logger: pino({ level: 'warn' }) });
  const gateway = await listen(service.publicApp, '127.0.0.1', 0);
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  try {
    const llms = await (await fetch(`http://127.0.0.1:${gateway.port}/llms.txt`)).text();
    const slug = /\/de\/normen\/([^/.)\s]+)\.md/.exec(llms)?.[1];
    if (!slug) throw new Error('no norm example listed in /llms.txt');
    const pagePath = `/de/normen/${slug}/`;
    const page = Buffer.from(
      await (await fetch(`http://127.0.0.1:${gateway.port}${pagePath}`)).arrayBuffer(),
    );
    fs.mkdirSync(path.join(staticDir, pagePath), { recursive: true });
    fs.writeFileSync(path.join(staticDir, pagePath, 'index.html'), page);
    const baselineApp = express();
    baselineApp.use(express.static(staticDir));
    const baseline = await listen(baselineApp, '127.0.0.1', 0);
    try {
      const gatewayUrl = [`http://127.0.0.1:${gateway.port}${pagePath}`];
      const baselineUrl = [`http://127.0.0.1:${baseline.port}${pagePath}`];
      await runLoad(gatewayUrl, {}, 2);
      await runLoad(baselineUrl, {}, 2);
      const ours: LoadResult[] = [];
      const theirs: LoadResult[] = [];
      for (let round = 0; round < options.rounds; round++) {
        theirs.push(await runLoad(baselineUrl, {}, options.seconds));
        ours.push(await runLoad(gatewayUrl, {}, options.seconds));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const gatewayRps = Math.round(median(ours.map((r) => r.requestsPerSecond)));
      const staticRps = Math.round(median(theirs.map((r) => r.requestsPerSecond)));
      const ratio = gatewayRps / staticRps;
      console.log(
        JSON.stringify({
          benchmark: `GET ${pagePath} (cached)`,
          page_bytes: page.length,
          gateway_rps: gatewayRps,
          static_file_rps: staticRps,
          gateway_p99_ms: median(ours.map((r) => r.p99Ms)),
          static_file_p99_ms: median(theirs.map((r) => r.p99Ms)),
          failed_requests: [...ours, ...theirs].reduce((n, r) => n + r.errors + r.non2xx, 0),
          ratio: Number(ratio.toFixed(3)),
          target: '>= 0.7',
          met: ratio >= 0.7,
        }),
      );
      return ratio;
    } finally {
      await baseline.close(1000);
    }
  } finally {
    await gateway.close(1000);
    await service.close();
    await database.drop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchSitePage().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
