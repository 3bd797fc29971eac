import {
  API_PATHS,
  type CateringProfileInput,
  type CuisineTag,
  type Faq,
  type FaqCategory,
  type ListEnvelope,
  type MediaItem,
  type MemberProfileInput,
  type Post,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { apiData } from "../api/record-calls.ts";

/** Calls of the content screens (contract.md "Posts", "Media"), all through the API client. */

export type PostInput = {
  url: string;
  title: string;
  post_status_id: number;
  description?: string;
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
  media?: { poster_id: number | null; logo_id: number | null };
  external_data?: { cuisines: number[] };
  /** Members only (contract.md "Member profiles"); null clears it. */
  profile?: MemberProfileInput | null;
  /** Members only: the catering profile (null clears it, absent keeps it). */
  catering?: CateringProfileInput | null;
  /** Scheduled publishing: a local wall time of the domain's zone; null clears, absent keeps. */
  publish_at?: string | null;
  unpublish_at?: string | null;
};

export type { FaqCategory };
export type FaqItem = Faq;

export const contentKeys = {
  posts: ["posts"] as const,
  list: (type: number, query: object) => ["posts", "list", type, query] as const,
  post: (id: number) => ["posts", "one", id] as const,
  cuisineTags: ["cuisine-tags"] as const,
  /** Every media list (invalidate this after an upload, edit or delete). */
  mediaAll: ["media"] as const,
  media: (query: object) => ["media", query] as const,
  faq: ["faq-categories"] as const,
  faqs: ["faqs"] as const,
};

export const contentApi = {
  listPosts: (query: Record<string, string | number>) =>
    api()<ListEnvelope<Post>>(API_PATHS.postsByType, { query }),
  getPost: (id: number) => apiData<Post>(`${API_PATHS.posts}/${id}`),
  createPost: (body: PostInput & { post_type_id: number }) =>
    apiData<Post>(API_PATHS.posts, { method: "POST", body }),
  updatePost: (id: number, body: PostInput) =>
    apiData<Post>(`${API_PATHS.posts}/${id}/data`, { method: "PUT", body }),
  setOrder: (id: number, position: number) =>
    api()(`${API_PATHS.posts}/${id}/order`, { method: "PATCH", body: { position } }),
  setStatus: (id: number, post_status_id: number) =>
    api()(`${API_PATHS.posts}/${id}/status`, { method: "PUT", body: { post_status_id } }),
  trash: (id: number) => api()(`${API_PATHS.posts}/${id}`, { method: "DELETE" }),
  restore: (id: number) => api()(`${API_PATHS.posts}/${id}/restore`, { method: "PUT" }),
  destroy: (id: number) => api()(`${API_PATHS.posts}/${id}/permanently`, { method: "DELETE" }),
  cuisineTags: () => apiData<CuisineTag[]>(API_PATHS.cuisineTags),

  listMedia: (query: { search?: string; limit: number; offset: number }) =>
    api()<ListEnvelope<MediaItem>>(API_PATHS.media, { query }),
  updateMediaAlt: (id: number, alt: string) =>
    apiData<MediaItem>(`${API_PATHS.media}/${id}`, { method: "PUT", body: { alt } }),
  deleteMedia: (id: number, force = false) =>
    api()(`${API_PATHS.media}/${id}`, {
      method: "DELETE",
      query: force ? { force: 1 } : undefined,
    }),

  faqCategories: () => apiData<FaqCategory[]>(API_PATHS.faqCategories, { query: { withFaqs: 1 } }),
  createFaqCategory: (name: string) =>
    api()(API_PATHS.faqCategories, { method: "POST", body: { name } }),
  deleteFaqCategory: (id: number) =>
    api()(`${API_PATHS.faqCategories}/${id}`, { method: "DELETE" }),
  faqs: () => apiData<FaqItem[]>(API_PATHS.faqs),
  createFaq: (body: { question: string; answer: string; faq_category_id: number | null }) =>
    api()(API_PATHS.faqs, { method: "POST", body }),
  updateFaq: (
    id: number,
    body: { question?: string; answer?: string; faq_category_id?: number | null },
  ) => api()(`${API_PATHS.faqs}/${id}`, { method: "PATCH", body }),
  deleteFaq: (id: number) => api()(`${API_PATHS.faqs}/${id}`, { method: "DELETE" }),
};
