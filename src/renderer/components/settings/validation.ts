import type { TFunction } from 'i18next';
import type { IssueDetail } from '../../../shared/api/contract';
import { displayParams } from './params';
import { settingsIssues, type Settings, type SettingsField } from '../../../shared/settings';

/** `missing`: the field is empty. Untouched empty fields wait quietly (a new form is not wrong yet). */
export type FieldMessage = { text: string; missing: boolean };
export type FieldMessages = Partial<Record<SettingsField, FieldMessage[]>>;

const MISSING = new Set([
  'nameRequired',
  'timeControlRequired',
  'themedOpeningRequired',
  'announcedEndRequired',
]);

/** Required whole numbers the arbiter emptied (held as NaN, see types.ts). */
function blankFields(s: Settings): SettingsField[] {
  const out: SettingsField[] = [];
  for (const f of ['durationMinutes', 'seats', 'minimum', 'threshold'] as const)
    if (Number.isNaN(s[f])) out.push(f);
  if (Object.values(s.pointSystem).some(Number.isNaN)) out.push('pointSystem');
  return out;
}

/**
 * The same rules the server applies (shared/settings.ts), translated, per field. Empty number
 * boxes are reported first: the rule checks need numbers to say anything useful.
 */
export function localMessages(s: Settings, t: TFunction): FieldMessages {
  const blanks = blankFields(s);
  const out: FieldMessages = {};
  const push = (field: SettingsField, text: string, missing: boolean) =>
    (out[field] ??= []).push({ text, missing });
  for (const f of blanks) push(f, t('ui:settings.numberRequired'), true);
  for (const issue of settingsIssues(s))
    if (!blanks.includes(issue.field))
      push(issue.field, t(`settings:${issue.code}`, displayParams(issue.params, t)), MISSING.has(issue.code));
  return out;
}

/** What the server refused, when it refused something the form let through. */
export function serverMessages(issues: readonly IssueDetail[]): FieldMessages {
  const out: FieldMessages = {};
  for (const i of issues) {
    // rule issues name the field; schema issues name its path in the request ("settings.seats")
    const field = (i.field.replace(/^settings\./, '').split('.')[0] ?? i.field) as SettingsField;
    (out[field] ??= []).push({ text: i.message, missing: false });
  }
  return out;
}

/** The label key of each field, to name what is left to fix. */
export const FIELD_LABEL: Record<SettingsField, string> = {
  name: 'settings.field.name',
  arbiter: 'settings.field.arbiter',
  city: 'settings.field.city',
  variant: 'settings.field.variant',
  timeControl: 'settings.field.timeControlText',
  scheduledStart: 'settings.field.scheduledStart',
  durationMinutes: 'settings.field.durationMinutes',
  closeAtEnd: 'settings.field.closeAtEnd',
  announcedEnd: 'settings.field.announcedEnd',
  seats: 'settings.field.seats',
  minimum: 'settings.field.minimum',
  threshold: 'settings.field.threshold',
  formatMode: 'settings.field.formatMode',
  twoLegs: 'settings.field.twoLegs',
  roundRobinCycles: 'settings.field.roundRobinCycles',
  acceleration: 'settings.field.acceleration',
  extraRound: 'settings.field.extraRound',
  swissRounds: 'settings.field.swissRounds',
  openingMode: 'settings.field.openingMode',
  themedOpening: 'settings.field.themedOpening',
  rated: 'settings.field.rated',
  ratingFloor: 'settings.field.ratingFloor',
  pointSystem: 'settings.field.pointSystem',
  tiebreaks: 'settings.field.tiebreaks',
  pairingOrder: 'settings.field.pairingOrder',
  tableNumbers: 'settings.field.tableNumbers',
  withdrawnLast: 'settings.field.withdrawnLast',
  unplayedPolicy: 'settings.field.unplayedPolicy',
  deputies: 'settings.field.deputies',
  organiser: 'settings.field.organiser',
  federation: 'settings.field.federation',
  startDate: 'settings.field.startDate',
  endDate: 'settings.field.endDate',
  notes: 'settings.field.notes',
};
