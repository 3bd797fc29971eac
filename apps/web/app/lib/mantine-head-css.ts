import {
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  type MantineTheme,
  px,
} from "@mantine/core";

const MANTINE_DEFAULTS = defaultCssVariablesResolver(DEFAULT_THEME);

/** The entries of `values` that differ from Mantine's defaults (its styles.css has those). */
function changed(values: Record<string, string>, defaults: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).filter(([name, v]) => defaults[name] !== v));
}

/**
 * What Mantine's provider writes as inline `<style>` (MantineCssVariables, MantineClasses), as
 * text for style resources in the head (issue 38): the theme's CSS variables that differ from
 * Mantine's defaults, with `resolver`'s on top, and the `visible-from` / `hidden-from` classes of
 * the theme's breakpoints. The same output as Mantine's own components.
 */
export function mantineHeadCss(theme: MantineTheme, resolver: CSSVariablesResolver) {
  const base = defaultCssVariablesResolver(theme);
  const own = resolver(theme);
  const merged: ConvertCSSVariablesInput = {
    variables: changed({ ...base.variables, ...own.variables }, MANTINE_DEFAULTS.variables),
    light: changed({ ...base.light, ...own.light }, MANTINE_DEFAULTS.light),
    dark: changed({ ...base.dark, ...own.dark }, MANTINE_DEFAULTS.dark),
  };
  const classes = keys(theme.breakpoints)
    .map((breakpoint) => {
      const value = theme.breakpoints[breakpoint];
      const size = px(value) as number;
      const [below, from] = value.includes("px")
        ? [`${size - 0.1}px`, `${size}px`]
        : [em(size - 0.1), em(size)];
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join("");
  return { variables: convertCssVariables(merged), classes };
}
