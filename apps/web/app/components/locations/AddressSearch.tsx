import { type GeocodeResult, geocodeQuerySchema } from "@fooddir/contract";
import { Button, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiErrorBody } from "../../lib/api/errors.ts";
import { locationsApi } from "../../lib/locations/api.ts";

type Props = {
  /** The address typed in the form: what is looked up. */
  address: string;
  /** A place the user chose: its coordinates go into the form (and the map's marker). */
  onPick: (place: GeocodeResult) => void;
};

/** Said when the site has no geocoder and the API's 503 carried no message of its own. */
export const NO_GEOCODER_TEXT =
  "Address search is not set up on this site. Click the map to place the spot, or type its latitude and longitude.";
export const NOTHING_FOUND_TEXT =
  "No place found for that address. Check it, or click the map to place the spot.";

/**
 * "Find the address" (issue 38 point 11): looks the typed address up through GET /api/geocode
 * and lists the places found; choosing one fills the latitude and longitude. Without a geocoder
 * (503) or when it fails, it says so and how to set the coordinates by hand.
 */
export function AddressSearch({ address, onPick }: Props) {
  const resultsId = useId();
  const [problem, setProblem] = useState("");
  const [chosen, setChosen] = useState("");
  const find = useMutation({
    meta: { silent: true },
    mutationFn: (q: string) => locationsApi.geocode(q),
    onError: (error) => setProblem(apiErrorBody(error)?.message || NO_GEOCODER_TEXT),
  });
  const places = find.data ?? [];

  const search = () => {
    setChosen("");
    const checked = geocodeQuerySchema.safeParse({ q: address });
    if (!checked.success) {
      find.reset();
      setProblem(checked.error.issues[0]?.message ?? NOTHING_FOUND_TEXT);
      return;
    }
    setProblem("");
    find.mutate(checked.data.q);
  };
  const pick = (place: GeocodeResult) => {
    onPick(place);
    setChosen(place.label);
    find.reset();
  };

  return (
    <Stack gap={6}>
      <div>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          loading={find.isPending}
          onClick={search}
          aria-describedby={problem ? resultsId : undefined}
        >
          Find the address
        </Button>
      </div>
      <div id={resultsId} role="status">
        {problem ? (
          <Text size="sm" c="var(--mantine-color-red-text)">
            {problem}
          </Text>
        ) : find.isSuccess && places.length === 0 ? (
          <Text size="sm">{NOTHING_FOUND_TEXT}</Text>
        ) : chosen ? (
          <Text size="sm">Coordinates set from {chosen}.</Text>
        ) : places.length > 0 ? (
          <Text size="sm">
            {places.length === 1 ? "1 place found" : `${places.length} places found`}: choose the
            right one.
          </Text>
        ) : null}
      </div>
      {places.length > 0 ? (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
          {places.map((place) => (
            <li key={`${place.lat},${place.lng},${place.label}`}>
              <UnstyledButton
                onClick={() => pick(place)}
                className="address-search__place"
                p="xs"
                w="100%"
                style={{ borderRadius: 8, border: "1px solid var(--mantine-color-default-border)" }}
              >
                <Text size="sm">{place.label}</Text>
                <Text size="xs" c="dimmed">
                  {place.lat.toFixed(5)}, {place.lng.toFixed(5)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
