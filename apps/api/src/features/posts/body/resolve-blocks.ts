import { type BlockProps, type BlockResolved, blockPropSchemas } from "@fooddir/contract";
import type { Db } from "../../../db/client.ts";
import type { Tenant } from "../../../db/tenant.ts";
import { blocksWithPaths, contentOf } from "./document.ts";
import { resolveCuisines } from "./resolve-cuisines.ts";
import { resolveFaqs } from "./resolve-faqs.ts";
import { resolveLatestPosts } from "./resolve-latest-posts.ts";
import { resolveMembers } from "./resolve-members.ts";

type DataType = keyof BlockResolved;
type Found<T extends DataType> = { props: Record<string, unknown>; value: BlockProps<T> }[];

/**
 * Fills the read-only `props.resolved` of every MemberGrid, CuisineList, Faq and LatestPosts
 * block of a body (slots included), in place, with what the public page shows: published,
 * untrashed posts only, whoever reads. At most five queries, run together, whatever the number
 * of blocks (members 1, cuisines 1, FAQs 2, posts 1). A block whose stored props no longer
 * parse shows nothing; a body that is not a block document is left alone.
 */
export async function resolveBlocks(db: Db, tenant: Tenant, body: unknown): Promise<void> {
  const content = contentOf(body);
  if (!content) return;
  const grids: Found<"MemberGrid"> = [];
  const lists: Found<"CuisineList"> = [];
  const faqs: Found<"Faq"> = [];
  const latest: Found<"LatestPosts"> = [];
  const empty: { props: Record<string, unknown>; type: DataType }[] = [];
  for (const { block } of blocksWithPaths(content, [])) {
    const { props } = block;
    const collect = <T extends DataType>(type: T, into: Found<T>) => {
      const parsed = blockPropSchemas[type].safeParse(props);
      if (parsed.success) into.push({ props, value: parsed.data as BlockProps<T> });
      else empty.push({ props, type });
    };
    if (block.type === "MemberGrid") collect("MemberGrid", grids);
    else if (block.type === "CuisineList") collect("CuisineList", lists);
    else if (block.type === "Faq") collect("Faq", faqs);
    else if (block.type === "LatestPosts") collect("LatestPosts", latest);
  }
  const values = <T extends DataType>(found: Found<T>) => found.map((f) => f.value);
  const [members, cuisines, categories, posts] = await Promise.all([
    grids.length > 0 ? resolveMembers(db, tenant, values(grids)) : [],
    lists.length > 0 ? resolveCuisines(db, tenant) : [],
    faqs.length > 0 ? resolveFaqs(db, tenant, values(faqs)) : [],
    latest.length > 0 ? resolveLatestPosts(db, tenant, values(latest)) : [],
  ]);
  grids.forEach((g, i) => {
    g.props.resolved = { members: members[i] } satisfies BlockResolved["MemberGrid"];
  });
  for (const list of lists) {
    list.props.resolved = { cuisines } satisfies BlockResolved["CuisineList"];
  }
  faqs.forEach((f, i) => {
    f.props.resolved = { categories: categories[i] } satisfies BlockResolved["Faq"];
  });
  latest.forEach((l, i) => {
    l.props.resolved = { posts: posts[i] } satisfies BlockResolved["LatestPosts"];
  });
  const nothing: { [T in DataType]: BlockResolved[T] } = {
    MemberGrid: { members: [] },
    CuisineList: { cuisines: [] },
    Faq: { categories: [] },
    LatestPosts: { posts: [] },
  };
  for (const { props, type } of empty) props.resolved = nothing[type];
}
