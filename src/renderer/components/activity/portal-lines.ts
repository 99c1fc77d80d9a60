/** The results portal's rows of the activity log as sentences (RULES.md R16.2): who reported what, how it stood. */
import {
  PortalConfigureLogSchema,
  PortalDecideLogSchema,
  PortalInviteLogSchema,
  PortalReportLogSchema,
  PortalRevokeLogSchema,
  PortalValidateLogSchema,
} from '../../../shared/api/portal-log';
import type { GameResult } from '../../../shared/domain';
import { resultText, who, type LineContext } from './words';

const results = (r: readonly (GameResult | null)[] | null, c: LineContext) =>
  (r ?? []).map((x) => resultText(x, c)).join(', ') || '–';

export function portalLine(action: string, s: unknown, c: LineContext): string {
  const { t } = c;
  const board = (x: { board: number; round: number }) => t('activity:line.where', x);
  switch (action) {
    case 'portal.report': {
      const p = PortalReportLogSchema.safeParse(s);
      if (!p.success) return '';
      const by = who(p.data.by, c);
      return p.data.kind === 'contest'
        ? `${board(p.data)}: ${t('activity:line.portalContest', { who: by })}`
        : `${board(p.data)}: ${t('activity:line.portalReport', { who: by, result: results(p.data.results, c) })}`;
    }
    case 'portal.validate': {
      const p = PortalValidateLogSchema.safeParse(s);
      if (!p.success) return '';
      return `${board(p.data)}: ${t(`activity:line.portalValidated.${p.data.how}`, { result: results(p.data.results, c) })}`;
    }
    case 'portal.decide': {
      const p = PortalDecideLogSchema.safeParse(s);
      if (!p.success) return '';
      const what = t(`portal:screen.decision.${p.data.decision}`);
      return p.data.results
        ? `${board(p.data)}: ${t('activity:line.portalDecided', { decision: what, result: results(p.data.results, c) })}`
        : `${board(p.data)}: ${what}`;
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
