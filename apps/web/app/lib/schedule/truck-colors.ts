/**
 * Each truck's colour in the week view (issue 38 point 13): one of twelve hues, chosen by the
 * member's id, so a truck keeps its colour from week to week and members with neighbouring ids
 * (the order they were added) never share one. Light scheme: deep shades under white text; dark
 * scheme: light shades under near-black text; every pair reads at WCAG AA (4.5:1 or more,
 * checked by `truck-colors.test.ts`).
 */

export type TruckColor = { background: string; text: string };
export type ColorScheme = "light" | "dark";

/** Ordered so that hues next to each other differ most (blue, orange, green, purple, …). */
const LIGHT = [
  "#1864ab",
  "#c2410c",
  "#1f6f35",
  "#862e9c",
  "#c92a2a",
  "#087f5b",
  "#364fc7",
  "#7c5a00",
  "#a61e4d",
  "#0b7285",
  "#5f3dc4",
  "#5c6b00",
] as const;
const DARK = [
  "#74c0fc",
  "#ffa94d",
  "#8ce99a",
  "#e599f7",
  "#ff8787",
  "#63e6be",
  "#91a7ff",
  "#ffd43b",
  "#f783ac",
  "#66d9e8",
  "#b197fc",
  "#c0eb75",
] as const;

export const TRUCK_COLOR_COUNT = LIGHT.length;
const TEXT = { light: "#ffffff", dark: "#1a1b1e" } as const;

/** The colours of the truck `memberId` in the panel's `scheme`. */
export function truckColor(memberId: number, scheme: ColorScheme): TruckColor {
  const index =
    ((Math.trunc(memberId) % TRUCK_COLOR_COUNT) + TRUCK_COLOR_COUNT) % TRUCK_COLOR_COUNT;
  return { background: (scheme === "dark" ? DARK : LIGHT)[index], text: TEXT[scheme] };
}
