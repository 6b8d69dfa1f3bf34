/**
 * `npm run -s labellens -- <command>`: the LabelLens command line. Stdout carries exactly one
 * JSON document (or the usage text for --help); every error goes to stderr as one line, with a
 * non-zero exit code and no stack trace.
 */
import { readFileSync } from 'node:fs';
import { CliError, EXIT, MAX_INPUT_BYTES, run } from './cli';
import { runExtract } from './extract';

function fail(message: string, code: number): never {
  process.stderr.write(`labellens: ${message}\n`);
  process.exit(code);
}

async function readStdin(): Promise<Buffer> {
  if (process.stdin.isTTY)
    throw new CliError('expected text on stdin (pipe a label into the command)', EXIT.input);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const b = chunk as Buffer;
    size += b.length;
    chunks.push(b);
    // Stop early on oversized input instead of buffering all of it.
    if (size > MAX_INPUT_BYTES) break;
  }
  return Buffer.concat(chunks);
}

process.on('uncaughtException', (e) =>
  fail(`internal error: ${e instanceof Error ? e.message : String(e)}`, EXIT.internal),
);
process.on('unhandledRejection', (e) =>
  fail(`internal error: ${e instanceof Error ? e.message : String(e)}`, EXIT.internal),
);

const argv = process.argv.slice(2);
(argv[0] === 'extract'
  ? runExtract(argv.slice(1))
  : run(argv, { readStdin, readFile: (p) => readFileSync(p, 'utf8') })
)
  .then((out) => {
    process.stdout.write(out, () => process.exit(EXIT.ok));
  })
  .catch((e: unknown) => {
    if (e instanceof CliError) fail(e.message, e.exitCode);
    fail(`internal error: ${e instanceof Error ? e.message : String(e)}`, EXIT.internal);
  });
