import {
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
} from '@nestjs/common';
import {
  StartPhoneMfaRequestSchema,
  VerifyPhoneMfaRequestSchema,
  VerifyTotpMfaRequestSchema,
  type MfaFactor,
  type MfaFactorsResponse,
  type StartPhoneMfaResponse,
  type StartTotpMfaResponse,
} from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import type { StartPhoneDto, VerifyPhoneDto, VerifyTotpDto } from './mfa.dto';
import { MfaService } from './mfa.service';

@Controller('api/mfa')
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Get('factors')
  async list(@CurrentUserId() userId: string): Promise<MfaFactorsResponse> {
    return { factors: await this.mfa.list(userId) };
  }

  @PostOk('phone/start')
  startPhone(
    @CurrentUserId() userId: string,
    @ValidBody(StartPhoneMfaRequestSchema) dto: StartPhoneDto,
  ): Promise<StartPhoneMfaResponse> {
    return this.mfa.startPhone(userId, dto.phoneNumber, dto.displayName);
  }

  @PostOk('phone/verify')
  verifyPhone(
    @CurrentUserId() userId: string,
    @ValidBody(VerifyPhoneMfaRequestSchema) dto: VerifyPhoneDto,
  ): Promise<MfaFactor> {
    return this.mfa.verifyPhone(userId, dto.verificationId, dto.code);
  }

  @PostOk('totp/start')
  startTotp(@CurrentUserId() userId: string): Promise<StartTotpMfaResponse> {
    return this.mfa.startTotp(userId);
  }

  @PostOk('totp/verify')
  verifyTotp(
    @CurrentUserId() userId: string,
    @ValidBody(VerifyTotpMfaRequestSchema) dto: VerifyTotpDto,
  ): Promise<MfaFactor> {
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
  ): Promise<void> {
    await this.mfa.remove(userId, uid);
  }
}
