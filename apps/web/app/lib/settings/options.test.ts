import type { MediaItem } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { testDomainOptions } from "../../testing/fixtures.ts";
import {
  changedOptionNames,
  draftAfterSave,
  MEDIA_FIELDS,
  mergeOptions,
  optionErrors,
  optionServerErrors,
  optionsUpdateBody,
  TEXT_FIELDS,
} from "./options.ts";

const media = (id: number): MediaItem => ({
  id,
  hashed_name: `h${id}`,
  path: "p",
  extension: "png",
  alt: `Image ${id}`,
  mime: "image/png",
  size: 1,
  width: 1,
  height: 1,
  url: `/m/${id}.png`,
  thumbnail_url: `/t/${id}.png`,
});

const saved = testDomainOptions({
  email: "info@example.org",
  logo: media(1),
  auth_background: media(4),
});

describe("option fields", () => {
  it("cover the ten text options, currency, time zone, the map's two and four media options once each", () => {
    expect(new Set(TEXT_FIELDS.map((f) => f.name)).size).toBe(14);
    expect(TEXT_FIELDS.find((f) => f.name === "map_tile_url")?.kind).toBe("url");
    expect(TEXT_FIELDS.find((f) => f.name === "map_attribution")?.max).toBe(300);
    expect(TEXT_FIELDS.find((f) => f.name === "currency")?.kind).toBe("currency");
    expect(TEXT_FIELDS.find((f) => f.name === "timezone")?.kind).toBe("timezone");
    expect(MEDIA_FIELDS.map((f) => f.name).sort()).toEqual([
      "auth_background",
      "fav_icon",
      "logo",
      "truck_image",
    ]);
    expect(TEXT_FIELDS.find((f) => f.name === "join_text")?.max).toBe(2000);
  });
});

describe("changes and body", () => {
  it("ignores draft entries equal to the saved values", () => {
    expect(changedOptionNames(saved, { title: "Trucks", logo: media(1), fav_icon: null })).toEqual(
      [],
    );
  });

  it("sends only changed fields, media as <name>_id", () => {
    const draft = { title: " New title ", logo: null, fav_icon: media(9), truck_image: null };
    expect(changedOptionNames(saved, draft)).toEqual(["title", "logo", "fav_icon"]);
    expect(optionsUpdateBody(saved, draft)).toEqual({
      title: "New title",
      logo_id: null,
      fav_icon_id: 9,
    });
  });

  it("merges the draft over the saved options", () => {
    expect(mergeOptions(saved, { phone: "123" }).phone).toBe("123");
    expect(mergeOptions(saved, {}).title).toBe("Trucks");
  });
});

describe("client checks", () => {
  it("checks lengths and emails of the named fields only", () => {
    const values = { ...saved, title: "x".repeat(101), email: "nope", outgoing_email: "a@b" };
    expect(optionErrors(values, ["title", "email", "outgoing_email"])).toEqual({
      title: "The site title may not be greater than 100 characters.",
      email: "The email must be a valid email address.",
      outgoing_email: "The outgoing email must be a valid email address.",
    });
    expect(optionErrors(values, ["phone"])).toEqual({});
    expect(optionErrors({ ...saved, email: "" }, ["email"])).toEqual({});
  });

  it("takes an https tile URL template with {z}, {x} and {y}, or nothing", () => {
    const check = (map_tile_url: string) =>
      optionErrors({ ...saved, map_tile_url }, ["map_tile_url"]).map_tile_url;
    expect(check("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBeUndefined();
    expect(check("https://{s}.basemaps.example.com/light/{z}/{x}/{y}{r}.png")).toBeUndefined();
    expect(check("")).toBeUndefined();
    for (const bad of [
      "http://tile.openstreetmap.org/{z}/{x}/{y}.png",
      "https://tile.openstreetmap.org/{z}/{x}.png",
      "https://tile.example.com/{z}/{x}/{y}.png?key={apikey}",
      "javascript:alert(1)//{z}/{x}/{y}",
      "https://user@tile.example.com/{z}/{x}/{y}.png",
    ]) {
      expect(check(bad), bad).toMatch(/^The map tile URL must be an https address/);
    }
  });
});

describe("server errors and draft after save", () => {
  it("keys media errors by option name", () => {
    expect(optionServerErrors({ logo_id: "Bad id.", email: "Bad email." })).toEqual({
      logo: "Bad id.",
      email: "Bad email.",
    });
  });

  it("keeps entries changed again while saving", () => {
    const logo = media(2);
    const sent = { title: "A", logo };
    expect(draftAfterSave({ title: "A", logo, phone: "1" }, sent)).toEqual({ phone: "1" });
    expect(draftAfterSave({ title: "AB", logo }, sent)).toEqual({ title: "AB" });
  });
});
