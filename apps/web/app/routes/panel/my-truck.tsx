import { Stack } from "@mantine/core";
import { IconTruck } from "@tabler/icons-react";
import { Navigate } from "react-router";
import { ListingList } from "../../components/my-truck/ListingList.tsx";
import { EmptyState } from "../../components/panel/EmptyState.tsx";
import { ListHeader } from "../../components/panel/ListHeader.tsx";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { formatCount } from "../../lib/content/format.ts";
import { listingPath, useMyListings } from "../../lib/my-truck/use-my-listings.ts";

export function meta() {
  return [{ title: "My truck" }];
}

export const ErrorBoundary = PanelError;

/**
 * /panel/my-truck (role 4): a vendor keeping one listing goes straight to its edit screen;
 * one keeping several chooses here.
 */
export default function MyTruck() {
  const { ids, listings, pending, failed, retry, retrying } = useMyListings();
  if (ids.length === 1) return <Navigate to={listingPath(ids[0])} replace />;
  return (
    <Stack gap="lg">
      <ListHeader
        title="My truck"
        count={pending ? "Loading…" : formatCount(ids.length, "listing")}
      />
      {failed ? (
        <LoadError title="Your listings could not be loaded" onRetry={retry} retrying={retrying} />
      ) : null}
      {ids.length === 0 && !pending ? (
        <EmptyState
          icon={<IconTruck size={28} />}
          title="No listing yet"
          text="Your account is not bound to a listing. Ask the association's staff to add yours."
        />
      ) : (
        <ListingList listings={listings} loading={pending} expected={ids.length} />
      )}
    </Stack>
  );
}
