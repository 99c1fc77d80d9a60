/**
 * An error the arbiter can meet. `code` names an i18n key in the `errors` namespace; `params`
 * fill its placeholders. Transports never show a raw exception: dispatch translates these.
 */
export class AppError extends Error {
  readonly code: string;
  readonly params: Record<string, unknown>;
  readonly details: unknown;
  constructor(code: string, params: Record<string, unknown> = {}, details?: unknown) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.details = details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
