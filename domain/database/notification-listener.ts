import { Client } from 'pg';

export interface NotificationEvents {
  /** A notification arrived on the channel. */
  notified(): void;
  /** The channel is listened to (again): notifications from now on will arrive. */
  listening(): void;
  /** The connection is lost: notifications may be missed until `listening` comes again. */
  lost(error?: unknown): void;
}

/**
 * LISTENs on one channel over a connection of its own (pooled connections cannot hold a LISTEN), and
 * reconnects when that connection is lost, waiting longer after each failed attempt (up to 5 s). Written
 * on pg directly: pg-listen, the package for this, cannot be closed while it is reconnecting.
 */
export class NotificationListener {
  private client?: Client;
  private retry?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly events: NotificationEvents,
  ) {}

  /** Listens, or keeps trying in the background when the database cannot be reached now. */
  async start(): Promise<void> {
    await this.connect().catch((error: unknown) => {
      this.events.lost(error);
      this.reconnectLater(0);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.events.notified();
    });
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.events.listening();
  }

  private lose(client: Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.events.lost(error);
    this.reconnectLater(0);
  }

  private reconnectLater(attempt: number): void {
    if (this.closed) return;
    this.retry = setTimeout(
      () => this.connect().catch(() => this.reconnectLater(attempt + 1)),
      Math.min(5000, 250 * 2 ** attempt),
    );
    // A listener waiting to reconnect does not keep the process alive.
    this.retry.unref();
  }
}
