import { Controller } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import {
  settleReservationSchema,
  reserveScanSchema,
  toReservationResponse,
  type SettleReservationDto,
  type ReservationResponseDto,
  type ReserveScanDto,
} from './dto/quota.dto';
import { LedgerService } from './ledger.service';

/**
 * Internal API for the scan service (service identity only; the gateway never routes here):
 * reserve a scan before the analysis, then commit it when the result is saved or release it if
 * the scan failed. Reservations left open expire (QUOTA_RESERVATION_TTL_SECONDS).
 */
@Controller('internal/quota')
@Allow('service')
export class QuotaController {
  constructor(private readonly ledger: LedgerService) {}

  @PostOk('reserve')
  async reserve(
    @ValidBody(reserveScanSchema) body: ReserveScanDto,
  ): Promise<ReservationResponseDto> {
    return toReservationResponse(await this.ledger.reserve(body.userId, body.requestId));
  }

  @PostOk('commit')
  async commit(
    @ValidBody(settleReservationSchema) body: SettleReservationDto,
  ): Promise<ReservationResponseDto> {
    return toReservationResponse(await this.ledger.commit(body.reservationId));
  }

  @PostOk('release')
  async release(
    @ValidBody(settleReservationSchema) body: SettleReservationDto,
  ): Promise<ReservationResponseDto> {
    return toReservationResponse(await this.ledger.release(body.reservationId));
  }
}
