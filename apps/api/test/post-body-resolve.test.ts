import { API_PATHS } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { createCuisineTag, createMediaRow } from "./content-fixtures.ts";
import { call, itNeedsAToken } from "./helpers.ts";
import { block, createPostBodyTestApp, ids, type ReadBlock } from "./post-body-fixtures.ts";

const { app, db, admin, editor, catering, member } = await createPostBodyTestApp();

describe("POST /api/posts/resolve-blocks", () => {
  const resolve = (blocks: unknown, token: string | undefined) =>
    call(app, "POST", API_PATHS.resolveBlocks, { token, body: { blocks } });

  it("returns blocks as a read would, for the editor", async () => {
    const image = await createMediaRow(db, 1, "alt");
    const foreignImage = await createMediaRow(db, 2);
    const shown = await member(admin);
    const res = await resolve(
      [
        block("Image", { image: { id: image.id, url: "/anything" }, alt: "x", resolved: { x: 1 } }),
        block("Gallery", { images: [{ image: foreignImage.id, alt: "x" }] }),
        block("MemberGrid", { mode: "picked", member_ids: [shown.id] }),
        { type: "Faq", props: { category_id: null } },
      ],
      editor,
    );
    expect(res.status).toBe(200);
    const [img, gallery, grid, faq] = res.body.data.blocks as ReadBlock[];
    expect(img.type).toBe("Image");
    expect(img.props).toEqual({
      id: expect.any(String),
      image: expect.objectContaining({
        id: image.id,
        alt: "alt",
        url: expect.stringContaining(image.hashed_name),
      }),
      alt: "x",
      caption: "",
      width: "content",
    });
    expect(gallery.props.images).toEqual([{ image: null, alt: "x" }]);
    expect(grid.props).toMatchObject({ mode: "picked", member_ids: [shown.id] });
    expect(ids(grid.props.resolved?.members ?? [])).toEqual([shown.id]);
    expect(faq.props).toMatchObject({ title: "", category_id: null });
    expect(faq.props.resolved).toHaveProperty("categories");
    expect(faq.props).not.toHaveProperty("id");
  });

  it("never shows another domain's members, cuisines or FAQs", async () => {
    const theirMember = await member(catering);
    const theirTag = await createCuisineTag(app, catering);
    await member(catering, { external_data: { cuisines: [theirTag.id] } });
    const theirCategory = await call(app, "POST", "/api/faq-categories", {
      token: catering,
      body: { name: "Theirs" },
    });
    await call(app, "POST", "/api/faqs", {
      token: catering,
      body: { question: "Secret?", answer: "Yes", faq_category_id: theirCategory.body.data.id },
    });
    const res = await resolve(
      [
        block("MemberGrid", { mode: "picked", member_ids: [theirMember.id] }),
        block("MemberGrid", { mode: "cuisine", cuisine_id: theirTag.id }),
        block("Faq", { category_id: theirCategory.body.data.id }),
        block("CuisineList"),
      ],
      admin,
    );
    expect(res.status).toBe(200);
    const [picked, byCuisine, faq, cuisines] = res.body.data.blocks as ReadBlock[];
    expect(picked.props.resolved).toEqual({ members: [] });
    expect(byCuisine.props.resolved).toEqual({ members: [] });
    expect(faq.props.resolved).toEqual({ categories: [] });
    expect(ids(cuisines.props.resolved?.cuisines ?? [])).not.toContain(theirTag.id);
    expect(JSON.stringify(res.body)).not.toContain("Secret?");
    // Their own domain sees them.
    const theirs = await resolve(
      [block("Faq", { category_id: theirCategory.body.data.id })],
      catering,
    );
    expect(JSON.stringify(theirs.body)).toContain("Secret?");
  });

  it("checks each block's props and the number of blocks", async () => {
    const bad = await resolve(
      [
        block("LatestPosts"),
        block("MemberGrid", { limit: 0 }),
        block("Heading"),
        block("Image", { image: 5, alt: "" }),
      ],
      editor,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      "blocks.1.props.limit",
      "blocks.2.type",
      "blocks.3.props.alt",
    ]);
    const tooMany = await resolve(
      Array.from({ length: 51 }, () => block("CuisineList")),
      editor,
    );
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors)).toEqual(["blocks"]);
    expect(
      (
        await resolve(
          Array.from({ length: 50 }, () => block("CuisineList")),
          editor,
        )
      ).status,
    ).toBe(200);
  });

  it("is documented with the posts", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { host: "api.localhost" },
    });
    const operation = res.json().paths[API_PATHS.resolveBlocks]?.post;
    expect(operation?.tags).toEqual(["Posts"]);
    expect(operation?.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "blocks",
    );
  });

  itNeedsAToken(app, "POST", API_PATHS.resolveBlocks, { body: { blocks: [block("CuisineList")] } });
});
