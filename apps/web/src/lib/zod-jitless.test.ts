import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod without its eval probe', () => {
  it('is configured jitless, as zod itself reads its configuration', () => {
    expect(config().jitless).toBe(true);
  });

  it('still parses and refuses objects the same way', () => {
    const schema = z.object({ name: z.string().min(1), age: z.number().int() });
    expect(schema.parse({ name: 'Aina', age: 15, extra: 1 })).toEqual({ name: 'Aina', age: 15 });
    expect(schema.safeParse({ name: '', age: 1.5 }).error?.issues.map((i) => i.path.join('.'))).toEqual(['name', 'age']);
  });
});
