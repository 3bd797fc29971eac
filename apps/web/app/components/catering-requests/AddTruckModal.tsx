import { Select, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo } from "react";
import { cateringApi, cateringKeys } from "../../lib/catering-requests/api.ts";
import { FormModal } from "../panel/FormModal.tsx";
import { useTruckChoice } from "./use-truck-choice.ts";

type Props = {
  opened: boolean;
  /** Members already matched: not offered again. */
  matchedIds: readonly number[];
  saving: boolean;
  /** The API's 422 message of `member_id`. */
  error?: string;
  onClose: () => void;
  onSubmit: (memberId: number) => void;
  /** A new choice clears the API's error. */
  onPick: () => void;
};

/** "Add a truck": one of the domain's members, asked by hand (the API mails it at once). */
export function AddTruckModal({
  opened,
  matchedIds,
  saving,
  error,
  onClose,
  onSubmit,
  onPick,
}: Props) {
  const { value, missing, setMissing, choose, reset } = useTruckChoice(onPick);
  const members = useQuery({
    queryKey: cateringKeys.members,
    queryFn: cateringApi.members,
    enabled: opened,
    staleTime: 60_000,
  });
  const options = useMemo(
    () => (members.data ?? []).filter((m) => !matchedIds.includes(Number(m.value))),
    [members.data, matchedIds],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value) {
      setMissing(true);
      return;
    }
    onSubmit(Number(value));
  };
  const close = () => {
    reset();
    onClose();
  };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title="Add a truck"
      onSubmit={submit}
      submitLabel="Add truck"
      loading={saving}
      size="md"
    >
      <Text size="sm" c="dimmed">
        The truck is mailed this request at once, whatever the matching says. Members without a
        catering contact email cannot be asked: add one on their Catering section first.
      </Text>
      <Select
        label="Member"
        placeholder={members.isError ? "The members could not be loaded" : "Search members"}
        data={options}
        value={value}
        onChange={choose}
        error={missing ? "Choose a member." : error}
        searchable
        required
        nothingFoundMessage={members.isPending ? "Loading…" : "No member found"}
        comboboxProps={{ withinPortal: true }}
      />
    </FormModal>
  );
}
