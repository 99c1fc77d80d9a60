import type { TFunction } from 'i18next';
import { getI18n } from 'react-i18next';
import { displayParams as shared } from '../../../shared/i18n/display-params';

/** Codes in rule messages ("ballot-3", "italian") shown under the names of the selects. */
export const displayParams = (params: Record<string, unknown>, t: TFunction): Record<string, unknown> =>
  shared(params, (key) => t(key), (getI18n() as ReturnType<typeof getI18n> | undefined)?.language);
