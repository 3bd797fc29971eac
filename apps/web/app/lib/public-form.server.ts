import { API_PATHS } from "@fooddir/contract";
import { data, type RouterContextProvider } from "react-router";
import { FORM_BLOCK_FORM_FIELD } from "../blocks/form-config.ts";
import { submitCateringForm } from "../blocks/submit-catering-form.server.ts";
import { submitFormBlock } from "../blocks/submit-form-block.server.ts";
import type { FormBlockState } from "../blocks/types.ts";
import { serverApi } from "./api/server.server.ts";
import { badRequest, postedForm } from "./posted-form.server.ts";

export type PublicFormAnswer = { formStates: Record<string, FormBlockState> };

/**
 * The action of every public page that shows a form (a Form block, the layout's join band): the
 * post goes to the API (POST /api/submissions) and the page renders again with that form's state
 * (sent, or errors with the values kept). "Book a truck" (form "catering") goes to
 * POST /api/catering-requests instead. Never cached: the page cache serves GET and HEAD only.
 */
export async function publicFormAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const formData = await postedForm(request);
  const api = serverApi(context, request);
  const result =
    formData.get(FORM_BLOCK_FORM_FIELD) === "catering"
      ? await submitCateringForm(formData, (body) =>
          api(API_PATHS.cateringRequests, { method: "POST", body }),
        )
      : await submitFormBlock(formData, (body) =>
          api(API_PATHS.submissions, { method: "POST", body }),
        );
  if (!result) throw badRequest();
  const answer: PublicFormAnswer = { formStates: { [result.blockId]: result.state } };
  return data(answer, { status: result.status });
}
