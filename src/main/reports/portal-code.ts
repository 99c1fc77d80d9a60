/**
 * The results portal's address on paper (RULES.md R16.2-R16.3): a QR code the players scan with
 * their phones, and the address written beside it for whoever types it.
 */
import type { Content } from 'pdfmake/interfaces';
import { t } from '../../shared/i18n/index';
import type { Language } from '../../shared/i18n/index';

export function portalBlock(language: Language, url: string): Content {
  return {
    unbreakable: true,
    margin: [0, 12, 0, 0],
    columns: [
      { qr: url, fit: 84, width: 'auto', eccLevel: 'M' },
      {
        text: t(language, 'portalprint:sheet', { url }),
        fontSize: 10,
        margin: [10, 30, 0, 0],
        width: '*',
      },
    ],
  };
}
