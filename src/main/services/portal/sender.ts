/**
 * What every report carries beside its words (RULES.md R16.2-R16.3, docs/PORTAL.md): how its
 * author came in (personal link, personal code, tournament password), the credential behind it,
 * and the phone and address it came from. The listener fills the phone and the address from the
 * request itself; nothing a phone writes in its input can set them.
 */
import { AppError } from '../../../shared/errors';
import { formatTime } from '../../../shared/dates';
import type { Admission, Channel } from '../../engine/portal/rules';
import type { Identity } from './access';

export type Sender = {
  /** The phone's label (a short hash of the id it keeps), null when it sent none. */
  phone: string | null;
  /** The address the request came from. */
  address: string | null;
};

export const NO_SENDER: Sender = { phone: null, address: null };

export type Provenance = Sender & { channel: Channel; credential: number; tokenId: number };

export const provenance = (who: Identity, from: Sender): Provenance => ({
  channel: who.channel,
  credential: who.credential,
  tokenId: who.tokenId,
  phone: from.phone,
  address: from.address,
});

/** What the activity log keeps of it: never the token, only its kind, the phone and the address. */
export const provenanceLog = (p: Provenance) => ({ channel: p.channel, phone: p.phone, address: p.address });

/**
 * A refusal of the rules as the phone reads it: the time of an accepted window as HH:MM on the
 * hall's clock, as the screens write it (shared/dates.ts), not in UTC.
 */
export function refused(
  verdict: Extract<Admission, { ok: false }>,
  codes: Record<string, string>,
  params: Record<string, unknown>,
): AppError {
  const at = verdict.params?.at;
  const time = at ? { time: formatTime('en', Number(at)) } : {};
  return new AppError(codes[verdict.code] ?? verdict.code, { ...params, ...time });
}
