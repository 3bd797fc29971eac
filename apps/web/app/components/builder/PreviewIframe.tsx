import { type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { SiteStyles } from "./SiteFrame.tsx";

const BLANK =
  '<!doctype html><html lang="en"><head><title>Preview</title></head><body></body></html>';

/**
 * A public-page preview in a document of its own, so the public stylesheets style it without
 * touching the panel; as tall as its content. Nothing in it can be focused or used (inert).
 */
export function PreviewIframe({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(320);

  const adopt = () => {
    const doc = ref.current?.contentDocument;
    if (doc?.readyState === "complete" && doc.body) {
      doc.body.style.margin = "0";
      setBody(doc.body);
    }
  };
  useEffect(adopt, []);

  useEffect(() => {
    const root = body?.firstElementChild;
    if (!root || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setHeight(Math.ceil(root.scrollHeight)));
    observer.observe(root);
    return () => observer.disconnect();
  }, [body]);

  return (
    <>
      <iframe
        ref={ref}
        title={title}
        srcDoc={BLANK}
        onLoad={adopt}
        tabIndex={-1}
        style={{ display: "block", width: "100%", height, border: 0 }}
      />
      {body
        ? createPortal(
            <div inert>
              <SiteStyles />
              {children}
            </div>,
            body,
          )
        : null}
    </>
  );
}
