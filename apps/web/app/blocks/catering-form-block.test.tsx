import { CATERING_END_EQUALS_START } from "@fooddir/contract";
import { describe, expect, it, vi } from "vitest";
import {
  answering,
  formBlockProps,
  postedFields,
  render as renderElement,
} from "./blocks.fixtures.ts";
import { CateringFormContext, type CateringFormData, formatEventDate } from "./catering-form.ts";
import { FormBlock } from "./FormBlock.tsx";
import { submitCateringForm } from "./submit-catering-form.server.ts";
import type { FormBlockProps } from "./types.ts";

const SITE: CateringFormData = {
  cuisines: [
    { id: 3, title: "Mexican" },
    { id: 7, title: "Thai" },
  ],
  today: "2027-05-10",
  currency: "EUR",
};

const render = (props: Partial<FormBlockProps> = {}, site: CateringFormData | null = SITE) =>
  renderElement(
    <CateringFormContext.Provider value={site}>
      <FormBlock {...formBlockProps("request", "catering", "Book a truck")} {...props} />
    </CateringFormContext.Provider>,
  );

const labelOf = (page: Document, field: Element) =>
  field.closest("label")?.textContent ??
  page.querySelector(`label[for="${field.id}"]`)?.textContent ??
  null;

describe("Book a truck (a Form block with form catering)", () => {
  it("labels every field, hides the honeypot and posts to its page", () => {
    const page = render();
    const form = page.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.hasAttribute("action")).toBe(false);
    expect(page.querySelector<HTMLInputElement>("input[name=form]")?.value).toBe("catering");
    const fields = [...page.querySelectorAll("input:not([type=hidden]), textarea")];
    const names = [...new Set(fields.map((f) => f.getAttribute("name")))];
    expect(names).toEqual([
      "name",
      "email",
      "phone",
      "event_date",
      "start_time",
      "end_time",
      "guests",
      "budget_min",
      "budget_max",
      "address",
      "cuisines",
      "dietary",
      "dietary_other",
      "notes",
      "website",
    ]);
    for (const field of fields) expect(labelOf(page, field), field.id).toBeTruthy();
    const required = fields.filter((f) => f.hasAttribute("required")).map((f) => f.id);
    expect(required.map((id) => page.getElementById(id)?.getAttribute("name"))).toEqual([
      "name",
      "email",
      "event_date",
      "start_time",
      "end_time",
      "guests",
      "address",
    ]);
    expect(page.querySelector("input[name=lat], input[name=lng]")).toBeNull();
    expect(page.querySelector("input[name=website]")?.closest("[aria-hidden=true]")).not.toBeNull();
    expect(page.querySelector("button[type=submit]")?.textContent).toBe("Send my request");
  });

  it("starts the date at today, asks the budget in the site's currency and offers its cuisines and the dietary needs", () => {
    const page = render();
    const date = page.querySelector("input[name=event_date]");
    expect(date?.getAttribute("type")).toBe("date");
    expect(date?.getAttribute("min")).toBe("2027-05-10");
    expect(page.querySelector("input[name=start_time]")?.getAttribute("type")).toBe("time");
    expect(labelOf(page, page.querySelector("input[name=budget_min]") as Element)).toContain(
      "Budget from (EUR)",
    );
    const cuisines = [...page.querySelectorAll<HTMLInputElement>("input[name=cuisines]")];
    expect(cuisines.map((c) => [c.value, labelOf(page, c)])).toEqual([
      ["3", "Mexican"],
      ["7", "Thai"],
    ]);
    expect(cuisines[0].closest("fieldset")?.querySelector("legend")?.textContent).toContain(
      "Cuisines wanted",
    );
    const dietary = [...page.querySelectorAll<HTMLInputElement>("input[name=dietary]")];
    expect(dietary.map((d) => labelOf(page, d))).toContain("Gluten-free");
    expect(dietary.map((d) => d.value)).toContain("halal");
  });

  it("leaves out the cuisines when the site has none (and in the builder)", () => {
    expect(render({}, { ...SITE, cuisines: [] }).querySelector("input[name=cuisines]")).toBeNull();
    const builder = render({ editing: true }, null);
    expect(builder.querySelector("input[name=cuisines]")).toBeNull();
    expect(builder.querySelector("input[name=event_date]")?.hasAttribute("min")).toBe(false);
  });

  it("shows the values and each error at its field, with a summary linking to the fields", () => {
    const page = render({
      state: {
        status: "error",
        message: "Please correct the fields.",
        errors: {
          end_time: CATERING_END_EQUALS_START,
          cuisines: "The cuisine 99 is not one of this site's.",
        },
        values: { name: "Ada", email: "ada@example.org", start_time: "18:00", end_time: "18:00" },
        lists: { cuisines: ["7"], dietary: ["vegan"] },
      },
    });
    const end = page.querySelector<HTMLInputElement>("input[name=end_time]");
    expect(end?.value).toBe("18:00");
    expect(end?.getAttribute("aria-invalid")).toBe("true");
    const described = (end?.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => page.getElementById(id)?.textContent)).toContain(
      CATERING_END_EQUALS_START,
    );
    expect(page.querySelector<HTMLInputElement>("input[name=name]")?.value).toBe("Ada");
    expect(
      page.querySelector<HTMLInputElement>("input[name=name]")?.hasAttribute("aria-invalid"),
    ).toBe(false);
    const checked = [...page.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked")];
    expect(checked.map((c) => c.value)).toEqual(["7", "vegan"]);
    const group = page.querySelector("input[name=cuisines]")?.closest("fieldset");
    const groupHelp = (group?.getAttribute("aria-describedby") ?? "").split(" ");
    expect(groupHelp.map((id) => page.getElementById(id)?.textContent)).toContain(
      "The cuisine 99 is not one of this site's.",
    );
    const links = [...page.querySelectorAll("[role=alert] a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual([`#${end?.id}`, `#${page.querySelector("input[name=cuisines]")?.id}`]);
    // The answer page puts the visitor at the summary without a script (issue 38): it comes
    // before the form and takes focus when the page loads.
    const summary = page.querySelector("[role=alert]");
    expect(summary?.getAttribute("tabindex")).toBe("-1");
    expect(summary?.hasAttribute("autofocus")).toBe(true);
    expect(page.querySelectorAll("[autofocus]")).toHaveLength(1);
    const form = page.querySelector("form");
    expect(
      form && summary
        ? summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING
        : 0,
    ).toBeTruthy();
  });

  it("gives nothing autofocus on the blank form", () => {
    expect(render().querySelectorAll("[autofocus]")).toHaveLength(0);
  });

  it("asks for the address as its first line (valid autocomplete) in neutral words", () => {
    const page = render();
    const address = page.querySelector("input[name=address]");
    expect(address?.getAttribute("autocomplete")).toBe("address-line1");
    // The form's own words (its title is the page's to choose).
    const text = page.querySelector("form")?.textContent ?? "";
    expect(text).not.toMatch(/truck/i);
    expect(text).toContain("If the caterers may call you.");
    expect(text).toContain("Street and city, where the caterers will set up.");
    expect(text).toContain("A time before the start means the next day.");
    // The browser draws a time field in the visitor's own clock (05:00 PM or 17:00): no hint
    // may promise one of them.
    expect(text).not.toMatch(/like \d\d:\d\d/);
  });

  it("confirms how many caterers were asked, the date written out and where answers go", () => {
    const receipt = { name: "Ada", email: "ada@example.org", event_date: "2027-05-14" };
    const sent = (matched: number) =>
      render({ state: { status: "sent", receipt: { ...receipt, matched } } });
    const three = sent(3);
    expect(three.querySelector("form")).toBeNull();
    expect(three.querySelector("[role=status]")?.textContent).toBe(
      "Thanks, Ada. We asked 3 caterers about your event on Friday 14 May 2027; their answers come by mail to ada@example.org.",
    );
    expect(sent(1).querySelector("[role=status]")?.textContent).toBe(
      "Thanks, Ada. We asked 1 caterer about your event on Friday 14 May 2027; its answer comes by mail to ada@example.org.",
    );
    expect(sent(0).querySelector("[role=status]")?.textContent).toBe(
      "Thanks, Ada. We received your request for your event on Friday 14 May 2027. No caterer matched it at once: our team will look at it and answer by mail to ada@example.org.",
    );
    // The thanks takes focus when the answer page loads (issue 38): autofocus, tabindex=-1.
    const thanks = three.querySelector("[role=status]");
    expect(thanks?.getAttribute("tabindex")).toBe("-1");
    expect(thanks?.hasAttribute("autofocus")).toBe(true);
  });

  it("writes dates out", () => {
    expect(formatEventDate("2027-02-28")).toBe("Sunday 28 February 2027");
    expect(formatEventDate("soon")).toBe("soon");
  });
});

const valid = {
  _form_block: "request",
  form: "catering",
  name: "Ada",
  email: "Ada@Example.org",
  phone: "",
  event_date: "2027-05-14",
  start_time: "18:00",
  end_time: "22:00",
  guests: "150",
  budget_min: "1000",
  budget_max: "",
  address: "1 Harbor Way, Portland",
  cuisines: ["3", "7"],
  dietary: ["vegan", "halal"],
  dietary_other: "",
  notes: "",
  website: "",
};

describe("submitCateringForm", () => {
  it("sends the request with numbers, ids and the dietary needs, and answers the receipt", async () => {
    const send = vi.fn(answering(201, { data: { id: 9, status: "sent", matched: 3 } }));
    const result = await submitCateringForm(
      postedFields({ ...valid, dietary_other: "Low sodium" }),
      send,
    );
    expect(send).toHaveBeenCalledWith({
      name: "Ada",
      email: "Ada@Example.org",
      event_date: "2027-05-14",
      start_time: "18:00",
      end_time: "22:00",
      guests: 150,
      budget_min: 1000,
      budget_max: null,
      address: "1 Harbor Way, Portland",
      cuisines: [3, 7],
      dietary: ["vegan", "halal", "Low sodium"],
    });
    expect(result).toEqual({
      blockId: "request",
      status: 200,
      state: {
        status: "sent",
        receipt: { name: "Ada", email: "Ada@Example.org", event_date: "2027-05-14", matched: 3 },
      },
    });
  });

  it("answers a filled honeypot as sent without sending anything", async () => {
    const send = vi.fn(answering(201));
    const result = await submitCateringForm(
      postedFields({ ...valid, website: "http://spam" }),
      send,
    );
    expect(send).not.toHaveBeenCalled();
    expect(result?.state).toEqual({ status: "sent" });
  });

  it("sends an event that ends after midnight (21:00-01:00): it ends the next day", async () => {
    const send = vi.fn(answering(201));
    const result = await submitCateringForm(
      postedFields({ ...valid, start_time: "21:00", end_time: "01:00" }),
      send,
    );
    expect(result?.state.status).toBe("sent");
    expect(send.mock.calls[0][0]).toMatchObject({ start_time: "21:00", end_time: "01:00" });
  });

  it("checks the fields first and keeps the values and the checked boxes", async () => {
    const send = vi.fn(answering(201));
    const result = await submitCateringForm(
      postedFields({ ...valid, guests: "", end_time: "18:00", budget_max: "500", email: "nope" }),
      send,
    );
    expect(send).not.toHaveBeenCalled();
    expect(result?.status).toBe(422);
    expect(result?.state).toMatchObject({
      status: "error",
      errors: {
        guests: "The number of guests field is required.",
        end_time: CATERING_END_EQUALS_START,
        budget_max: "The maximum budget must be at least the minimum budget.",
        email: expect.any(String),
      },
      values: { name: "Ada", end_time: "18:00", guests: "" },
      lists: { cuisines: ["3", "7"], dietary: ["vegan", "halal"] },
    });
  });

  it("maps the API's 422 to the fields, the typed dietary need to its own field", async () => {
    const send = answering(422, {
      message: "The event date may not be in the past.",
      errors: {
        event_date: ["The event date may not be in the past."],
        "cuisines.1": ["Choose cuisines of this site."],
        "dietary.2": ["The dietary need may not be greater than 60 characters."],
      },
    });
    const result = await submitCateringForm(postedFields({ ...valid, dietary_other: "x" }), send);
    expect(result?.status).toBe(422);
    expect(result?.state).toMatchObject({
      errors: {
        event_date: "The event date may not be in the past.",
        cuisines: "Choose cuisines of this site.",
        dietary_other: "The dietary need may not be greater than 60 characters.",
      },
    });
  });

  it("says so when the API throttles or fails", async () => {
    const throttled = await submitCateringForm(postedFields(valid), answering(429));
    expect(throttled?.status).toBe(429);
    expect(throttled?.state).toMatchObject({ message: expect.stringContaining("Too many") });
    expect((await submitCateringForm(postedFields(valid), answering(500)))?.status).toBe(503);
    const thrown = await submitCateringForm(postedFields(valid), () =>
      Promise.reject(new Error("down")),
    );
    expect(thrown?.status).toBe(503);
  });

  it("refuses a post that names no valid block", async () => {
    expect(
      await submitCateringForm(postedFields({ ...valid, _form_block: "a b" }), answering(201)),
    ).toBeNull();
  });
});
