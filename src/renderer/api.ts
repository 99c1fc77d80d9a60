import {
  ApiCallError,
  createClient,
  type Api,
  type ErrorDetails,
  type IssueDetail,
} from '../shared/api/contract';
import { SAME_NAME_CODE } from '../shared/api/entrants';
import { currentLanguage, i18n } from './i18n';
import { desktopBridge, electronCall, httpCall, takeSessionToken } from './transport';

/** The desktop window talks through the preload's bridge; a browser through HTTP with the session. */
function pickTransport() {
  const bridge = desktopBridge();
  if (bridge) return electronCall(bridge, currentLanguage);
  return httpCall(takeSessionToken(), currentLanguage, () => i18n.t('ui:errors.unreachable'));
}

export const api: Api = createClient(pickTransport());

/** The translated message of any failure, for an alert. */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiCallError || e instanceof Error) return e.message;
  return i18n.t('ui:errors.unexpected');
}

/** Field-level issues the server sent with a refusal (same codes the form checks). */
export function errorIssues(e: unknown): IssueDetail[] {
  if (!(e instanceof ApiCallError)) return [];
  const details = e.details as ErrorDetails | null | undefined;
  return Array.isArray(details?.issues) ? details.issues : [];
}

/** The same-name warning of registration (`SAME_NAME_CODE`): the arbiter may confirm it. */
export function sameNameWarning(e: unknown): string | null {
  return e instanceof ApiCallError && e.code === SAME_NAME_CODE ? e.message : null;
}
