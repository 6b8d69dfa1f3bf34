import { Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Computes the timing-equaliser hash ahead of the first sign-in (call at start-up). */
export async function warmPasswordHasher(): Promise<void> {
  dummyHash ??= hash('labellens-timing-equaliser', OPTIONS);
  await dummyHash;
}

/**
 * Verifies a password. With no stored hash (unknown account) it still runs one Argon2 verification
 * against a dummy hash, so unknown and known e-mails take the same time.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('labellens-timing-equaliser', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
