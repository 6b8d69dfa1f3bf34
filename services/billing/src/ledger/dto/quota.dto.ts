import { requiredText } from '@labellens/contracts';
import { z } from 'zod';
import type {
  ReservationSource,
  ReservationState,
  ScanReservationEntity,
} from '../entities/scan-reservation.entity';

export const reserveScanSchema = z.object({
  userId: requiredText('userId is required', 200),
  requestId: requiredText('requestId is required', 200),
});
export type ReserveScanDto = z.infer<typeof reserveScanSchema>;

export const settleReservationSchema = z.object({
  reservationId: z.uuid({
    error: 'reservationId must be the id returned by /internal/quota/reserve',
  }),
});
export type SettleReservationDto = z.infer<typeof settleReservationSchema>;

export interface ReservationResponseDto {
  reservationId: string;
  source: ReservationSource;
  state: ReservationState;
  expiresAt: string;
}

export function toReservationResponse(reservation: ScanReservationEntity): ReservationResponseDto {
  return {
    reservationId: reservation.id,
    source: reservation.source,
    state: reservation.state,
    expiresAt: reservation.expiresAt.toISOString(),
  };
}
