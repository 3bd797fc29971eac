import {
  API_PATHS,
  CATERING_REQUEST_LIMIT,
  CATERING_TOKEN_TTL_DAYS,
  cateringRequestCreateSchema,
  cateringRequestReceiptSchema,
  cateringResponseInputSchema,
  cateringResponseQuerySchema,
  cateringResponseViewSchema,
  isHoneypotFilled,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PRIVATE_NO_STORE } from "../../http/private-responses.ts";
import { dataOf } from "../../http/reply.ts";
import { answerCateringRequest } from "./answer-catering-request.ts";
import {
  cateringCapLimits,
  createCateringCaps,
  createCateringThrottle,
  windowText,
} from "./catering-throttle.ts";
import { createCateringRequest } from "./create-catering-request.ts";
import { viewCateringResponse } from "./view-catering-response.ts";

const windowMinutes = CATERING_REQUEST_LIMIT.windowMs / 60_000;

/**
 * The public side of catering (contract.md "Catering requests that reach the right trucks"): a
 * visitor's request, matched and mailed to the right trucks, and the trucks' one-click answers
 * through the signed links of those mails (the token is the credential; no account). Every
 * write is a `catering` change, so the staff pipeline refreshes; no public page shows requests.
 */
export const cateringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, clock, attempts } = app.deps;
  const throttle = createCateringThrottle(attempts);
  const caps = createCateringCaps(attempts, cateringCapLimits(config));
  const now = () => new Date(clock());
  const tags = ["Catering"];
  const view = dataOf(cateringResponseViewSchema);

  app.post(
    API_PATHS.cateringRequests,
    {
      config: { auth: "optional", changes: ["catering"] },
      schema: {
        summary: "Ask the domain's trucks to cater an event",
        tags,
        description: `Public. Stores a catering request (local date and times of the domain's zone; an end time before the start time is on the next day, an end equal to the start is a 422 on \`end_time\`; the date from today to 730 days ahead, a time that does not exist that day (clocks go forward) is a 422 at its field; \`cuisines\` are the domain's cuisine tag ids), matches the member trucks that offer catering, fit the guest count, reach the place within their radius (a request without \`lat\`/\`lng\` is placed from its \`address\` when GEOCODER_URL is set; best effort, never a refusal), carry a wanted cuisine, have their lead time and no stop at that time, keeps the best \`catering_matches\` (domain option, 5 by default) and, with \`catering_auto_send\` (default true), mails each of them once through the job queue with signed answer links (the mail never holds the requester's contact, says the text is a visitor's, and shows links in it disabled: \`hxxps://x[.]y\`). Past ${caps.limits.perDomain.max} requests of the domain mailed in ${windowText(caps.limits.perDomain.windowMs)}, or ${caps.limits.perTruck.max} requests to one of its trucks in ${windowText(caps.limits.perTruck.windowMs)} (CATERING_MAX_PER_DOMAIN, CATERING_MAX_PER_TRUCK), a request is stored but held for staff review: nothing is mailed, it stays \`new\` with its \`held_reason\`, and the domain's site admins get one alert per hour. Answers the id, the status (\`sent\` when trucks were mailed, else \`new\`) and \`matched\`, how many trucks were asked. At most ${CATERING_REQUEST_LIMIT.max} per address (IPv6: per /64) in ${windowMinutes} minutes (429 with Retry-After). \`website\` is a honeypot: leave it empty.`,
        body: cateringRequestCreateSchema,
        response: { 201: dataOf(cateringRequestReceiptSchema) },
      },
    },
    async (request, reply) => {
      const { tenant, body } = request;
      await throttle.take(tenant.id, request.ip);
      const bot = isHoneypotFilled(body.website);
      const receipt = await createCateringRequest(
        db,
        tenant,
        body,
        { mailer, config, now, log: request.log, caps },
        // A bot caught by the honeypot is answered like anyone; nothing is stored or mailed.
        { store: !bot },
      );
      reply.status(201);
      return { data: receipt };
    },
  );

  app.get(
    API_PATHS.cateringResponses,
    {
      config: { auth: "optional" },
      schema: {
        summary: "Read a catering request through a truck's answer link",
        tags,
        description: `Public: the token of a mailed answer link is the credential. The request (without the requester's contact until the truck answered interested or quoted), the truck's answer and quote, \`open\` (false once the request is booked or lost, or its event is over) and when the link expires (${CATERING_TOKEN_TTL_DAYS} days after it was mailed). A forged, expired or moved token (another domain's, another request's) is a 404 \`This link is not valid or has expired.\` Never cached.`,
        querystring: cateringResponseQuerySchema,
        response: { 200: view },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      const auth = { secret: config.appSecret, now: now() };
      return { data: await viewCateringResponse(db, request.tenant, request.query.token, auth) };
    },
  );

  app.post(
    API_PATHS.cateringResponses,
    {
      config: { auth: "optional", changes: ["catering"] },
      schema: {
        summary: "Answer a catering request through a truck's answer link",
        tags,
        description:
          "Public: the token is the credential (404 as GET for one that cannot be used). `interested` shows the requester's contact and mails the requester the truck's page and contact; `quote` (`price` above 0, `message`) stores the quote, moves the request to `quoted` and mails the requester; a quote may be revised (each revision is mailed) until the request is booked or lost; `decline` ends it (withdrawing a quote). The same answer twice changes nothing and answers the same view. Once the request is booked or lost, or its event is over, every answer is a 422 `This request is closed.` Answers the view of GET. Never cached.",
        body: cateringResponseInputSchema,
        response: { 200: view },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      const deps = { mailer, config, now, log: request.log };
      return { data: await answerCateringRequest(db, request.tenant, request.body, deps) };
    },
  );
};
