import 'reflect-metadata';
import { fork } from 'node:child_process';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import { loadConfig } from '../app/config';
import { createService } from '../app/create-service';
import { listen } from '../app/http-listener';
import type { Caller } from '../domain/caller';
import { DEFAULT_MATCH_THRESHOLD, screen } from '../domain/sanctions/matching';
import { subjectScreeningQuery } from '../domain/sanctions/screening/subject-screening-query';
import { createBenchDatabase } from './bench-database';
import { percentile, round } from './sanctions-statistics';
import { SCREENING_NAMES } from './screening-names';

const CHECKS = '/v1/sanctions-peps-watchlists-checks';

/** Runs bench/new-check-client in its own process; resolves to each check's milliseconds. */
function postNewChecks(order: {
  url: string;
  authorization: string;
  configurationId: string;
  subjectIds: string[];
  rounds: number;
}): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'new-check-client.js'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (milliseconds) => resolve(milliseconds as number[]));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`new-check client exited with ${code}`)));
    child.send(order);
  });
}

/**
 * POST /v1/sanctions-peps-watchlists-checks/new-check through the HTTP API (auth, graph, reads of the
 * configuration and the subject, screening against every bundled list, the check, its execution and results
 * written), one request at a time from another process, against the matcher's own `screen()` of the same
 * subjects in the service's process. The ratio is what a whole check costs per unit of screening itself.
 * Target: API p50 ≤ 8 ms.
 */
export async function benchNewCheck(options = { subjects: 120, rounds: 3 }) {
  const database = await createBenchDatabase();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', JOBS: 'off', LOAD_SITE_CONTENT: 'false' });
  const service = await createService(config, { databaseUrl: database.url, logger: pino({ level: 'warn' }) });
  const listener = await listen(service.publicApp, '127.0.0.1', 0);
  const em = () => service.domain.database.em.fork() as EntityManager;
  try {
    const issued = await service.domain.credentials.issue(em(), 'Bench Bank', 'bench@bank.example');
    const post = async (route: string, data: unknown) => {
      const response = await fetch(`http://127.0.0.1:${listener.port}${route}`, {
        method: 'POST',
        headers: { Authorization: issued.authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data }),
      });
      if (response.status !== 201) throw new Error(`${route}: HTTP ${response.status}`);
      return ((await response.json()) as { data: Record<string, string> }).data;
    };
    // Built before the clock starts, as a running service has it.
    await service.domain.screeningIndex.current();
    const configuration = { monitoring: { interval: 'WEEKLY', is_active: true } };
    const { sanction_pep_watchlist_configuration_id } = await post(
      `${CHECKS}/configuration/create-configuration`,
      configuration,
    );
    const subjectIds: string[] = [];
    for (let i = 0; i < options.subjects; i++) {
      const subject = await post('/v1/subjects/create-subject', {
        name: SCREENING_NAMES[i % SCREENING_NAMES.length],
        nationalities: ['DE'],
        places: [{ place: 'Berlin, Germany' }],
      });
      subjectIds.push(subject.subject_id);
    }

    const api = await postNewChecks({
      url: `http://127.0.0.1:${listener.port}${CHECKS}/new-check`,
      authorization: issued.authorization,
      configurationId: sanction_pep_watchlist_configuration_id,
      subjectIds,
      rounds: options.rounds,
    });

    const caller: Caller = { organisationId: issued.organisationId, userId: issued.userId, credentialId: '' };
    const { index } = await service.domain.screeningIndex.current();
    const queries = await Promise.all(
      subjectIds.map(async (id) =>
        subjectScreeningQuery(await service.domain.subjectQueries.get(em(), caller, id)),
      ),
    );
    const matcher: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      for (const query of queries) {
        const started = process.hrtime.bigint();
        screen(index, query, { threshold: DEFAULT_MATCH_THRESHOLD, limit: 50 });
        matcher.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }

    // The first round warms up both (JIT, pools, caches).
    const [apiTimes, matcherTimes] = [api, matcher].map((times) =>
      times.slice(subjectIds.length).sort((a, b) => a - b),
    );
    const apiP50 = percentile(apiTimes, 50);
    const matcherP50 = percentile(matcherTimes, 50);
    return {
      benchmark: `POST ${CHECKS}/new-check`,
      checks: apiTimes.length,
      apiP50Milliseconds: round(apiP50, 2),
      apiP99Milliseconds: round(percentile(apiTimes, 99), 2),
      baselineScreenP50Milliseconds: round(matcherP50, 2),
      baselineScreenP99Milliseconds: round(percentile(matcherTimes, 99), 2),
      ratioP50ToBaseline: round(apiP50 / matcherP50, 1),
      target: 'API p50 <= 8 ms',
      met: apiP50 <= 8,
    };
  } finally {
    await listener.close(1000);
    await service.close();
    await database.drop();
  }
}

if (require.main === module) {
  benchNewCheck()
    .then((report) => console.log(JSON.stringify(report)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
