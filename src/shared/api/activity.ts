import { z } from 'zod';
import { method } from './define';

const Id = z.number().int().positive();

export const ActivityItemSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The API method; the screen names it through `activity:action.<method>`. */
  action: z.string(),
  tournamentId: z.number().int().nullable(),
  /** What the action did, in the shape of its method (activity-detail.ts). */
  summary: z.unknown(),
  /** Undone by a later `activity.undo`. */
  undone: z.boolean(),
});
export type ActivityItem = z.output<typeof ActivityItemSchema>;

export const activityMethods = {
  /** Every action of a tournament, newest first. */
  'activity.list': method({
    input: z.strictObject({ tournamentId: Id, limit: z.number().int().min(1).max(10000).default(500) }),
    output: z.array(ActivityItemSchema),
    mutates: false,
  }),
  /**
   * Undoes the tournament's last action not yet undone, where that is safe (a result, a
   * correction, a manual edit, an absence, a withdrawal); otherwise refused with the reason.
   */
  'activity.undo': method({
    input: z.strictObject({ tournamentId: Id }),
    /** The undone row: its method and summary, for the screen to say what was taken back. */
    output: z.object({ undone: z.number().int(), action: z.string(), summary: z.unknown() }),
    mutates: true,
  }),
};
