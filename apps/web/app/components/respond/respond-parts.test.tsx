import type { CateringResponseView } from "@fooddir/contract";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RespondFormState } from "../../lib/respond.ts";
import RespondPage from "../../routes/public/respond.tsx";
import { renderOnServer } from "../../testing/render-on-server.tsx";
import { RespondAnswer } from "./RespondAnswer.tsx";
import { RespondEvent } from "./RespondEvent.tsx";
import { RespondForms } from "./RespondForms.tsx";

const VIEW: CateringResponseView = {
  request: {
    id: 4,
    status: "sent",
    event_date: "2027-05-14",
    start_time: "18:00",
    end_time: "22:30",
    starts_at: "2027-05-14T18:00:00-07:00",
    ends_at: "2027-05-14T22:30:00-07:00",
    guests: 150,
    budget_min: 1000,
    budget_max: 2500.5,
    address: "1 Harbor Way, Portland",
    lat: null,
    lng: null,
    cuisines: [
      { id: 3, name: "Mexican" },
      { id: 7, name: "Thai" },
    ],
    dietary: ["vegan", "gluten-free", "Low sodium"],
    notes: "A wedding.\nPower on site.",
  },
  member: { id: 12, title: "Taco Loco" },
  status: "sent",
  quote: null,
  contact: null,
  open: true,
  expires_at: "2027-05-08T10:00:00.000Z",
};

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const facts = (page: Document) =>
  Object.fromEntries(
    [...page.querySelectorAll(".respond-facts__row")].map((row) => [
      row.querySelector("dt")?.textContent,
      row.querySelector("dd")?.textContent,
    ]),
  );

