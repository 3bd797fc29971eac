import { POST_TYPES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { joinBandPlace } from "./join-band.ts";

let next = 0;
const block = (type: string, props: Record<string, unknown> = {}) => ({
  type,
  props: { id: `b${++next}`, ...props },
});
const doc = (...content: unknown[]) => ({ root: { props: {} }, content });
const heading = block("Heading", { text: "Hello", level: "2", align: "left" });
const form = (kind: string) => block("Form", { form: kind, title: "", text: "", submit_label: "" });
const joinBand = () => block("JoinBand");
const section = (...content: unknown[]) => block("Section", { title: "", content });
const page = POST_TYPES.page;

describe("joinBandPlace: the join band at most once, only where it belongs", () => {
  it("puts it above the footer of the home page", () => {
    expect(joinBandPlace({ isHome: true, postTypeId: page, body: doc(heading) })).toBe("end");
    expect(joinBandPlace({ isHome: true, postTypeId: null, body: null })).toBe("end");
  });

  it("leaves it out of other pages unless they opt in with a Join band block", () => {
    expect(joinBandPlace({ isHome: false, postTypeId: page, body: doc(heading) })).toBe("none");
    expect(joinBandPlace({ isHome: false, postTypeId: page, body: null })).toBe("none");
    expect(joinBandPlace({ isHome: false, postTypeId: page, body: doc(section(joinBand())) })).toBe(
      "block",
    );
    // The home page's own Join band block is the band: it is not shown a second time.
    expect(joinBandPlace({ isHome: true, postTypeId: page, body: doc(joinBand()) })).toBe("block");
  });

  it("never shows it beside another form (a contact page), even on a page that opts in", () => {
    for (const kind of ["contact", "catering", "join"]) {
      const body = doc(heading, section(form(kind)), joinBand());
      expect(joinBandPlace({ isHome: false, postTypeId: page, body }), kind).toBe("none");
      expect(joinBandPlace({ isHome: true, postTypeId: page, body }), kind).toBe("none");
    }
  });

  it("never shows it on a member page or a blog post", () => {
    for (const type of [POST_TYPES.member, POST_TYPES.blog]) {
      expect(joinBandPlace({ isHome: false, postTypeId: type, body: doc(joinBand()) })).toBe(
        "none",
      );
    }
    expect(
      joinBandPlace({ isHome: false, postTypeId: POST_TYPES.showcase, body: doc(joinBand()) }),
    ).toBe("block");
  });
});
