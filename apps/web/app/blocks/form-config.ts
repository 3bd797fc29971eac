import type { SubmissionForm } from "@fooddir/contract";

/** The fields a Form block shows, in order; the page's action reads the same names. */
export const FORM_BLOCK_FIELDS = ["name", "email", "phone", "message"] as const;
export type FormBlockField = (typeof FORM_BLOCK_FIELDS)[number];

/** Hidden inputs of every Form block: which block answered, which form, and the honeypot. */
export const FORM_BLOCK_ID_FIELD = "_form_block";
export const FORM_BLOCK_FORM_FIELD = "form";
export const HONEYPOT_FIELD = "website";

export type FormText = {
  /** Accessible name of a form without a title. */
  label: string;
  submit: string;
  sent: string;
  message: { label: string; hint: string; required: boolean };
};

/** Per form: wording, and whether the message is required (contact and catering). */
export const FORM_BLOCK_TEXT: Record<SubmissionForm, FormText> = {
  contact: {
    label: "Contact form",
    submit: "Send message",
    sent: "Thank you! Your message was sent. We will get back to you soon.",
    message: { label: "Message", hint: "", required: true },
  },
  // "Book a truck": the structured request of CateringFormBlock.tsx (no message field; its
  // confirmation says how many trucks were asked, this `sent` is for a post caught as spam).
  catering: {
    label: "Book a truck",
    submit: "Send my request",
    sent: "Thank you! Your request was sent. Our members will get back to you.",
    message: { label: "Notes", hint: "", required: false },
  },
  join: {
    label: "Membership application",
    submit: "Apply to join",
    sent: "Thank you! Your application was sent. We will get back to you.",
    message: {
      label: "About your business",
      hint: "Your truck or kitchen and what you cook.",
      required: false,
    },
  },
};
