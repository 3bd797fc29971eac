import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
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
      />
    </QueryClientProvider>
  );
}
