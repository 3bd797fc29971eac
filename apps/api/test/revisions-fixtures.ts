import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../src/db/schema.ts";
import { createContentTestApp, createPost } from "./content-fixtures.ts";
import { ADMIN, call, EDITOR } from "./helpers.ts";

export const doc = (text: string) => ({
  root: { props: {} },
  content: [{ type: "RichText", props: { id: "text-1", text: `<p>${text}</p>` } }],
});

type PostData = {
  url: string;
  title: string;
  post_status_id?: number;
  media?: { poster_id?: number | null; logo_id?: number | null };
  external_data?: { cuisines?: number[] };
};

/**
 * The revisions test files' start: a content test app (createContentTestApp), the admin's and
 * the editor's user rows, a data save and the history of a post.
 */
export async function createRevisionsTestApp() {
  const content = await createContentTestApp();
  const { app, db, admin } = content;

  const userIdOf = async (email: string) => {
    const [row] = await db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.email, email));
    return row;
  };
  const adminUser = await userIdOf(ADMIN);
  const editorUser = await userIdOf(EDITOR);

  const saveData = (id: number, data: PostData, token = admin) =>
    call(app, "PUT", `/api/posts/${id}/data`, {
      token,
      body: {
        post_status_id: 2,
        no_index: false,
        no_follow: false,
        show_in_sitemap: true,
        ...data,
      },
    });

  /** PUT /api/posts/{id}/body as `token` (the super admin unless told). */
  const saveBody = (
    id: number,
    body: { post_status_id: number; post_body: unknown },
    token = admin,
  ) => call(app, "PUT", `/api/posts/${id}/body`, { token, body });

  /** A post at `url` made with a title and a `doc(text)` body, then each changed in turn. */
  async function postSavedThrice(url: string, titles: [string, string], texts: [string, string]) {
    const post = await createPost(app, admin, { url, title: titles[0], post_body: doc(texts[0]) });
    await saveData(post.id, { url, title: titles[1] });
    await saveBody(post.id, { post_status_id: 2, post_body: doc(texts[1]) });
    return post;
  }

  const history = async (id: number, token = admin) => {
    const res = await call(app, "GET", `/api/posts/${id}/revisions`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      id: number;
      kind: string;
      fields: string[];
      status: string;
      user: { id: number; firstname: string; lastname: string } | null;
    }[];
  };
  const latest = async (id: number) => (await history(id))[0];
  const countOf = async (id: number) => (await history(id)).length;

  return {
    ...content,
    adminUser,
    editorUser,
    saveData,
    saveBody,
    postSavedThrice,
    history,
    latest,
    countOf,
  };
}
