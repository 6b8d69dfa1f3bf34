import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A signed-in person made straight in auth's database (no e-mail round trip); returns the session token. */
export async function seedUser(authDbUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const db = new Client({ connectionString: authDbUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, email_verified_at, age, sex, weight, height,
         activity_level, goal, profile_complete)
       VALUES ($1, 'Bench', 'User', now(), 35, 'other', 70, 175, 'moderate', 'maintain', true)
       RETURNING id`,
      [`bench-${token.slice(0, 8)}@example.com`],
    );
    await db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), rows[0].id],
    );
  } finally {
    await db.end();
  }
  return token;
}
