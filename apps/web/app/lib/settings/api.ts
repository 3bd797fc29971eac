import {
  type AnalyticsBody,
  type AnalyticsItem,
  API_PATHS,
  type CurrentDomain,
  type DomainColor,
  type DomainOptions,
  type DomainOptionsUpdate,
  type ErrorPage,
  type ErrorPageBody,
  type MenuBody,
  type PostSeoItem,
  type PostSeoUpdate,
  type Social,
  type SocialBody,
  type SocialIcon,
  type TypeGroupItem,
} from "@fooddir/contract";
import { apiData, recordCalls } from "../api/record-calls.ts";

/** Calls of /panel/site-options (contract.md "Domains and settings"), through the API client. */

export type { PostSeoItem, PostSeoUpdate, TypeGroupItem };

/** Query keys of the settings screens; every write invalidates `settingsKeys.all`. */
export const settingsKeys = {
  all: ["settings"] as const,
  colors: ["settings", "colors"] as const,
  options: ["settings", "options"] as const,
  socials: ["settings", "socials"] as const,
  socialIcons: ["settings", "social-icons"] as const,
  menu: ["settings", "menu"] as const,
  errorPage: ["settings", "error-page"] as const,
  analytics: ["settings", "analytics"] as const,
  seo: ["settings", "seo"] as const,
  domain: ["settings", "domain"] as const,
  typeGroup: (type: number) => ["settings", "type-group", type] as const,
};

/** Social links and analytics items are written and deleted by id; their lists come whole. */
const socialCalls = recordCalls<Social, SocialBody>(API_PATHS.domainSocials);
const analyticsCalls = recordCalls<AnalyticsItem, Partial<AnalyticsBody>>(API_PATHS.analytics);

export const settingsApi = {
  colors: () => apiData<DomainColor[]>(API_PATHS.domainColors),
  saveColors: (colors: { domain_color_type_id: number; code: string }[]) =>
    apiData<DomainColor[]>(API_PATHS.domainColors, { method: "PUT", body: colors }),

  options: () => apiData<DomainOptions>(API_PATHS.domainOptions),
  saveOptions: (body: DomainOptionsUpdate) =>
    apiData<DomainOptions>(API_PATHS.domainOptions, { method: "PUT", body }),

  socialIcons: () => apiData<SocialIcon[]>(API_PATHS.socialIcons),
  socials: () => apiData<Social[]>(API_PATHS.domainSocials),
  createSocial: socialCalls.create,
  updateSocial: socialCalls.update,
  deleteSocial: socialCalls.remove,

  menu: async () => (await apiData<{ menuBody: MenuBody }>(API_PATHS.domainMenu)).menuBody,
  saveMenu: async (body: MenuBody) =>
    (await apiData<{ menuBody: MenuBody }>(API_PATHS.domainMenu, { method: "PUT", body })).menuBody,

  errorPage: () => apiData<ErrorPage>(API_PATHS.domainErrorPages),
  saveErrorPage: (body: ErrorPageBody) =>
    apiData<ErrorPage>(API_PATHS.domainErrorPages, { method: "PUT", body }),

  analytics: () => apiData<AnalyticsItem[]>(API_PATHS.analytics),
  createAnalytics: analyticsCalls.create,
  updateAnalytics: analyticsCalls.update,
  deleteAnalytics: analyticsCalls.remove,

  domain: () => apiData<CurrentDomain>(API_PATHS.currentDomain),
  postSeo: () => apiData<PostSeoItem[]>(API_PATHS.postsSeoView),
  /** Domain SEO and posts' SEO in one transaction (PUT /api/posts/seo with `domain`). */
  saveSeo: (body: { domain?: { title: string; description: string }; posts: PostSeoUpdate[] }) =>
    apiData<PostSeoItem[]>(API_PATHS.postsSeo, { method: "PUT", body }),

  /** Published-or-not posts of a type with _id, title and url (for pickers). */
  typeGroup: (type: number) => apiData<TypeGroupItem[]>(`${API_PATHS.posts}/${type}/type-group`),
};
