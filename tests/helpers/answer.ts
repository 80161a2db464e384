/** Reads an API answer through its shared response schema, after checking its status. */
import { expect } from 'vitest';
import type { z } from 'zod';

export function answer<Schema extends z.ZodType>(
  response: { statusCode: number; json(): unknown },
  status: number,
  schema: Schema,
): z.infer<Schema> {
  expect(response.statusCode).toBe(status);
  return schema.parse(response.json());
}
