import { Box, Modal } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: "md" | "lg" | "xl";
  /** Above the scrolling part (search, upload): stays put. */
  top?: ReactNode;
  /** The actions: always visible under the scrolling part, at every screen height. */
  footer: ReactNode;
  /** The long part (a grid of images): the only thing that scrolls. */
  children: ReactNode;
};

/**
 * A panel modal whose middle scrolls while its header, `top` and `footer` stay in view: the
 * dialog is at most the window's height, so its main action never sits below the fold.
 */
export function ScrollModal({ size = "xl", top, footer, children, ...modal }: Props) {
  return (
    <Modal
      {...modal}
      size={size}
      radius="lg"
      styles={{
        content: { display: "flex", flexDirection: "column", overflow: "hidden" },
        body: {
          display: "flex",
          flexDirection: "column",
          flex: "1 1 auto",
          minHeight: 0,
          padding: 0,
        },
      }}
    >
      {top ? (
        <Box px="md" pb="sm">
          {top}
        </Box>
      ) : null}
      <Box
        px="md"
        pb="md"
        data-modal-scroll
        style={{ flex: "1 1 auto", minHeight: 0, overflowY: "auto" }}
      >
        {children}
      </Box>
      <Box
        component="footer"
        px="md"
        py="sm"
        data-modal-footer
        style={{
          flexShrink: 0,
          borderTop: "1px solid var(--mantine-color-default-border)",
          background: "var(--mantine-color-body)",
        }}
      >
        {footer}
      </Box>
    </Modal>
  );
}
