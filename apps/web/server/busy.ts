import type http from "node:http";
import { isRead, type LoadLimit, RETRY_AFTER_SECONDS } from "@fooddir/api";

/** The answer when every render slot is taken: come back in a second, nothing was done. */
export function sendBusy(res: http.ServerResponse) {
  res
    .writeHead(503, {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
    })
    .end(
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>Busy</title><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem"><h1>The site is busy</h1><p>Too many people are visiting at this moment. Please try again in a few seconds.</p></body></html>',
    );
}

/**
 * A render slot for this request (reads may be shed, writes only wait): null when it was refused
 * (the busy page is sent) or when the visitor left while waiting (the slot passes on at once).
 */
export async function takeRenderSlot(
  limit: LoadLimit,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<(() => void) | null> {
  const release = await limit.acquire({ sheddable: isRead(req.method) });
  if (!release) {
    sendBusy(res);
    return null;
  }
  if (res.destroyed) {
    release();
    return null;
  }
  return release;
}
