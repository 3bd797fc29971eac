import { SUBMISSION_FORM_NAMES, type Submission, type SubmissionForm } from "@fooddir/contract";

/** The name of a form ("Join"), or the key itself for a form this build does not know. */
export function formName(form: string): string {
  return SUBMISSION_FORM_NAMES[form as SubmissionForm] ?? form;
}

/** A one-line excerpt of a message: whitespace runs (line breaks too) become single spaces. */
export function messageExcerpt(message: string, max = 80): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  return `${line.slice(0, max - 1).trimEnd()}…`;
}

/** A `fields` key as a label: "guest_count" -> "Guest count". */
export function fieldLabel(key: string): string {
  const words = key.replaceAll("_", " ").replace(/\s+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** A mailto link answering a submission, with a subject naming the form. */
export function replyMailto(submission: Pick<Submission, "email" | "form">): string {
  const subject = `Re: your ${formName(submission.form).toLowerCase()} request`;
  return `mailto:${encodeURI(submission.email)}?subject=${encodeURIComponent(subject)}`;
}

/** A plain mailto link (the list's email column). */
export function mailto(email: string): string {
  return `mailto:${encodeURI(email)}`;
}

/**
 * The file name in a Content-Disposition header (`filename*=UTF-8''...` or `filename="..."`),
 * reduced to a safe base name; null when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
    name = plain ? (plain[1] ?? plain[2]).trim() : null;
  }
  if (!name) return null;
  // The last path segment, without control characters.
  const last = name.split(/[\\/]/).pop() ?? "";
  const base = [...last].filter((c) => c.charCodeAt(0) >= 0x20).join("");
  return base && base !== "." && base !== ".." ? base : null;
}

/** The export's file name when the response does not name one: `submissions-YYYY-MM-DD.csv`. */
export function defaultExportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `submissions-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
