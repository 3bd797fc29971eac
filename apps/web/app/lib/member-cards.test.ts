import type { Post } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { memberCards } from "./member-cards.ts";

const media = (id: number) => ({
  id,
  hashed_name: `h${id}`,
  path: "domains/x/library",
  extension: "jpg",
  alt: "",
  mime: "image/jpeg",
  size: 1,
  width: 1,
  height: 1,
  url: `/storage/p${id}.jpg`,
  thumbnail_url: `/storage/t${id}.png`,
});

const post = (id: number, title: string, withMedia = true): Post => ({
  id,
  _id: `uuid-${id}`,
  post_type_id: 2,
  post_status_id: 2,
  attributes: {
    title,
    url: title.toLowerCase().replaceAll(" ", "-"),
    description: `${title} desc`,
  },
  media: { poster: withMedia ? media(id) : null, logo: withMedia ? media(id + 100) : null },
  external_data: { cuisines: [{ id: 1, title: "Mexican", icon_data: "{}" }] },
  post_body: null,
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
  position: id,
  created_at: "",
  updated_at: "",
  deleted_at: null,
  profile: null,
});

describe("memberCards", () => {
  const posts = [post(1, "Taco Loco"), post(2, "Pita Pit Stop", false)];

  it("shows poster, logo, name, description, cuisine names and the member's url", () => {
    expect(memberCards(posts)[0]).toEqual({
      id: 1,
      title: "Taco Loco",
      href: "/taco-loco",
      description: "Taco Loco desc",
      poster: {
        url: "/storage/p1.jpg",
        width: 1,
        height: 1,
        thumbnail_url: "/storage/t1.png",
        alt: "Taco Loco",
      },
      logo: { url: "/storage/p101.jpg", width: 1, height: 1, thumbnail_url: "/storage/t101.png" },
      cuisines: ["Mexican"],
    });
    expect(memberCards(posts)[1].poster).toBeNull();
  });

  it("keeps only chosen members that are among the loaded posts, in the chosen order", () => {
    expect(memberCards(posts, [2, 99, 1]).map((c) => c.id)).toEqual([2, 1]);
  });
});
