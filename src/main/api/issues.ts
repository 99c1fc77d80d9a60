import type { z } from 'zod';
import type { IssueDetail } from '../../shared/api/contract';
import { t, type Language } from '../../shared/i18n/index';
import { displayParams } from '../../shared/i18n/display-params';
import { CONTROL_ISSUE } from '../../shared/api/plain-text';

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
      displayParams(i.params, (k) => t(lng, k), lng),
    ),
  }));
}

const quote = (xs: readonly unknown[]) => xs.map((x) => JSON.stringify(x)).join(', ');

type ControlParams = { char: string; kind: string; position: number; before: string };

const controlParams = (issue: z.core.$ZodIssue): ControlParams | null => {
  if (issue.code !== 'custom') return null;
  const p = (issue.params as Record<string, unknown> | undefined)?.[CONTROL_ISSUE];
  return typeof p === 'object' && p !== null ? (p as ControlParams) : null;
};

/**
 * A text with a control character (shared/plain-text.ts), in a sentence of its own that names the
 * field as the request does, the character and the text before it.
 */
function controlIssue(lng: Language, path: string, p: ControlParams): IssueDetail {
  const field =
    path
      .split('.')
      .filter((s) => !/^\d+$/.test(s))
      .at(-1) ?? path;
  const what = t(lng, `errors:issue.controlKind.${p.kind}`);
  const message = t(lng, 'errors:issue.controlChar', {
    ...p,
    field,
    what,
    ...(p.position === 1 ? { context: 'start' } : {}),
  });
  return { field: path, code: CONTROL_ISSUE, params: { ...p }, message };
}

/** Whether every issue is a control character: the refusal then says so rather than "not valid". */
export const onlyControlIssues = (issues: readonly IssueDetail[]): boolean =>
  issues.length > 0 && issues.every((i) => i.code === CONTROL_ISSUE);

/** Schema issues in words: the field, then what was expected, in the caller's language. */
export function describeZodIssues(lng: Language, issues: readonly z.core.$ZodIssue[]): IssueDetail[] {
  return issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    const control = controlParams(issue);
    if (control) return controlIssue(lng, field, control);
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
