import type { z } from 'zod';

/**
 * One arbiter action: its input and output schemas, and whether it changes the event file
 * (a mutation runs in one transaction together with its activity-log row).
 */
export type MethodDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  readonly input: I;
  readonly output: O;
  readonly mutates: boolean;
  /** The largest request body a transport takes for this method, when larger than its default. */
  readonly maxRequestBytes?: number;
};

export const method = <I extends z.ZodType, O extends z.ZodType>(def: MethodDef<I, O>): MethodDef<I, O> =>
  def;

export type Contract = Record<string, MethodDef>;
export type InputOf<C extends Contract, M extends keyof C> = z.input<C[M]['input']>;
export type OutputOf<C extends Contract, M extends keyof C> = z.output<C[M]['output']>;
