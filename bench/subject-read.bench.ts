import 'reflect-metadata';
import pino from 'pino';
import { loadConfig } from '../app/config';
import { createService } from '../app/create-service';
import { listen } from '../app/http-listener';
import { createBaselineApp } from './baseline-subject-server';
import { createBenchDatabase } from './bench-database';
import { runLoad, type LoadResult } from './load';

/**
 * GET /v1/subjects/{id} through the gateway (auth, graph, ORM, loaders, presenter, logging, metrics)
 * against a minimal express + pg handler on the same database, alternating rounds; target ratio ≥ 0.7.
 * The gateway prepares this statement; the second ratio compares with a baseline that does too.
 */
export async function benchSubjectRead(options = { subjects: 200, rounds: 3, seconds: 5 }) {
  const database = await createBenchDatabase();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', LOAD_BUNDLED_LISTS: 'false', JOBS: 'off' });
  const service = await createService(config, { databaseUrl: database.url, logger: pino({ level: 'warn' }) });
  const baseline = createBaselineApp(database.url, config.database.poolMax);
  const gatewayListener = await listen(service.publicApp, '127.0.0.1', 0);
  const baselineListener = await listen(baseline.app, '127.0.0.1', 0);
  try {
    const { authorization } = await service.domain.credentials.issue(
      service.domain.database.em.fork(),
      'Bench Bank',
      'bench@bank.example',
    );
    const ids: string[] = [];
    for (let i = 0; i < options.subjects; i++) {
      const response = await fetch(`http://127.0.0.1:${gatewayListener.port}/v1/subjects/create-subject`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data: {
            name: `Bench Subject ${i}`,
            aliases: [`Alias ${i}`],
            nationalities: ['DE'],
            places: [
              { description: 'Home', place: 'Berlin, Germany' },
              { description: 'Office', place: 'Hamburg' },
            ],
            internal_id: `B-${i}`,
          },
        }),
      });
      ids.push(((await response.json()) as { data: { subject_id: string } }).data.subject_id);
    }
    const gatewayUrls = ids.map((id) => `http://127.0.0.1:${gatewayListener.port}/v1/subjects/${id}`);
    const baselineUrls = ids.map((id) => `http://127.0.0.1:${baselineListener.port}/baseline/subjects/${id}`);
    await runLoad(gatewayUrls.slice(0, 20), { Authorization: authorization }, 2);
    const preparedUrls = ids.map(
      (id) => `http://127.0.0.1:${baselineListener.port}/baseline-prepared/subjects/${id}`,
    );
    await runLoad(baselineUrls.slice(0, 20), {}, 2);
    await runLoad(preparedUrls.slice(0, 20), {}, 2);

    const gateway: LoadResult[] = [];
    const base: LoadResult[] = [];
    const preparedBase: LoadResult[] = [];
    for (let round = 0; round < options.rounds; round++) {
      base.push(await runLoad(baselineUrls, {}, options.seconds));
      preparedBase.push(await runLoad(preparedUrls, {}, options.seconds));
      gateway.push(await runLoad(gatewayUrls, { Authorization: authorization }, options.seconds));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const report = {
      benchmark: 'GET /v1/subjects/{id}',
      gateway_rps: Math.round(median(gateway.map((r) => r.requestsPerSecond))),
      baseline_rps: Math.round(median(base.map((r) => r.requestsPerSecond))),
      prepared_baseline_rps: Math.round(median(preparedBase.map((r) => r.requestsPerSecond))),
      gateway_p50_ms: median(gateway.map((r) => r.p50Ms)),
      gateway_p99_ms: median(gateway.map((r) => r.p99Ms)),
      baseline_p50_ms: median(base.map((r) => r.p50Ms)),
      baseline_p99_ms: median(base.map((r) => r.p99Ms)),
      failed_requests: [...gateway, ...base, ...preparedBase].reduce((n, r) => n + r.errors + r.non2xx, 0),
    };
    const ratio = report.gateway_rps / report.baseline_rps;
    const toPrepared = report.gateway_rps / report.prepared_baseline_rps;
    console.log(
      JSON.stringify({
        ...report,
        ratio: Number(ratio.toFixed(3)),
        target: '>= 0.7',
        met: ratio >= 0.7,
        ratio_to_prepared_baseline: Number(toPrepared.toFixed(3)),
      }),
    );
    return ratio;
  } finally {
    await Promise.all([gatewayListener.close(1000), baselineListener.close(1000)]);
    await baseline.close();
    await service.close();
    await database.drop();
  }
}

if (require.main === module) {
  benchSubjectRead().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
