import { MEDIA_MAX_BYTES, type MediaItem } from "@fooddir/contract";
import { apiBaseUrl } from "../api/base-url.ts";
import { api, LOGIN_PATH } from "../api/browser.ts";
import { UNAUTHORIZED_RETRY_DELAY_MS } from "../api/client.ts";
import { tokens } from "../auth/tokens.ts";
import { navigateTo } from "../navigation/navigate-to.ts";

export const ACCEPTED_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;

/** A client-side check before uploading (the server checks again); null when fine. */
export function uploadProblem(file: { type: string; size: number; name: string }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name}: only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.`;
  }
  if (file.size > MEDIA_MAX_BYTES) {
    return `${file.name}: the file is larger than ${Math.round(MEDIA_MAX_BYTES / 1024 / 1024)} MB.`;
  }
  return null;
}

/** Shaped like ofetch's FetchError so the app's error toast rules (errors.ts) apply to it. */
function uploadError(status: number, data: unknown): Error {
  const message =
    data && typeof data === "object" && "message" in data ? String(data.message) : "Upload failed.";
  return Object.assign(new Error(message), {
    name: "FetchError",
    status,
    statusCode: status,
    data,
  });
}

type SendResult = { status: number; body: unknown };

function send(
  file: File,
  alt: string | undefined,
  onProgress: (f: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<SendResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiBaseUrl()}/api/media`);
    xhr.setRequestHeader("accept", "application/json");
    const token = tokens().getAccessToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(uploadError(0, { message: "Network error while uploading." }));
    xhr.onabort = () => reject(uploadError(0, { message: "Upload cancelled." }));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    if (alt) form.append("alt", alt);
    xhr.send(form);
  });
}

/**
 * Uploads one image to POST /api/media with upload progress (XMLHttpRequest; fetch has none).
 * Bearer from the access_token cookie; a 401 goes through the API client's refresh (spec §4):
 * renewed -> one retry after 500 ms; not renewable -> tokens cleared and /team-login.
 */
export async function uploadMedia(
  file: File,
  options: { alt?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<MediaItem> {
  const onProgress = options.onProgress ?? (() => {});
  let result = await send(file, options.alt, onProgress, options.signal);
  if (result.status === 401) {
    const store = tokens();
    store.clearAccessToken();
    const renewed = store.getRefreshToken() ? await api().refresh() : false;
    if (!renewed) {
      store.clear();
      if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
      throw uploadError(401, result.body);
    }
    await new Promise((r) => setTimeout(r, UNAUTHORIZED_RETRY_DELAY_MS));
    onProgress(0);
    result = await send(file, options.alt, onProgress, options.signal);
  }
  if (result.status < 200 || result.status >= 300) throw uploadError(result.status, result.body);
  onProgress(1);
  const body = result.body as { data?: MediaItem | MediaItem[] } | null;
  const item = Array.isArray(body?.data) ? body.data[0] : body?.data;
  if (!item) throw uploadError(result.status, { message: "The server sent no media item." });
  return item;
}
