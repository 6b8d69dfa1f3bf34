import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { Allow, CurrentIdentity, type Identity } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientAddress } from '../common/request-context';
import { AdminsService } from './admins.service';

const loginSchema = z.object({
  username: z
    .string({ error: 'Please enter both username and password' })
    .trim()
    .min(1, 'Please enter both username and password')
    .max(64),
  password: z
    .string({ error: 'Please enter both username and password' })
    .min(1, 'Please enter both username and password')
    .max(1024),
});

@Controller('api/admin')
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @Post('login')
  @HttpCode(200)
  @Allow('anonymous', 'user', 'admin')
  login(
    @Body(new ZodValidationPipe(loginSchema)) dto: z.infer<typeof loginSchema>,
    @Req() req: FastifyRequest,
  ) {
    return this.admins.login(dto.username, dto.password, clientAddress(req));
  }

  @Post('logout')
  @HttpCode(200)
  @Allow('admin')
  async logout(@CurrentIdentity() identity: Identity) {
    if (identity.kind === 'admin') await this.admins.logout(identity.tokenId);
    return { message: 'Logged out' };
  }
}
