import { createTheme, localStorageColorSchemeManager } from "@mantine/core";

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
});
