import { describe, expect, it } from "vitest";
import ClaimPage from "../../routes/public/claim.tsx";
import { testPost } from "../../testing/fixtures.ts";
import { renderOnServer } from "../../testing/render-on-server.tsx";
import { PublicPost } from "./PublicPost.tsx";

// Issue 38 point 14: "Is this your truck? Claim it" shows only on listings no vendor holds; the
// claim page of a held listing says so and offers no form.

const member = (claimed: boolean) => testPost({ offers_catering: false, claimed });

const page = (claimed: boolean) => ({ post: member(claimed), isHome: false, stops: null });
const claimLinks = (doc: Document) => doc.querySelectorAll('a[href="/claim/7"]');

describe("the claim offer on a member's page", () => {
  it("shows on a listing nobody holds", async () => {
    const doc = await renderOnServer(<PublicPost page={page(false) as never} />);
    expect(claimLinks(doc)).toHaveLength(1);
    expect(doc.body.textContent).toContain("Is this your truck?");
  });

  it("is gone from a listing a vendor holds", async () => {
    const doc = await renderOnServer(<PublicPost page={page(true) as never} />);
    expect(claimLinks(doc)).toHaveLength(0);
    expect(doc.body.textContent).not.toContain("Is this your truck?");
  });
});

describe("the claim page of a held listing", () => {
  const render = (claimed: boolean) => {
    const props = {
      loaderData: { member: { id: 7, title: "Taco Loco", claimed }, sent: false },
      actionData: undefined,
    } as unknown as Parameters<typeof ClaimPage>[0];
    return renderOnServer(<ClaimPage {...props} />);
  };

  it("says the listing has an owner, links to sign-in and offers no form", async () => {
    const doc = await render(true);
    expect(doc.querySelector("h2")?.textContent).toBe("This listing already has an owner");
    expect(doc.querySelector('a[href="/team-login"]')).not.toBeNull();
    expect(doc.querySelector("form")).toBeNull();
  });

  it("offers the code form on a listing nobody holds", async () => {
    const doc = await render(false);
    expect(doc.querySelectorAll("form")).toHaveLength(1);
    expect(doc.body.textContent).toContain("Send me a code");
  });
});
