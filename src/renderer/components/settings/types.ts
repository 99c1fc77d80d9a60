import type { RatedGames } from '../../../shared/api/tournaments';
import type { ClassReviews } from '../../../shared/openings/tables';
import type { Settings, SettingsField } from '../../../shared/settings';

/** What every group of the settings form receives. */
export type SectionProps = {
  value: Settings;
  change: (patch: Partial<Settings>) => void;
  /** The translated messages of the rules this field breaks, or undefined when it is fine. */
  error: (field: SettingsField) => string | undefined;
  /** R11.4: the opening classes reviewed for this tournament (none for a new one). */
  reviews?: ClassReviews;
  /** A team tournament (R16.1): the individual format and tiebreak fields give way to the team ones. */
  team?: boolean;
  /** R12.3: how many games of the saved tournament can be rated (none for a new one). */
  ratedGames?: RatedGames | null;
};

/** A required whole number whose box was emptied is held as NaN until the arbiter types one. */
export const blankToNaN = (v: number | null): number => v ?? Number.NaN;
export const nanToBlank = (v: number): number | null => (Number.isNaN(v) ? null : v);
