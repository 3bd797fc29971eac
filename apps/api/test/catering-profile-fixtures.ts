import { POST_STATUSES, POST_TYPES } from "@fooddir/contract";
import { expect } from "vitest";
import { memberCatering } from "../src/db/schema.ts";
import { createContentTestApp, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// contract.md "Catering requests that reach the right trucks", issue 23 point 1: a member's
// catering profile is written with the post, read by staff, and its contact email never appears
// in any public response. A location that is a catering base cannot be deleted.

/**
 * The catering profile test files' start: a content test app (createContentTestApp), a catering
 * base of each domain, a profile naming a secret contact email, and member saves.
 */
export async function createCateringProfileTestApp() {
  const content = await createContentTestApp();
  const { app, db, admin, editor, catering } = content;

  const place = async (token: string, host?: string) => {
    const res = await call(app, "POST", "/api/locations", {
      token,
      host,
      body: { name: uniqueWord("Base "), address: "", lat: 37.7793, lng: -122.4193 },
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.data.id as number;
  };
  const base = await place(editor);
  const foreignBase = await place(catering, "catering.localhost");

  /** A contact email no demo content holds, to look for in raw bodies. */
  const SECRET = `${uniqueWord("caterer")}@trucks.example.com`;
  const PROFILE = {
    offers: true,
    min_guests: 20,
    max_guests: 300,
    radius_km: 40,
    base_location_id: base,
    lead_days: 10,
    contact_email: ` ${SECRET.toUpperCase()} `,
  };
  const STORED = { ...PROFILE, contact_email: SECRET };

  const member = (catering: unknown, extra: Record<string, unknown> = {}) =>
    call(app, "POST", "/api/posts", {
      token: editor,
      body: {
        url: uniqueWord("m"),
        title: uniqueWord("Truck "),
        post_status_id: POST_STATUSES.published,
        post_type_id: POST_TYPES.member,
        catering,
        ...extra,
      },
    });

  /** PUT /api/posts/{id}/data with the post's current fields and `extra`. */
  const saveData = async (id: number, extra: Record<string, unknown>, token = editor) => {
    const { body } = await call(app, "GET", `/api/posts/${id}`, { token: admin });
    return call(app, "PUT", `/api/posts/${id}/data`, {
      token,
      body: {
        url: body.data.attributes.url,
        title: body.data.attributes.title,
        post_status_id: body.data.post_status_id,
        no_index: false,
        no_follow: false,
        show_in_sitemap: true,
        ...extra,
      },
    });
  };
  const profileRows = async () => (await db.select().from(memberCatering)).length;

  /** The raw text of an anonymous GET on the API host. */
  const rawGet = async (url: string) => {
    const res = await app.inject({ method: "GET", url, headers: { host: "api.localhost:3000" } });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.body;
  };

  return {
    ...content,
    place,
    base,
    foreignBase,
    SECRET,
    PROFILE,
    STORED,
    member,
    saveData,
    profileRows,
    rawGet,
  };
}