describe("the respond page's parts", () => {
  it("writes the event out: date, hours, guests, budget in the currency, place, cuisines, dietary, notes", () => {
    const page = parse(renderToString(<RespondEvent request={VIEW.request} currency="USD" />));
    expect(facts(page)).toEqual({
      Date: "Friday 14 May 2027",
      Hours: "18:00 to 22:30",
      Guests: "150",
      Budget: "$1,000 to $2,500.50",
      Place: "1 Harbor Way, Portland",
      Cuisines: "Mexican, Thai",
      "Dietary needs": "Vegan, Gluten-free, Low sodium",
      Notes: "A wedding.\nPower on site.",
    });
  });

  it("says the truck's answer, its quote, and shows the requester's contact only when the view has it", () => {
    const answer = (view: Partial<CateringResponseView>) =>
      parse(
        renderToString(
          <RespondAnswer
            view={{ ...VIEW, ...view }}
            currency="USD"
            timeZone="America/Los_Angeles"
          />,
        ),
      );
    const unanswered = answer({});
    expect(unanswered.querySelector(".respond-answer")?.textContent).toBe(
      "You have not answered yet.",
    );
    expect(unanswered.body.textContent).not.toContain("requester");
    expect(unanswered.querySelector("a[href^=mailto]")).toBeNull();
    expect(answer({ status: "interested" }).body.textContent).toContain(
      "You said you are interested.",
    );
    expect(answer({ status: "declined" }).body.textContent).toContain("You declined.");
    const quoted = answer({
      status: "quoted",
      quote: { price: 1200, message: "Tacos for all.", at: "2027-05-02T17:00:00.000Z" },
      contact: { name: "Ada", email: "ada@example.org", phone: "+1 503 555 0100" },
    });
    expect(quoted.querySelector(".respond-answer")?.textContent).toContain("You quoted $1,200.");
    expect(quoted.querySelector("time")?.textContent).toBe("2 May 2027");
    expect(quoted.querySelector("blockquote")?.textContent).toBe("Tacos for all.");
    expect(quoted.querySelector("a[href^=mailto]")?.getAttribute("href")).toBe(
      "mailto:ada@example.org",
    );
    expect(quoted.querySelector("a[href^=tel]")?.getAttribute("href")).toBe("tel:+15035550100");
  });

  const forms = (props: {
    view?: Partial<CateringResponseView>;
    asked?: "interested" | "quote" | "decline" | null;
    form?: RespondFormState | null;
  }) =>
    parse(
      renderToString(
        <RespondForms
          view={{ ...VIEW, ...props.view }}
          action="/respond/tok"
          asked={props.asked ?? null}
          form={props.form ?? null}
          currency="EUR"
        />,
      ),
    );

  it("offers three answers, each a form posting to the page, none acting on its own", () => {
    const page = forms({});
    const sections = [...page.querySelectorAll("section")];
    expect(sections.map((s) => s.querySelector("h2")?.textContent)).toEqual([
      "I'm interested",
      "Send a quote",
      "Decline",
    ]);
    for (const form of page.querySelectorAll("form")) {
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/respond/tok");
    }
    const answers = [...page.querySelectorAll<HTMLInputElement>("input[name=answer]")];
    expect(answers.map((a) => a.value)).toEqual(["interested", "quote", "decline"]);
    const price = page.querySelector("input[name=price]");
    expect(page.querySelector(`label[for="${price?.id}"]`)?.textContent).toContain("Price (EUR)");
    expect(page.querySelector("[autofocus]")).toBeNull();
  });

  it("puts the answer the mail link named first and focuses it", () => {
    const quote = forms({ asked: "quote" });
    expect(quote.querySelector("section")?.id).toBe("quote");
    expect(quote.querySelector("section")?.className).toContain("respond-answer-form--asked");
    expect(quote.querySelector("[autofocus]")?.getAttribute("name")).toBe("price");
    const decline = forms({ asked: "decline" });
    expect(decline.querySelector("section")?.id).toBe("decline");
    expect(decline.querySelector("[autofocus]")?.textContent).toBe("Decline this request");
  });

  it("prefills a quote to revise, and shows a refused quote's errors at its fields with the values kept", () => {
    const revise = forms({
      view: { status: "quoted", quote: { price: 1200, message: "Tacos.", at: "" } },
    });
    expect(revise.querySelector<HTMLInputElement>("input[name=price]")?.value).toBe("1200");
    expect(revise.querySelector("textarea")?.textContent).toBe("Tacos.");
    expect(revise.querySelector("#quote button")?.textContent).toBe("Revise the quote");
    const refused = forms({
      form: {
        action: "quote",
        message: "Please correct the fields.",
        errors: { price: "Give a price above 0." },
        values: { price: "0", message: "Hello" },
      },
    });
    const price = refused.querySelector<HTMLInputElement>("input[name=price]");
    expect(price?.value).toBe("0");
    expect(price?.getAttribute("aria-invalid")).toBe("true");
    const described = (price?.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => refused.getElementById(id)?.textContent)).toContain(
      "Give a price above 0.",
    );
    expect(refused.querySelector("#quote [role=alert] a")?.getAttribute("href")).toBe(
      "#respond-price",
    );
    expect(refused.querySelector("textarea")?.textContent).toBe("Hello");
    expect(refused.querySelectorAll("[role=alert]")).toHaveLength(1);
  });

  it("after a quote offers to revise it or decline, never 'I'm interested' (issue 38)", () => {
    const quoted = forms({
      view: { status: "quoted", quote: { price: 1200, message: "Tacos.", at: "" } },
      asked: "interested",
    });
    const titles = [...quoted.querySelectorAll("section h2")].map((h) => h.textContent);
    expect(titles).toEqual(["Send a quote", "Decline"]);
    expect(quoted.querySelector("input[name=answer][value=interested]")).toBeNull();
    expect(quoted.querySelector("#quote button")?.textContent).toBe("Revise the quote");
    const interested = forms({ view: { status: "interested" } });
    expect([...interested.querySelectorAll("section")].map((x) => x.id)).toEqual([
      "quote",
      "decline",
    ]);
  });

  it("says an event that is over is closed, not that the requester decided", () => {
    const over = forms({ view: { open: false } });
    expect(over.querySelector("form")).toBeNull();
    expect(over.querySelector("p")?.textContent).toMatch(/^The event is over/);
    const booked = forms({ view: { open: false, request: { ...VIEW.request, status: "booked" } } });
    expect(booked.querySelector("p")?.textContent).toMatch(/^The requester has decided/);
  });

  it("shows no form once the request is closed", () => {
    const page = forms({ view: { open: false, status: "quoted" } });
    expect(page.querySelector("form")).toBeNull();
    expect(page.querySelector("h2")?.textContent).toBe("This request is closed");
  });
});

describe("the respond page as the server renders it (issue 38)", () => {
  const page = (view: Partial<CateringResponseView>) => {
    const props = {
      loaderData: { view: { ...VIEW, ...view }, token: "tok", asked: null, done: null },
      actionData: undefined,
    } as unknown as Parameters<typeof RespondPage>[0];
    return renderOnServer(<RespondPage {...props} />, {
      options: { title: "Food Truck Friends", timezone: "America/Los_Angeles" },
      domain: null,
    });
  };

  it("puts the event's details before the answers, and says until when the link works", async () => {
    const doc = await page({});
    const headings = [...doc.querySelectorAll("h2")].map((h) => h.textContent);
    const forms = headings.indexOf("I'm interested");
    expect(forms).toBeGreaterThan(0);
    const eventSection = doc.querySelector(".respond-facts");
    const firstForm = doc.querySelector("form");
    expect(eventSection && firstForm).toBeTruthy();
    // The event's facts come first in the document.
    expect(
      (eventSection as Node).compareDocumentPosition(firstForm as Node) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(doc.querySelector(".hero__lead")?.textContent).toMatch(/This link works until/);
  });

  it("says a closed request is closed instead of until when the link works, with no form", async () => {
    const doc = await page({ open: false, request: { ...VIEW.request, status: "lost" } });
    const lead = doc.querySelector(".hero__lead")?.textContent ?? "";
    expect(lead).toBe("This request is closed: it takes no more answers.");
    expect(doc.body.textContent).not.toContain("This link works until");
    expect(doc.querySelector("form")).toBeNull();
  });
});
