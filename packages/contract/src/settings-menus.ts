import { z } from "zod";
import { requiredText } from "./fields.ts";
import { isSafeLink, SITE_PATH_RE } from "./links.ts";

/** A site's social links and its header and footer menus (contract.md "Domains and settings"). */

// ---------------------------------------------------------------- socials

export const socialIconSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** label for people; icons: SVG path data in a 24x24 viewBox, drawn with a 2px stroke. */
  data: z.object({ label: z.string(), icons: z.array(z.string()) }),
});
export type SocialIcon = z.infer<typeof socialIconSchema>;

export const socialSchema = z.object({
  id: z.number().int(),
  link: z.string(),
  icon: socialIconSchema,
});
export type Social = z.infer<typeof socialSchema>;

export const MAX_SOCIALS = 20;

export const socialBodySchema = z.object({
  link: requiredText("link", 2048).refine(
    (v) => isSafeLink(v, true) && !SITE_PATH_RE.test(v),
    "The link must be an http(s), mailto: or tel: address.",
  ),
  icon_id: z.number({ error: "The icon field is required." }).int().positive().max(10_000),
});
export type SocialBody = z.infer<typeof socialBodySchema>;

// ---------------------------------------------------------------- menus

export const MENU_MAX_ITEMS = 30;
export const MENU_MAX_CHILDREN = 20;

export type MenuItem = {
  text: string;
  url: string;
  type: "internal" | "external";
  mode?: "dropdown";
  children?: MenuItem[];
};

const menuItemBase = {
  text: requiredText("text", 100),
  url: z.string({ error: "The url field is required." }).trim().max(2048, "The url is too long."),
  type: z.enum(["internal", "external"], { error: "The type must be internal or external." }),
};

function checkMenuUrl(item: { url: string; type: "internal" | "external" }, ctx: z.RefinementCtx) {
  const ok =
    item.type === "internal"
      ? SITE_PATH_RE.test(item.url)
      : isSafeLink(item.url, true) && !SITE_PATH_RE.test(item.url);
  if (!ok) {
    ctx.addIssue({
      code: "custom",
      path: ["url"],
      message:
        item.type === "internal"
          ? "An internal link must be a site path like /members."
          : "An external link must be an http(s), mailto: or tel: address.",
    });
  }
}

/** A footer item, or a child of a header dropdown: no children of its own. */
export const footerMenuItemSchema = z.strictObject(menuItemBase).superRefine(checkMenuUrl);

/** A header item; a 'dropdown' item holds one level of children. */
export const headerMenuItemSchema = z
  .strictObject({
    ...menuItemBase,
    mode: z.literal("dropdown", { error: "The mode must be dropdown." }).optional(),
    children: z
      .array(footerMenuItemSchema)
      .max(MENU_MAX_CHILDREN, `At most ${MENU_MAX_CHILDREN} items in a dropdown.`)
      .optional(),
  })
  .superRefine((item, ctx) => {
    checkMenuUrl(item, ctx);
    if (item.children?.length && item.mode !== "dropdown") {
      ctx.addIssue({
        code: "custom",
        path: ["mode"],
        message: "An item with children must have the mode dropdown.",
      });
    }
  });

export const menuBodySchema = z.object({
  header: z
    .array(headerMenuItemSchema, { error: "The header must be a list of items." })
    .max(MENU_MAX_ITEMS, `At most ${MENU_MAX_ITEMS} header items.`),
  footer: z
    .array(footerMenuItemSchema, { error: "The footer must be a list of items." })
    .max(MENU_MAX_ITEMS, `At most ${MENU_MAX_ITEMS} footer items.`),
});
export type MenuBody = { header: MenuItem[]; footer: MenuItem[] };

/** Named (OpenAPI `#/components/schemas/MenuItem`): a recursive schema needs a name to be referenced. */
const menuItemOut: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      text: z.string(),
      url: z.string(),
      type: z.enum(["internal", "external"]),
      mode: z.literal("dropdown").optional(),
      children: z.array(menuItemOut).optional(),
    }),
  )
  .meta({ id: "MenuItem" });
export const menuSchema = z.object({
  menuBody: z.object({ header: z.array(menuItemOut), footer: z.array(menuItemOut) }),
});
