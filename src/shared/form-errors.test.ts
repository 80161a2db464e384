import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstErrorPerField } from './form-errors';

describe('firstErrorPerField', () => {
  const schema = z
    .object({
      name: z
        .string()
        .min(2, 'Name is too short')
        .regex(/^[A-Z]/, 'Name starts with a capital'),
      phone: z.string().min(10, 'Phone is too short'),
      details: z.object({ location: z.string().min(1, 'Where is it?') }),
    })
    .refine((v) => v.name !== v.phone, { message: 'Name and phone must differ' });

  it('keeps only the first message of each field, nested fields by their dotted path', () => {
    const result = schema.safeParse({ name: 'a', phone: '1', details: { location: '' } });
    expect(result.success).toBe(false);
    expect(firstErrorPerField(result.error?.issues ?? [])).toEqual({
      name: 'Name is too short',
      phone: 'Phone is too short',
      'details.location': 'Where is it?',
    });
  });

  it('puts an issue about the whole form under "form"', () => {
    const result = schema.safeParse({ name: 'Abcdefghijk', phone: 'Abcdefghijk', details: { location: 'Meru' } });
    expect(firstErrorPerField(result.error?.issues ?? [])).toEqual({ form: 'Name and phone must differ' });
  });

  it('is empty when there are no issues', () => {
    expect(firstErrorPerField([])).toEqual({});
  });
});
