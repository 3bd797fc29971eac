/**
 * Scans (SOS segments) of a JPEG up to its end marker, counted from the marker structure alone:
 * no pixel is decoded. A progressive decoder makes one pass over every block of the image per
 * scan, so a small crafted file of hundreds of cheap scans (EOB runs) costs seconds of CPU
 * (libjpeg-turbo's LJT-01-003); sharp's metadata says only `isProgressive`, not how many.
 * Bytes that are not a JPEG marker structure end the count (the decoder reports them).
 */
export function countJpegScans(bytes: Buffer): number {
  let scans = 0;
  let at = 2; // after SOI
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return scans;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return scans; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // TEM, RSTn: no length
      continue;
    }
    if (at + 3 >= bytes.length) return scans;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    scans++;
    at = endOfEntropyData(bytes, at);
  }
  return scans;
}

/** Where a scan's entropy-coded data ends: the next 0xFF that is neither stuffing nor RSTn. */
function endOfEntropyData(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const ff = bytes.indexOf(0xff, at);
    if (ff < 0 || ff + 1 >= bytes.length) return bytes.length;
    const next = bytes[ff + 1];
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      at = ff + 2;
      continue;
    }
    return ff;
  }
}
