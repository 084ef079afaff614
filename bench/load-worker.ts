import autocannon from 'autocannon';

interface LoadOrder {
  urls: string[];
  headers: Record<string, string>;
  seconds: number;
  connections: number;
}

process.once('message', async (order: LoadOrder) => {
  const base = new URL(order.urls[0]);
  const result = await autocannon({
    url: `${base.protocol}//${base.host}`,
    connections: order.connections,
    duration: order.seconds,
    requests: order.urls.map((url) => ({
      method: 'GET',
      path: new URL(url).pathname,
      headers: order.headers,
    })),
  });
  process.send!(
    {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    },
    () => process.exit(0),
  );
});
