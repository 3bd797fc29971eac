import { MantineProvider, useMantineTheme } from "@mantine/core";
import mantineStyles from "@mantine/core/styles.css?url";
import { type ReactNode, useState } from "react";
import { mantineHeadCss } from "../lib/mantine-head-css.ts";
import {
  colorSchemeManager,
  cssVariablesResolver,
  DEFAULT_COLOR_SCHEME,
  theme,
} from "../lib/theme.ts";

/**
 * Mantine for the auth and panel layouts. Mantine writes its theme variables, responsive classes
 * and responsive style props as `<style>` where the provider is, in the body, which HTML does not
 * allow (issue 38): here they are style resources React puts into the head (`href` +
 * `precedence`), on the server and in the browser. Mantine's stylesheet is one too, of the
 * precedence met first, so React keeps it before them (they override it, as before).
 */
export function MantineShell({ children }: { children: ReactNode }) {
  const [manager] = useState(colorSchemeManager);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      colorSchemeManager={manager}
      withCssVariables={false}
      withGlobalClasses={false}
      deduplicateInlineStyles
    >
      <link rel="stylesheet" href={mantineStyles} precedence="mantine-base" />
      <MantineHeadStyles />
      {children}
    </MantineProvider>
  );
}

function MantineHeadStyles() {
  const css = mantineHeadCss(useMantineTheme(), cssVariablesResolver);
  return (
    <>
      <style href="mantine-variables" precedence="mantine">
        {css.variables}
      </style>
      <style href="mantine-classes" precedence="mantine">
        {css.classes}
      </style>
    </>
  );
}
