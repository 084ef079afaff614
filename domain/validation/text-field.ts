import { z } from 'zod';

/** C0 and C1 control characters; a line break or tab is allowed only where `multiline` says so. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A text field: trimmed, not blank, at most `max` characters, and free of control characters. A NUL
 * byte cannot be stored by PostgreSQL at all, and the others are invisible in every report an analyst
 * reads, so they are refused with the field's name rather than stored or passed on.
 */
export function textField(max: number, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  return z
    .string({ error: 'must be a string' })
    .superRefine((value, ctx) => {
      const found = control.exec(value);
      if (found)
        ctx.addIssue({
          code: 'custom',
          message: `must not contain control characters (${codePoint(found[0])})`,
        });
    })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'must not be blank' })
        .max(max, { error: `must be at most ${max} characters` }),
    );
}
