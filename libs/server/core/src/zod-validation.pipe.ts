import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/** Validates a request part against a zod schema; the 400 message names the field and the rule. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues.at(0);
    let message = 'Invalid request';
    if (issue) {
      const field = issue.path.map(String).join('.');
      // zod's wording for an absent field ("expected string, received undefined") reads as a bug to people.
      const text =
        issue.code === 'invalid_type' && /received undefined/.test(issue.message)
          ? 'is required'
          : issue.message;
      message = field ? `${field}: ${text}` : text;
    }
    throw new BadRequestException({
      message,
      issues: result.error.issues.map((i) => ({ path: i.path, message: i.message })),
    });
  }
}
