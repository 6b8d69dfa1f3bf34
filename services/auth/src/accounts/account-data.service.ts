import { Readable } from 'node:stream';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { EVENT_BUS, type EventBus } from '@labellens/server-events';
import { request } from 'undici';
import { EventsPublisher } from '../common/events.publisher';
import type { AuthConfig } from '../config/auth.config';
import { ErasureRepository } from '../erasure/erasure.repository';
import { MfaService } from '../mfa/mfa.service';
import { verifyPassword } from '../password/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { toCurrentUserDto } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';

/** Upper bound of each service's part of an export (about 40,000 scans of history). */
export const EXPORT_PART_LIMIT_BYTES = 200 * 1024 * 1024;

/** An export being sent: its bytes, and how to let go of the upstream parts early. */
export interface AccountExport {
  body: Readable;
  close: () => void;
}

/** A person's data rights: a complete export and erasure (GDPR Art. 15, 17, 20). */
@Injectable()
export class AccountDataService {
  private readonly logger = new Logger('Account');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
    private readonly users: UsersRepository,
    private readonly mfa: MfaService,
    private readonly sessions: SessionsService,
    private readonly events: EventsPublisher,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly erasures: ErasureRepository,
  ) {}

  /**
   * Everything held about the caller, gathered from every service that holds personal data. The
   * parts of scan and billing are streamed through as they arrive, never parsed nor held here, so
   * a long history costs auth no memory; each part is bounded by EXPORT_PART_LIMIT_BYTES.
   */
  async export(userId: string): Promise<AccountExport> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Unauthorized');
    const factors = await this.mfa.exportOf(userId);
    const token = signInternalToken(
      { kind: 'service', service: 'auth' },
      this.config.INTERNAL_JWT_SECRET,
      60,
    );
    const fromService = async (name: string, base: string | undefined): Promise<Readable> => {
      if (!base) return Readable.from(['{"unavailable":true}']);
      try {
        const res = await request(`${base}/internal/export/${userId}`, {
          headers: { [INTERNAL_IDENTITY_HEADER]: token },
          headersTimeout: 10_000,
          bodyTimeout: 30_000,
        });
        if (res.statusCode !== 200) {
          await res.body.dump();
          throw new Error(`HTTP ${res.statusCode}`);
        }
        if (Number(res.headers['content-length'] ?? 0) > EXPORT_PART_LIMIT_BYTES) {
          res.body.on('error', () => undefined).destroy();
          throw new Error(`the ${name} part is over ${EXPORT_PART_LIMIT_BYTES} bytes`);
        }
        return res.body;
      } catch (err) {
        this.logger.error(`export from ${name} failed: ${(err as Error).message}`);
        throw new BadRequestException(
          `Could not gather your ${name} data right now. Please try again.`,
        );
      }
    };
    const parts = await Promise.allSettled([
      fromService('scan', this.config.SCAN_URL),
      fromService('billing', this.config.BILLING_URL),
    ]);
    const failed = parts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (failed) {
      // Close the other part before answering (its abort error has no reader left).
      for (const part of parts)
        if (part.status === 'fulfilled') part.value.on('error', () => undefined).destroy();
      throw failed.reason;
    }
    const [scan, billing] = parts.map((p) => (p as PromiseFulfilledResult<Readable>).value);
    const head = JSON.stringify({
      exportedAt: new Date().toISOString(),
      account: {
        ...toCurrentUserDto(user),
        emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
        signInWithOpenIdConnect: Boolean(user.oidcSubject),
      },
      mfaFactors: factors,
    });
    const logger = this.logger;
    // A part that fails while unread (a timeout, the download abandoned) must not crash auth.
    for (const part of [scan, billing])
      part.on('error', (err: Error) => {
        logger.warn(`export: ${err.message}`);
      });
    async function* body(): AsyncGenerator<Buffer | string> {
      try {
        yield `${head.slice(0, -1)},"scan":`;
        yield* bounded('scan', scan);
        yield ',"billing":';
        yield* bounded('billing', billing);
        yield '}';
      } finally {
        // Also when the person closes the download half-way: free both upstream connections.
        scan.destroy();
        billing.destroy();
      }
    }
    async function* bounded(name: string, part: Readable): AsyncGenerator<Buffer | string> {
      let bytes = 0;
      for await (const chunk of part as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > EXPORT_PART_LIMIT_BYTES) {
          // Headers are sent: all that is left is to cut the download short, visibly broken.
          logger.error(
            `export: the ${name} part is over ${EXPORT_PART_LIMIT_BYTES} bytes; download cut`,
          );
          throw new Error(`export part ${name} too large`);
        }
        yield chunk;
      }
    }
    return {
      body: Readable.from(body()),
      close: () => {
        scan.destroy();
        billing.destroy();
      },
    };
  }

  /**
   * Deletes the account. The user row goes at once (sessions, codes and factors cascade); other
   * services erase or anonymise their copies when they consume auth.user.deleted.v1.
   */
  async delete(userId: string, password: string | undefined): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Unauthorized');
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) {
      throw new BadRequestException('Your password is not correct.');
    }
    await this.users.transaction(async (manager) => {
      await this.users.delete(userId, manager);
      await this.events.forgetUser(manager, userId);
      await this.events.publish(manager, 'auth.user.deleted.v1', userId, { userId });
      // Sent again until scan, billing and admin have each confirmed (ErasureRetrier).
      await this.erasures.request(manager, userId, new Date());
    });
    await this.sessions.announceUserGone(userId);
    // The event stream kept copies of the registration and profile; remove them too (Redis only).
    await this.bus.eraseAggregate?.(
      ['auth.user.registered.v1', 'auth.user.profile-updated.v1', 'auth.user.signed-in.v1'],
      userId,
    );
  }
}
