import type { Tournament } from '../shared/api/tournaments';

/** The open event file's tournaments after one was created or changed: changed in place, or added last. */
export function withSaved<T extends Pick<Tournament, 'id'>>(list: readonly T[], saved: T): T[] {
  return list.some((t) => t.id === saved.id)
    ? list.map((t) => (t.id === saved.id ? saved : t))
    : [...list, saved];
}

/** The tournament chosen after an event file opens: the one chosen before if it is there, else its first. */
export function keptChoice(list: readonly Pick<Tournament, 'id'>[], id: number | null): number | null {
  return list.some((t) => t.id === id) ? id : (list[0]?.id ?? null);
}
