import type { TFunction } from 'i18next';
import type { StartPreview } from '../../../shared/api/play';
import { TRF_TWO_GAMES } from '../../../shared/export-limits';
import { displayParams } from '../settings/params';

/** What the start confirmation says, in the arbiter's language (R2.3: the decision and its reason). */
export type StartSummary = {
  cancelled: boolean;
  /** The decision as it will be stored, or the cancellation. */
  headline: string;
  /** Why: the count, the format, the rounds, the games per board, what the rules set aside. */
  why: string[];
  /** The settings behind it, named exactly as on the settings screen. */
  settings: { label: string; value: string }[];
  /** R12: rated or casual as this start makes it, and how many games can be rated (R12.3). */
  rating: { lines: string[]; warn: boolean };
};

/** Notes of the decision that the lines below already say in full, with the setting's name. */
const SAID = new Set([
  'engine:start.force-round-robin',
  'engine:start.force-swiss',
  'engine:start.extraRoundAdded',
  'engine:start.swissRoundsSet',
]);

const label = (t: TFunction, field: string) => t(`ui:settings.field.${field}`);

function settingRows(p: StartPreview, t: TFunction): StartSummary['settings'] {
  const s = p.settings;
  const onOff = (on: boolean) => t(on ? 'day:start.preview.on' : 'day:start.preview.off');
  const minimum = { label: label(t, 'minimum'), value: String(s.minimum) };
  if (p.decision.format === 'cancelled') return [minimum];
  return [
    minimum,
    { label: label(t, 'threshold'), value: String(s.threshold) },
    { label: label(t, 'formatMode'), value: t(`ui:values.formatMode.${s.formatMode}`) },
    {
      label: label(t, 'swissRounds'),
      value: s.swissRounds === null ? t('ui:settings.placeholder.swissRounds') : String(s.swissRounds),
    },
    { label: label(t, 'extraRound'), value: onOff(s.extraRound) },
    { label: label(t, 'twoLegs'), value: onOff(s.twoLegs) },
    {
      label: label(t, 'roundRobinCycles'),
      value: t(`ui:values.roundRobinCycles.${s.roundRobinCycles}`),
    },
  ];
}

/** R2.2, R2.4: the format and why. */
function formatLine(p: StartPreview, t: TFunction): string {
  const { decision: d, settings: s } = p;
  const swiss = d.format === 'swiss';
  if (s.formatMode === 'automatic')
    return t(swiss ? 'day:start.preview.swiss' : 'day:start.preview.roundRobin', {
      present: d.present,
      threshold: s.threshold,
    });
  return t(swiss ? 'day:start.preview.forcedSwiss' : 'day:start.preview.forcedRoundRobin', {
    label: label(t, 'formatMode'),
    value: t(`ui:values.formatMode.${s.formatMode}`),
  });
}

/** R3.1, R3.3, R3.4, R3.5: the number of rounds and where it comes from. */
function roundLines(p: StartPreview, t: TFunction): string[] {
  const { decision: d, settings: s, table } = p;
  // R3.1 for one cycle; a double round robin's note then says the cycles (engine:start.double)
  if (d.format === 'round-robin')
    return [
      t(d.present % 2 === 0 ? 'day:start.preview.evenField' : 'day:start.preview.oddField', {
        rounds: d.rounds / (d.cycles ?? 1),
        present: d.present,
      }),
    ];
  if (s.swissRounds !== null)
    return [t('day:start.preview.explicit', { label: label(t, 'swissRounds'), rounds: d.rounds })];
  const lines = table ? [t('day:start.preview.table', { ...table })] : [];
  if (d.notes.some((n) => n.key === 'engine:start.extraRoundAdded'))
    lines.push(t('day:start.preview.extra', { label: label(t, 'extraRound'), rounds: d.rounds }));
  return lines;
}

/**
 * R12.2 with the games per round this start decides: four present play two (R3.2), which makes a
 * strong opening rated; said before the arbiter confirms. R12.3: how many games can be rated.
 */
function ratingLines(p: StartPreview, t: TFunction): StartSummary['rating'] {
  const r = p.rating;
  if (!r.rated) {
    const why = r.reason ? t(`settings:${r.reason.code}`, displayParams(r.reason.params, t)) : '';
    return { lines: [why], warn: true };
  }
  const lines: string[] = [];
  if (r.byForcedLegs)
    lines.push(
      t('day:start.preview.ratedByForcedLegs', {
        present: p.decision.present,
        label: label(t, 'twoLegs'),
        mode: t(`ui:values.openingMode.${r.byForcedLegs.mode}`),
      }),
    );
  if (r.games) lines.push(t(`settings:${r.games.note.code}`, r.games.note.params));
  return { lines, warn: r.games?.rated === 0 };
}

export function startSummary(p: StartPreview, t: TFunction): StartSummary {
  const d = p.decision;
  const present = t('day:start.preview.present', { present: d.present, total: p.entrants });
  if (d.format === 'cancelled') {
    const minimum = p.settings.minimum;
    return {
      cancelled: true,
      headline: t('day:start.preview.cancelled', { present: d.present, minimum }),
      why: [present, t('day:start.preview.cancelledHint')],
      settings: settingRows(p, t),
      rating: { lines: [], warn: false },
    };
  }
  const why = [present, formatLine(p, t), ...roundLines(p, t)];
  // R5: two legs by the setting; the forced two legs of a round robin of 4 is the engine's note
  if (d.gamesPerRound === 2 && p.settings.twoLegs)
    why.push(t('day:start.preview.twoLegs', { label: label(t, 'twoLegs') }));
  for (const n of d.notes) if (!SAID.has(n.key)) why.push(t(n.key, n.params));
  // docs/FILES.md: two games a round, by the setting or by R3.2, have no TRF export; said before play
  if (d.gamesPerRound === 2) why.push(t(TRF_TWO_GAMES.key));
  return {
    cancelled: false,
    headline: t(d.reason.key, d.reason.params),
    why,
    settings: settingRows(p, t),
    rating: ratingLines(p, t),
  };
}
