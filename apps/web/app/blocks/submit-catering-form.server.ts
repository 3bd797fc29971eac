import {
  CATERING_DIETARY,
  CATERING_END_EQUALS_START,
  type CateringRequestCreate,
  cateringRequestCreateSchema,
  minutesOf,
} from "@fooddir/contract";
import {
  CATERING_TEXT_FIELDS,
  type CateringListField,
  type CateringTextField,
} from "./catering-form.ts";
import { FORM_BLOCK_ID_FIELD, HONEYPOT_FIELD } from "./form-config.ts";
import {
  BLOCK_ID,
  type FailMessages,
  type FormBlockResult,
  type FormPostSender,
  postedText,
  sendFormPost,
} from "./form-post.server.ts";
import type { CateringReceiptView } from "./types.ts";

/** Sends one request to the API (POST /api/catering-requests) and answers its status and body. */
export type CateringRequestSender = FormPostSender<CateringRequestCreate>;

/** Checked boxes read back at most (the API takes 20 cuisines and 10 dietary needs). */
const LIST_MAX = 50;

const MESSAGES: FailMessages = {
  invalid: "Your request could not be sent. Please correct the fields marked below.",
  throttled: "Too many requests were sent from here. Please try again in a few minutes.",
  failed: "Your request could not be sent right now. Please try again later.",
};

/** Fields a browser leaves empty when they are not filled: said plainly, not as a format error. */
const REQUIRED: Partial<Record<CateringTextField, string>> = {
  event_date: "The event date field is required.",
  start_time: "The start time field is required.",
  end_time: "The end time field is required.",
  guests: "The number of guests field is required.",
};

/** A number field: absent when empty, NaN (refused by the contract) when not a number. */
const numberOf = (value: string) => (value.trim() === "" ? undefined : Number(value.trim()));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The contract's checks across fields (end not equal to start: an earlier end is the next day;
 * budget min below max), which zod runs only once every field is valid: so a visitor sees all
 * the form's mistakes at once.
 */
function crossFieldErrors(input: CateringRequestCreate): Record<string, string> {
  const out: Record<string, string> = {};
  const { start_time: start, end_time: end, budget_min: min, budget_max: max } = input;
  if (
    TIME.test(start.trim()) &&
    TIME.test(end.trim()) &&
    minutesOf(end.trim()) === minutesOf(start.trim())
  ) {
    out.end_time = CATERING_END_EQUALS_START;
  }
  if (typeof min === "number" && typeof max === "number" && min > max) {
    out.budget_max = "The maximum budget must be at least the minimum budget.";
  }
  return out;
}

/**
 * The form field an error of the request's `path` belongs to: the dietary item typed in "Other
 * needs" (the last item when given) goes there, every other list item to its group.
 */
function fieldOf(path: readonly PropertyKey[], otherIndex: number | null): string {
  const [head, index] = path;
  if (head === "dietary" && otherIndex !== null && Number(index) === otherIndex) {
    return "dietary_other";
  }
  return typeof head === "string" && head !== "" ? head : "form";
}

/**
 * "Book a truck"'s post (the public page's action, for a Form block with form "catering"): reads
 * the fields and checked boxes, checks them with the contract's schema, sends the request and
 * answers the block's state: sent with the receipt the confirmation reads, or the errors at
 * their fields with the values kept. A filled honeypot is answered as sent, nothing sent. Null
 * when the post names no valid block.
 */
export async function submitCateringForm(
  formData: FormData,
  send: CateringRequestSender,
): Promise<FormBlockResult | null> {
  const blockId = postedText(formData.get(FORM_BLOCK_ID_FIELD));
  if (!BLOCK_ID.test(blockId)) return null;
  if (postedText(formData.get(HONEYPOT_FIELD)) !== "") {
    return { blockId, state: { status: "sent" }, status: 200 };
  }
  const values = Object.fromEntries(
    CATERING_TEXT_FIELDS.map((name) => [name, postedText(formData.get(name))]),
  ) as Record<CateringTextField, string>;
  const lists: Record<CateringListField, string[]> = {
    cuisines: formData
      .getAll("cuisines")
      .map(postedText)
      .filter((v) => /^\d{1,10}$/.test(v))
      .slice(0, LIST_MAX),
    dietary: formData
      .getAll("dietary")
      .map(postedText)
      .filter((v) => (CATERING_DIETARY as readonly string[]).includes(v))
      .slice(0, LIST_MAX),
  };
  const failed = (status: number, message: string, errors: Record<string, string> = {}) => ({
    blockId,
    state: { status: "error" as const, message, errors, values, lists },
    status,
  });

  const other = values.dietary_other.trim();
  const dietary = [...new Set(lists.dietary)];
  const otherIndex = other ? dietary.length : null;
  // Empty optional texts are left out (undefined is not sent as JSON).
  const optionalText = (name: CateringTextField) =>
    values[name].trim() ? values[name] : undefined;
  const input: CateringRequestCreate = {
    name: values.name,
    email: values.email,
    phone: optionalText("phone"),
    event_date: values.event_date,
    start_time: values.start_time,
    end_time: values.end_time,
    guests: numberOf(values.guests) as number,
    budget_min: numberOf(values.budget_min) ?? null,
    budget_max: numberOf(values.budget_max) ?? null,
    address: values.address,
    cuisines: lists.cuisines.map(Number),
    dietary: other ? [...dietary, other] : dietary,
    notes: optionalText("notes"),
  };

  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(REQUIRED)) {
    if (values[name as CateringTextField].trim() === "") errors[name] = message;
  }
  const checked = cateringRequestCreateSchema.safeParse(input);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[fieldOf(issue.path, otherIndex)] ??= issue.message;
  }
  if (!checked.success) {
    for (const [name, message] of Object.entries(crossFieldErrors(input))) errors[name] ??= message;
  }
  if (Object.keys(errors).length > 0) return failed(422, MESSAGES.invalid, errors);
  return sendFormPost(send, input, {
    messages: MESSAGES,
    failed,
    sent: (body) => {
      const matched = (body as { data?: { matched?: unknown } } | null)?.data?.matched;
      const receipt: CateringReceiptView = {
        name: values.name.trim(),
        email: values.email.trim(),
        event_date: values.event_date.trim(),
        matched: typeof matched === "number" ? matched : 0,
      };
      return { blockId, state: { status: "sent", receipt }, status: 200 };
    },
    fieldOf: (path) => fieldOf(path, otherIndex),
  });
}
