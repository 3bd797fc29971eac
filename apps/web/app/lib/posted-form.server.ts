import { data, type RouterContextProvider } from "react-router";

/** What a public page's loader and action get: the request, the server's context, the path's params. */
export type PageArgs<Params> = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Params;
};

/** The 400 a public page's action answers for a post it cannot use. */
export const badRequest = () => data("Bad request.", { status: 400, statusText: "Bad Request" });

/** The form posted to a public page's action; a body that is no form is a 400. */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest();
  }
}
