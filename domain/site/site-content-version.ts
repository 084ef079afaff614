import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationListener } from '../database/notification-listener';
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
  private listener?: NotificationListener;
  private listening = false;
  /** Counts changes, so a version read while one arrived is not kept. */
  private generation = 0;
  private known: string | null = null;

  constructor(
    private readonly queries: SiteContentQueries,
    private readonly log: (message: string, error?: unknown) => void = () => undefined,
  ) {}

  /** Starts listening for changes; until it listens (or while it reconnects) the version is read per request. */
  async listen(connectionString: string): Promise<void> {
    this.listener = new NotificationListener(connectionString, SITE_CONTENT_CHANNEL, {
      notified: () => this.forget(),
      listening: () => this.setListening(true),
      lost: (error) => {
        this.setListening(false);
        this.log(
          'site content notifications lost; the version is read on every request until they are back',
          error,
        );
      },
    });
    await this.listener.start();
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
    await this.listener?.close();
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
