import {
  CATERING_TOKEN_TTL_DAYS,
  memberCateringRequestSchema,
  ROLES,
  VENDOR_PATHS,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fullList, listOf } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import {
  listMemberCateringRequests,
  MEMBER_CATERING_REQUESTS_MAX,
} from "./list-member-catering-requests.ts";

/**
 * A vendor's side of catering in the panel (decision 027): the requests sent to its listings,
 * each with the answer token its mail carried (a fresh one), so it answers from the panel
 * through POST /api/catering-responses. Role 4 only: staff read the pipeline instead.
 */
export const cateringMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app.deps;

  app.get(
    VENDOR_PATHS.memberCateringRequests,
    {
      config: { roles: [ROLES.member], members: true },
      schema: {
        summary: "List the catering requests sent to my listings",
        tags: ["Catering"],
        description: `Role 4 (a member) only; staff get 403. The catering requests whose match with one of the member's listings was mailed, newest event first (at most ${MEMBER_CATERING_REQUESTS_MAX}), each as the truck's answer page shows it (GET /api/catering-responses: the requester's contact only once it answered interested or quoted) with \`token\`, a fresh answer token for POST /api/catering-responses (valid ${CATERING_TOKEN_TTL_DAYS} days while this vendor stays bound to the listing: once the listing is taken away or the account is disabled or deleted, the token answers 404), and \`sent_at\`, when the request was mailed to it.`,
        response: { 200: listOf(memberCateringRequestSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const signing = { secret: config.appSecret, now: new Date(clock()) };
      return fullList(
        await listMemberCateringRequests(
          db,
          request.tenant,
          { userId: auth.userId, memberIds: auth.memberIds },
          signing,
        ),
      );
    },
  );
};
