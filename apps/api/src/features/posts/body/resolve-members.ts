import { type BlockProps, POST_TYPES, publicPath, type ResolvedMember } from "@fooddir/contract";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { cuisineTags, media, postCuisines, posts } from "../../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../../db/tenant.ts";
import { postRefColumns } from "../post-filters.ts";
import { blockMediaOf, parseJson, publicPostsOfType } from "./queries.ts";

type Grid = BlockProps<"MemberGrid">;
type Candidate = ResolvedMember & { position: number; cuisineIds: number[] };

/**
 * The members each MemberGrid shows, with ONE query for all grids of a read: the published
 * members the grids may need (picked ids, the first ones by position, the first ones of each
 * cuisine) are fetched together and each grid takes its own from them.
 * - all: by position, up to `limit`;
 * - cuisine: those tagged `cuisine_id`, by position, up to `limit`;
 * - picked: `member_ids` in that order, skipping ids that are not published members of the
 *   domain (drafts, archived, trashed, deleted, another domain's), up to `limit`.
 */
export async function resolveMembers(
  db: Db,
  tenant: Tenant,
  grids: Grid[],
): Promise<ResolvedMember[][]> {
  const byMode = (mode: Grid["mode"]) => grids.filter((g) => g.mode === mode);
  const maxLimit = (list: Grid[]) => Math.max(0, ...list.map((g) => g.limit));
  const picked = [...new Set(byMode("picked").flatMap((g) => g.member_ids))];
  const allLimit = maxLimit(byMode("all"));
  const cuisineGrids = byMode("cuisine").filter((g) => g.cuisine_id !== null);
  const cuisineIds = [...new Set(cuisineGrids.map((g) => g.cuisine_id as number))];

  const member = publicPostsOfType(tenant, POST_TYPES.member);
  const wanted: SQL[] = [];
  if (picked.length > 0) wanted.push(inArray(posts.id, picked));
  if (allLimit > 0) {
    wanted.push(sql`${posts.id} in (
      select ${posts.id} from ${posts} where ${member}
      order by ${posts.position}, ${posts.id} limit ${allLimit})`);
  }
  if (cuisineIds.length > 0) {
    wanted.push(sql`${posts.id} in (
      select ranked.post_id from (
        select ${postCuisines.post_id} as post_id, row_number() over (
          partition by ${postCuisines.cuisine_tag_id} order by ${posts.position}, ${posts.id}
        ) as rank
        from ${postCuisines} join ${posts} on ${posts.id} = ${postCuisines.post_id}
        where ${member} and ${inArray(postCuisines.cuisine_tag_id, cuisineIds)}
      ) as ranked
      where ranked.rank <= ${maxLimit(cuisineGrids)})`);
  }
  if (wanted.length === 0) return grids.map(() => []);

  const poster = alias(media, "poster");
  const logo = alias(media, "logo");
  const ownMedia = (table: typeof poster | typeof logo, column: PgColumn) =>
    and(eq(table.id, column), tenantWhere(tenant, table.domain_id));
  type Tag = { id: number; title: string };
  const cuisines = sql`coalesce((
    select json_agg(json_build_object('id', ${cuisineTags.id}, 'title', ${cuisineTags.title})
      order by lower(${cuisineTags.title}), ${cuisineTags.id})
    from ${postCuisines} join ${cuisineTags} on ${cuisineTags.id} = ${postCuisines.cuisine_tag_id}
    where ${postCuisines.post_id} = ${posts.id} and ${tenantWhere(tenant, cuisineTags.domain_id)}
  ), '[]'::json)::text`.mapWith((value) => parseJson<Tag[]>(value));
  const rows = await db
    .select({
      ...postRefColumns,
      description: posts.description,
      position: posts.position,
      poster,
      logo,
      cuisines,
    })
    .from(posts)
    .leftJoin(poster, ownMedia(poster, posts.poster_id))
    .leftJoin(logo, ownMedia(logo, posts.logo_id))
    .where(and(member, or(...wanted)))
    .orderBy(asc(posts.position), asc(posts.id));

  const candidates: Candidate[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: publicPath(row.url),
    description: row.description,
    poster: blockMediaOf(row.poster, tenant),
    logo: blockMediaOf(row.logo, tenant),
    cuisines: row.cuisines.map((c) => c.title),
    position: row.position,
    cuisineIds: row.cuisines.map((c) => c.id),
  }));
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const shown = ({ position: _p, cuisineIds: _c, ...m }: Candidate): ResolvedMember => m;
  return grids.map((grid) => {
    let list: Candidate[];
    if (grid.mode === "picked") {
      list = [...new Set(grid.member_ids)].flatMap((id) => byId.get(id) ?? []);
    } else if (grid.mode === "cuisine") {
      const tag = grid.cuisine_id;
      list = tag === null ? [] : candidates.filter((c) => c.cuisineIds.includes(tag));
    } else {
      list = candidates;
    }
    return list.slice(0, grid.limit).map(shown);
  });
}
