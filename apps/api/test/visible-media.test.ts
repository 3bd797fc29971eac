import { API_PATHS, blockDefaults, POST_TYPES, ROLES } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media, posts } from "../src/db/schema.ts";
import { MEDIA_NOT_YOURS } from "../src/features/media/member-media.ts";
import {
  createMediaRow,
  createPost,
  createVendor,
  publishedListings,
  uniqueWord,
} from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, login } from "./helpers.ts";

// Issue 37, point 1 (decision 029): every operation that turns media ids into media items goes
// through one rule (features/media/visible-media.ts). Staff (roles 1-3) see the domain's
// library; a member (role 4) sees what it uploaded and what its listing already shows; another
// domain's media is nothing to anyone. Before, the page builder's block preview answered any
// media item of the domain to a member, staff uploads and other vendors' uploads included.

const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const LOCAL = 1;

const [alpha, beta] = await publishedListings(db, LOCAL);

const vendorA = await createVendor(app, db, [alpha.id], LOCAL);
const vendorB = await createVendor(app, db, [beta.id], LOCAL);
const siteAdminEmail = `${uniqueWord("siteadmin")}@example.com`;
await createUser(db, { email: siteAdminEmail, roleId: ROLES.siteAdmin });

/** A media row of `domainId` uploaded by `by` (null: staff's seed or import). */
async function mediaRow(label: string, domainId = LOCAL, by: number | null = null) {
  const row = await createMediaRow(db, domainId, label);
  if (by !== null) await db.update(media).set({ uploaded_by: by }).where(eq(media.id, row.id));
  return { label, id: row.id };
}

// The listing's current images (chosen by staff), the member's own upload, and what it may not see.
const poster = await mediaRow("alpha poster");
const logo = await mediaRow("alpha logo");
const bodyImage = await mediaRow("alpha body image");
const ownUpload = await mediaRow("vendor A upload", LOCAL, vendorA.id);
const staffUpload = await mediaRow("staff upload");
const otherVendorUpload = await mediaRow("vendor B upload", LOCAL, vendorB.id);
const foreign = await mediaRow("another domain's", 2);
await db
  .update(posts)
  .set({
    poster_id: poster.id,
    logo_id: logo.id,
    post_body: {
      root: { props: {} },
      content: [{ type: "Image", props: { image: bodyImage.id } }],
    },
  })
  .where(eq(posts.id, alpha.id));

const domainMedia = [poster, logo, bodyImage, ownUpload, staffUpload, otherVendorUpload];
const everything = [...domainMedia, foreign];
const memberSees = [poster, logo, bodyImage, ownUpload];

// A staff post whose poster and body the staff roles save with each id.
const scratch = await createPost(app, (await login(app, ADMIN)).access_token, {
  post_type_id: POST_TYPES.page,
});

type Role = { name: string; token: string; sees: typeof everything; post: number };
const roles: Role[] = [
  {
    name: "super admin (1)",
    token: (await login(app, ADMIN)).access_token,
    sees: domainMedia,
    post: scratch.id,
  },
  {
    name: "site admin (2)",
    token: (await login(app, siteAdminEmail)).access_token,
    sees: domainMedia,
    post: scratch.id,
  },
  {
    name: "editor (3)",
    token: (await login(app, EDITOR)).access_token,
    sees: domainMedia,
    post: scratch.id,
  },
  { name: "member (4)", token: vendorA.token, sees: memberSees, post: alpha.id },
];

const block = (type: "Image" | "Hero" | "Gallery", props: Record<string, unknown>) => ({
  type,
  props: { ...blockDefaults[type], id: uniqueWord("b"), alt: "A truck", ...props },
});

/** The media id a read shows in a slot, or null. */
const idOf = (item: unknown) => (item as { id: number } | null)?.id ?? null;

