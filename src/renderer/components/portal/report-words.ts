/**
 * The arbiter's panel's sentences for the portal's reports (RULES.md R16.2-R16.3): each report
 * with how it came and from which phone, the status of a unit, and the alert once guessing
 * reached a tournament's limit. Pure, for the unit tests; the panel only lays them out.
 */
import type { GuessingAlert, PortalBoard } from '../../../shared/api/portal';

type T = (key: string, params?: Record<string, unknown>) => string;
type Report = PortalBoard['reports'][number];

/** A stored time as the panel shows it everywhere: HH:MM as kept. */
const clock = (iso: string) => iso.slice(11, 16);

/** "Kowalski, Jan: 0–2 at 10:02 · tournament password · phone 3F7A2C" */
export function reportLine(t: T, r: Report, said: string): string {
  const parts = [
    t('portal:screen.reported', { name: r.name, result: said, time: clock(r.at) }),
    t(`portal:screen.via.${r.channel}`),
    r.phone ? t('portal:screen.phone', { phone: r.phone }) : '',
  ];
  return parts.filter((x) => x !== '').join(' · ');
}

/** A report that speaks for nobody in particular is shown apart (R16.3: the hall's password). */
export const byPassword = (r: Report): boolean => r.channel === 'password';

/** The status badge: a waiting report by password has no minutes left, it waits for a person. */
export function statusLabel(t: T, b: Pick<PortalBoard, 'status' | 'minutesLeft'>): string {
  if (b.status === 'waiting' && b.minutesLeft === null) return t('portal:screen.status.waitingNoWindow');
  return t(`portal:screen.status.${b.status}`, { minutes: b.minutesLeft ?? 0 });
}

/** The alert's title and figures, once the tournament's limit on wrong passwords and codes was reached. */
export function guessingLines(t: T, g: GuessingAlert): { title: string; figures: string; note: string } {
  return {
    title: t('portal:screen.guessing.title', { limitedAt: clock(g.limitedAt) }),
    figures: t('portal:screen.guessing.figures', {
      since: clock(g.since),
      wrong: g.wrong,
      refused: g.refused,
      addresses: g.addresses,
    }),
    note: t('portal:screen.guessing.note'),
  };
}
