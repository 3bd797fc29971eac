import { z } from "zod";
import { notificationCountsSchema } from "./notifications.ts";
import { submissionSchema } from "./submissions.ts";

/** GET /api/dashboard: what the panel's start screen shows for the active domain. */
export const dashboardSchema = z.object({
  /** Posts per post_type_id (trash excluded), and the other sections' totals. */
  counts: z.object({
    posts: z.record(z.string(), z.number().int()),
    media: z.number().int(),
    faqs: z.number().int(),
    submissions: z.number().int(),
  }),
  /** What the staff may act on: the answer of GET /api/notifications/counts. */
  notifications: notificationCountsSchema,
  recent_submissions: z.array(submissionSchema),
  recent_edits: z.array(
    z.object({
      id: z.number().int(),
      post_type_id: z.number().int(),
      post_status_id: z.number().int(),
      title: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
