import { CATERING_DIETARY, DEFAULT_CURRENCY, DIETARY_LABELS } from "@fooddir/contract";
import { CateringChoices } from "./CateringChoices.tsx";
import type { CateringFormData, CateringListField, CateringTextField } from "./catering-form.ts";
import { FormField as Field, fieldProps, PhoneField } from "./FormField.tsx";

type Props = {
  fieldId: (name: string) => string;
  errors: Record<string, string>;
  values: Record<string, string>;
  lists: Record<string, string[]>;
  /** The site's cuisines, today and currency (null in the page builder). */
  site: CateringFormData | null;
};

const DIETARY_CHOICES = CATERING_DIETARY.map((value) => ({ value, label: DIETARY_LABELS[value] }));

/**
 * The fields of "Book a truck" (contract.md: the request of POST /api/catering-requests). Paired
 * fields share a row on wide screens; the place is an address only (no coordinates without a
 * script).
 */
export function CateringFields({ fieldId, errors, values, lists, site }: Props) {
  const field = fieldProps<CateringTextField>(fieldId, errors, values);
  const list = (name: CateringListField) => ({
    id: fieldId(name),
    name,
    error: errors[name],
    checked: lists[name] ?? [],
  });
  const currency = site?.currency || DEFAULT_CURRENCY;
  const time = (name: "start_time" | "end_time", label: string, hint: string) => (
    <Field {...field(name)} label={label} type="time" required autoComplete="off" hint={hint} />
  );
  const budget = (name: "budget_min" | "budget_max", label: string) => (
    <Field
      {...field(name)}
      label={`${label} (${currency})`}
      type="number"
      required={false}
      autoComplete="off"
      hint={`For the whole event, in ${currency}.`}
      input={{ min: 0, step: 0.01, inputMode: "decimal" }}
    />
  );
  return (
    <>
      <div className="blk-form__pair">
        <Field {...field("name")} label="Your name" required autoComplete="name" />
        <Field {...field("email")} label="Email" type="email" required autoComplete="email" />
      </div>
      <PhoneField {...field("phone")} hint="If the caterers may call you." />
      <Field
        {...field("event_date")}
        label="Event date"
        type="date"
        required
        autoComplete="off"
        hint="The day of your event, like 2027-05-14."
        input={site ? { min: site.today } : undefined}
      />
      <div className="blk-form__pair">
        {time(
          "start_time",
          "Start time",
          "When serving starts, in the local time where the event is.",
        )}
        {time(
          "end_time",
          "End time",
          "When serving ends. A time before the start means the next day.",
        )}
      </div>
      <Field
        {...field("guests")}
        label="Number of guests"
        type="number"
        required
        autoComplete="off"
        input={{ min: 1, step: 1, inputMode: "numeric" }}
      />
      <div className="blk-form__pair">
        {budget("budget_min", "Budget from")}
        {budget("budget_max", "Budget up to")}
      </div>
      <Field
        {...field("address")}
        label="Address of the event"
        required
        autoComplete="address-line1"
        hint="Street and city, where the caterers will set up."
      />
      {site && site.cuisines.length > 0 ? (
        <CateringChoices
          {...list("cuisines")}
          legend="Cuisines wanted"
          hint="Leave all unchecked if any cuisine will do."
          choices={site.cuisines.map((c) => ({ value: String(c.id), label: c.title }))}
        />
      ) : null}
      <CateringChoices {...list("dietary")} legend="Dietary needs" choices={DIETARY_CHOICES}>
        <Field
          {...field("dietary_other")}
          label="Other needs"
          required={false}
          autoComplete="off"
          hint="One more need, like low-sodium."
        />
      </CateringChoices>
      <Field
        {...field("notes")}
        label="Notes"
        required={false}
        autoComplete="off"
        hint="Anything the caterers should know: the occasion, power, access."
        multiline
      />
    </>
  );
}
