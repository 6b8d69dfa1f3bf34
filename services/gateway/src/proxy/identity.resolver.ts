import { INTERNAL_IDENTITY_HEADER, signInternalToken, type Identity } from '@labellens/server-auth';

export { SESSION_COOKIE, readCookie } from '@labellens/server-auth';
import { request } from 'undici';

export class IdentityServiceError extends Error {}


export function readBearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Asks the auth service who holds a session or admin token. Auth owns sessions; the gateway keeps
 * no copy, so a revoked session is refused on the very next request.
 */
export class IdentityResolver {
  constructor(
    private readonly authUrl: string,
    private readonly secret: string,
  ) {}

  async resolve(token: { sessionToken?: string; adminToken?: string }): Promise<Identity> {
    if (!token.sessionToken && !token.adminToken) return { kind: 'anonymous' };
    const serviceToken = signInternalToken({ kind: 'service', service: 'gateway' }, this.secret, 30);
    let response;
    try {
      response = await request(`${this.authUrl}/internal/identity/resolve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_IDENTITY_HEADER]: serviceToken },
        body: JSON.stringify(token),
        headersTimeout: 5000,
        bodyTimeout: 5000,
      });
    } catch (err) {
      throw new IdentityServiceError(`auth service unreachable: ${(err as Error).message}`);
    }
    const text = await response.body.text();
    if (response.statusCode === 200) return JSON.parse(text) as Identity;
    // 400: auth refused the token's characters (a NUL, say); no real token has them.
    if ([400, 401, 404].includes(response.statusCode)) return { kind: 'anonymous' };
    throw new IdentityServiceError(`auth service answered ${response.statusCode}`);
  }
}
