import {
  CLAIM_CODE_TTL_MINUTES,
  CLAIM_LIMIT,
  CLAIM_SENT_MESSAGE,
  INVITE_TTL_DAYS,
  idParamsSchema,
  memberClaimResultSchema,
  memberClaimSchema,
  memberClaimVerifySchema,
  PASSWORD_RESET_TTL_MINUTES,
  ROLES,
  VENDOR_PATHS,
  vendorInvitationResultSchema,
  vendorInvitationSchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicOrigin } from "../../config.ts";
import { notFound } from "../../http/errors.ts";
import { dataOf, messageData } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { throttledAddress } from "../submissions/submission-throttles.ts";
import { CLAIM_CODE_TRIES, CLAIM_VERIFY_LIMIT, createClaimThrottle } from "./claim-throttle.ts";
import { inviteVendor } from "./invite-vendor.ts";
import { requestMemberClaim } from "./request-member-claim.ts";
import { verifyMemberClaim } from "./verify-member-claim.ts";

const windowMinutes = CLAIM_LIMIT.windowMs / 60_000;

/**
 * How a vendor gets its account (decision 027): staff invite the vendor of a listing, or the
 * vendor claims its listing with a code mailed to the listing's contact address. Both end with
 * a role-4 account bound to the listing and a single-use set-password link; both change users.
 */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer, attempts, clock, domains } = app.deps;
  const throttle = createClaimThrottle(attempts);
  const now = () => new Date(clock());
  const tags = ["Vendors"];

  app.post(
    "/api/posts/:id/vendor-invitation",
    {
      config: { roles: [ROLES.superAdmin, ROLES.siteAdmin], changes: ["users"] },
      schema: {
        summary: "Invite the vendor of a member",
        tags,
        description: `Invites \`email\` (else the member's catering contact address; neither: 422 on \`email\`) to keep the member post as its vendor: role 4 "Member" on the active domain, bound to this listing. An address without an account gets a new account named after the listing and a single-use link to choose a password (valid ${INVITE_TTL_DAYS} days; sending again ends the earlier link). The address of an account that is not on this site (another site's, a super admin's) gets a pending invitation instead: a mailed link (valid ${INVITE_TTL_DAYS} days) that adds the role and binds the listing only when its owner follows it; the answer has the same status and shape, \`user_id\` being a placeholder from the users' ids that GET /api/users/{id} shows as an invited user with the names of a new one (decision 029). A vendor of this site is bound at once and mailed. An address of the site's team (or invited to it as such) is 422 on \`email\`. 404 unless the id is a member post of the active domain.`,
        params: idParamsSchema,
        body: vendorInvitationSchema,
        response: { 201: dataOf(vendorInvitationResultSchema) },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const domain = tenant.id === request.site.id ? request.site : await domains.byId(tenant.id);
      if (!domain) throw notFound();
      const site = { origin: publicOrigin(config, domain.host), name: domain.name, id: domain.id };
      const invitedBy = requireAuth(request).userId;
      const deps = {
        mailer,
        site,
        log: (err: unknown) => request.log.error({ err }, "invitation mail"),
      };
      const result = await inviteVendor(
        db,
        tenant,
        invitedBy,
        request.params.id,
        request.body,
        deps,
      );
      reply.status(201);
      return { data: result };
    },
  );

  app.post(
    VENDOR_PATHS.memberClaims,
    {
      config: { auth: "none", changes: false },
      schema: {
        summary: "Claim a listing: mail a code to its contact address",
        tags,
        description: `Public ("Is this your truck? Claim it"). Mails a 6-digit code to the contact address of the listing's catering profile; the code works once, for ${CLAIM_CODE_TTL_MINUTES} minutes, and only from the address (IPv6: the /64) that asked for it. Codes do not end each other (a stranger asking for codes cannot end the owner's); a verified one ends the others. The answer is always \`${CLAIM_SENT_MESSAGE}\` and never says whether the address has an account. 404 unless \`member_id\` is a published member of the site; 422 on \`member_id\` when a vendor holds the listing already (public reads say so as \`claimed\`) or it has no contact address. At most ${CLAIM_LIMIT.max} codes per address (IPv6: per /64) in ${windowMinutes} minutes, and none for a listing claimed (code verified) ${CLAIM_LIMIT.max} times in that window (429 with Retry-After).`,
        body: memberClaimSchema,
        response: { 202: messageData },
      },
    },
    async (request, reply) => {
      const { tenant, body, site } = request;
      await throttle.request(tenant.id, request.ip);
      const deps = { mailer, secret: config.appSecret, now, siteName: site.name };
      const input = { ...body, requester: throttledAddress(request.ip) };
      const data = await requestMemberClaim(db, tenant, input, deps);
      reply.status(202);
      return { data };
    },
  );

  app.post(
    VENDOR_PATHS.memberClaimVerify,
    {
      config: { auth: "none", changes: ["users"] },
      schema: {
        summary: "Claim a listing: enter the mailed code",
        tags,
        description: `Public. A right code of the listing (unused, unexpired, asked for from this address: IPv6 its /64) binds the account of the listing's contact address (made when there is none) to the listing as its vendor (role 4) and answers \`url\`: a single-use link to the site's set-password page for that account, valid ${PASSWORD_RESET_TTL_MINUTES} minutes; the answer has the same shape whether the account existed or not. A wrong, used or expired code, or one asked for from another address: 422 on \`code\`. 404 unless \`member_id\` is a published member of the site; 422 on \`member_id\` when a vendor holds it (a right code is then not spent). Each try counts when it starts: at most ${CLAIM_VERIFY_LIMIT.max} tries per address (IPv6: per /64) and ${CLAIM_CODE_TRIES.max} per listing and address in ${windowMinutes} minutes (429 with Retry-After); guesses from one address never use up another's tries or codes. Never cached.`,
        body: memberClaimVerifySchema,
        response: { 200: dataOf(memberClaimResultSchema) },
      },
    },
    async (request) => {
      const { tenant, body, site } = request;
      await throttle.verify(tenant.id, request.ip, body.member_id);
      const deps = {
        secret: config.appSecret,
        now,
        site: { origin: publicOrigin(config, site.host), id: site.id },
      };
      const input = { ...body, requester: throttledAddress(request.ip) };
      return { data: await verifyMemberClaim(db, tenant, input, deps) };
    },
  );
};
