import type { z } from 'zod';
import type { IssueDetail } from '../../shared/api/contract';
import { t, type Language } from '../../shared/i18n/index';
import { displayParams } from '../../shared/i18n/display-params';

type RawIssue = { field: string; code: string; params: Record<string, unknown> };

const isRawIssue = (x: unknown): x is RawIssue =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as RawIssue).field === 'string' &&
  typeof (x as RawIssue).code === 'string' &&
  typeof (x as RawIssue).params === 'object';

/**
 * Rule issues carried by an AppError (e.g. `settings:invalid` with `{issues}`), each translated
 * in the error's own namespace, so the form can show every message next to its field.
 */
export function translateIssues(lng: Language, code: string, details: unknown): IssueDetail[] | undefined {
  if (typeof details !== 'object' || details === null || !('issues' in details)) return undefined;
  const list = (details as { issues: unknown }).issues;
  if (!Array.isArray(list) || !list.every(isRawIssue)) return undefined;
  const ns = code.includes(':') ? code.slice(0, code.indexOf(':')) : 'errors';
  return list.map((i) => ({
    ...i,
    message: t(
      lng,
      i.code.includes(':') ? i.code : `${ns}:${i.code}`,
      displayParams(i.params, (k) => t(lng, k)),
    ),
  }));
}

const quote = (xs: readonly unknown[]) => xs.map((x) => JSON.stringify(x)).join(', ');

/** Schema issues in words: the field, then what was expected, in the caller's language. */
export function describeZodIssues(lng: Language, issues: readonly z.core.$ZodIssue[]): IssueDetail[] {
  return issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    let what: string;
    const params: Record<string, unknown> = {};
    switch (issue.code) {
      case 'invalid_type':
        params.expected = issue.expected;
        what =
          issue.input === undefined
            ? t(lng, 'errors:issue.required')
            : t(lng, 'errors:issue.invalidType', { expected: issue.expected });
        break;
      case 'too_small':
        params.minimum = issue.minimum;
        what = t(lng, 'errors:issue.tooSmall', { minimum: String(issue.minimum) });
        break;
      case 'too_big':
        params.maximum = issue.maximum;
        what = t(lng, 'errors:issue.tooBig', { maximum: String(issue.maximum) });
        break;
      case 'invalid_value':
        params.values = issue.values;
        what = t(lng, 'errors:issue.invalidValue', { values: quote(issue.values) });
        break;
      case 'unrecognized_keys':
        params.keys = issue.keys;
        what = t(lng, 'errors:issue.unrecognizedKeys', { keys: quote(issue.keys) });
        break;
      default:
        what = t(lng, 'errors:issue.other', { detail: issue.message });
    }
    return { field, code: issue.code, params, message: t(lng, 'errors:issue.at', { field, message: what }) };
  });
}
