import {
  ColorInput,
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  darken,
  localStorageColorSchemeManager,
  Modal,
  Pagination,
} from "@mantine/core";

const PAGINATION_CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
} as const;

/** Where the light / dark / device choice persists (shared with ColorSchemeScript). */
export const COLOR_SCHEME_STORAGE_KEY = "fooddir-color-scheme";
export const DEFAULT_COLOR_SCHEME = "auto" as const;

export const colorSchemeManager = () =>
  localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/** Spec §9 breakpoints: sm 600, md 960, lg 1280, xl 1920 (in em for Mantine). */
export const theme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  fontFamily:
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "650" },
  breakpoints: { xs: "0em", sm: "37.5em", md: "60em", lg: "80em", xl: "120em" },
  cursorType: "pointer",
  // Black or white text on filled colors, whichever reads better (yellow gets black).
  autoContrast: true,
  components: {
    // Icon-only controls get names (axe: button-name).
    Pagination: Pagination.extend({
      defaultProps: {
        getControlProps: (control) => ({ "aria-label": PAGINATION_CONTROL_LABELS[control] }),
        getItemProps: (page) => ({ "aria-label": `Page ${page}` }),
      },
    }),
    // The × of every dialog (axe scans each one open).
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } }),
    ColorInput: ColorInput.extend({
      defaultProps: { eyeDropperButtonProps: { "aria-label": "Pick a color from the screen" } },
    }),
  },
});

/**
 * WCAG AA contrast in light mode (axe checks every panel screen): Mantine's defaults put shade 6
 * text on white (indigo 4.1:1, green 2.6:1) and dimmed gray at 3.3:1. Here filled colors use a
 * darkened shade 8, light/outline/subtle variants a darkened shade 9, links indigo 8, and dimmed
 * text a darker gray; every pair is at least 4.5:1 on white and on the light variant's tint. In
 * dark mode dimmed and placeholder text (dark 2 on dark 6 is 4:1) and gray outlines need it.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    "--mantine-color-dimmed": "#5c636a",
    "--mantine-color-placeholder": "#6b7178",
    "--mantine-color-anchor": t.colors.indigo[8],
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === "dark") continue;
    const text = darken(shades[9], 0.3);
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-text`] = text;
    if (name !== "yellow" && name !== "lime") {
      light[`--mantine-color-${name}-filled`] = darken(shades[8], 0.2);
      light[`--mantine-color-${name}-filled-hover`] = darken(shades[9], 0.3);
    }
  }
  return {
    variables: {},
    light,
    dark: {
      "--mantine-color-dimmed": t.colors.dark[1],
      "--mantine-color-placeholder": t.colors.dark[1],
      "--mantine-color-gray-outline": t.colors.gray[3],
      "--mantine-color-gray-light-color": t.colors.gray[3],
    },
  };
};
