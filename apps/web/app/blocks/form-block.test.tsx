import { describe, expect, it, vi } from "vitest";
import {
  answering,
  formBlockProps,
  postedFields,
  render as renderElement,
} from "./blocks.fixtures.ts";
import { FormBlock } from "./FormBlock.tsx";
import { submitFormBlock } from "./submit-form-block.server.ts";
import type { FormBlockProps } from "./types.ts";

const render = (props: Partial<FormBlockProps> = {}) =>
  renderElement(
    <FormBlock {...formBlockProps("contact-1", "contact", "Get in touch")} {...props} />,
  );

const valid = {
  _form_block: "contact-1",
  form: "contact",
  name: "Ada",
  email: "ada@example.org",
  phone: "",
  message: "Hello",
  website: "",
};

describe("FormBlock", () => {
  it("posts to the page itself with the block id, the form and a hidden honeypot", () => {
    const page = render();
    const form = page.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.hasAttribute("action")).toBe(false);
    expect(form?.getAttribute("aria-labelledby")).toBe(page.querySelector("h2")?.id);
    const hidden = (name: string) =>
      page.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)?.value;
    expect(hidden("_form_block")).toBe("contact-1");
    expect(hidden("form")).toBe("contact");
    const honeypot = page.querySelector("input[name=website]");
    expect(honeypot?.getAttribute("tabindex")).toBe("-1");
    expect(honeypot?.getAttribute("autocomplete")).toBe("off");
    expect(honeypot?.closest("[aria-hidden=true]")?.className).toBe("blk-form__hp");
  });

  it("labels every field and marks the required ones", () => {
    const page = render();
    const fields = [...page.querySelectorAll("input:not([type=hidden]), textarea")];
    expect(fields.map((f) => f.getAttribute("name"))).toEqual([
      "name",
      "email",
      "phone",
      "message",
      "website",
    ]);
    for (const field of fields) {
      expect(page.querySelector(`label[for="${field.id}"]`), field.id).not.toBeNull();
    }
    const required = fields
      .filter((f) => f.hasAttribute("required"))
      .map((f) => f.getAttribute("name"));
    expect(required).toEqual(["name", "email", "message"]);
    expect(page.querySelector("button[type=submit]")?.textContent).toBe("Send message");
  });

  it("makes the message optional when joining, with its own wording", () => {
    const page = render({ form: "join", submit_label: "" });
    expect(page.querySelector("textarea")?.hasAttribute("required")).toBe(false);
    expect(page.querySelector("button")?.textContent).toBe("Apply to join");
    expect(
      render({ form: "catering", submit_label: "Book now" }).querySelector("button")?.textContent,
    ).toBe("Book now");
  });

  it("shows a confirmation with role=status instead of the form once sent", () => {
    const page = render({ state: { status: "sent" } });
    expect(page.querySelector("form")).toBeNull();
    expect(page.querySelector("[role=status]")?.textContent).toContain("Thank you");
  });

  it("shows errors next to their fields, linked with aria-describedby, and keeps the values", () => {
    const page = render({
      state: {
        status: "error",
        message: "Please correct the fields.",
        errors: { email: "The email must be a valid email address." },
        values: { name: "Ada", email: "ada@", phone: "", message: "Hi there" },
      },
    });
    const email = page.querySelector<HTMLInputElement>("input[name=email]");
    expect(email?.getAttribute("aria-invalid")).toBe("true");
    const describedBy = email?.getAttribute("aria-describedby") ?? "";
    expect(page.getElementById(describedBy)?.textContent).toBe(
      "The email must be a valid email address.",
    );
    expect(email?.value).toBe("ada@");
    expect(page.querySelector<HTMLInputElement>("input[name=name]")?.value).toBe("Ada");
    expect(page.querySelector("textarea")?.textContent).toBe("Hi there");
    expect(page.querySelector("input[name=name]")?.hasAttribute("aria-invalid")).toBe(false);
    const summary = page.querySelector("[role=alert]");
    expect(summary?.querySelector("a")?.getAttribute("href")).toBe(`#${email?.id}`);
  });
});

describe("submitFormBlock", () => {
  it("sends the fields to the API and answers sent", async () => {
    const send = vi.fn(answering(201, { data: { id: 1 } }));
    const result = await submitFormBlock(postedFields(valid), send);
    expect(send).toHaveBeenCalledWith({
      form: "contact",
      name: "Ada",
      email: "ada@example.org",
      message: "Hello",
    });
    expect(result).toEqual({ blockId: "contact-1", state: { status: "sent" }, status: 200 });
  });

  it("answers a filled honeypot as sent without sending anything", async () => {
    const send = vi.fn(answering(201));
    const result = await submitFormBlock(postedFields({ ...valid, website: "http://spam" }), send);
    expect(send).not.toHaveBeenCalled();
    expect(result?.state).toEqual({ status: "sent" });
  });

  it("requires the message for contact, not for join", async () => {
    const send = vi.fn(answering(201));
    const contact = await submitFormBlock(postedFields({ ...valid, message: " " }), send);
    expect(contact?.status).toBe(422);
    expect(contact?.state).toMatchObject({
      status: "error",
      errors: { message: expect.any(String) },
    });
    expect(send).not.toHaveBeenCalled();
    const join = await submitFormBlock(postedFields({ ...valid, form: "join", message: "" }), send);
    expect(join?.state).toEqual({ status: "sent" });
  });

  it("checks every field before sending and keeps the values", async () => {
    const send = vi.fn(answering(201));
    const result = await submitFormBlock(postedFields({ ...valid, name: "", email: "nope" }), send);
    expect(send).not.toHaveBeenCalled();
    expect(result?.state).toMatchObject({
      status: "error",
      errors: { name: expect.any(String), email: expect.any(String) },
      values: { name: "", email: "nope", message: "Hello" },
    });
  });

  it("maps the API's 422 errors to the fields", async () => {
    const send = answering(422, {
      message: "The phone may only contain digits.",
      errors: { phone: ["The phone may only contain digits."], "fields.size": ["Too long."] },
    });
    const result = await submitFormBlock(postedFields({ ...valid, phone: "123" }), send);
    expect(result?.status).toBe(422);
    expect(result?.state).toMatchObject({
      errors: { phone: "The phone may only contain digits.", fields: "Too long." },
    });
  });

  it("says so when the API throttles or fails", async () => {
    const throttled = await submitFormBlock(postedFields(valid), answering(429));
    expect(throttled?.status).toBe(429);
    expect(throttled?.state).toMatchObject({
      status: "error",
      message: expect.stringContaining("Too many"),
    });
    const failed = await submitFormBlock(postedFields(valid), answering(500));
    expect(failed?.status).toBe(503);
    const thrown = await submitFormBlock(postedFields(valid), () =>
      Promise.reject(new Error("down")),
    );
    expect(thrown?.status).toBe(503);
  });

  it("refuses a post that names no valid block or form", async () => {
    const send = vi.fn(answering(201));
    expect(await submitFormBlock(postedFields({ ...valid, _form_block: "" }), send)).toBeNull();
    expect(await submitFormBlock(postedFields({ ...valid, _form_block: "a b" }), send)).toBeNull();
    expect(await submitFormBlock(postedFields({ ...valid, form: "newsletter" }), send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});
