import type { EdgePurgeConfig } from "../../config.ts";
import type { ChangeBus } from "../bus.ts";
import { createCloudflareDriver } from "./cloudflare-driver.ts";
import type { EdgePurgeDriver } from "./driver.ts";
import type { EdgePurger } from "./edge-purger.ts";
import { createFastlyDriver } from "./fastly-driver.ts";
import { createVarnishDriver } from "./varnish-driver.ts";

export * from "./driver.ts";
export * from "./edge-purger.ts";
export { createCloudflareDriver, createFastlyDriver, createVarnishDriver };

/** The driver EDGE_PURGE names, with its settings. */
export function createEdgePurgeDriver(config: EdgePurgeConfig): EdgePurgeDriver {
  switch (config.driver) {
    case "varnish":
      return createVarnishDriver(config);
    case "fastly":
      return createFastlyDriver(config);
    case "cloudflare":
      return createCloudflareDriver(config);
  }
}

/**
 * The bus every publisher of this process uses (the publish hook, the scheduler): a publish
 * resolves once the event reached every instance and then the edge purged its keys (or they
 * were queued), so a write's answer comes after its pages left the edge. Only the publishing
 * instance purges: the events it receives from others were purged by their publisher.
 */
export function withEdgePurge(changes: ChangeBus, purger: EdgePurger): ChangeBus {
  return {
    ...changes,
    async publish(event) {
      try {
        await changes.publish(event);
      } finally {
        // Even when the instances' acknowledgements failed: the event may still have reached them.
        await purger.purgeEvent(event);
      }
    },
  };
}
