import { beforeEach, describe, expect, it, vi } from "vitest";

const toastFn = vi.hoisted(() => {
  const fn = vi.fn(() => "id-default") as ReturnType<typeof vi.fn> & Record<string, unknown>;
  for (const t of ["info", "success", "warning", "error", "loading", "dismiss"]) {
    fn[t] = vi.fn(() => `id-${t}`);
  }
  return fn;
});
vi.mock("react-toastify", () => ({ toast: toastFn }));

const { notify } = await import("./notify.ts");

describe("notify", () => {
  beforeEach(() => vi.clearAllMocks());

  it.each(["info", "success", "warning", "error", "loading"] as const)("%s", (type) => {
    expect(notify[type]("Hello", { autoClose: 1 })).toBe(`id-${type}`);
    expect(toastFn[type]).toHaveBeenCalledWith("Hello", { autoClose: 1 });
  });

  it("default", () => {
    expect(notify.default("Hi")).toBe("id-default");
    expect(toastFn).toHaveBeenCalledWith("Hi", { type: "default" });
  });
});
