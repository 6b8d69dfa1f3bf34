/**
 * Rows of scan_reservations as the raw SQL returns them, their mapping to the entity, and the SQL
 * conditions that say which reservations count against a quota.
 */
import { ScanReservationEntity } from './entities/scan-reservation.entity';
import { EntityRows, type RowOf } from '../common/row.mapper';

/** A reservation counts while committed, or while reserved and not yet expired at $now. */
export const COUNTS = `(state = 'committed' OR (state = 'reserved' AND expires_at > $2))`;
/** A counting reservation that only holds a scan for an offline allowance (not claimed by a scan yet). */
export const HELD = `(hold_id IS NOT NULL AND claim_key IS NULL AND state = 'reserved')`;

export type ReservationRow = RowOf<ScanReservationEntity>;

export const reservationRows = new EntityRows(ScanReservationEntity);
