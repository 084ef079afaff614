/**
 * The client of bench/new-check: a separate process (so that it does not share the service's event loop)
 * that posts new checks one at a time and reports each one's milliseconds, from request to parsed answer.
 */
interface NewCheckOrder {
  url: string;
  authorization: string;
  configurationId: string;
  subjectIds: string[];
  rounds: number;
}

process.once('message', async (order: NewCheckOrder) => {
  const milliseconds: number[] = [];
  for (let round = 0; round < order.rounds; round++) {
    for (const subjectId of order.subjectIds) {
      const started = process.hrtime.bigint();
      const response = await fetch(order.url, {
        method: 'POST',
        headers: { Authorization: order.authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data: { sanction_pep_watchlist_configuration_id: order.configurationId, subject_id: subjectId },
        }),
      });
      await response.json();
      if (response.status !== 201) throw new Error(`new-check: HTTP ${response.status}`);
      milliseconds.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  process.send!(milliseconds, () => process.exit(0));
});
