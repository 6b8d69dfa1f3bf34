import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import { z } from 'zod';
import { MfaService } from './mfa.service';

const phoneSchema = z.object({
  phoneNumber: z.string().trim().min(1, 'Phone number is required').max(20),
  displayName: z.string().max(60).optional(),
});
const verifyPhoneSchema = z.object({
  verificationId: z.string().check(z.uuid('verificationId must be an id')),
  code: z.string().trim().min(1, 'Code is required').max(12),
});
const verifyTotpSchema = z.object({
  factorUid: z.string().check(z.uuid('factorUid must be an id')),
  code: z.string().trim().min(1, 'Code is required').max(12),
});

@Controller('api/mfa')
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Get('factors')
  async list(@CurrentUserId() userId: string) {
    return { factors: await this.mfa.list(userId) };
  }

  @Post('phone/start')
  @HttpCode(200)
  startPhone(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(phoneSchema)) dto: z.infer<typeof phoneSchema>,
  ) {
    return this.mfa.startPhone(userId, dto.phoneNumber, dto.displayName);
  }

  @Post('phone/verify')
  @HttpCode(200)
  verifyPhone(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(verifyPhoneSchema)) dto: z.infer<typeof verifyPhoneSchema>,
  ) {
    return this.mfa.verifyPhone(userId, dto.verificationId, dto.code);
  }

  @Post('totp/start')
  @HttpCode(200)
  startTotp(@CurrentUserId() userId: string) {
    return this.mfa.startTotp(userId);
  }

  @Post('totp/verify')
  @HttpCode(200)
  verifyTotp(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(verifyTotpSchema)) dto: z.infer<typeof verifyTotpSchema>,
  ) {
    return this.mfa.verifyTotpEnrollment(userId, dto.factorUid, dto.code);
  }

  @Delete('factors/:uid')
  @HttpCode(204)
  async remove(
    @CurrentUserId() userId: string,
    @Param(
      'uid',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('MFA factor not found') }),
    )
    uid: string,
  ) {
    await this.mfa.remove(userId, uid);
  }
}
