import type { Post, SearchHighlight } from "@fooddir/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { cuisineTags, postCuisines, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import {
  excerptOf,
  markedParts,
  markedWords,
  NOT_CORRECTIONS,
  type SearchTerm,
  searchWords,
  tsqueryText,
  typosAllowed,
} from "./search-terms.ts";

// A public search of member posts (contract.md "Notifications, search, places", decision 030):
// PostgreSQL full-text search over each member's words (configuration 'simple': no language's
// stemming or stop words), each word by its start; typos corrected to words of the domain found
// by pg_trgm similarity and checked to be one typo away (same first letter; a letter more, less,
// other or two swapped; two other letters from 8 letters). Standard
// PostgreSQL (pg_trgm is created by migration 0015), so PGlite and PostgreSQL answer alike.

/** Trigram similarity a domain word needs to be a typo correction of a search word. */
const CORRECTION_SIMILARITY = 0.2;

/**
 * The member's words as tsvectors, for each row of `posts` the query scans: the title's
 * (`title_vec`), with the description's and cuisine names' (`text_vec`), and with the menu's
 * strings too (`vec`).
 */
function documentFrom(tenant: Tenant) {
  const names = sql`(
    select ${postCuisines.post_id} as post_id, string_agg(${cuisineTags.title}, ' ') as names
    from ${postCuisines} join ${cuisineTags} on ${cuisineTags.id} = ${postCuisines.cuisine_tag_id}
    where ${tenantWhere(tenant, cuisineTags.domain_id)}
    group by ${postCuisines.post_id}
  )`;
  return sql`${posts}
    left join ${names} as cuisine_names on cuisine_names.post_id = ${posts.id}
    cross join lateral (select to_tsvector('simple', ${posts.title}) as title_vec) as t
    cross join lateral (select t.title_vec || to_tsvector('simple',
      ${posts.description} || ' ' || coalesce(cuisine_names.names, '')) as text_vec) as d
    cross join lateral (select d.text_vec || jsonb_to_tsvector('simple',
      coalesce(${posts.profile} -> 'menu', '[]'::jsonb), '["string"]') as vec) as doc`;
}

const arrayOf = (values: readonly (string | number)[], type: "text" | "int") =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/**
 * A word of the same length is a typo when it differs in as many letters as allowed ("thin" for
 * "thia"), or in two letters swapped ("thai", "tacos" for "tacso"), not in two others ("tacos"
 * for "tapas"). Checked only on the few pairs the cheaper conditions leave.
 */
const SAME_LENGTH_TYPO = sql.raw(`(
  select count(*) filter (where substr(lexicon.word, i, 1) <> substr(term.word, i, 1)) <= term.typos
    or (count(*) filter (where substr(lexicon.word, i, 1) <> substr(term.word, i, 1)) = 2
      and bool_or(substr(lexicon.word, i, 2) = reverse(substr(term.word, i, 2))
        and substr(lexicon.word, i, 1) <> substr(term.word, i, 1)))
  from generate_series(1, length(term.word)) as i
)`);

/** A word one letter longer or shorter is a typo when that letter is all that differs. */
const ONE_LETTER_MORE_OR_LESS = sql.raw(`exists (
  select from generate_series(1, greatest(length(lexicon.word), length(term.word))) as i
  where case when length(lexicon.word) > length(term.word)
    then left(lexicon.word, i - 1) || substr(lexicon.word, i + 1) = term.word
    else left(term.word, i - 1) || substr(term.word, i + 1) = lexicon.word end
)`);

/** A lexeme quoted for tsquery text, in SQL (as `lexeme` in search-terms.ts). */
const QUOTED_CORRECTION = sql.raw(
  `'''' || replace(replace(correction.word, '\\', '\\\\'), '''', '''''') || ''''`,
);

/**
 * The ids of the posts under `where` that match the search, best first: every word in the
 * title, then matched without typos, then in the description or cuisines (not only the menu),
 * then `order` (the list's own order); with the search's words and their typo corrections.
 * One statement: each member's words become tsvectors once, and their lexemes are the domain's
 * words the corrections come from. Null when the search has no word to look for.
 */
