/** Query keys are the GET paths themselves (queryKey[0] is the URL the default query fn fetches). */
export const queryKeys = {
  currentUser: '/api/auth/user',
  scanHistory: '/api/scan-history',
  scan: (id: string) => `/api/scan/${encodeURIComponent(id)}`,
  scanComparison: (id: string) => `/api/scan/${encodeURIComponent(id)}/compare`,
  subscriptionStatus: '/api/subscription/status',
  subscriptionPlans: '/api/subscription-plans',
  preferences: '/api/preferences',
  shoppingList: '/api/shopping-list',
  emailVerificationStatus: '/api/email/status',
  mfaFactors: '/api/mfa/factors',
  adminAnalytics: '/api/admin/analytics',
  adminUsers: '/api/admin/users?limit=20',
  adminScans: '/api/admin/scans?limit=20',
  adminPayments: '/api/admin/payments?limit=20',
} as const;

/** Prefix shared by every admin query key, so logout can drop all cached admin data at once. */
export const ADMIN_QUERY_PREFIX = 'admin';
