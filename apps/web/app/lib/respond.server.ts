import {
  API_PATHS,
  type CateringResponseInput,
  type CateringResponseView,
  cateringResponseInputSchema,
} from "@fooddir/contract";
import { data, redirect } from "react-router";
import { failOnServerError, serverApi } from "./api/server.server.ts";
import { throwNotFound } from "./not-found.server.ts";
import { badRequest, type PageArgs, postedForm } from "./posted-form.server.ts";
import {
  actionParam,
  isCateringAction,
  RESPOND_HEADERS,
  type RespondFormState,
  respondHref,
} from "./respond.ts";

type Args = PageArgs<{ token?: string }>;

const TOKEN_MAX = 1000;
const VALUE_MAX = 10_000;
const INVALID = "Your answer could not be sent. Please correct the fields marked below.";
const THROTTLED = "Too many answers were sent from here. Please try again in a few minutes.";
const FAILED = "Your answer could not be sent right now. Please try again later.";

const tokenOf = async (args: Args) => {
  const token = args.params.token ?? "";
  if (token === "" || token.length > TOKEN_MAX) await throwNotFound(args.context, args.request);
  return token;
};

/**
 * The respond page's data (GET /api/catering-responses?token=): the request as the truck may see
 * it, its answer, and which answer the mail link asked for (`?action=`, never acted on: mail
 * scanners follow links) or was just sent (`?done=`). A token the API refuses is the 404 page.
 */
export async function respondLoader(args: Args) {
  const token = await tokenOf(args);
  const result = await serverApi(
    args.context,
    args.request,
  )<CateringResponseView>(`${API_PATHS.cateringResponses}?token=${encodeURIComponent(token)}`);
  failOnServerError(result);
  if (!result.data) return throwNotFound(args.context, args.request);
  const url = new URL(args.request.url);
  return data(
    {
      view: result.data,
      token,
      asked: actionParam(url, "action"),
      done: actionParam(url, "done"),
    },
    { headers: RESPOND_HEADERS },
  );
}

/** `{field: first message}` of the API's `{errors: {"field.path": [messages]}}`. */
function fieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== "object" || errors === null) return out;
  for (const [path, messages] of Object.entries(errors)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    const field = path.split(".")[0] || "form";
    if (typeof message === "string") out[field] ??= message;
  }
  return out;
}

/**
 * One answer (POST /api/catering-responses): checked as the API would, sent, then the page again
 * by GET (`?done=`) so a reload sends nothing twice; a refusal renders the page with the
 * messages at the fields and the values kept.
 */
export async function respondAction(args: Args) {
  const token = await tokenOf(args);
  const formData = await postedForm(args.request);
  const action = formData.get("answer");
  if (!isCateringAction(action)) throw badRequest();
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, VALUE_MAX) : "";
  };
  const values = { price: text("price"), message: text("message") };
  const refused = (status: number, message: string, errors: Record<string, string> = {}) => {
    const form: RespondFormState = { action, message, errors, values };
    return data({ form }, { status, headers: RESPOND_HEADERS });
  };
  const quote = action === "quote";
  const input: CateringResponseInput = {
    token,
    action,
    price: quote && values.price.trim() !== "" ? Number(values.price.trim()) : undefined,
    message: quote && values.message.trim() ? values.message : undefined,
  };
  const checked = cateringResponseInputSchema.safeParse(input);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues)
      errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return refused(422, INVALID, errors);
  }
  const answer = await serverApi(args.context, args.request)(API_PATHS.cateringResponses, {
    method: "POST",
    body: input,
  });
  if (answer.status >= 200 && answer.status < 300) {
    return redirect(`${respondHref(token)}?done=${action}`, {
      status: 303,
      headers: RESPOND_HEADERS,
    });
  }
  if (answer.status === 404) return throwNotFound(args.context, args.request);
  if (answer.status === 422) {
    const errors = fieldErrors(answer.body);
    const message = (answer.body as { message?: unknown } | null)?.message;
    if (Object.keys(errors).some((f) => f === "price" || f === "message")) {
      return refused(422, INVALID, errors);
    }
    return refused(422, typeof message === "string" ? message : INVALID);
  }
  if (answer.status === 429) return refused(429, THROTTLED);
  return refused(503, FAILED);
}