export async function rankMemberSearch(
  db: Db,
  tenant: Tenant,
  where: SQL,
  order: SQL[],
  search: string,
): Promise<{ ids: number[]; terms: SearchTerm[] } | null> {
  const words = searchWords(search);
  if (words.length === 0) return null;
  const plain = words.map((word) => ({ word, corrections: [] }));
  const prefixes = plain.map((term) => tsqueryText([term], { exact: true }));
  const result = await db.execute(sql`
    with doc as materialized (
      select ${posts.id} as id, row_number() over (order by ${sql.join(order, sql`, `)}) as ord,
        t.title_vec, d.text_vec, doc.vec
      from ${documentFrom(tenant)}
      where ${where}
    ),
    term as (
      select * from unnest(${arrayOf(words, "text")}, ${arrayOf(prefixes, "text")},
        ${arrayOf(words.map(typosAllowed), "int")}) with ordinality as term(word, prefix, typos, n)
    ),
    correction as (
      select term.word as term, lexicon.word
      from (
        select distinct lexeme.word from doc, unnest(doc.vec) as lexeme(word, positions, weights)
        where left(lexeme.word, 1) = any(${arrayOf(
          words.map((w) => w[0]),
          "text",
        )})
      ) as lexicon
      join term on term.typos > 0
        and left(lexicon.word, 1) = left(term.word, 1)
        and left(lexicon.word, length(term.word)) <> term.word
        and abs(length(lexicon.word) - length(term.word)) <= 1
        and lexicon.word <> all(${arrayOf([...NOT_CORRECTIONS], "text")})
        and similarity(lexicon.word, term.word) >= ${CORRECTION_SIMILARITY}
        and (length(lexicon.word) = length(term.word) and ${SAME_LENGTH_TYPO}
          or length(lexicon.word) <> length(term.word) and ${ONE_LETTER_MORE_OR_LESS})
    ),
    q as (
      select to_tsquery('simple', ${tsqueryText(plain, { exact: true })}) as exact,
        to_tsquery('simple', (
          select string_agg('(' || term.prefix || coalesce((
            select string_agg(' | ' || ${QUOTED_CORRECTION}, '')
            from correction where correction.term = term.word
          ), '') || ')', ' & ' order by term.n) from term
        )) as any_field
    ),
    ranked as (
      select doc.id, row_number() over (order by (doc.title_vec @@ q.any_field) desc,
        (doc.vec @@ q.exact) desc, (doc.text_vec @@ q.any_field) desc, doc.ord) as n
      from doc, q where doc.vec @@ q.any_field
    )
    select
      (select coalesce(json_agg(ranked.id order by ranked.n), '[]'::json) from ranked)::text as ids,
      (select coalesce(json_agg(json_build_array(correction.term, correction.word)), '[]'::json)
        from correction)::text as corrections
  `);
  const [row] = rowsOf<{ ids: string; corrections: string }>(result);
  const corrections = JSON.parse(row.corrections) as [string, string][];
  const terms: SearchTerm[] = words.map((word) => ({
    word,
    corrections: corrections
      .filter(([term]) => term === word)
      .map(([, word]) => word)
      .sort(),
  }));
  return { ids: (JSON.parse(row.ids) as number[]).map(Number), terms };
}

/**
 * Where a found member matched: its title, and a passage of the first of its description, menu
 * entries ("name: description", section titles) and cuisine names holding a matched word (the
 * start of the description when only the title matched).
 */
export function highlightOf(post: Post, terms: readonly SearchTerm[]): SearchHighlight {
  const title = markedParts(post.attributes.title, terms);
  const menu = (post.profile?.menu ?? []).flatMap((section) => [
    section.section,
    ...section.items.map(
      (item) =>
        [item.name, item.description].filter(Boolean).join(": ") +
        (item.dietary.length > 0 ? ` (${item.dietary.join(", ")})` : ""),
    ),
  ]);
  const cuisines = post.external_data.cuisines.map((c) => c.title).join(", ");
  // The passage holding the most of the search's words (the first of equals).
  let best = { excerpt: excerptOf(post.attributes.description, terms), words: 0 };
  for (const text of [post.attributes.description, ...menu, cuisines]) {
    const excerpt = excerptOf(text, terms);
    const words = markedWords(excerpt);
    if (words > best.words) best = { excerpt, words };
  }
  return { title, excerpt: best.excerpt };
}
