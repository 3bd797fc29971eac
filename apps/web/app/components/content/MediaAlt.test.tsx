import type { MediaItem } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UploadEntry } from "../../lib/media/use-uploads.ts";
import { fakeApi } from "../../testing/fake-api.ts";
import { testMediaItem } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import { MediaField } from "./MediaField.tsx";
import { UploadList } from "./UploadList.tsx";

const image = (id: number, alt: string): MediaItem => testMediaItem(id, { alt });
const library = [image(5, ""), image(6, "A taco truck at night")];

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path, options) => {
  if (options.method === "PUT") {
    const id = Number(path.split("/").pop());
    return { data: image(id, (options.body as { alt?: string }).alt ?? "") };
  }
  return { data: library, meta: { total: 30, limit: 24, offset: 0 } };
});
vi.mock("../../lib/notify.ts", () => ({ notify: { success: () => {}, error: () => {} } }));

afterEach(cleanup);

const renderWith = (children: ReactNode) => renderScreen(children);

const puts = () => api.writes("PUT");

async function pickFromPicker(name: RegExp) {
  fireEvent.click(screen.getByRole("button", { name: "Choose poster" }));
  const dialog = await screen.findByRole("dialog", { name: "Choose poster" });
  fireEvent.click(await within(dialog).findByRole("button", { name }));
  return dialog;
}

describe("the media picker", { timeout: 30_000 }, () => {
  it("keeps 'Use selected image' in a footer outside the scrolling grid", async () => {
    renderWith(<MediaField label="Poster" value={null} onChange={() => {}} />);
    const dialog = await pickFromPicker(/Select A taco truck/);
    const use = within(dialog).getByRole("button", { name: "Use selected image" });
    const scroller = dialog.querySelector("[data-modal-scroll]");
    expect(scroller?.contains(dialog.querySelector("[data-media-id='6']"))).toBe(true);
    expect(scroller?.contains(use)).toBe(false);
    expect(use.closest("[data-modal-footer]")).not.toBeNull();
  });
});

describe("a poster without alt text", { timeout: 30_000 }, () => {
  it("asks for its alt text before it is used, and refuses an empty one", async () => {
    const onChange = vi.fn();
    renderWith(<MediaField label="Poster" value={null} onChange={onChange} requireAlt />);
    const picker = await pickFromPicker(/Select 0+5\.jpg/);
    fireEvent.click(within(picker).getByRole("button", { name: "Use selected image" }));

    const prompt = await screen.findByRole("dialog", { name: "Describe this image" });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(prompt).getByRole("button", { name: "Save and use" }));
    expect(await within(prompt).findByText(/Write the alt text/)).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(within(prompt).getByLabelText(/Alt text/), {
      target: { value: "Burgers on the grill" },
    });
    fireEvent.click(within(prompt).getByRole("button", { name: "Save and use" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(puts()[0]).toMatchObject({
      path: "/api/media/5",
      options: { body: { alt: "Burgers on the grill" } },
    });
    expect(onChange.mock.calls[0][0]).toMatchObject({ id: 5, alt: "Burgers on the grill" });
  });

  it("is used at once when it already has alt text", async () => {
    const onChange = vi.fn();
    renderWith(<MediaField label="Poster" value={null} onChange={onChange} requireAlt />);
    const picker = await pickFromPicker(/Select A taco truck/);
    fireEvent.click(within(picker).getByRole("button", { name: "Use selected image" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(library[1]));
    expect(screen.queryByRole("dialog", { name: "Describe this image" })).toBeNull();
  });
});

describe("an upload", { timeout: 30_000 }, () => {
  const done: UploadEntry = {
    key: "u1",
    name: "truck.jpg",
    progress: 1,
    status: "done",
    item: image(9, ""),
  };

  it("asks for the alt text of the uploaded image and saves it", async () => {
    const onAltSaved = vi.fn();
    renderWith(<UploadList entries={[done]} onAltSaved={onAltSaved} />);
    const field = screen.getByLabelText(/Alt text for truck\.jpg/);
    fireEvent.click(screen.getByRole("button", { name: "Save alt text" }));
    expect(await screen.findByText(/Describe the image, or mark it as decorative/)).toBeTruthy();
    expect(puts()).toHaveLength(0);
    fireEvent.change(field, { target: { value: "Our blue truck" } });
    fireEvent.click(screen.getByRole("button", { name: "Save alt text" }));
    await waitFor(() => expect(onAltSaved).toHaveBeenCalled());
    expect(puts()[0]).toMatchObject({
      path: "/api/media/9",
      options: { body: { alt: "Our blue truck" } },
    });
    expect(screen.getByRole("status").textContent).toContain("Our blue truck");
  });

  it("can be marked decorative, with no alt text", async () => {
    renderWith(<UploadList entries={[done]} />);
    fireEvent.click(screen.getByLabelText("Decorative image (no alt text)"));
    expect((screen.getByLabelText(/Alt text for truck\.jpg/) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save alt text" }));
    expect(await screen.findByText("Marked as decorative")).toBeTruthy();
    expect(puts()[0]).toMatchObject({ path: "/api/media/9", options: { body: { alt: "" } } });
  });
});
