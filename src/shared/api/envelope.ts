/** What every transport answers: the value, or a typed error whose message is already translated. */
export type ApiError = { code: string; message: string; details?: unknown };
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ApiError };
