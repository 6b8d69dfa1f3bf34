/** Admin user row (spec 02 §3). Dates are ISO-8601 strings. */
export interface AdminUserResponseDto {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  subscriptionTier: string | null;
  subscriptionStatus: string | null;
  createdAt: string;
}

/** Admin scan row; `userId` is `deleted-…` for a deleted user. */
export interface AdminScanResponseDto {
  id: string;
  userId: string;
  productName: string | null;
  scannedAt: string;
}

/** Admin payment row; `amount` in cents; `userId` is `deleted-…` for a deleted user. */
export interface AdminPaymentResponseDto {
  id: string;
  userId: string;
  amount: number;
  scansGranted: number;
  createdAt: string;
}

/** `nextCursor` is null on the last page. */
export interface AdminUsersPageResponseDto {
  users: AdminUserResponseDto[];
  nextCursor: string | null;
}

export interface AdminScansPageResponseDto {
  scans: AdminScanResponseDto[];
  nextCursor: string | null;
}

export interface AdminPaymentsPageResponseDto {
  payments: AdminPaymentResponseDto[];
  nextCursor: string | null;
}
