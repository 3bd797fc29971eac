import { useContext } from "react";
import { CateringFields } from "./CateringFields.tsx";
import {
  CATERING_LIST_FIELDS,
  CATERING_TEXT_FIELDS,
  CateringFormContext,
  receiptText,
} from "./catering-form.ts";
import { FormBlockFrame } from "./FormBlockFrame.tsx";
import { FORM_BLOCK_TEXT } from "./form-config.ts";
import type { FormBlockProps } from "./types.ts";

const SHOWN = new Set<string>([...CATERING_TEXT_FIELDS, ...CATERING_LIST_FIELDS]);

/**
 * "Book a truck" (issue 23): the structured catering request a Form block with form "catering"
 * shows. Posted to its page without JavaScript; the page's action sends it to
 * POST /api/catering-requests and answers this block's state: the confirmation (how many trucks
 * were asked), or the errors at their fields with the visitor's values kept.
 */
export function CateringFormBlock(props: FormBlockProps) {
  const site = useContext(CateringFormContext);
  const { state } = props;
  return (
    <FormBlockFrame
      {...props}
      className="blk-form blk-form--catering"
      copy={FORM_BLOCK_TEXT.catering}
      sentText={state?.status === "sent" && state.receipt ? receiptText(state.receipt) : undefined}
      shows={(name) => SHOWN.has(name) && (name !== "cuisines" || (site?.cuisines.length ?? 0) > 0)}
    >
      {(fieldId, failed) => (
        <CateringFields
          fieldId={fieldId}
          errors={failed?.errors ?? {}}
          values={failed?.values ?? {}}
          lists={failed?.lists ?? {}}
          site={site}
        />
      )}
    </FormBlockFrame>
  );
}
