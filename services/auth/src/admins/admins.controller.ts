import { Controller } from '@nestjs/common';
import { Allow, CurrentIdentity, type Identity } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import { z } from 'zod';
import { ClientAddress } from '../common/request-context';
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

  @PostOk('login')
  @Allow('anonymous', 'user', 'admin')
  login(@ValidBody(loginSchema) dto: z.infer<typeof loginSchema>, @ClientAddress() ip: string) {
    return this.admins.login(dto.username, dto.password, ip);
  }

  @PostOk('logout')
  @Allow('admin')
  async logout(@CurrentIdentity() identity: Identity) {
    if (identity.kind === 'admin') await this.admins.logout(identity.tokenId);
    return { message: 'Logged out' };
  }
}
