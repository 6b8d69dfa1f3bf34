/** Who is calling, as established by the gateway. Services trust nothing else. */
export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: string; sessionId: string }
  | { kind: 'admin'; adminId: string; username: string; tokenId: string }
  | { kind: 'service'; service: string };

export type IdentityKind = Identity['kind'];

export const INTERNAL_IDENTITY_HEADER = 'x-internal-identity';
/** Auth's answer to an identity look-up: when the token expires (epoch ms), for caches. */
export const IDENTITY_EXPIRES_HEADER = 'x-identity-expires-at';
