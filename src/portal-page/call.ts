/**
 * The page's one way to the listener: POST JSON to /api/<method>, the personal token in a header,
 * and the phone's own id in another (R16.2: the arbiter sees which phone sent each report).
 */
import { PHONE_HEADER, TOKEN_HEADER, type PhoneEnvelope, type PhoneMethod } from '../shared/portal/phone';

const PHONE = 'diagonal-portal-phone';

/** This phone's id: random, made once and kept on the phone across logins and leaves. */
export function phoneId(): string {
  let id = localStorage.getItem(PHONE);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(PHONE, id);
  }
  return id;
}

export class PhoneError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function call<T>(
  method: PhoneMethod,
  input: unknown,
  lng: string,
  token: string | null,
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [PHONE_HEADER]: phoneId() };
  if (token) headers[TOKEN_HEADER] = token;
  const res = await fetch(`/api/${method}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ input, lng }),
  });
  const body = (await res.json()) as PhoneEnvelope<T>;
  if (!body.ok) throw new PhoneError(body.error.code, body.error.message);
  return body.value;
}

/** A report is sent again with the same key after a lost answer: the listener stores it once. */
export async function withRetries<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (e) {
      if (e instanceof PhoneError || i >= tries) throw e;
      await new Promise((ok) => setTimeout(ok, 400 * i));
    }
  }
}
