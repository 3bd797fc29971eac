import { describe, expect, it } from "vitest";
import { IMAGE_VARIANT_KEY, imageSrcSet, imageVariantUrl } from "./image-variants.ts";

const url = "/storage/domains/catering.localhost/library/0123456789abcdef0123456789abcdef.jpg";

describe("image variants", () => {
  it("names a library image's WebP copy at a width, in the same library", () => {
    const variant = imageVariantUrl(url, 640);
    expect(variant).toBe(
      "/storage/domains/catering.localhost/library/w640/0123456789abcdef0123456789abcdef.webp",
    );
    expect(IMAGE_VARIANT_KEY.exec(variant?.slice("/storage/".length) ?? "")?.slice(1)).toEqual([
      "catering.localhost",
      "640",
      "0123456789abcdef0123456789abcdef",
    ]);
  });

  it("has no variants for GIFs, thumbnails, foreign or odd urls", () => {
    for (const other of [
      url.replace(".jpg", ".gif"),
      "/storage/domains/localhost/library/thumbnails/0123456789abcdef0123456789abcdef.png",
      "https://cdn.example.org/a.jpg",
      "/storage/domains/localhost/library/../x/0123456789abcdef0123456789abcdef.jpg",
    ]) {
      expect(imageVariantUrl(other, 640), other).toBeNull();
      expect(imageSrcSet({ url: other, width: 1200 }), other).toBeUndefined();
    }
  });

  it("finds the variants of an original under an absolute media base (S3_PUBLIC_URL)", () => {
    const cdn = `https://cdn.example.org/media${url.slice("/storage".length)}`;
    expect(imageVariantUrl(cdn, 320)).toBe(
      "https://cdn.example.org/media/domains/catering.localhost/library/w320/0123456789abcdef0123456789abcdef.webp",
    );
    expect(imageSrcSet({ url: cdn, width: 400 })).toBe(
      `${imageVariantUrl(cdn, 160)} 160w, ${imageVariantUrl(cdn, 320)} 320w, ${cdn} 400w`,
    );
    // Nothing that could break out of a srcset list or an attribute.
    for (const odd of ["https://a,b.example/x", "https://a.example/x y", "javascript://x"]) {
      expect(imageVariantUrl(`${odd}${url.slice("/storage".length)}`, 320), odd).toBeNull();
    }
  });

  it("offers the widths narrower than the original, then the original", () => {
    const set = imageSrcSet({ url, width: 1200 })?.split(", ");
    expect(set?.map((c) => c.split(" ")[1])).toEqual(["160w", "320w", "640w", "960w", "1200w"]);
    expect(set?.at(-1)).toBe(`${url} 1200w`);
    expect(imageSrcSet({ url, width: 150 })).toBeUndefined();
    expect(imageSrcSet({ url, width: 0 })).toBeUndefined();
  });

  it("keeps to the widths a slot needs", () => {
    const widths = (range: { min?: number; max?: number }) =>
      imageSrcSet({ url, width: 1200 }, range)
        ?.split(", ")
        .map((c) => c.split(" ")[1]);
    // A card never drawn under 280 px: no 160 px copy.
    expect(widths({ min: 280 })).toEqual(["320w", "640w", "960w", "1200w"]);
    // A 56 px logo at up to 3x: 160, then 320 covers 168; never the original.
    expect(widths({ max: 168 })).toEqual(["160w", "320w"]);
    expect(widths({ max: 100 })).toEqual(["160w"]);
    // The original covers what no variant does.
    expect(imageSrcSet({ url, width: 300 }, { max: 900 })?.split(", ")).toEqual([
      `${imageVariantUrl(url, 160)} 160w`,
      `${url} 300w`,
    ]);
  });
});
