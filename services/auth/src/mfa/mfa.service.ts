import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { MfaFactor } from '@labellens/contracts';
import { CodesService } from '../codes/codes.service';
import { invalidCode } from '../common/auth.exceptions';
import { LIMITS, ThrottleService } from '../throttle/throttle.service';
import { UsersRepository } from '../users/users.repository';
import type { MfaFactorEntity } from './mfa-factor.entity';
import { MfaRepository } from './mfa.repository';
import { SmsSender } from './sms.sender';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';

export const E164 = /^\+[1-9]\d{6,14}$/;

const toDto = (f: MfaFactorEntity): MfaFactor => ({
  uid: f.uid,
  kind: f.kind,
  phoneNumber: f.phoneNumber,
  displayName: f.displayName,
  enrollmentTime: (f.verifiedAt ?? f.createdAt).toISOString(),
});

@Injectable()
export class MfaService {
  constructor(
    private readonly factors: MfaRepository,
    private readonly codes: CodesService,
    private readonly sms: SmsSender,
    private readonly throttle: ThrottleService,
    private readonly users: UsersRepository,
  ) {}

  /** Every factor of an account, enrolled or not, as the data export shows it. */
  async exportOf(
    userId: string,
  ): Promise<{ uid: string; kind: string; phoneNumber: string | null; enrolledAt: string }[]> {
    const factors = await this.factors.allOf(userId);
    return factors.map((f) => ({
      uid: f.uid,
      kind: f.kind,
      phoneNumber: f.phoneNumber,
      enrolledAt: (f.verifiedAt ?? f.createdAt).toISOString(),
    }));
  }

  async list(userId: string): Promise<MfaFactor[]> {
    const factors = await this.factors.verifiedOf(userId);
    return factors.map(toDto);
  }

  async startPhone(
    userId: string,
    phoneNumber: string,
    displayName?: string,
  ): Promise<{ verificationId: string }> {
    if (!E164.test(phoneNumber)) {
      throw new BadRequestException(
        'Please enter a phone number with its country code, for example +15551234567',
      );
    }
    await this.throttle.hit(LIMITS.smsAccount, userId);
    const factor = await this.factors.create({
      userId,
      kind: 'phone',
      phoneNumber,
      displayName: displayName ?? null,
    });
    const { code } = await this.codes.issueDigits(userId, 'mfa-enroll', { factorUid: factor.uid });
    await this.sms.send(
      phoneNumber,
      `Your LabelLens verification code is ${code}. It expires in 10 minutes.`,
    );
    return { verificationId: factor.uid };
  }

  async verifyPhone(userId: string, verificationId: string, code: string): Promise<MfaFactor> {
    const factor = await this.factors.findOfKind(verificationId, userId, 'phone');
    if (!factor) throw new NotFoundException('MFA factor not found');
    const check = await this.codes.checkDigits(userId, 'mfa-enroll', code);
    if (!check.ok || check.code.payload.factorUid !== factor.uid)
      throw invalidCode(check.ok ? 'invalid' : check.reason);
    factor.verifiedAt = new Date();
    return toDto(await this.factors.save(factor));
  }

  async startTotp(
    userId: string,
  ): Promise<{ factorUid: string; secret: string; otpauthUrl: string }> {
    const user = await this.users.findById(userId);
    const secret = newTotpSecret();
    const factor = await this.factors.create({
      userId,
      kind: 'totp',
      totpSecret: secret,
      displayName: 'Authenticator app',
    });
    return { factorUid: factor.uid, secret, otpauthUrl: otpauthUrl(secret, user?.email ?? userId) };
  }

  async verifyTotpEnrollment(userId: string, factorUid: string, code: string): Promise<MfaFactor> {
    const factor = await this.factors.findOfKind(factorUid, userId, 'totp');
    if (!factor?.totpSecret) throw new NotFoundException('MFA factor not found');
    await this.throttle.hit(LIMITS.codeAccount, userId);
    if (!verifyTotp(factor.totpSecret, code)) throw invalidCode('invalid');
    factor.verifiedAt = new Date();
    return toDto(await this.factors.save(factor));
  }

  async remove(userId: string, uid: string): Promise<void> {
    if (!(await this.factors.delete(uid, userId)))
      throw new NotFoundException('MFA factor not found');
  }

  /** Sends the sign-in code for a phone factor (TOTP needs nothing sent). */
  async sendSignInCode(userId: string, factorUid: string): Promise<void> {
    const factor = await this.factors.findVerified(factorUid, userId);
    if (!factor) throw new NotFoundException('MFA factor not found');
    if (factor.kind !== 'phone' || !factor.phoneNumber) return;
    await this.throttle.hit(LIMITS.smsAccount, userId);
    const { code } = await this.codes.issueDigits(userId, 'mfa-signin', { factorUid });
    await this.sms.send(
      factor.phoneNumber,
      `Your LabelLens sign-in code is ${code}. It expires in 10 minutes.`,
    );
  }

  async verifySignInCode(userId: string, factorUid: string, code: string): Promise<boolean> {
    const factor = await this.factors.findVerified(factorUid, userId);
    if (!factor) return false;
    if (factor.kind === 'totp')
      return Boolean(factor.totpSecret && verifyTotp(factor.totpSecret, code.trim()));
    const check = await this.codes.checkDigits(userId, 'mfa-signin', code.trim());
    return check.ok && check.code.payload.factorUid === factorUid;
  }
}
