/** What every view of the phone page is given: its words, the token, and how to draw again. */
import type { W } from './said';

export type PageContext = {
  w: W;
  lang: string;
  token: string | null;
  /** Shows a refusal (or clears it with null) and draws the page again. */
  done: (error: unknown) => void;
  redraw: () => void;
};
