import type { ReactNode } from "react";
import { describedBy, FieldNotes } from "./form-parts.tsx";

type Choice = { value: string; label: string };

type Props = {
  /** Id of the first checkbox (the error summary links there); the others add `-1`, `-2`... */
  id: string;
  name: string;
  legend: string;
  hint?: string;
  error?: string;
  choices: readonly Choice[];
  checked: readonly string[];
  children?: ReactNode;
};

/**
 * A group of checkboxes (optional choices) in a fieldset named by its legend, with its hint and
 * error tied to the group; each box sits in its label, a large touch target.
 */
export function CateringChoices({
  id,
  name,
  legend,
  hint,
  error,
  choices,
  checked,
  children,
}: Props) {
  return (
    <fieldset
      className="blk-form__field blk-form__group"
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="blk-form__label">
        {legend}
        <span className="blk-form__optional"> (optional)</span>
      </legend>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="blk-form__choices">
        {choices.map((choice, index) => (
          <label key={choice.value} className="blk-form__choice">
            <input
              type="checkbox"
              id={index === 0 ? id : `${id}-${index}`}
              name={name}
              value={choice.value}
              defaultChecked={checked.includes(choice.value)}
              aria-invalid={error ? true : undefined}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
