import { Controller } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import { toReservationResponse, type ReservationResponseDto } from './dto/quota.dto';
import {
  claimHoldSchema,
  createHoldSchema,
  toHoldResponse,
  type ClaimHoldDto,
  type CreateHoldDto,
  type HoldResponseDto,
} from './dto/hold.dto';
import { HoldsService } from './holds.service';

/**
 * Internal API for the scan service's offline allowances (service identity only): hold N scans of
 * the person's quota until a date, then claim one per offline scan and commit it through
 * /internal/quota/commit like any reservation.
 */
@Controller('internal/quota/holds')
@Allow('service')
export class HoldsController {
  constructor(private readonly holds: HoldsService) {}

  @PostOk()
  async hold(@ValidBody(createHoldSchema) body: CreateHoldDto): Promise<HoldResponseDto> {
    const { hold, released } = await this.holds.hold(
      body.userId,
      body.holdId,
      body.scans,
      body.expiresAt,
    );
    return toHoldResponse(hold, released);
  }

  @PostOk('claim')
  async claim(@ValidBody(claimHoldSchema) body: ClaimHoldDto): Promise<ReservationResponseDto> {
    return toReservationResponse(await this.holds.claim(body.userId, body.holdId, body.claimKey));
  }
}
