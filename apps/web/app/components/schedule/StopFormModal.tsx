import { type Stop, zoneDate } from "@fooddir/contract";
import { Button, Group, Text, Textarea } from "@mantine/core";
import { IconMapPinPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useMemberMode } from "../../lib/member-mode.ts";
import { notify } from "../../lib/notify.ts";
import { scheduleApi, scheduleKeys } from "../../lib/schedule/api.ts";
import {
  errorsOfApi,
  inputOfValues,
  type StopFormValues,
  stopFormErrors,
  valuesForNew,
  valuesOfStop,
  withDate,
} from "../../lib/schedule/stop-form.ts";
import { browserClock, type Clock, useZoneToday } from "../../lib/schedule/use-zone-today.ts";
import { type LocationEditing, LocationModal, PROPOSE_HINT } from "../locations/LocationModal.tsx";
import { LocationSelect } from "../locations/LocationSelect.tsx";
import { FormModal } from "../panel/FormModal.tsx";
import { useFormErrors } from "../settings/use-form-errors.ts";
import { CancelledDates } from "./CancelledDates.tsx";
import { DeleteSeriesDialog } from "./DeleteSeriesDialog.tsx";
import { MemberSelect } from "./MemberSelect.tsx";
import { StopRepeatFields } from "./StopRepeatFields.tsx";
import { StopWhenFields } from "./StopWhenFields.tsx";

/** What the form is open for: a stop to edit, or a new one (maybe at a slot of the week). */
export type StopEditing =
  | { stop: Stop; slot?: undefined }
  | { stop: null; slot?: { startsAt: string; endsAt: string } }
  | null;

type Props = {
  editing: StopEditing;
  onClose: () => void;
  /** Opened from a member's Schedule tab: the member is fixed. */
  member?: { id: number; title: string } | null;
  /** The clock a new stop's date defaults from (one stable function); tests set it. */
  clock?: Clock;
};

/** Add or edit a stop (POST / PUT /api/stops): who, where, when, how it repeats, a note. */
export function StopFormModal({ editing, onClose, member, clock = browserClock }: Props) {
  const queryClient = useQueryClient();
  const { formRef, errors, refuse, showServerError, setErrors } = useFormErrors();
  // A new stop starts on the domain's today (its zone's date, never the browser's): the form
  // opens once the zone is known and reads the clock as it opens.
  const zone = useZoneToday(clock);
  const timeZone = zone.timeZone;
  const [values, setValues] = useState<StopFormValues>(() =>
    valuesForNew({ memberId: member?.id, today: zone.today ?? "" }),
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A vendor proposing a new spot (issue 38): the location form replaces this one until saved.
  const [proposal, setProposal] = useState<LocationEditing>(null);
  const stop = editing?.stop ?? null;
  // A vendor's note waits for the site's review unless the site trusts vendors (issue 37).
  const memberMode = useMemberMode();

  useEffect(() => {
    if (!editing || !timeZone) return;
    setValues(
      editing.stop
        ? valuesOfStop(editing.stop, { waitingNote: memberMode })
        : valuesForNew({
            memberId: member?.id,
            today: zoneDate(clock(), timeZone),
            slot: editing.slot,
          }),
    );
    setErrors({});
    setConfirmDelete(false);
    setProposal(null);
  }, [editing, member?.id, setErrors, memberMode, timeZone, clock]);

  const change = (patch: Partial<StopFormValues>, field: string) => {
    setValues((v) => (patch.date !== undefined ? withDate(v, patch.date) : { ...v, ...patch }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const changeRepeat = (patch: Partial<StopFormValues["repeat"]>, field: string) =>
    change({ repeat: { ...values.repeat, ...patch } }, field);

  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body = inputOfValues(values);
      return stop ? scheduleApi.update(stop.id, body) : scheduleApi.create(body);
    },
    onSuccess: () => {
      notify.success(stop ? "Stop saved." : "Stop added.");
      void refresh();
      onClose();
    },
    onError: (error) =>
      showServerError(error, (fields) => errorsOfApi(fields) as Record<string, string>),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const found = stopFormErrors(values) as Record<string, string>;
    if (Object.keys(found).length > 0) return refuse(found);
    setErrors({});
    save.mutate();
  };

  return (
    <>
      <FormModal
        opened={editing !== null && timeZone !== undefined && !confirmDelete && proposal === null}
        onClose={onClose}
        title={stop ? "Edit stop" : "Add stop"}
        onSubmit={submit}
        submitLabel="Save"
        loading={save.isPending}
        formRef={formRef}
      >
        <MemberSelect
          value={values.member_id}
          onChange={(v) => change({ member_id: v }, "member_id")}
          error={errors.member_id}
          fixed={member}
        />
        <LocationSelect
          value={values.location_id ? Number(values.location_id) : null}
          onChange={(id) => change({ location_id: id === null ? null : String(id) }, "location_id")}
          error={errors.location_id}
          required
          noMatchText={
            memberMode ? "No location matches: propose a new spot below." : "No location matches"
          }
        />
        {memberMode ? (
          <Group gap="xs" wrap="nowrap" align="center">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconMapPinPlus size={16} aria-hidden />}
              onClick={() => setProposal({ location: null })}
            >
              Propose a new spot
            </Button>
            <Text size="xs" c="dimmed">
              {PROPOSE_HINT}
            </Text>
          </Group>
        ) : null}
        <StopWhenFields values={values} errors={errors} onChange={change} />
        <StopRepeatFields fields={values.repeat} errors={errors} onChange={changeRepeat} />
        {values.repeat.repeat !== "none" ? (
          <CancelledDates
            dates={values.exdates}
            error={errors.exdates}
            onRestore={(date) =>
              change({ exdates: values.exdates.filter((d) => d !== date) }, "exdates")
            }
          />
        ) : null}
        <Textarea
          label="Note"
          description={
            memberMode && stop?.pending_note != null
              ? "Waiting for the site's review; the site shows the earlier note until then."
              : "Shown with the stop on the site, e.g. “Cash only” or “By the fountain”."
          }
          value={values.note}
          error={errors.note}
          maxLength={300}
          autosize
          minRows={2}
          onChange={(e) => change({ note: e.currentTarget.value }, "note")}
        />
        {stop ? (
          <Group>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirmDelete(true)}
            >
              {stop.rrule ? "Delete series" : "Delete stop"}
            </Button>
          </Group>
        ) : null}
      </FormModal>
      <LocationModal
        editing={proposal}
        near={null}
        proposing
        onClose={() => setProposal(null)}
        onSaved={(saved) => change({ location_id: String(saved.id) }, "location_id")}
      />
      <DeleteSeriesDialog
        stop={confirmDelete ? stop : null}
        onClose={() => setConfirmDelete(false)}
        onDeleted={onClose}
      />
    </>
  );
}
