/** The results portal's rows of the activity log as sentences (RULES.md R16.2): who reported what, how it stood. */
import {
  PortalConfigureLogSchema,
  PortalDecideLogSchema,
  PortalInviteLogSchema,
  PortalLeaveLogSchema,
  PortalMatchDecideLogSchema,
  PortalMatchReportLogSchema,
  PortalMatchValidateLogSchema,
  PortalReportLogSchema,
  PortalRevokeLogSchema,
  PortalRevokeTeamLogSchema,
  PortalValidateLogSchema,
  TeamUndoLeaveLogSchema,
} from '../../../shared/api/portal-log';
import type { GameResult } from '../../../shared/domain';
import { resultText, who, type LineContext } from './words';

const results = (r: readonly (GameResult | null)[] | null, c: LineContext) =>
  (r ?? []).map((x) => resultText(x, c)).join(', ') || '–';

/** How a report came, from which phone and address (R16.3): " (with the tournament password, phone 3F7A2C, from …)". */
function via(
  p: { channel?: string | undefined; phone?: string | null | undefined; address?: string | null | undefined },
  c: LineContext,
): string {
  const parts = [
    p.channel ? c.t(`activity:line.portalVia.${p.channel}`) : '',
    p.phone ? c.t('activity:line.portalPhone', { phone: p.phone }) : '',
    p.address ? c.t('activity:line.portalAddress', { address: p.address }) : '',
  ].filter((x) => x !== '');
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** "Board 3, round 2: ..." with the language's colon (French puts a space before it). */
const at = (c: LineContext, where: string, what: string): string => c.t('activity:line.at', { where, what });

/** A team match's rows (R16.2 team matches): the captain's report of every board, in board order. */
function matchLine(action: string, s: unknown, c: LineContext): string | null {
  const { t } = c;
  const where = (x: { match: number; round: number }) => t('activity:line.whereMatch', x);
  if (action === 'portal.report') {
    const p = PortalMatchReportLogSchema.safeParse(s);
    if (!p.success) return null;
    const by = t('activity:line.captain', { team: p.data.team });
    const said =
      p.data.kind === 'contest'
        ? t('activity:line.portalContest', { who: by })
        : t('activity:line.portalReport', { who: by, result: results(p.data.results, c) });
    return at(c, where(p.data), `${said}${via(p.data, c)}`);
  }
  if (action === 'portal.validate') {
    const p = PortalMatchValidateLogSchema.safeParse(s);
    if (!p.success) return null;
    return at(
      c,
      where(p.data),
      `${t(`activity:line.portalValidated.${p.data.how}`, { result: results(p.data.results, c) })}`,
    );
  }
  if (action === 'portal.decide') {
    const p = PortalMatchDecideLogSchema.safeParse(s);
    if (!p.success) return null;
    const what = t(`portal:screen.team.decision.${p.data.decision}`);
    return p.data.results
      ? at(
          c,
          where(p.data),
          `${t('activity:line.portalDecided', { decision: what, result: results(p.data.results, c) })}`,
        )
      : at(c, where(p.data), `${what}`);
  }
  if (action === 'portal.revoke') {
    const p = PortalRevokeTeamLogSchema.safeParse(s);
    if (!p.success) return null;
    return t('activity:line.portalRevoked', { who: t('activity:line.captain', { team: p.data.team }) });
  }
  return null;
}

/** A team leaving from its captain's phone, and the arbiter's undo (R16.1b, issue 32.3). */
function leaveLine(action: string, s: unknown, c: LineContext): string | null {
  const { t } = c;
  if (action === 'portal.leave') {
    const p = PortalLeaveLogSchema.safeParse(s);
    if (!p.success) return null;
    const d = p.data;
    const said = t(`activity:line.teamLeave.${d.kind}`, {
      who: t('activity:line.captain', { team: d.team }),
      match: d.match ?? '–',
      opponent: d.opponent ?? '–',
      round: d.round,
      boards: d.boards.join(', ') || '–',
    });
    const line = `${said}${via(d, c)}`;
    // "Match 3, round 2: the captain of …", as the match's other rows; a team with the bye has no match
    if (d.match !== null)
      return at(c, t('activity:line.whereMatch', { match: d.match, round: d.round }), line);
    return line.charAt(0).toUpperCase() + line.slice(1);
  }
  if (action === 'team.undoLeave') {
    const p = TeamUndoLeaveLogSchema.safeParse(s);
    if (!p.success) return null;
    const d = p.data;
    return t(`activity:line.undoLeave.${d.kind}`, {
      team: d.team,
      round: d.round,
      boards: d.boards.join(', ') || '–',
    });
  }
  return null;
}

export function portalLine(action: string, s: unknown, c: LineContext): string {
  const { t } = c;
  const left = leaveLine(action, s, c);
  if (left !== null) return left;
  const team = matchLine(action, s, c);
  if (team !== null) return team;
  const board = (x: { board: number; round: number }) => t('activity:line.where', x);
  switch (action) {
    case 'portal.report': {
      const p = PortalReportLogSchema.safeParse(s);
      if (!p.success) return '';
      const by = who(p.data.by, c);
      const said =
        p.data.kind === 'contest'
          ? t('activity:line.portalContest', { who: by })
          : t('activity:line.portalReport', { who: by, result: results(p.data.results, c) });
      return at(c, board(p.data), `${said}${via(p.data, c)}`);
    }
    case 'portal.validate': {
      const p = PortalValidateLogSchema.safeParse(s);
      if (!p.success) return '';
      return at(
        c,
        board(p.data),
        `${t(`activity:line.portalValidated.${p.data.how}`, { result: results(p.data.results, c) })}`,
      );
    }
    case 'portal.decide': {
      const p = PortalDecideLogSchema.safeParse(s);
      if (!p.success) return '';
      const what = t(`portal:screen.decision.${p.data.decision}`);
      return p.data.results
        ? at(
            c,
            board(p.data),
            `${t('activity:line.portalDecided', { decision: what, result: results(p.data.results, c) })}`,
          )
        : at(c, board(p.data), `${what}`);
    }
    case 'portal.configure': {
      const p = PortalConfigureLogSchema.safeParse(s);
      if (!p.success) return '';
      return t(p.data.enabled ? 'activity:line.portalOn' : 'activity:line.portalOff', {
        access: t(`activity:line.portalAccess.${p.data.access}`),
        password: t(`activity:line.portalPassword.${p.data.password}`),
      });
    }
    case 'portal.slips':
    case 'portal.invite': {
      const p = PortalInviteLogSchema.safeParse(s);
      return p.success ? t('activity:line.portalInvited', { count: p.data.invited.length }) : '';
    }
    case 'portal.revoke': {
      const p = PortalRevokeLogSchema.safeParse(s);
      return p.success ? t('activity:line.portalRevoked', { who: who(p.data.entrant, c) }) : '';
    }
    default:
      return '';
  }
}
