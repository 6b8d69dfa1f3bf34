import type {
  AdminPaymentsPageSchema,
  AdminScansPageSchema,
  AdminUsersPageSchema,
} from '@labellens/contracts';
import type { z } from 'zod';

/** The admin lists' rows and pages (spec 02 §3), as the API contracts declare them. */
export type {
  AdminPaymentRow as AdminPaymentResponseDto,
  AdminScanRow as AdminScanResponseDto,
  AdminUserRow as AdminUserResponseDto,
} from '@labellens/contracts';

export type AdminUsersPageResponseDto = z.infer<typeof AdminUsersPageSchema>;
export type AdminScansPageResponseDto = z.infer<typeof AdminScansPageSchema>;
export type AdminPaymentsPageResponseDto = z.infer<typeof AdminPaymentsPageSchema>;
