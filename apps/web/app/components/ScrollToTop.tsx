import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec §2: scroll goes to the top on each route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
