import { Readable } from 'node:stream';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Inject, Logger, Res, UnauthorizedException } from '@nestjs/common';
import { CurrentUserId, INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { SERVICE_CONFIG, ZodValidationPipe } from '@labellens/server-core';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { request } from 'undici';
import { z } from 'zod';
import { EVENT_BUS, type EventBus } from '@labellens/server-events';
import { EventsPublisher } from '../common/events.publisher';
import { ErasureRepository } from '../erasure/erasure.repository';
import type { AuthConfig } from '../config/auth.config';
import { MfaFactorEntity } from '../mfa/mfa-factor.entity';
import { verifyPassword } from '../password/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { toCurrentUserDto } from '../users/user.mapper';
import { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

/** Upper bound of each service's part of an export (about 40,000 scans of history). */
export const EXPORT_PART_LIMIT_BYTES = 200 * 1024 * 1024;

const deleteSchema = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
  password: z.string().max(1024).optional(),
});

/** A person's data rights: a complete export and erasure (GDPR Art. 15, 17, 20). */
@Controller('api/account')
export class AccountController {
  private readonly logger = new Logger('Account');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
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
  @Get('export')
  async export(@CurrentUserId() userId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Unauthorized');
    const factors = await this.dataSource.getRepository(MfaFactorEntity).find({ where: { userId } });
    const token = signInternalToken({ kind: 'service', service: 'auth' }, this.config.INTERNAL_JWT_SECRET, 60);
    const fromService = async (name: string, base: string | undefined): Promise<Readable> => {
      if (!base) return Readable.from(['{"unavailable":true}']);
      try {
        const res = await request(`${base}/internal/export/${userId}`, { headers: { [INTERNAL_IDENTITY_HEADER]: token }, headersTimeout: 10_000, bodyTimeout: 30_000 });
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
        throw new BadRequestException(`Could not gather your ${name} data right now. Please try again.`);
      }
    };
    const parts = await Promise.allSettled([fromService('scan', this.config.SCAN_URL), fromService('billing', this.config.BILLING_URL)]);
    const failed = parts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (failed) {
      // Close the other part before answering (its abort error has no reader left).
      for (const part of parts) if (part.status === 'fulfilled') part.value.on('error', () => undefined).destroy();
      throw failed.reason;
    }
    const [scan, billing] = parts.map((p) => (p as PromiseFulfilledResult<Readable>).value);
    const head = JSON.stringify({
      exportedAt: new Date().toISOString(),
      account: { ...toCurrentUserDto(user), emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null, signInWithOpenIdConnect: Boolean(user.oidcSubject) },
      mfaFactors: factors.map((f) => ({ uid: f.uid, kind: f.kind, phoneNumber: f.phoneNumber, enrolledAt: (f.verifiedAt ?? f.createdAt).toISOString() })),
    });
    const logger = this.logger;
    // A part that fails while unread (a timeout, the download abandoned) must not crash auth.
    for (const part of [scan!, billing!]) part.on('error', (err: Error) => logger.warn(`export: ${err.message}`));
    async function* body(): AsyncGenerator<Buffer | string> {
      try {
        yield `${head.slice(0, -1)},"scan":`;
        yield* bounded('scan', scan!);
        yield ',"billing":';
        yield* bounded('billing', billing!);
        yield '}';
      } finally {
        // Also when the person closes the download half-way: free both upstream connections.
        scan!.destroy();
        billing!.destroy();
      }
    }
    async function* bounded(name: string, part: Readable): AsyncGenerator<Buffer | string> {
      let bytes = 0;
      for await (const chunk of part as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > EXPORT_PART_LIMIT_BYTES) {
          // Headers are sent: all that is left is to cut the download short, visibly broken.
          logger.error(`export: the ${name} part is over ${EXPORT_PART_LIMIT_BYTES} bytes; download cut`);
          throw new Error(`export part ${name} too large`);
        }
        yield chunk;
      }
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="labellens-export.json"');
    // Everything about a person: no browser, proxy or CDN may keep a copy.
    reply.header('cache-control', 'no-store');
    // The person closed the download: the generator cannot run its `finally` while it waits for
    // upstream bytes, so close them here.
    reply.raw.on('close', () => {
      scan!.destroy();
      billing!.destroy();
    });
    return Readable.from(body());
  }

  /**
   * Deletes the account. The user row goes at once (sessions, codes and factors cascade); other
   * services erase or anonymise their copies when they consume auth.user.deleted.v1.
   */
  @Delete()
  @HttpCode(200)
  async delete(@CurrentUserId() userId: string, @Body(new ZodValidationPipe(deleteSchema)) dto: z.infer<typeof deleteSchema>, @Res({ passthrough: true }) reply: FastifyReply) {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException('Unauthorized');
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, dto.password ?? ''))) {
      throw new BadRequestException('Your password is not correct.');
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(UserEntity).delete({ id: userId });
      // Events about this person still waiting in the outbox are dropped (the deletion supersedes them);
      // published ones lose their personal fields.
      await manager.query('DELETE FROM outbox_events WHERE aggregate_id = $1 AND published_at IS NULL', [userId]);
      await manager.query(
        `UPDATE outbox_events SET payload = payload - 'email' - 'firstName' - 'lastName' - 'profile' WHERE aggregate_id = $1`,
        [userId],
      );
      await this.events.publish(manager, 'auth.user.deleted.v1', userId, { userId });
      // Sent again until scan, billing and admin have each confirmed (ErasureRetrier).
      await this.erasures.request(manager, userId, new Date());
    });
    await this.sessions.announceUserGone(userId);
    // The event stream kept copies of the registration and profile; remove them too (Redis only).
    await this.bus.eraseAggregate?.(['auth.user.registered.v1', 'auth.user.profile-updated.v1', 'auth.user.signed-in.v1'], userId);
    reply.header('set-cookie', this.sessions.clearCookie());
    return { message: 'Your account and data have been deleted.' };
  }
}
