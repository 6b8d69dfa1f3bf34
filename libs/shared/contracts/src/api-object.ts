import { z } from 'zod';

/**
 * An object schema of the API registered under `id`, its name in the OpenAPI document (where other
 * schemas `$ref` it): `z.object(shape).meta({ id })`, with the name written next to the schema's.
 */
export function apiObject<T extends z.core.$ZodLooseShape>(id: string, shape: T) {
  return z.object(shape).meta({ id });
}

/** An `apiObject` that refuses fields it does not declare: `unknown field <names>`. */
export function strictApiObject<T extends z.core.$ZodLooseShape>(id: string, shape: T) {
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined,
    })
    .meta({ id });
}
