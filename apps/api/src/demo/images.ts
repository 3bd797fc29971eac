import { createHash } from "node:crypto";
import sharp from "sharp";
import type { StoredImage } from "../features/media/image-files.ts";
import { THUMBNAIL_SIZE } from "../features/media/pipeline.ts";

/**
 * Demo images drawn at seed time: SVG rendered by sharp (librsvg), nothing downloaded.
 * Names are derived from the image bytes, so a re-seed produces the same files and the
 * immutable /storage caching stays correct.
 */

export type Palette = { from: string; to: string; ink: string };

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a name into at most two lines of about `max` characters. */
function lines(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const words = text.split(" ");
  let first = "";
  while (words.length > 0 && (first + words[0]).length <= max) first += `${words.shift()} `;
  return [first.trim() || words.shift()!, words.join(" ")].filter(Boolean);
}

export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const picked = words.filter((w) => !/^(the|and|of|co|a)$/i.test(w));
  return (picked.length > 0 ? picked : words)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");
}

/** 1200x800 gradient poster with the name, a tagline and a simple truck silhouette. */
export function posterSvg(title: string, tagline: string, p: Palette, seed: number): string {
  const titleLines = lines(title, 20);
  const cx = 200 + (seed % 7) * 120;
  const cy = 120 + (seed % 5) * 60;
  const text = titleLines
    .map(
      (line, i) =>
        `<text x="80" y="${430 + i * 96 - (titleLines.length - 1) * 48}" font-size="84" font-weight="700">${xml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="260" fill="#ffffff" fill-opacity="0.10"/>
<circle cx="${1200 - cx / 2}" cy="${800 - cy / 2}" r="180" fill="#000000" fill-opacity="0.08"/>
<g fill="${p.ink}" fill-opacity="0.9" transform="translate(760 520)">
<rect x="0" y="40" width="300" height="130" rx="18"/><rect x="300" y="80" width="90" height="90" rx="14"/>
<circle cx="70" cy="185" r="32"/><circle cx="320" cy="185" r="32"/>
<rect x="30" y="65" width="120" height="55" rx="8" fill="${p.from}"/></g>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="${p.ink}">${text}
<text x="84" y="${540 + (titleLines.length - 1) * 48}" font-size="36" fill-opacity="0.85">${xml(tagline)}</text></g>
</svg>`;
}

/** 400x400 round logo with the initials. */
export function logoSvg(name: string, p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<circle cx="200" cy="200" r="196" fill="url(#g)"/>
<circle cx="200" cy="200" r="170" fill="none" stroke="${p.ink}" stroke-opacity="0.6" stroke-width="6"/>
<text x="200" y="236" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="${p.ink}">${xml(initials(name))}</text>
</svg>`;
}

/** A wide food-truck illustration for the not-found page. */
export function truckSvg(p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600" viewBox="0 0 900 600">
<rect width="900" height="600" fill="${p.to}" fill-opacity="0.15"/>
<rect x="120" y="200" width="480" height="240" rx="28" fill="${p.from}"/>
<rect x="600" y="270" width="180" height="170" rx="24" fill="${p.to}"/>
<rect x="170" y="240" width="230" height="100" rx="12" fill="#ffffff" fill-opacity="0.85"/>
<rect x="630" y="295" width="110" height="70" rx="10" fill="#ffffff" fill-opacity="0.85"/>
<path d="M150 200 L570 200 L540 150 L180 150 Z" fill="${p.to}"/>
<circle cx="240" cy="450" r="52" fill="#1f2933"/><circle cx="240" cy="450" r="22" fill="#dddddd"/>
<circle cx="660" cy="450" r="52" fill="#1f2933"/><circle cx="660" cy="450" r="22" fill="#dddddd"/>
<rect x="40" y="500" width="820" height="10" rx="5" fill="#1f2933" fill-opacity="0.3"/>
</svg>`;
}

/** A soft full-screen background for the sign-in pages. */
export function backgroundSvg(p: Palette): string {
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = (i * 173) % 1600;
    const y = (i * 97) % 1000;
    return `<circle cx="${x}" cy="${y}" r="${40 + (i % 5) * 30}" fill="#ffffff" fill-opacity="0.07"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="1600" height="1000" fill="url(#g)"/>${dots}</svg>`;
}

export type SeedImageFormat = "jpeg" | "png";

/**
 * Renders an SVG of `size` (its own width/height) to a stored image and its png thumbnail.
 * The thumbnail is a second, smaller render of the SVG - cheaper than resizing the full bitmap.
 */
export async function renderSeedImage(
  svg: string,
  size: { width: number; height: number },
  format: SeedImageFormat,
  alt: string,
): Promise<StoredImage> {
  const input = Buffer.from(svg);
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(size.width, size.height));
  const full = sharp(input, { density: 72 });
  const encoded =
    format === "jpeg"
      ? full.jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true })
      : full.png({ compressionLevel: 4 }).toBuffer({ resolveWithObject: true });
  const [{ data, info }, thumbnail] = await Promise.all([
    encoded,
    format === "png" && scale === 1
      ? encoded.then((e) => e.data)
      : sharp(input, { density: 72 * scale })
          .png({ compressionLevel: 4 })
          .toBuffer(),
  ]);
  return {
    extension: format === "jpeg" ? "jpg" : "png",
    mime: format === "jpeg" ? "image/jpeg" : "image/png",
    data,
    thumbnail,
    width: info.width,
    height: info.height,
    hashedName: createHash("sha256").update(data).digest("hex").slice(0, 32),
    alt,
  };
}
