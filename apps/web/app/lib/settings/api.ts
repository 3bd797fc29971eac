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
  type ListEnvelope,
  type MenuBody,
  type PostSeoItem,
  type PostSeoUpdate,
  type Social,
  type SocialBody,
  type SocialIcon,
  type TypeGroupItem,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";

/** Calls of /panel/site-options (contract.md "Domains and settings"), through the API client. */

type Data<T> = { data: T };

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

export const settingsApi = {
  colors: async () => (await api()<ListEnvelope<DomainColor>>(API_PATHS.domainColors)).data,
  saveColors: async (colors: { domain_color_type_id: number; code: string }[]) =>
    (
      await api()<ListEnvelope<DomainColor>>(API_PATHS.domainColors, {
        method: "PUT",
        body: colors,
      })
    ).data,

  options: async () => (await api()<Data<DomainOptions>>(API_PATHS.domainOptions)).data,
  saveOptions: async (body: DomainOptionsUpdate) =>
    (await api()<Data<DomainOptions>>(API_PATHS.domainOptions, { method: "PUT", body })).data,

  socialIcons: async () => (await api()<ListEnvelope<SocialIcon>>(API_PATHS.socialIcons)).data,
  socials: async () => (await api()<ListEnvelope<Social>>(API_PATHS.domainSocials)).data,
  createSocial: async (body: SocialBody) =>
    (await api()<Data<Social>>(API_PATHS.domainSocials, { method: "POST", body })).data,
  updateSocial: async (id: number, body: SocialBody) =>
    (await api()<Data<Social>>(`${API_PATHS.domainSocials}/${id}`, { method: "PUT", body })).data,
  deleteSocial: (id: number) => api()(`${API_PATHS.domainSocials}/${id}`, { method: "DELETE" }),

  menu: async () => (await api()<Data<{ menuBody: MenuBody }>>(API_PATHS.domainMenu)).data.menuBody,
  saveMenu: async (body: MenuBody) =>
    (await api()<Data<{ menuBody: MenuBody }>>(API_PATHS.domainMenu, { method: "PUT", body })).data
      .menuBody,

  errorPage: async () => (await api()<Data<ErrorPage>>(API_PATHS.domainErrorPages)).data,
  saveErrorPage: async (body: ErrorPageBody) =>
    (await api()<Data<ErrorPage>>(API_PATHS.domainErrorPages, { method: "PUT", body })).data,

  analytics: async () => (await api()<ListEnvelope<AnalyticsItem>>(API_PATHS.analytics)).data,
  createAnalytics: async (body: Partial<AnalyticsBody>) =>
    (await api()<Data<AnalyticsItem>>(API_PATHS.analytics, { method: "POST", body })).data,
  updateAnalytics: async (id: number, body: Partial<AnalyticsBody>) =>
    (await api()<Data<AnalyticsItem>>(`${API_PATHS.analytics}/${id}`, { method: "PUT", body }))
      .data,
  deleteAnalytics: (id: number) => api()(`${API_PATHS.analytics}/${id}`, { method: "DELETE" }),

  domain: async () => (await api()<Data<CurrentDomain>>(API_PATHS.currentDomain)).data,
  postSeo: async () => (await api()<ListEnvelope<PostSeoItem>>(API_PATHS.postsSeoView)).data,
  /** Domain SEO and posts' SEO in one transaction (PUT /api/posts/seo with `domain`). */
  saveSeo: async (body: {
    domain?: { title: string; description: string };
    posts: PostSeoUpdate[];
  }) => (await api()<ListEnvelope<PostSeoItem>>(API_PATHS.postsSeo, { method: "PUT", body })).data,

  /** Published-or-not posts of a type with _id, title and url (for pickers). */
  typeGroup: async (type: number) =>
    (await api()<ListEnvelope<TypeGroupItem>>(`${API_PATHS.posts}/${type}/type-group`)).data,
};
