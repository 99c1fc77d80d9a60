import { describe, expect, it } from 'vitest';
import { guessingLines, reportLine, statusLabel } from '../../src/renderer/components/portal/report-words';
import { t, type Language } from '../../src/shared/i18n/index';

const tr = (lng: Language) => (key: string, params?: Record<string, unknown>) => t(lng, key, params);
const report = {
  side: 1 as const,
  name: 'Świątek, Iga',
  kind: 'result' as const,
  results: ['black-wins' as const],
  at: '2026-12-05T10:02:41.000Z',
  channel: 'password' as const,
  phone: '3F7A2C',
};

describe("the arbiter's panel: how each report came (R16.2-R16.3)", () => {
  it('names the channel and the phone beside the words and the time', () => {
    expect(reportLine(tr('en'), report, '0–2')).toBe(
      'Świątek, Iga: 0–2 at 10:02 · tournament password · phone 3F7A2C',
    );
    expect(reportLine(tr('fr'), { ...report, channel: 'link' }, '0–2')).toBe(
      'Świątek, Iga : 0–2 à 10:02 · lien personnel · téléphone 3F7A2C',
    );
    expect(reportLine(tr('nl'), { ...report, channel: 'code', phone: null }, '0–2')).toBe(
      'Świątek, Iga: 0–2 om 10:02 · persoonlijke code',
    );
    expect(reportLine(tr('pl'), report, '0–2')).toBe(
      'Świątek, Iga: 0–2 o 10:02 · hasło turnieju · telefon 3F7A2C',
    );
  });

  it('a waiting report without minutes waits for a person: the other side or the arbiter', () => {
    expect(statusLabel(tr('en'), { status: 'waiting', minutesLeft: null })).toBe(
      'waiting for the other side or you',
    );
    expect(statusLabel(tr('en'), { status: 'waiting', minutesLeft: 7 })).toBe('waiting, 7 min left');
    expect(statusLabel(tr('fr'), { status: 'confirmed', minutesLeft: null })).toBe('validé');
  });

  it('says when the limit was reached, what came and from how many addresses', () => {
    const g = {
      wrong: 20,
      refused: 181,
      addresses: 41,
      since: '2026-12-05T10:00:03.000Z',
      last: '2026-12-05T10:04:00.000Z',
      limitedAt: '2026-12-05T10:01:10.000Z',
      secondsLeft: 10,
    };
    expect(guessingLines(tr('en'), g)).toEqual({
      title: 'Wrong passwords or codes: the limit for this tournament was reached at 10:01',
      figures: 'Since 10:00: wrong 20, refused at the limit 181, addresses 41.',
      note: 'The hall now gets one try every ten seconds. Personal links keep working; your own computer is never held.',
    });
    expect(guessingLines(tr('pl'), g).figures).toBe(
      'Od 10:00: błędne 20, odrzucone po limicie 181, adresy 41.',
    );
  });
});
