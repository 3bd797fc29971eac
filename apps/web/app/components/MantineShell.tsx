import { MantineProvider } from "@mantine/core";
import { type ReactNode, useState } from "react";
import {
  colorSchemeManager,
  cssVariablesResolver,
  DEFAULT_COLOR_SCHEME,
  theme,
} from "../lib/theme.ts";

/** Mantine for the auth and panel layouts (their route modules import Mantine's CSS). */
export function MantineShell({ children }: { children: ReactNode }) {
  const [manager] = useState(colorSchemeManager);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      colorSchemeManager={manager}
    >
      {children}
    </MantineProvider>
  );
}
