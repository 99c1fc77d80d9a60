import { OPENING_MODES, VARIANTS } from '../domain';
import { datedParams } from '../dates';

/**
 * Rule messages carry codes ("ballot-3", "italian"); a message shows them under the names the
 * arbiter sees in the settings' selects, so that it quotes a label that is on screen. The form,
 * the API's errors and the CLI all pass their parameters through here. Given the language, a
 * date or a wall-clock time among them is written as that language writes it (shared/dates.ts).
 */
export function displayParams(
  params: Record<string, unknown>,
  label: (key: string) => string,
  lang?: string,
): Record<string, unknown> {
  const out = lang === undefined ? { ...params } : datedParams(lang, params);
  const mode = OPENING_MODES.find((m) => m === params.mode);
  if (mode) out.mode = label(`ui:values.openingMode.${mode}`);
  const variant = VARIANTS.find((v) => v === params.variant);
  if (variant) out.variant = label(`ui:values.variant.${variant}`);
  return out;
}
