import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../../app/config';
import { createService } from '../../app/create-service';
import { expectErrorBody } from '../support/expectations';
import { databaseBehindProxy } from '../support/database-behind-proxy';
import { startTestService } from '../support/test-service';

describe('when the database goes away and comes back', () => {
  it('answers 503 with Retry-After for as long as it is away, and serves again once it is back, without a restart', async () => {
    const database = await databaseBehindProxy();
    const { proxy } = database;
    const config = loadConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      CREDENTIAL_CACHE_TTL_MS: '0',
      LOAD_BUNDLED_LISTS: 'false',
      JOBS: 'off',
    });
    const service = await createService(config, {
      databaseUrl: database.url,
      logger: pino({ level: 'silent' }),
    });
    try {
      const { authorization } = await service.domain.credentials.issue(
        service.domain.database.em.fork(),
        'Down Bank',
        'a@down.example',
      );
      const api = request(service.publicApp);
      const internal = request(service.internalApp);
      const readSubject = (id: string) => api.get(`/v1/subjects/${id}`).set('Authorization', authorization);
      const createSubject = (name: string) =>
        api.post('/v1/subjects/create-subject').set('Authorization', authorization).send({ data: { name } });

      const before = await createSubject('Up');
      expect(before.status).toBe(201);
      const subjectId: string = before.body.data.subject_id;

      await proxy.cut();
      // The first request meets the pool's reset connections, the later ones must open new ones and are
      // refused: every one of them is a 503 the client can retry, none a 500 or a hang.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await readSubject(subjectId);
        expectErrorBody(response, 503, 'service-unavailable');
        expect(response.headers['retry-after']).toBe('5');
      }
      expectErrorBody(await createSubject('Down'), 503, 'service-unavailable');
      expect((await internal.get('/readyz')).body).toEqual({ status: 'not ready', database: false });

      await proxy.restore();
      expect((await internal.get('/readyz')).body).toEqual({ status: 'ready', database: true });
      const after = await readSubject(subjectId);
      expect({ status: after.status, name: after.body.data?.name }).toEqual({ status: 200, name: 'Up' });
      expect((await createSubject('Back')).status).toBe(201);
    } finally {
      await service.close().catch(() => undefined);
      await proxy.cut();
      await database.drop();
    }
  });
});

describe('an unexpected failure', () => {
  it('answers 500 without internals and logs it with the request id', async () => {
    const lines: { msg: string; requestId?: string; err?: { message: string } }[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const service = await startTestService({ logger });
    try {
      const { authorization } = await service.issueCredential('Broken Bank', 'a@broken.example');
      const id = (
        await service
          .api()
          .post('/v1/subjects/create-subject')
          .set('Authorization', authorization)
          .send({ data: { name: 'A' } })
      ).body.data.subject_id;
      // A schema out of step with the code is a bug of ours, never the client's.
      await service.domain.database.em
        .fork()
        .getConnection()
        .execute('alter table subject_place rename to subject_place_gone');
      const response = await service.api().get(`/v1/subjects/${id}`).set('Authorization', authorization);
      const body = expectErrorBody(response, 500, 'internal-error');
      expect(body.details).not.toMatch(/subject_place/);
      const requestId = response.headers['x-request-id'];
      expect(lines.some((l) => l.requestId === requestId && /subject_place/.test(l.err?.message ?? ''))).toBe(
        true,
      );
    } finally {
      await service.stop();
    }
  });
});
