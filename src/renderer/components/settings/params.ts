import type { TFunction } from 'i18next';
import { OPENING_MODES, VARIANTS } from '../../../shared/domain';

/**
 * Rule messages carry codes ("ballot-3", "italian"); the form shows them under the names the
 * arbiter sees in the selects.
 */
export function displayParams(params: Record<string, unknown>, t: TFunction): Record<string, unknown> {
  const out = { ...params };
  const mode = OPENING_MODES.find((m) => m === params.mode);
  if (mode) out.mode = t(`ui:values.openingMode.${mode}`);
  const variant = VARIANTS.find((v) => v === params.variant);
  if (variant) out.variant = t(`ui:values.variant.${variant}`);
  return out;
}
