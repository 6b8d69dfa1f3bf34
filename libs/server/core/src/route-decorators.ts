import { applyDecorators, Body, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

/** The request body, parsed by `schema`; a 400 names the field and the rule otherwise. */
export const ValidBody = (schema: z.ZodType): ParameterDecorator =>
  Body(new ZodValidationPipe(schema));

/** The query string, parsed by `schema`; a 400 names the field and the rule otherwise. */
export const ValidQuery = (schema: z.ZodType): ParameterDecorator =>
  Query(new ZodValidationPipe(schema));

/** One path parameter, parsed by `schema`; a 400 with the schema's message otherwise. */
export const ValidParam = (name: string, schema: z.ZodType): ParameterDecorator =>
  Param(name, new ZodValidationPipe(schema));

/** A POST that answers 200 (an action, not a creation): Nest's default for POST is 201. */
export const PostOk = (path?: string): MethodDecorator =>
  applyDecorators(Post(path), HttpCode(200));
