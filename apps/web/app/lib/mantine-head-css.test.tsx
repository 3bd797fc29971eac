// @vitest-environment node
import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mantineHeadCss } from "./mantine-head-css.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

describe("Mantine's head styles", () => {
  it("are what Mantine's provider writes into the body", () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <span />
      </MantineProvider>,
    );
    const style = (kind: string) =>
      html.match(new RegExp(`<style data-mantine-styles="${kind}">([\\s\\S]*?)</style>`))?.[1];
    const css = mantineHeadCss(mergeMantineTheme(DEFAULT_THEME, theme), cssVariablesResolver);
    expect(css.variables).toBe(style("true"));
    expect(css.classes).toBe(style("classes"));
    expect(css.variables).toContain("--mantine-color-dimmed: #5c636a");
  });
});
