/**
 * `npm run admin:create -- <username>`: creates an administrator (or resets their password),
 * prompting for the password without echoing it. For scripts: ADMIN_PASSWORD in the environment.
 */
import 'reflect-metadata';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { ensureDatabase } from '@labellens/server-database';
import { passwordProblem } from '../password/password-policy';
import { hashPassword } from '../password/password-hasher';
import { AdminEntity } from '../admins/admin.entity';
import { createAuthDataSource } from '../database/data-source';

function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username || !/^[a-zA-Z0-9_.-]{3,64}$/.test(username)) {
    process.stderr.write(
      'usage: npm run admin:create -- <username>   (3-64 letters, digits, dot, dash, underscore)\n',
    );
    process.exit(2);
  }
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    if (!process.stdin.isTTY) {
      process.stderr.write(
        'No terminal to ask for the password: set ADMIN_PASSWORD in the environment.\n',
      );
      process.exit(2);
    }
    password = await ask('Password: ');
    const again = await ask('Repeat password: ');
    if (password !== again) {
      process.stderr.write('The passwords do not match.\n');
      process.exit(2);
    }
  }
  const problem =
    password.length < 12
      ? 'Administrator passwords must be at least 12 characters.'
      : passwordProblem(password);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(2);
  }
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/labellens_auth';
  await ensureDatabase(url);
  const dataSource = createAuthDataSource(url);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const repo = dataSource.getRepository(AdminEntity);
    const existing = await repo.findOne({ where: { username } });
    const passwordHash = await hashPassword(password);
    await repo.save(
      existing
        ? Object.assign(existing, { passwordHash })
        : repo.create({ username, passwordHash }),
    );
    process.stdout.write(`${existing ? 'Updated' : 'Created'} administrator "${username}".\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Could not create the administrator: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
