/**
 * Puck 0.23 leaves a few accessibility gaps in its own markup; this fills them in the live DOM
 * (React does not manage these attributes, so it leaves them alone):
 * - the preview iframe gets a title and the zoom select a label;
 * - Puck's loading spinners (a span with aria-label) get role="status";
 * - each block's draggable wrapper (role="button") is named after its block type, and a leaf
 *   block's own content is inert: in the editor it is a preview to select and drag, not links
 *   and form fields to tab through (axe: nested-interactive); text is edited in the field panel;
 * - a block with slots (Section, Columns) keeps its content live: its nested blocks are dragged
 *   and selected inside it.
 */
export type DescribeBlock = (blockId: string) => { label: string; hasSlots: boolean } | null;

export function patchPuckA11y(root: ParentNode, describe: DescribeBlock) {
  const frame = root.querySelector<HTMLIFrameElement>("iframe#preview-frame");
  if (frame && !frame.title) frame.title = "Page preview";
  for (const select of root.querySelectorAll<HTMLSelectElement>("select:not([aria-label])")) {
    if (/zoom/i.test(select.className)) select.setAttribute("aria-label", "Zoom");
  }
  for (const loader of root.querySelectorAll("span[aria-label]:not([role])")) {
    loader.setAttribute("role", "status");
  }
  for (const wrapper of root.querySelectorAll<HTMLElement>("[data-puck-component]")) {
    const id = wrapper.getAttribute("data-puck-component") ?? "";
    const block = describe(id);
    if (!block) continue;
    if (wrapper.getAttribute("aria-label") !== block.label) {
      wrapper.setAttribute("aria-label", block.label);
    }
    const content = wrapper.firstElementChild;
    if (content && !block.hasSlots && !content.hasAttribute("inert")) {
      content.setAttribute("inert", "");
    }
  }
}

/**
 * Keeps `patchPuckA11y` applied to the builder's DOM and to the preview iframe's document as Puck
 * renders. Returns a function that stops watching.
 */
export function watchPuckA11y(container: HTMLElement, describe: DescribeBlock) {
  let frameDoc: Document | null = null;
  const frameObserver = new MutationObserver(() => {
    if (frameDoc) patchPuckA11y(frameDoc, describe);
  });
  let watchedFrame: HTMLIFrameElement | null = null;
  const sync = () => {
    patchPuckA11y(container, describe);
    const frame = container.querySelector<HTMLIFrameElement>("iframe#preview-frame");
    if (frame && frame !== watchedFrame) {
      // A srcdoc frame swaps its document when it loads.
      frame.addEventListener("load", sync);
      watchedFrame = frame;
    }
    const doc = frame?.contentDocument ?? null;
    if (doc && doc !== frameDoc) {
      frameObserver.disconnect();
      frameDoc = doc;
      frameObserver.observe(doc, { childList: true, subtree: true });
    }
    if (frameDoc) patchPuckA11y(frameDoc, describe);
  };
  const observer = new MutationObserver(sync);
  observer.observe(container, { childList: true, subtree: true });
  sync();
  return () => {
    observer.disconnect();
    frameObserver.disconnect();
    watchedFrame?.removeEventListener("load", sync);
  };
}
