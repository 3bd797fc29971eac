import {
  type ANALYTICS_CONTENT_TYPES,
  type AnalyticsBody,
  type AnalyticsItem,
  analyticsBodySchema,
  type EXTERNAL_ANALYTICS_TYPES,
  type TAG_POSITIONS,
} from "@fooddir/contract";
import { type CheckedBody, checkBody, messagesByField } from "./field-messages.ts";

/** Pure logic of the Analytics tab of /panel/site-options: form values, body, checks, labels. */

export type AnalyticsType = AnalyticsItem["type"];
export type TagPosition = (typeof TAG_POSITIONS)[number];
export type ContentType = (typeof ANALYTICS_CONTENT_TYPES)[number];
export type ExternalType = (typeof EXTERNAL_ANALYTICS_TYPES)[number];
/** Where a script comes from: an external file (src) or inline code. */
export type ScriptSource = "src" | "code";

export type AnalyticsForm = {
  type: AnalyticsType;
  name: string;
  source: ScriptSource;
  src: string;
  code: string;
  content: string;
  custom_id: string;
  async: boolean;
  defer: boolean;
  tag_position: TagPosition;
  content_type: ContentType;
  external_analytics: boolean;
  external_analytics_type: ExternalType;
};

export const TYPE_LABELS: Record<AnalyticsType, string> = {
  script: "Script",
  meta: "Meta tag",
  noscript: "Noscript",
};

export const POSITION_LABELS: Record<TagPosition, string> = {
  head: "In <head>",
  "body-start": "Start of <body>",
  "body-end": "End of <body>",
};

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  "": "Default (classic script)",
  "text/javascript": "text/javascript",
  module: "module (ES module)",
  "application/ld+json": "application/ld+json (structured data)",
};

export const PROVIDER_LABELS: Record<Exclude<ExternalType, "">, string> = {
  "google-analytics": "Google Analytics",
  "google-tag-manager": "Google Tag Manager",
  plausible: "Plausible",
  matomo: "Matomo",
  fathom: "Fathom",
  other: "Other",
};

export function emptyAnalyticsForm(): AnalyticsForm {
  return {
    type: "script",
    name: "",
    source: "src",
    src: "",
    code: "",
    content: "",
    custom_id: "",
    async: true,
    defer: false,
    tag_position: "head",
    content_type: "",
    external_analytics: false,
    external_analytics_type: "",
  };
}

export function formFromItem(item: AnalyticsItem): AnalyticsForm {
  return {
    type: item.type,
    name: item.name,
    source: item.type === "script" && item.src === "" && item.code !== "" ? "code" : "src",
    src: item.src,
    code: item.code,
    content: item.content,
    custom_id: item.custom_id,
    async: item.async,
    defer: item.defer,
    tag_position: item.tag_position,
    content_type: item.content_type,
    external_analytics: item.external_analytics,
    external_analytics_type: item.external_analytics_type,
  };
}

/** Whether a position may hold a tag of this type (meta: head only; noscript: body only). */
export function positionAllowed(type: AnalyticsType, position: TagPosition): boolean {
  if (type === "meta") return position === "head";
  if (type === "noscript") return position !== "head";
  return true;
}

/** The form after choosing another type: the position moves to one the type allows. */
export function changeType(form: AnalyticsForm, type: AnalyticsType): AnalyticsForm {
  const tag_position = positionAllowed(type, form.tag_position)
    ? form.tag_position
    : type === "meta"
      ? "head"
      : "body-start";
  return { ...form, type, tag_position };
}

/** The request body: only what the chosen type (and script source) uses; the rest is cleared. */
export function toAnalyticsBody(form: AnalyticsForm): AnalyticsBody {
  const script = form.type === "script";
  const fromSrc = script && form.source === "src";
  return {
    type: form.type,
    name: form.name.trim(),
    src: fromSrc ? form.src.trim() : "",
    code: form.type === "meta" || fromSrc ? "" : form.code,
    content: form.type === "meta" ? form.content.trim() : "",
    custom_id: form.custom_id.trim(),
    async: fromSrc && form.async,
    defer: fromSrc && form.defer,
    tag_position: form.tag_position,
    content_type: script ? form.content_type : "",
    external_analytics: form.external_analytics,
    external_analytics_type: form.external_analytics ? form.external_analytics_type : "",
  };
}

/** Fields the form shows for its type; errors of other fields are shown in a general alert. */
export function visibleFields(form: AnalyticsForm): Set<string> {
  const fields = ["type", "name", "custom_id", "tag_position", "external_analytics"];
  if (form.external_analytics) fields.push("external_analytics_type");
  if (form.type === "script") {
    fields.push("content_type");
    fields.push(...(form.source === "src" ? ["src", "async", "defer"] : ["code"]));
  }
  if (form.type === "meta") fields.push("content");
  if (form.type === "noscript") fields.push("code");
  return new Set(fields);
}

/**
 * Field errors (server `errors` or client issues) keyed by the form field that shows them: a
 * script's "needs a src or code" sits at the code field when inline code is chosen, and
 * nested keys ("src.0") fall back to their first segment.
 */
export function errorsForForm(
  errors: Record<string, string>,
  form: AnalyticsForm,
): Record<string, string> {
  return messagesByField(errors, (key) => {
    const field = key.split(".")[0] || "form";
    if (form.type === "script" && field === "src" && form.source === "code") return "code";
    if (form.type === "script" && field === "code" && form.source === "src") return "src";
    return field;
  });
}

/** Client check with the contract's schema: the same messages at the same fields as the API. */
export function validateAnalytics(form: AnalyticsForm): CheckedBody<AnalyticsBody> {
  return checkBody(analyticsBodySchema, toAnalyticsBody(form), (errors) =>
    errorsForForm(errors, form),
  );
}

function clip(text: string, max: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A one-line description of what an item puts on the page, for the list. */
export function summarizeItem(item: AnalyticsItem, max = 60): string {
  if (item.type === "meta") return clip(`${item.name} = "${item.content}"`, max);
  if (item.type === "script" && item.src) {
    try {
      const url = new URL(item.src);
      return clip(`${url.host}${url.pathname === "/" ? "" : url.pathname}`, max);
    } catch {
      return clip(item.src, max);
    }
  }
  return item.code.trim() ? clip(item.code, max) : "(empty)";
}

/** The name shown in the list and in confirmations. */
export function itemLabel(item: AnalyticsItem): string {
  if (item.name.trim()) return item.name.trim();
  if (item.external_analytics && item.external_analytics_type) {
    return PROVIDER_LABELS[item.external_analytics_type];
  }
  return `${TYPE_LABELS[item.type]} #${item.id}`;
}
