import {
  API_PATHS,
  memberClaimVerifySchema,
  POST_TYPES,
  type Post,
  VENDOR_PATHS,
} from "@fooddir/contract";
import { data, redirect } from "react-router";
import { failOnServerError, serverApi } from "./api/server.server.ts";
import {
  CLAIM_HEADERS,
  CLAIM_TEXT,
  type ClaimFormState,
  type ClaimStep,
  claimHref,
} from "./claim.ts";
import { throwNotFound } from "./not-found.server.ts";
import { badRequest, type PageArgs, postedForm } from "./posted-form.server.ts";

type Args = PageArgs<{ memberId?: string }>;

const ID_MAX = 2_147_483_647;
const CODE_MAX = 100;

/** The listing's id from the path; anything but a positive whole number is the site's 404. */
async function memberIdOf(args: Args): Promise<number> {
  const raw = args.params.memberId ?? "";
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > ID_MAX) return throwNotFound(args.context, args.request);
  return id;
}

/** The published member post (anonymous GET /api/posts/{id}); anything else is the 404 page. */
async function listingOf(
  args: Args,
  id: number,
): Promise<{ id: number; title: string; claimed: boolean }> {
  const result = await serverApi(args.context, args.request)<Post>(`${API_PATHS.posts}/${id}`);
  failOnServerError(result);
  const post = result.data;
  if (!post || post.post_type_id !== POST_TYPES.member) {
    return throwNotFound(args.context, args.request);
  }
  return { id: post.id, title: post.attributes.title, claimed: post.claimed === true };
}

/**
 * The claim page's data: the listing (a published member post; `claimed` when a vendor holds
 * it: then the page offers no claim) and whether a code was just sent (`?sent=1`, after the
 * request's redirect: then the code form shows).
 */
export async function claimLoader(args: Args) {
  const id = await memberIdOf(args);
  const member = await listingOf(args, id);
  const sent = new URL(args.request.url).searchParams.get("sent") === "1";
  return data({ member, sent }, { headers: CLAIM_HEADERS });
}

/** The first message of `errors[field]` in an API error body, or null. */
function fieldMessage(body: unknown, field: string): string | null {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  const messages = errors?.[field];
  const first = Array.isArray(messages) ? messages[0] : messages;
  return typeof first === "string" ? first : null;
}

function bodyMessage(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : null;
}

/** Only an http(s) address or a path of this site is followed (the API's set-password link). */
function safeTarget(url: unknown): string | null {
  if (typeof url !== "string" || url === "") return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The claim page's posts: `intent=send` asks the API to mail a code (then the page again by GET
 * with `?sent=1`, so a reload sends nothing twice); `intent=verify` checks the code and goes to
 * the returned set-password link (303). A refusal renders the page with the message (and the
 * code's error at its field).
 */
export async function claimAction(args: Args) {
  const id = await memberIdOf(args);
  const formData = await postedForm(args.request);
  const intent = formData.get("intent");
  if (intent !== "send" && intent !== "verify") throw badRequest();
  const rawCode = formData.get("code");
  const code = typeof rawCode === "string" ? rawCode.slice(0, CODE_MAX) : "";
  const refused = (
    status: number,
    step: ClaimStep,
    message: string,
    errors: ClaimFormState["errors"] = {},
  ) => {
    const form: ClaimFormState = { step, message, errors, code: step === "verify" ? code : "" };
    return data({ form }, { status, headers: CLAIM_HEADERS });
  };
  const api = serverApi(args.context, args.request);

  if (intent === "send") {
    const sent = await api(VENDOR_PATHS.memberClaims, {
      method: "POST",
      body: { member_id: id },
    });
    if (sent.status >= 200 && sent.status < 300) {
      return redirect(`${claimHref(id)}?sent=1`, { status: 303, headers: CLAIM_HEADERS });
    }
    if (sent.status === 404) return throwNotFound(args.context, args.request);
    if (sent.status === 422) {
      const message =
        fieldMessage(sent.body, "member_id") ?? bodyMessage(sent.body) ?? CLAIM_TEXT.failed;
      return refused(422, "request", message);
    }
    if (sent.status === 429) return refused(429, "request", CLAIM_TEXT.throttled);
    return refused(503, "request", CLAIM_TEXT.failed);
  }

  const checked = memberClaimVerifySchema.safeParse({ member_id: id, code });
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? CLAIM_TEXT.invalid;
    return refused(422, "verify", CLAIM_TEXT.invalid, { code: message });
  }
  const verified = await api<{ url: string }>(VENDOR_PATHS.memberClaimVerify, {
    method: "POST",
    body: checked.data,
  });
  if (verified.status >= 200 && verified.status < 300) {
    const target = safeTarget(verified.data?.url);
    if (target) return redirect(target, { status: 303, headers: CLAIM_HEADERS });
    return refused(503, "verify", CLAIM_TEXT.failed);
  }
  if (verified.status === 404) return throwNotFound(args.context, args.request);
  if (verified.status === 422) {
    const atCode = fieldMessage(verified.body, "code");
    if (atCode) return refused(422, "verify", CLAIM_TEXT.invalid, { code: atCode });
    const message =
      fieldMessage(verified.body, "member_id") ?? bodyMessage(verified.body) ?? CLAIM_TEXT.failed;
    return refused(422, "verify", message);
  }
  if (verified.status === 429) return refused(429, "verify", CLAIM_TEXT.throttled);
  return refused(503, "verify", CLAIM_TEXT.failed);
}
