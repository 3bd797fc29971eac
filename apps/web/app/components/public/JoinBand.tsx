import { useRouteLoaderData } from "react-router";
import { FormBlock } from "../../blocks/FormBlock.tsx";
import type { FormBlockState } from "../../blocks/types.ts";
import type { loader as rootLoader } from "../../root.tsx";

/** The join band's form id: the page's action answers it under this key. */
export const JOIN_BAND_ID = "join-band";

type Props = {
  /** What the page's action answered for the band (sent, or errors with the values kept). */
  state?: FormBlockState;
  /** Where the form posts: back to the band on the page it is on by default. */
  action?: string;
};

/**
 * The domain's invitation to join (options join_title and join_text) with the join form, above
 * the footer of every public page. Nothing when both texts are empty.
 */
export function JoinBand({ state, action = "#join" }: Props) {
  const options = useRouteLoaderData<typeof rootLoader>("root")?.options;
  const title = options?.join_title;
  const text = options?.join_text;
  if (!title?.trim() && !text?.trim()) return null;
  return (
    <section className="join-band" id="join">
      <div className="site-container">
        <FormBlock
          id={JOIN_BAND_ID}
          form="join"
          title={title?.trim() || "Join us"}
          text={text ?? ""}
          submit_label=""
          state={state}
          action={action}
        />
      </div>
    </section>
  );
}
