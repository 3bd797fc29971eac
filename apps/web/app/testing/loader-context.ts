import { RouterContextProvider } from "react-router";
import { type ApiCallOptions, apiCallerContext } from "../lib/api-caller.server.ts";

export type FakeAnswer = (call: ApiCallOptions) => { status: number; body: unknown };

/**
 * A router context for a loader or action test whose API calls are recorded and answered by
 * `answer`; `before` may answer a call first (a post read, say) and returns undefined to pass.
 * The root layout's post lists (`/api/posts...`) answer an empty list unless `before` did.
 */
export function fakeLoaderApi(
  answer: FakeAnswer,
  before: (call: ApiCallOptions) => ReturnType<FakeAnswer> | undefined = () => undefined,
) {
  const calls: ApiCallOptions[] = [];
  const context = new RouterContextProvider();
  context.set(apiCallerContext, async (call) => {
    calls.push(call);
    const early = before(call);
    if (early) return early;
    if (call.path.startsWith("/api/posts")) return { status: 200, body: { data: [] } };
    return answer(call);
  });
  return { context, calls };
}

/** A form POST's request options. */
export const posted = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
});

/** The status a loader's answer or thrown response carries (200 when it sets none). */
export async function statusOf(promise: Promise<unknown>) {
  try {
    const value = await promise;
    return (value as { init?: { status?: number } }).init?.status ?? 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}
