import { z } from 'zod';

/** Thrown when the environment does not satisfy a service's config schema. Names every bad variable. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: { variable: string; message: string }[],
  ) {
    super(
      `Invalid configuration for ${service}:\n` +
        problems.map((p) => `  - ${p.variable}: ${p.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * Validates `env` against `schema` and returns the typed config.
 * Empty strings count as unset so `.env` files with blank keys fall back to defaults.
 */
export function loadConfig<S extends z.ZodType>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      service,
      result.error.issues.map((issue) => ({
        variable: issue.path.map(String).join('.') || '(root)',
        message: issue.message,
      })),
    );
  }
  return result.data;
}

/** Loads config or prints the reason and exits: start-up must stop on a bad value. */
export function loadConfigOrExit<S extends z.ZodType>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  try {
    return loadConfig(service, schema, env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}
