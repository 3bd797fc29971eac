import { useOutletContext } from "react-router";
import type { useCoreData } from "./core-data.ts";

export type PanelContext = ReturnType<typeof useCoreData>;

/** Core data (account, active domain, roles) the panel layout loaded, for panel pages. */
export function usePanel() {
  return useOutletContext<PanelContext>();
}
