import type { EntityManager } from '@mikro-orm/postgresql';
import createSubscriber, { type Subscriber } from 'pg-listen';
import type { SiteContentQueries } from './site-content.queries';

/** Sent by the content tables' triggers at every commit that changes content (see the migrations). */
export const SITE_CONTENT_CHANNEL = 'site_content_revised';

/**
 * The version of the website's content, the key of every cached page. It is read from the database
 * once and then kept until a notification says the content changed: a cached page costs no query.
 * While the notification connection is down (not yet up, lost, reconnecting) nothing is kept, so every
 * request reads the version again and no change can be missed.
 */
export class SiteContentVersion {
  private subscriber?: Subscriber;
  private listening = false;
  /** Counts changes, so a version read while one arrived is not kept. */
  private generation = 0;
  private known: string | null = null;

  constructor(
    private readonly queries: SiteContentQueries,
    private readonly log: (message: string, error?: unknown) => void = () => undefined,
  ) {}

  /** Opens the notification connection; reconnects by itself (with a pause growing to 5 s) when it is lost. */
  async listen(connectionString: string): Promise<void> {
    const subscriber = createSubscriber(
      { connectionString },
      {
        retryInterval: (attempt) => Math.min(5000, 250 * 2 ** attempt),
        retryTimeout: 0,
        paranoidChecking: 10_000,
      },
    );
    this.subscriber = subscriber;
    subscriber.notifications.on(SITE_CONTENT_CHANNEL, () => this.forget());
    subscriber.events.on('reconnect', () => this.setListening(false));
    subscriber.events.on('error', (error) => {
      this.setListening(false);
      this.log('site content notifications failed; the version is read on every request', error);
    });
    await subscriber.connect();
    await subscriber.listenTo(SITE_CONTENT_CHANNEL);
    this.setListening(true);
    // After a reconnection, 'connected' comes once the channel is listened to again.
    subscriber.events.on('connected', () => this.setListening(true));
  }

  async current(em: EntityManager): Promise<string> {
    if (this.known !== null) return this.known;
    const generation = this.generation;
    const version = await this.queries.version(em);
    if (this.listening && generation === this.generation) this.known = version;
    return version;
  }

  async close(): Promise<void> {
    this.setListening(false);
    await this.subscriber?.close();
  }

  private setListening(listening: boolean): void {
    // Notifications may have been missed while the connection was down.
    this.forget();
    this.listening = listening;
  }

  private forget(): void {
    this.generation++;
    this.known = null;
  }
}
