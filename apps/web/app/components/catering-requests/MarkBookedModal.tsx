import type { CateringMatch } from "@fooddir/contract";
import { Select, Text } from "@mantine/core";
import type { FormEvent } from "react";
import { FormModal } from "../panel/FormModal.tsx";
import { useTruckChoice } from "./use-truck-choice.ts";

type Props = {
  /** The request's asked trucks: the one that won is one of them. */
  matches: readonly CateringMatch[];
  saving: boolean;
  /** The API's 422 message of `member_id`. */
  error?: string;
  onClose: () => void;
  /** The truck that won; undefined when no truck was asked. */
  onSubmit: (memberId: number | undefined) => void;
  /** A new choice clears the API's error. */
  onPick: () => void;
};

/**
 * "Mark booked": which asked truck won (required while there is one); each asked truck is then
 * told whether it was booked. Mounted while open, so each opening starts with none chosen.
 */
export function MarkBookedModal({ matches, saving, error, onClose, onSubmit, onPick }: Props) {
  const { value, missing, setMissing, choose } = useTruckChoice(onPick);
  const asked = matches.length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (asked && !value) {
      setMissing(true);
      return;
    }
    onSubmit(value ? Number(value) : undefined);
  };
  return (
    <FormModal
      opened
      onClose={onClose}
      title="Mark this request booked?"
      onSubmit={submit}
      submitLabel="Mark booked"
      loading={saving}
      size="md"
    >
      <Text size="sm">
        The event is settled: the trucks' answer links close and the request counts as booked in the
        figures. You can reopen it later.
      </Text>
      {asked ? (
        <Select
          label="Booked truck"
          description="Each asked truck will be told whether it was booked."
          placeholder="Choose the truck that won"
          data={matches.map((m) => ({ value: String(m.member.id), label: m.member.title }))}
          value={value}
          onChange={choose}
          error={missing ? "Choose the truck that was booked." : error}
          required
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No truck was asked for this request, so no truck is told.
        </Text>
      )}
    </FormModal>
  );
}
