import { Controller, Get } from '@nestjs/common';
import { Allow, CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import { z } from 'zod';
import { ClientAddress } from '../common/request-context';
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

  @PostOk('email/send-verification')
  sendVerification(@CurrentUserId() userId: string) {
    return this.actions.sendVerification(userId);
  }

  @Get('email/status')
  status(@CurrentUserId() userId: string) {
    return this.actions.status(userId);
  }

  /** Applies an e-mailed action code (verify e-mail, check a reset code, recover an e-mail). */
  @PostOk('email/action')
  @Allow('anonymous', 'user')
  apply(@ValidBody(actionSchema) dto: z.infer<typeof actionSchema>, @ClientAddress() ip: string) {
    return this.actions.apply(dto, ip);
  }

  @PostOk('password/reset-request')
  @Allow('anonymous', 'user')
  requestReset(
    @ValidBody(emailSchema) dto: z.infer<typeof emailSchema>,
    @ClientAddress() ip: string,
  ) {
    return this.actions.requestReset(dto, ip);
  }

  @PostOk('password/reset')
  @Allow('anonymous', 'user')
  reset(@ValidBody(resetSchema) dto: z.infer<typeof resetSchema>, @ClientAddress() ip: string) {
    return this.actions.reset(dto, ip);
  }
}
