import "server-only";
import { db } from "@/lib/db/prisma";

import { buildDocuments, referencesOf, type AssistantDoc } from "./documents";
import { rerank } from "./rerank";

const REFRESH_MS = 10 * 60 * 1000;

const globalForIndex = globalThis as unknown as { assistantIndex?: { at: number; ready: Promise<void> } };

async function rebuildAssistantIndex(docs: readonly AssistantDoc[]): Promise<void> {
  const prisma = db();
  await prisma.$transaction([
    prisma.$executeRaw`DELETE FROM "assistant_documents"`,
    prisma.$executeRaw`
      INSERT INTO "assistant_documents" ("id", "kind", "title", "url", "body", "aliases", "references", "terms")
      SELECT d.id, d.kind, d.title, d.url, d.body, ARRAY(SELECT jsonb_array_elements_text(d.names::jsonb)), d.refs::jsonb,
             "catalogue_search_terms"(d.title || ' ' || d.body || ' ' || array_to_string(ARRAY(SELECT jsonb_array_elements_text(d.names::jsonb)), ' '))
      FROM unnest(${docs.map((doc) => doc.id)}::text[], ${docs.map((doc) => doc.kind)}::text[],
                  ${docs.map((doc) => doc.title)}::text[], ${docs.map((doc) => doc.url)}::text[],
                  ${docs.map((doc) => doc.body)}::text[], ${docs.map((doc) => JSON.stringify(doc.aliases))}::text[],
                  ${docs.map((doc) => JSON.stringify(doc.references))}::text[])
        AS d(id, kind, title, url, body, names, refs)`,
  ]);
}

export async function ensureAssistantIndex(now = Date.now()): Promise<void> {
  const current = globalForIndex.assistantIndex;
  if (current && now - current.at < REFRESH_MS) return current.ready;
  const ready = buildDocuments()
    .then(rebuildAssistantIndex)
    .catch((error: unknown) => {
      globalForIndex.assistantIndex = undefined;
      throw error;
    });
  globalForIndex.assistantIndex = { at: now, ready };
  if (!current) return ready;
  // A refresh keeps answering from the previous rows while it runs; its failure is only logged.
  ready.catch((error: unknown) => {
    console.error("[assistant] refreshing the index failed", error);
  });
  return undefined;
}

export interface RetrievedDoc extends AssistantDoc {
  rank: number;
}

interface Row {
  id: string;
  kind: AssistantDoc["kind"];
  title: string;
  url: string;
  body: string;
  aliases: string[];
  references: unknown;
  rank: number;
}

const CANDIDATES = 120;

// Eight, not the three an answer quotes: records about other pairs are left out after retrieval.
export async function retrieve(question: string, limit = 8): Promise<RetrievedDoc[]> {
  const rows = await db().$queryRaw<Row[]>`
    WITH q AS (SELECT "catalogue_search_terms"(${question.slice(0, 500)}) AS terms),
         query AS (
           SELECT q.terms, (SELECT string_agg(quote_literal(t), ' | ') FROM unnest(q.terms) t)::tsquery AS ts FROM q
           WHERE cardinality(q.terms) > 0
         ),
         matching AS (
           SELECT d.*, (SELECT count(*) FROM unnest(query.terms) t WHERE t = ANY(d."terms")) AS hits
           FROM "assistant_documents" d, query
           WHERE d."terms" && query.terms
         ),
         -- An ingredient's own page is always a candidate: its many records can outnumber it on shared words.
         candidates AS (
           (SELECT * FROM matching ORDER BY hits DESC, "id" LIMIT ${CANDIDATES})
           UNION
           (SELECT * FROM matching WHERE "kind" = 'ingredient')
         )
    SELECT c."id", c."kind", c."title", c."url", c."body", c."aliases", c."references",
           ts_rank(
             setweight(to_tsvector('english', "catalogue_search_text"(c."title")), 'A') ||
             setweight(to_tsvector('english', "catalogue_search_text"(c."body")), 'D'),
             query.ts, 1)::float8 AS rank
    FROM candidates c, query`;
  const docs = rows.map((row) => ({ ...row, references: referencesOf(row.references) }));
  return rerank(question, docs).slice(0, limit);
}
