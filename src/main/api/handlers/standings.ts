import type { HandlerMap } from '../types';
import { AppError } from '../../../shared/errors';
import { compare, compute, rowView, standingsView } from '../../services/rounds/standings';
import { crosstable } from '../../services/rounds/crosstable';

type StandingsMethod = 'standings.get' | 'standings.explain' | 'crosstable.get';

export const standingsHandlers: HandlerMap<StandingsMethod> = {
  'standings.get': ({ tournamentId, afterRound, breakdown }, ctx) =>
    standingsView(compute(ctx.db(), tournamentId, afterRound), breakdown),
  'standings.explain': ({ tournamentId, afterRound, entrantId, versus }, ctx) => {
    const c = compute(ctx.db(), tournamentId, afterRound);
    const find = (id: number) => {
      const e = c.s.byId.get(id);
      const row = e && c.standings.rows.find((r) => r.startNo === e.startNo);
      if (!row) throw new AppError('play:entrantNotInTournament', { id });
      return row;
    };
    const a = find(entrantId);
    const b = versus === undefined ? null : find(versus);
    const cmp = b ? compare(c.standings, a, b, c.s.tournament.settings.withdrawnLast) : null;
    const idOf = (startNo: number) => c.s.entrants.find((e) => e.startNo === startNo)?.id ?? 0;
    return {
      sequence: [...c.standings.sequence],
      row: rowView(c.s, a, true),
      versus: b ? rowView(c.s, b, true) : null,
      comparison: cmp
        ? {
            above: idOf(cmp.hi.startNo),
            below: idOf(cmp.lo.startNo),
            points: cmp.hi.points,
            before: cmp.before.map((p) => ({
              code: p.code,
              aboveValue: p.x,
              belowValue: p.y,
              applies: p.applies,
              ...(p.unmet ? { unmet: p.unmet.map(([x, y]) => [idOf(x), idOf(y)] as [number, number]) } : {}),
            })),
            decidedBy: cmp.by,
            aboveValue: cmp.x,
            belowValue: cmp.y,
            ...(cmp.de
              ? {
                  directEncounter: {
                    among: cmp.de.among.map(idOf),
                    unmet: cmp.de.unmet.map(([x, y]) => [idOf(x), idOf(y)] as [number, number]),
                  },
                }
              : {}),
          }
        : null,
    };
  },
  'crosstable.get': ({ tournamentId, afterRound }, ctx) => crosstable(ctx.db(), tournamentId, afterRound),
};
