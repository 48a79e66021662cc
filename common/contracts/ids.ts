import { z } from 'zod';

/**
 * A row id in a JSON body: a number, or a string of digits; nothing else is read as one (true, [5]
 * or '' are not ids 1, 5 or 0, as a plain coercion would make them). `key` names the message.
 */
export function ZRowId(key: string) {
  return z
    .union(
      [
        z.number({ error: key }),
        z
          .string({ error: key })
          .trim()
          .regex(/^\d{1,10}$/, key)
          .transform(Number),
      ],
      {
        error: key,
      },
    )
    .pipe(z.number().int(key).positive(key).max(2_147_483_647, key));
}
