import { describe, expect, it } from "vitest";
import { clientErrors, formErrorsOf, toInput, valuesOf } from "./post-form.ts";
import { SECTIONS } from "./sections.ts";

describe("the post form's values", () => {
  it("a new post starts as a draft in the sitemap, with an empty url the title will fill", () => {
    const values = valuesOf(undefined);
    expect(values).toMatchObject({ title: "", status: "1", show_in_sitemap: true });
    expect(values.url).toEqual({ url: "", touched: false });
  });

  it("sends media ids and cuisines only for sections that have them, trimmed title and url", () => {
    const values = {
      ...valuesOf(undefined),
      title: "  Taco Loco ",
      url: { url: " taco-loco ", touched: true },
      cuisines: ["3", "7"],
    };
    const member = toInput(values, SECTIONS.members);
    expect(member).toMatchObject({ title: "Taco Loco", url: "taco-loco", post_status_id: 1 });
    expect(member.media).toEqual({ poster_id: null, logo_id: null });
    expect(member.external_data).toEqual({ cuisines: [3, 7] });
    const page = toInput(values, SECTIONS.pages);
    expect(page.media).toBeUndefined();
    expect(page.external_data).toBeUndefined();
  });

  it("refuses an empty title and a url the API would refuse before sending", () => {
    const errors = clientErrors({ ...valuesOf(undefined), url: { url: "a b", touched: true } });
    expect(errors.title).toBe("The title field is required.");
    expect(errors.url).toBeTruthy();
    expect(
      clientErrors({ ...valuesOf(undefined), title: "Ok", url: { url: "ok", touched: true } }),
    ).toEqual({});
  });

  it("puts the API's field errors on the form's fields, joining two on one field", () => {
    expect(
      formErrorsOf({
        "media.poster_id": "The selected poster is invalid.",
        "media.logo_id": "The selected logo is invalid.",
        "external_data.cuisines.0": "The cuisine is invalid.",
        "external_data.cuisines.1": "The cuisine is gone.",
        post_status_id: "The status is invalid.",
        url: "The url has already been taken.",
      }),
    ).toEqual({
      poster: "The selected poster is invalid.",
      logo: "The selected logo is invalid.",
      cuisines: "The cuisine is invalid., The cuisine is gone.",
      status: "The status is invalid.",
      url: "The url has already been taken.",
    });
  });
});
