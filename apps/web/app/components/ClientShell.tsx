import { QueryClientProvider } from "@tanstack/react-query";
import { type CSSProperties, type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Bounce, ToastContainer } from "react-toastify";
import { installChunkReload } from "../lib/navigation/chunk-reload.ts";
import { setRouterNavigate } from "../lib/navigation/navigate-to.ts";
import { TOAST_AUTO_CLOSE_MS } from "../lib/notify.ts";
import { createAppQueryClient } from "../lib/query-client.ts";
import { LoadingBar } from "./LoadingBar.tsx";
import { ReleaseWatcher } from "./ReleaseWatcher.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";

/**
 * Everything a hydrated (auth / panel) page needs around its routes: server state, toasts
 * (spec §9), the loading bar, scroll-to-top, chunk-error reload and release detection.
 */
/**
 * The colored theme's defaults put white text on #3498db, #07bc0c, #f1c40f and #e74c3c (3:1,
 * 2.5:1, 1.7:1, 3.8:1); these shades keep their hue at 5:1 or more (WCAG AA).
 */
const TOAST_COLORS = {
  "--toastify-color-info": "#1c64a8",
  "--toastify-color-success": "#1e7b34",
  "--toastify-color-warning": "#8a5300",
  "--toastify-color-error": "#c0262c",
} as CSSProperties;

export function ClientShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createAppQueryClient());
  const navigate = useNavigate();

  useEffect(() => {
    setRouterNavigate((to, options) => void navigate(to, options));
    return () => setRouterNavigate(null);
  }, [navigate]);
  useEffect(() => installChunkReload(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <LoadingBar />
      <ScrollToTop />
      {children}
      <ReleaseWatcher />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        transition={Bounce}
        closeOnClick
        newestOnTop
        theme="colored"
        style={TOAST_COLORS}
      />
    </QueryClientProvider>
  );
}
