import { Controller, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Allow, IDENTITY_EXPIRES_HEADER, type Identity } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import { z } from 'zod';
import { AdminsService } from '../admins/admins.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';

const resolveIdentitySchema = z.object({
  sessionToken: z.string().max(512).optional(),
  adminToken: z.string().max(512).optional(),
});

/** Internal: the gateway asks who holds a session or admin token. Never exposed under /api. */
@Controller('internal/identity')
export class InternalIdentityController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly admins: AdminsService,
    private readonly users: UsersRepository,
  ) {}

  @PostOk('resolve')
  @Allow('service')
  async resolve(
    @ValidBody(resolveIdentitySchema) body: z.infer<typeof resolveIdentitySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Identity> {
    // The gateway caches an identity no longer than its token lives (IDENTITY_EXPIRES_HEADER).
    if (body.adminToken) {
      const admin = await this.admins.resolve(body.adminToken);
      if (admin) {
        reply.header(IDENTITY_EXPIRES_HEADER, String(admin.expiresAt.getTime()));
        return {
          kind: 'admin',
          adminId: admin.adminId,
          username: admin.username,
          tokenId: admin.tokenId,
        };
      }
    }
    if (body.sessionToken) {
      const session = await this.sessions.find(body.sessionToken);
      // A session waiting for its second factor identifies nobody yet.
      if (session && !session.mfaPending) {
        const user = await this.users.findById(session.userId);
        if (user && !user.disabledAt) {
          reply.header(IDENTITY_EXPIRES_HEADER, String(session.expiresAt.getTime()));
          return { kind: 'user', userId: session.userId, sessionId: session.id };
        }
      }
    }
    throw new UnauthorizedException('Unknown or expired token');
  }
}
