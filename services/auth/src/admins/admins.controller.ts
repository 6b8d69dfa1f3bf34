import { Controller } from '@nestjs/common';
import { AdminLoginRequestSchema } from '@labellens/contracts';
import { Allow, CurrentIdentity, type Identity } from '@labellens/server-auth';
import type { z } from 'zod';
import { PostOk, ValidBody } from '@labellens/server-core';
import { ClientAddress } from '../common/request-context';
import { AdminsService } from './admins.service';

@Controller('api/admin')
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @PostOk('login')
  @Allow('anonymous', 'user', 'admin')
  login(
    @ValidBody(AdminLoginRequestSchema) dto: z.output<typeof AdminLoginRequestSchema>,
    @ClientAddress() ip: string,
  ) {
    return this.admins.login(dto.username, dto.password, ip);
  }

  @PostOk('logout')
  @Allow('admin')
  async logout(@CurrentIdentity() identity: Identity) {
    if (identity.kind === 'admin') await this.admins.logout(identity.tokenId);
    return { message: 'Logged out' };
  }
}
