import { deflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "@playwright/test";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one color with a diagonal stripe, built in memory. */
export function pngBuffer(width = 32, height = 24, rgb: [number, number, number] = [220, 90, 40]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolor
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y) < 3;
      raw[row + 1 + x * 3] = stripe ? 255 : rgb[0];
      raw[row + 2 + x * 3] = stripe ? 255 : rgb[1];
      raw[row + 3 + x * 3] = stripe ? 255 : rgb[2];
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The data rows of the content list table. */
export function listRows(page: Page): Locator {
  return page.locator("tbody tr[data-post-id]");
}

/** Titles of the visible list rows, in order. */
export async function rowTitles(page: Page): Promise<string[]> {
  return listRows(page).getByTestId("post-title").allInnerTexts();
}

export function row(page: Page, title: string): Locator {
  return listRows(page).filter({
    has: page.getByTestId("post-title").getByText(title, { exact: true }),
  });
}

/** Opens a row's action menu and clicks one item. */
export async function rowAction(page: Page, title: string, action: string | RegExp) {
  await page.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

/** Waits until the list finished loading (the total line shows a count). */
export async function waitForList(page: Page) {
  await expect(page.getByTestId("list-total")).toHaveText(/^\d[\d,]* \w/);
}
