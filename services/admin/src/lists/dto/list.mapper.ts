import type { AdminPaymentEntity } from '../../read-models/entities/admin-payment.entity';
import type { AdminScanEntity } from '../../read-models/entities/admin-scan.entity';
import type { AdminUserEntity } from '../../read-models/entities/admin-user.entity';
import type { AdminPaymentRow, AdminScanRow, AdminUserRow } from '@labellens/contracts';

/** Only registered users are listed, so email and createdAt are present. */
export function toAdminUserDto(user: AdminUserEntity): AdminUserRow {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: (user.createdAt ?? new Date(0)).toISOString(),
  };
}

export function toAdminScanDto(scan: AdminScanEntity): AdminScanRow {
  return {
    id: scan.id,
    userId: scan.userId,
    productName: scan.productName,
    scannedAt: scan.scannedAt.toISOString(),
  };
}

export function toAdminPaymentDto(payment: AdminPaymentEntity): AdminPaymentRow {
  return {
    id: payment.id,
    userId: payment.userId,
    amount: Number(payment.amountCents),
    scansGranted: payment.scansGranted,
    createdAt: payment.createdAt.toISOString(),
  };
}
