import { vi } from "vitest";

/** Stubs the browser's file download (object URLs, the link's click): the spy on the click. */
export function stubDownload() {
  URL.createObjectURL = vi.fn(() => "blob:x");
  URL.revokeObjectURL = vi.fn();
  return vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
}
