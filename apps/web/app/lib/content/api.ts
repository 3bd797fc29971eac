import type { CuisineTag, ListEnvelope, MediaItem, Post } from "@fooddir/contract";
import { api } from "../api/browser.ts";

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
};

export type FaqItem = {
  id: number;
  question: string;
  answer: string;
  category: { id: number; name: string } | null;
  position: number;
};
export type FaqCategory = { id: number; name: string; position: number; faqs?: FaqItem[] };

type Data<T> = { data: T };

export const contentKeys = {
  posts: ["posts"] as const,
  list: (type: number, query: object) => ["posts", "list", type, query] as const,
  post: (id: number) => ["posts", "one", id] as const,
  cuisineTags: ["cuisine-tags"] as const,
  media: (query: object) => ["media", query] as const,
  faq: ["faq-categories"] as const,
};

export const contentApi = {
  listPosts: (query: Record<string, string | number>) =>
    api()<ListEnvelope<Post>>("/api/posts/by-type", { query }),
  getPost: async (id: number) => (await api()<Data<Post>>(`/api/posts/${id}`)).data,
  createPost: async (body: PostInput & { post_type_id: number }) =>
    (await api()<Data<Post>>("/api/posts", { method: "POST", body })).data,
  updatePost: async (id: number, body: PostInput) =>
    (await api()<Data<Post>>(`/api/posts/${id}/data`, { method: "PUT", body })).data,
  setOrder: (id: number, position: number) =>
    api()(`/api/posts/${id}/order`, { method: "PATCH", body: { position } }),
  setStatus: (id: number, post_status_id: number) =>
    api()(`/api/posts/${id}/status`, { method: "PUT", body: { post_status_id } }),
  trash: (id: number) => api()(`/api/posts/${id}`, { method: "DELETE" }),
  restore: (id: number) => api()(`/api/posts/${id}/restore`, { method: "PUT" }),
  destroy: (id: number) => api()(`/api/posts/${id}/permanently`, { method: "DELETE" }),
  cuisineTags: async () => (await api()<Data<CuisineTag[]>>("/api/cuisine-tags")).data,

  listMedia: (query: { search?: string; limit: number; offset: number }) =>
    api()<ListEnvelope<MediaItem>>("/api/media", { query }),
  updateMediaAlt: async (id: number, alt: string) =>
    (await api()<Data<MediaItem>>(`/api/media/${id}`, { method: "PUT", body: { alt } })).data,
  deleteMedia: (id: number, force = false) =>
    api()(`/api/media/${id}`, { method: "DELETE", query: force ? { force: 1 } : undefined }),

  faqCategories: async () =>
    (await api()<Data<FaqCategory[]>>("/api/faq-categories", { query: { withFaqs: 1 } })).data,
  createFaqCategory: (name: string) =>
    api()("/api/faq-categories", { method: "POST", body: { name } }),
  deleteFaqCategory: (id: number) => api()(`/api/faq-categories/${id}`, { method: "DELETE" }),
  faqs: async () => (await api()<Data<FaqItem[]>>("/api/faqs")).data,
  createFaq: (body: { question: string; answer: string; faq_category_id: number | null }) =>
    api()("/api/faqs", { method: "POST", body }),
  updateFaq: (
    id: number,
    body: { question?: string; answer?: string; faq_category_id?: number | null },
  ) => api()(`/api/faqs/${id}`, { method: "PATCH", body }),
  deleteFaq: (id: number) => api()(`/api/faqs/${id}`, { method: "DELETE" }),
};
