import { Body, Controller, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { Allow, type Identity } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
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

  @Post('resolve')
  @HttpCode(200)
  @Allow('service')
  async resolve(@Body(new ZodValidationPipe(resolveIdentitySchema)) body: z.infer<typeof resolveIdentitySchema>): Promise<Identity> {
    if (body.adminToken) {
      const admin = await this.admins.resolve(body.adminToken);
      if (admin) return { kind: 'admin', ...admin };
    }
    if (body.sessionToken) {
      const session = await this.sessions.find(body.sessionToken);
      // A session waiting for its second factor identifies nobody yet.
      if (session && !session.mfaPending) {
        const user = await this.users.findById(session.userId);
        if (user && !user.disabledAt) return { kind: 'user', userId: session.userId, sessionId: session.id };
      }
    }
    throw new UnauthorizedException('Unknown or expired token');
  }
}
