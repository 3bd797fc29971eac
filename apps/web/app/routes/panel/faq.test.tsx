import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FaqCategory, FaqItem } from "../../lib/content/api.ts";
import { fakeApi } from "../../testing/fake-api.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import FaqPage from "./faq.tsx";

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));

const hours: FaqItem = {
  id: 3,
  question: "When are you open?",
  answer: "Noon to nine.",
  category: { id: 1, name: "Visiting" },
  position: 1,
};
const parking: FaqItem = { ...hours, id: 4, question: "Where do I park?", position: 0 };
const visiting: FaqCategory = { id: 1, name: "Visiting", position: 0, faqs: [hours, parking] };

fakeApi({
  "/api/faq-categories": { data: [visiting] },
  "/api/faqs": {
    data: [...visiting.faqs!, { ...hours, id: 5, question: "Loose?", category: null }],
  },
});

afterEach(cleanup);

// Mantine in jsdom is slow on a busy machine.
describe("the FAQ screen", { timeout: 30_000 }, () => {
  it("lists each category's questions in order, with their buttons, and the loose ones apart", async () => {
    renderScreen(<FaqPage />);
    const section = await screen.findByRole("region", { name: "Visiting" });
    const list = within(section).getByRole("list", { name: "Questions in Visiting" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.dataset.faqId)).toEqual(["4", "3"]);
    expect(within(items[1]).getByText("Noon to nine.")).toBeTruthy();
    expect(screen.getByText("1 category · 3 questions")).toBeTruthy();
    const loose = screen.getByRole("region", { name: "Without category" });
    expect(within(loose).getByText("Loose?")).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Delete “Where do I park?”" }));
    expect(await screen.findByRole("dialog", { name: "Delete this question?" })).toBeTruthy();
  });
});
