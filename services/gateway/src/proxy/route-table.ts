/** Which service owns which public /api path (both call tables of the spec, plus our own additions). */
export type ServiceName = 'auth' | 'scan' | 'billing' | 'admin';

export type AuthMode =
  /** session cookie or bearer session token if present; anonymous otherwise */
  | 'session'
  /** admin bearer token required; the gateway answers 401 itself otherwise */
  | 'admin'
  /** no identity at all (provider webhooks) */
  | 'none';

export interface Route {
  service: ServiceName;
  auth: AuthMode;
  /** Larger body limit for image uploads. */
  largeBody?: boolean;
  /** A long-lived response (SSE): proxied over the streaming pool, one upstream connection each. */
  stream?: boolean;
}

const EXACT: Partial<Record<string, Route>> = {
  '/api/login': { service: 'auth', auth: 'session' },
  '/api/logout': { service: 'auth', auth: 'session' },
  '/api/admin/login': { service: 'auth', auth: 'none' },
  '/api/admin/logout': { service: 'auth', auth: 'admin' },
  '/api/extract-ingredients': { service: 'scan', auth: 'session', largeBody: true },
  '/api/extract-nutrition': { service: 'scan', auth: 'session', largeBody: true },
  '/api/scan-stream': { service: 'scan', auth: 'session', stream: true },
  '/api/scan': { service: 'scan', auth: 'session' },
  '/api/scan-nutrition': { service: 'scan', auth: 'session' },
  '/api/scan-history': { service: 'scan', auth: 'session' },
  '/api/preferences': { service: 'scan', auth: 'session' },
  '/api/shopping-list': { service: 'scan', auth: 'session' },
  '/api/subscription-plans': { service: 'billing', auth: 'session' },
  '/api/stripe/webhook': { service: 'billing', auth: 'none' },
  '/api/account': { service: 'auth', auth: 'session' },
};

const PREFIXES: [string, Route][] = [
  ['/api/auth/', { service: 'auth', auth: 'session' }],
  ['/api/profile/', { service: 'auth', auth: 'session' }],
  ['/api/account/', { service: 'auth', auth: 'session' }],
  ['/api/mfa/', { service: 'auth', auth: 'session' }],
  ['/api/email/', { service: 'auth', auth: 'session' }],
  ['/api/password/', { service: 'auth', auth: 'session' }],
  ['/api/scan/', { service: 'scan', auth: 'session' }],
  ['/api/scan-history/', { service: 'scan', auth: 'session' }],
  ['/api/preferences/', { service: 'scan', auth: 'session' }],
  ['/api/shopping-list/', { service: 'scan', auth: 'session' }],
  ['/api/export/', { service: 'scan', auth: 'session' }],
  // Offline allowances and offline scan sync (issue 17).
  ['/api/offline/', { service: 'scan', auth: 'session' }],
  ['/api/subscription/', { service: 'billing', auth: 'session' }],
  ['/api/payg/', { service: 'billing', auth: 'session' }],
  ['/api/billing/', { service: 'billing', auth: 'session' }],
  ['/api/admin/', { service: 'admin', auth: 'admin' }],
];

/** Resolves a request path (without query) to its owning service, or undefined for unknown paths. */
export function resolveRoute(pathname: string): Route | undefined {
  const exact = EXACT[pathname];
  if (exact) return exact;
  for (const [prefix, route] of PREFIXES) if (pathname.startsWith(prefix)) return route;
  return undefined;
}
