import { Client } from 'pg';
import { ensureDatabase } from '../../domain/database/ensure-database';
import { NotificationListener } from '../../domain/database/notification-listener';
import { databaseBehindProxy } from '../support/database-behind-proxy';

const CHANNEL = 'test_changes';

async function eventually(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 8000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('NotificationListener', () => {
  it('hears notifications, says when its connection is lost, comes back, and stays closed once closed', async () => {
    const database = await databaseBehindProxy();
    await ensureDatabase(database.directUrl);
    const { proxy } = database;
    const notifier = new Client({ connectionString: database.directUrl });
    await notifier.connect();
    const seen = { notified: 0, listening: 0, lost: 0 };
    const listener = new NotificationListener(database.url, CHANNEL, {
      notified: () => (seen.notified += 1),
      listening: () => (seen.listening += 1),
      lost: () => (seen.lost += 1),
    });
    try {
      await listener.start();
      expect(seen).toEqual({ notified: 0, listening: 1, lost: 0 });
      await notifier.query(`notify ${CHANNEL}`);
      await eventually(() => seen.notified === 1, 'the first notification');

      await proxy.cut();
      await eventually(() => seen.lost === 1, 'the loss of the connection');
      await proxy.restore();
      await eventually(() => seen.listening === 2, 'listening again');
      await notifier.query(`notify ${CHANNEL}`);
      await eventually(() => seen.notified === 2, 'a notification after reconnecting');

      // Closed while it waits to reconnect, it does not come back when the database does.
      await proxy.cut();
      await eventually(() => seen.lost === 2, 'the second loss');
      await listener.close();
      await proxy.restore();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(seen.listening).toBe(2);
    } finally {
      await listener.close();
      await notifier.end();
      await proxy.cut();
      await database.drop();
    }
  });
});
