import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { Allow, CurrentUserId } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientAddress } from '../common/request-context';
import { EmailActionsService } from './email-actions.service';

const actionSchema = z.object({
  mode: z.string().min(1, 'mode is required').max(40),
  oobCode: z.string().min(1, 'oobCode is required').max(200),
});
const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(320)
    .check(z.email('Please enter a valid email address')),
});
const resetSchema = z.object({
  oobCode: z.string().min(1, 'oobCode is required').max(200),
  newPassword: z.string().min(1, 'Password is required').max(1024),
});

@Controller('api')
export class EmailActionsController {
  constructor(private readonly actions: EmailActionsService) {}

  @Post('email/send-verification')
  @HttpCode(200)
  sendVerification(@CurrentUserId() userId: string) {
    return this.actions.sendVerification(userId);
  }

  @Get('email/status')
  status(@CurrentUserId() userId: string) {
    return this.actions.status(userId);
  }

  /** Applies an e-mailed action code (verify e-mail, check a reset code, recover an e-mail). */
  @Post('email/action')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  apply(
    @Body(new ZodValidationPipe(actionSchema)) dto: z.infer<typeof actionSchema>,
    @Req() req: FastifyRequest,
  ) {
    return this.actions.apply(dto, clientAddress(req));
  }

  @Post('password/reset-request')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  requestReset(
    @Body(new ZodValidationPipe(emailSchema)) dto: z.infer<typeof emailSchema>,
    @Req() req: FastifyRequest,
  ) {
    return this.actions.requestReset(dto, clientAddress(req));
  }

  @Post('password/reset')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  reset(
    @Body(new ZodValidationPipe(resetSchema)) dto: z.infer<typeof resetSchema>,
    @Req() req: FastifyRequest,
  ) {
    return this.actions.reset(dto, clientAddress(req));
  }
}
