import { Body, Controller, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import { z } from 'zod';

const resolveIdentitySchema = z.object({
  sessionToken: z.string().max(512).optional(),
  adminToken: z.string().max(512).optional(),
});

/** Internal: the gateway asks who holds a session or admin token. Never exposed under /api. */
@Controller('internal/identity')
export class InternalIdentityController {
  @Post('resolve')
  @HttpCode(200)
  @Allow('service')
  resolve(@Body(new ZodValidationPipe(resolveIdentitySchema)) body: z.infer<typeof resolveIdentitySchema>) {
    // Sessions and admin tokens are issued by the identity feature; until one exists, none is valid.
    void body;
    throw new UnauthorizedException('Unknown or expired token');
  }
}
