import { describe, expect, it } from 'vitest';
import {
  initialPreview,
  offeredReports,
  previewReducer,
  renderInput,
  type Choices,
  type PreviewAction,
  type PreviewState,
} from '../../src/renderer/components/reports/preview';

const CHOICES: Choices = { kind: 'standings', language: 'en', paper: 'a4', round: null, entrantId: null };
const STANDINGS = { pdf: 'JVBERi0=', fileName: 'open-lodz-standings-r1.pdf', pages: 1 };

const run = (actions: PreviewAction[], from: PreviewState = initialPreview(CHOICES)) =>
  actions.reduce(previewReducer, from);

/** The standings of round 1 on screen, as after a good Preview. */
const previewed = run([
  { type: 'request', request: 1 },
  { type: 'rendered', request: 1, shown: STANDINGS },
]);

describe('reports preview: Save and Print only ever get the preview of the choices on screen', () => {
  it('shows the answer to the request just made', () => {
    expect(previewed.shown).toEqual(STANDINGS);
    expect(previewed.pending).toBeNull();
    expect(previewed.error).toBeNull();
  });

  // the defect: a refusal left the old standings on screen, to be saved as the new report
  it('drops the preview when the next request is refused, and shows the refusal', () => {
    const s = run(
      [
        { type: 'request', request: 2 },
        { type: 'failed', request: 2, error: 'No event file is open.' },
      ],
      previewed,
    );
    expect(s.shown).toBeNull();
    expect(s.error).toBe('No event file is open.');
    expect(s.pending).toBeNull();
  });

  it.each<[string, Partial<Choices>]>([
    ['another report', { kind: 'round-sheet' }],
    ['a round', { round: '1' }],
    ['the last round again', { round: null, kind: 'grid' }],
    ['another language', { language: 'pl' }],
    ['another paper', { paper: 'letter' }],
    ['one entrant', { entrantId: '4' }],
  ])('drops the preview when the arbiter chooses %s', (_what, change) => {
    const s = run([{ type: 'choose', change }], previewed);
    expect(s.shown).toBeNull();
    expect(s.choices).toEqual({ ...CHOICES, ...change });
  });

  it('keeps the preview when a choice is made again unchanged', () => {
    const s = run([{ type: 'choose', change: { kind: 'standings', paper: 'a4' } }], previewed);
    expect(s).toBe(previewed);
  });

  it('drops an error once the choices change: it was about the old report', () => {
    const refused = run([
      { type: 'choose', change: { kind: 'grid' } },
      { type: 'request', request: 1 },
      { type: 'failed', request: 1, error: 'The round-robin grid is for round robins' },
    ]);
    expect(refused.error).not.toBeNull();
    expect(run([{ type: 'choose', change: { kind: 'crosstable' } }], refused).error).toBeNull();
  });

  it('drops an answer that arrives after the choices changed', () => {
    const s = run([
      { type: 'request', request: 1 },
      { type: 'choose', change: { kind: 'round-sheet' } },
      { type: 'rendered', request: 1, shown: STANDINGS },
    ]);
    expect(s.shown).toBeNull();
    expect(s.choices.kind).toBe('round-sheet');
    expect(s.pending).toBeNull();
  });

  it('drops the answer to an older request once a newer one is on its way', () => {
    const s = run([
      { type: 'request', request: 1 },
      { type: 'request', request: 2 },
      { type: 'rendered', request: 1, shown: STANDINGS },
    ]);
    expect(s.shown).toBeNull();
    expect(s.pending).toBe(2);
  });
});

describe('reports preview: the request for the choices', () => {
  it('asks for the last round unless a round is chosen', () => {
    expect(renderInput(7, CHOICES)).toEqual({
      tournamentId: 7,
      kind: 'standings',
      language: 'en',
      paper: 'a4',
    });
    expect(renderInput(7, { ...CHOICES, round: '3' })).toMatchObject({ round: 3 });
  });

  it('asks for the why-this-pairing appendix only with the round sheet, when ticked (issue 30)', () => {
    expect(renderInput(7, { ...CHOICES, explain: true })).not.toHaveProperty('explain');
    expect(renderInput(7, { ...CHOICES, kind: 'round-sheet' })).not.toHaveProperty('explain');
    expect(renderInput(7, { ...CHOICES, kind: 'round-sheet', explain: true })).toMatchObject({
      explain: true,
    });
  });

  it('sends an entrant only with the tiebreak breakdown', () => {
    expect(renderInput(7, { ...CHOICES, entrantId: '12' })).not.toHaveProperty('entrantId');
    expect(renderInput(7, { ...CHOICES, kind: 'tiebreaks', entrantId: '12' })).toMatchObject({
      entrantId: 12,
    });
  });
});

describe('the reports offered', () => {
  it('does not offer the round-robin grid for a Swiss, decided at the start or forced (R2.3, R2.4)', () => {
    expect(offeredReports('swiss', 'automatic')).not.toContain('grid');
    expect(offeredReports(null, 'force-swiss')).not.toContain('grid');
    expect(offeredReports('swiss', 'automatic')).toContain('crosstable');
  });

  it('offers it for a round robin, and while an automatic format is not decided yet', () => {
    expect(offeredReports('round-robin', 'automatic')).toContain('grid');
    expect(offeredReports(null, 'force-round-robin')).toContain('grid');
    expect(offeredReports(null, 'automatic')).toContain('grid');
  });
});
