import { Controller, Get } from '@nestjs/common';
import {
  EmailActionRequestSchema,
  PasswordResetEmailRequestSchema,
  ResetPasswordRequestSchema,
  type EmailActionResponse,
  type EmailStatusResponse,
  type MessageResponse,
  type SendVerificationResponse,
} from '@labellens/contracts';
import { Allow, CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import { ClientAddress } from '../common/request-context';
import type { EmailActionDto, PasswordResetEmailDto, ResetPasswordDto } from './email-actions.dto';
import { EmailActionsService } from './email-actions.service';

@Controller('api')
export class EmailActionsController {
  constructor(private readonly actions: EmailActionsService) {}

  @PostOk('email/send-verification')
  sendVerification(@CurrentUserId() userId: string): Promise<SendVerificationResponse> {
    return this.actions.sendVerification(userId);
  }

  @Get('email/status')
  status(@CurrentUserId() userId: string): Promise<EmailStatusResponse> {
    return this.actions.status(userId);
  }

  /** Applies an e-mailed action code (verify e-mail, check a reset code, recover an e-mail). */
  @PostOk('email/action')
  @Allow('anonymous', 'user')
  apply(
    @ValidBody(EmailActionRequestSchema) dto: EmailActionDto,
    @ClientAddress() ip: string,
  ): Promise<EmailActionResponse> {
    return this.actions.apply(dto, ip);
  }

  @PostOk('password/reset-request')
  @Allow('anonymous', 'user')
  requestReset(
    @ValidBody(PasswordResetEmailRequestSchema) dto: PasswordResetEmailDto,
    @ClientAddress() ip: string,
  ): Promise<MessageResponse> {
    return this.actions.requestReset(dto, ip);
  }

  @PostOk('password/reset')
  @Allow('anonymous', 'user')
  reset(
    @ValidBody(ResetPasswordRequestSchema) dto: ResetPasswordDto,
    @ClientAddress() ip: string,
  ): Promise<MessageResponse> {
    return this.actions.reset(dto, ip);
  }
}
