import { describe, expect, it } from "vitest";
import { describeBlock } from "../../components/builder/puck-config.tsx";
import { patchPuckA11y } from "./puck-a11y.ts";

function canvas() {
  const root = document.createElement("div");
  root.innerHTML = `
    <iframe id="preview-frame"></iframe>
    <select class="_ViewportControls-zoomSelect_x"><option>50%</option></select>
    <span class="_Loader_x" aria-label="loading"></span>
    <div data-puck-component="Hero-1" role="button" tabindex="0"><section><a href="/members">Members</a></section></div>
    <div data-puck-component="Section-2" role="button" tabindex="0"><section><div data-puck-dropzone="x"></div></section></div>
    <div data-puck-component="Unknown-3" role="button" tabindex="0"><div>?</div></div>`;
  return root;
}

describe("patchPuckA11y", () => {
  it("names Puck's preview frame, zoom select, spinners and block wrappers", () => {
    const root = canvas();
    patchPuckA11y(root, describeBlock);
    expect(root.querySelector("iframe")?.title).toBe("Page preview");
    expect(root.querySelector("select")?.getAttribute("aria-label")).toBe("Zoom");
    expect(root.querySelector("span")?.getAttribute("role")).toBe("status");
    expect(root.querySelector('[data-puck-component="Hero-1"]')?.getAttribute("aria-label")).toBe(
      "Hero",
    );
  });

  it("makes a leaf block's content inert but keeps a block with slots live", () => {
    const root = canvas();
    patchPuckA11y(root, describeBlock);
    expect(
      root.querySelector('[data-puck-component="Hero-1"] > section')?.hasAttribute("inert"),
    ).toBe(true);
    expect(
      root.querySelector('[data-puck-component="Section-2"] > section')?.hasAttribute("inert"),
    ).toBe(false);
    // A wrapper of no known block is left as Puck made it.
    const unknown = root.querySelector('[data-puck-component="Unknown-3"]');
    expect(unknown?.hasAttribute("aria-label")).toBe(false);
    expect(unknown?.firstElementChild?.hasAttribute("inert")).toBe(false);
  });
});