describe.each(roles)("media ids resolved for the $name", (role) => {
  const visible = (id: number) => role.sees.some((m) => m.id === id);

  it("POST /api/posts/resolve-blocks: Image, Hero and Gallery show only the media it may see", async () => {
    const blocks = [
      ...everything.map((m) => block("Image", { image: { id: m.id } })),
      ...everything.map((m) => block("Hero", { image: m.id })),
      block("Gallery", { images: everything.map((m) => ({ image: m.id, alt: "A truck" })) }),
    ];
    const res = await call(app, "POST", API_PATHS.resolveBlocks, {
      token: role.token,
      body: { blocks },
    });
    expect(res.status).toBe(200);
    const read = res.body.data.blocks as { props: Record<string, unknown> }[];
    const gallery = read.at(-1)?.props.images as { image: unknown }[];
    everything.forEach((m, i) => {
      const want = visible(m.id) ? m.id : null;
      expect(idOf(read[i].props.image), `Image ${m.label}`).toBe(want);
      expect(idOf(read[everything.length + i].props.image), `Hero ${m.label}`).toBe(want);
      expect(idOf(gallery[i].image), `Gallery ${m.label}`).toBe(want);
    });
    // What a shown item carries is the library's item (alt, url); nothing of the hidden ones.
    const shown = read.find((b) => idOf(b.props.image) === poster.id);
    expect(shown?.props.image).toMatchObject({ alt: "alpha poster", url: expect.any(String) });
  });

  it("GET /api/media/{id}: 200 for the media it may see, 404 for the rest", async () => {
    for (const m of everything) {
      const res = await call(app, "GET", `/api/media/${m.id}`, { token: role.token });
      expect(res.status, m.label).toBe(visible(m.id) ? 200 : 404);
      if (res.status === 200) expect(res.body.data.alt).toBe(m.label);
    }
  });

  it("GET /api/media lists exactly the media it may see", async () => {
    const res = await call(app, "GET", "/api/media?limit=500", { token: role.token });
    expect(res.status).toBe(200);
    const listed = new Set((res.body.data as { id: number }[]).map((m) => m.id));
    for (const m of everything) expect(listed.has(m.id), m.label).toBe(visible(m.id));
  });

  it("GET /api/posts/{id}: the listing's poster, logo and body image are items", async () => {
    const res = await call(app, "GET", `/api/posts/${alpha.id}`, { token: role.token });
    expect(res.status).toBe(200);
    expect(idOf(res.body.data.media.poster)).toBe(poster.id);
    expect(idOf(res.body.data.media.logo)).toBe(logo.id);
    expect(idOf(res.body.data.post_body.content[0].props.image)).toBe(bodyImage.id);
  });

  it("PUT /api/posts/{id}/data and /body take only the media it may see (422 otherwise)", async () => {
    const live = (await call(app, "GET", `/api/posts/${role.post}`, { token: role.token })).body
      .data;
    for (const m of everything) {
      const data = await call(app, "PUT", `/api/posts/${role.post}/data`, {
        token: role.token,
        body: {
          url: live.attributes.url,
          title: live.attributes.title,
          post_status_id: live.post_status_id,
          no_index: live.no_index,
          no_follow: live.no_follow,
          show_in_sitemap: live.show_in_sitemap,
          media: { poster_id: m.id, logo_id: live.media.logo?.id ?? null },
        },
      });
      expect(data.status, `data ${m.label}: ${JSON.stringify(data.body)}`).toBe(
        visible(m.id) ? 200 : 422,
      );
      const body = await call(app, "PUT", `/api/posts/${role.post}/body`, {
        token: role.token,
        body: {
          post_status_id: live.post_status_id,
          post_body: { root: { props: {} }, content: [block("Image", { image: m.id })] },
        },
      });
      expect(body.status, `body ${m.label}: ${JSON.stringify(body.body)}`).toBe(
        visible(m.id) ? 200 : 422,
      );
      if (role.sees === memberSees && !visible(m.id) && m !== foreign) {
        expect(data.body.errors).toEqual({ media: [MEDIA_NOT_YOURS] });
      }
    }
  });
});

describe("another member and the public", () => {
  it("a member reads no media of another listing through a post", async () => {
    const res = await call(app, "GET", `/api/posts/${alpha.id}`, { token: vendorB.token });
    expect(res.status).toBe(404);
  });

  it("the block preview needs a sign-in", async () => {
    const res = await call(app, "POST", API_PATHS.resolveBlocks, {
      body: { blocks: [block("Image", { image: staffUpload.id })] },
    });
    expect(res.status).toBe(401);
  });
});
