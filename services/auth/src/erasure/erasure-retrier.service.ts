import { Inject, Injectable, Logger } from '@nestjs/common';
import { PeriodicJob, SERVICE_CONFIG } from '@labellens/server-core';
import { EventsPublisher } from '../common/events.publisher';
import type { AuthConfig } from '../config/auth.config';
import { ErasureRepository } from './erasure.repository';

const BATCH = 100;

/**
 * Sends auth.user.deleted.v1 again for every erasure some service has not confirmed within
 * ERASURE_RETRY_MS (a consumer that lost the event, a broker that lost the stream). Every service
 * erases idempotently and confirms each time, so a repeat is harmless.
 */
@Injectable()
export class ErasureRetrier extends PeriodicJob {
  protected readonly logger = new Logger('ErasureRetrier');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
    private readonly erasures: ErasureRepository,
    private readonly events: EventsPublisher,
  ) {
    super();
  }

  protected intervalMs(): number {
    const every = this.config.ERASURE_RETRY_MS;
    // Checked a few times per interval, so a repeat is at most ~1.25 intervals late.
    return every > 0 ? Math.max(250, Math.floor(every / 4)) : 0;
  }

  protected runPass(): Promise<number> {
    return this.resend();
  }

  /** Re-publishes the unconfirmed erasures last sent more than ERASURE_RETRY_MS ago; answers how many. */
  async resend(): Promise<number> {
    try {
      return await this.erasures.transaction(async (manager) => {
        const now = new Date();
        const due = await this.erasures.leaseDue(
          manager,
          new Date(now.getTime() - this.config.ERASURE_RETRY_MS),
          now,
          BATCH,
        );
        for (const userId of due)
          await this.events.publish(manager, 'auth.user.deleted.v1', userId, { userId });
        if (due.length > 0) this.logger.warn(`sent ${due.length} unconfirmed erasure(s) again`);
        return due.length;
      });
    } catch (err) {
      this.logger.warn(`re-sending erasures failed: ${(err as Error).message}`);
      return 0;
    }
  }
}
