import { describe, expect, it } from "vitest";
import { IMAGE_SLOTS, imageAttrs } from "./responsive-image.ts";

const lib = "/storage/domains/localhost/library";
const hashed = "0123456789abcdef0123456789abcdef";

describe("imageAttrs", () => {
  it("offers WebP variants with the sizes and keeps the intrinsic size", () => {
    const attrs = imageAttrs(
      { url: `${lib}/${hashed}.jpg`, width: 1200, height: 800 },
      { sizes: "100vw" },
    );
    expect(attrs).toMatchObject({ src: `${lib}/${hashed}.jpg`, sizes: "100vw", width: 1200 });
    expect(attrs.height).toBe(800);
    expect(attrs.srcSet).toContain(`${lib}/w640/${hashed}.webp 640w`);
  });

  it("falls back to the thumbnail for a small image without variants, else the original", () => {
    const gif = { url: `${lib}/${hashed}.gif`, width: 400, height: 400, thumbnail_url: "/t.png" };
    expect(imageAttrs(gif, IMAGE_SLOTS.cardLogo, { small: true })).toEqual({ src: "/t.png" });
    expect(imageAttrs(gif, IMAGE_SLOTS.content)).toEqual({
      src: gif.url,
      width: 400,
      height: 400,
    });
    expect(imageAttrs({ url: "/x.jpg", width: 0 }, { sizes: "1px" })).toEqual({ src: "/x.jpg" });
  });
});
