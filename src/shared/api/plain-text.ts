/**
 * The API's text fields (shared/plain-text.ts has the rule): a typed text with a control
 * character is refused, with the character and where it is, which dispatch words as `textControl`.
 */
import { z } from 'zod';
import { controlParams, firstControl } from '../plain-text';

/** The zod issue of a control character, recognised by dispatch to word its refusal. */
export const CONTROL_ISSUE = 'controlChar';

/**
 * A text field of an API input: any string without a control character. Only inputs use it:
 * what an event file already holds is read with plain `z.string()`, so an older file still opens.
 */
export const PlainText = z.string().superRefine((text, ctx) => {
  const found = firstControl(text);
  if (found)
    ctx.addIssue({
      code: 'custom',
      message: CONTROL_ISSUE,
      params: { [CONTROL_ISSUE]: controlParams(text, found) },
      input: text,
    });
});
