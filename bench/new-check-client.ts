import http from 'node:http';

/**
 * The client of bench/new-check: a separate process (so that it does not share the service's event loop)
 * that posts new checks one at a time over one kept-alive connection (node:http, the leanest client at
 * hand: fetch alone adds about a millisecond per request) and reports each one's milliseconds, from
 * request to parsed answer.
 */
interface NewCheckOrder {
  url: string;
  authorization: string;
  configurationId: string;
  subjectIds: string[];
  rounds: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(url: string, authorization: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

process.once('message', async (order: NewCheckOrder) => {
  const milliseconds: number[] = [];
  for (let round = 0; round < order.rounds; round++) {
    for (const subjectId of order.subjectIds) {
      const started = process.hrtime.bigint();
      const response = await post(
        order.url,
        order.authorization,
        JSON.stringify({
          data: { sanction_pep_watchlist_configuration_id: order.configurationId, subject_id: subjectId },
        }),
      );
      JSON.parse(response.body);
      if (response.status !== 201) throw new Error(`new-check: HTTP ${response.status}`);
      milliseconds.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  agent.destroy();
  process.send!(milliseconds, () => process.exit(0));
});
