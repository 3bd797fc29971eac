import { act, screen } from "@testing-library/react";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../testing/render-screen.tsx";
import { LoadingBar } from "./LoadingBar.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";

function Shell() {
  return (
    <>
      <LoadingBar />
      <ScrollToTop />
      <Outlet />
    </>
  );
}

describe("LoadingBar and ScrollToTop", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the bar while a navigation loads and scrolls to top on route change", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    let release!: () => void;
    const { router } = renderScreen(<Shell />, {
      path: "/",
      children: [
        { index: true, element: <p>home</p> },
        {
          path: "slow",
          loader: () => new Promise<null>((r) => (release = () => r(null))),
          element: <p>slow page</p>,
        },
      ],
    });
    await screen.findByText("home");
    const bar = screen.getByRole("progressbar", { hidden: true });
    expect(bar.getAttribute("data-busy")).toBeNull();
    scrollTo.mockClear();

    act(() => void router.navigate("/slow"));
    expect(bar.getAttribute("data-busy")).toBe("true");
    await act(async () => release());
    await screen.findByText("slow page");
    expect(bar.getAttribute("data-busy")).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});
