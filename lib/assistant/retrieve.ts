import "server-only";
// Retrieval over the assistant's documents with PostgreSQL full text (docs/reference/assistant.md
// "Retrieval"): the table is rebuilt from our content when a server first needs it and then every
// 10 minutes; a question's lexemes find rows through the GIN index, ranked by ts_rank with title
// words weighted above body words.
import { db } from "@/lib/db/prisma";

import { buildDocuments, referencesOf, type AssistantDoc } from "./documents";

const REFRESH_MS = 10 * 60 * 1000;

const globalForIndex = globalThis as unknown as { assistantIndex?: { at: number; ready: Promise<void> } };

/** Replaces every document in one transaction, lexemes computed by the database. */
export async function rebuildAssistantIndex(docs: readonly AssistantDoc[]): Promise<void> {
  const prisma = db();
  await prisma.$transaction([
    prisma.$executeRaw`DELETE FROM "assistant_documents"`,
    prisma.$executeRaw`
      INSERT INTO "assistant_documents" ("id", "kind", "title", "url", "body", "references", "terms")
      SELECT d.id, d.kind, d.title, d.url, d.body, d.refs::jsonb,
             "catalogue_search_terms"(d.title || ' ' || d.body)
      FROM unnest(${docs.map((doc) => doc.id)}::text[], ${docs.map((doc) => doc.kind)}::text[],
                  ${docs.map((doc) => doc.title)}::text[], ${docs.map((doc) => doc.url)}::text[],
                  ${docs.map((doc) => doc.body)}::text[], ${docs.map((doc) => JSON.stringify(doc.references))}::text[])
        AS d(id, kind, title, url, body, refs)`,
  ]);
}

/** Builds the index when this server has none or it is older than REFRESH_MS; failures are retried next time. */
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
  references: unknown;
  rank: number;
}

/** The best `limit` documents for a question (none when it has no searchable word). */
export async function retrieve(question: string, limit = 5): Promise<RetrievedDoc[]> {
  const rows = await db().$queryRaw<Row[]>`
    WITH q AS (SELECT "catalogue_search_terms"(${question.slice(0, 500)}) AS terms),
         query AS (
           SELECT q.terms, (SELECT string_agg(quote_literal(t), ' | ') FROM unnest(q.terms) t)::tsquery AS ts FROM q
           WHERE cardinality(q.terms) > 0
         )
    SELECT d."id", d."kind", d."title", d."url", d."body", d."references",
           ts_rank(
             setweight(to_tsvector('english', "catalogue_search_text"(d."title")), 'A') ||
             setweight(to_tsvector('english', "catalogue_search_text"(d."body")), 'D'),
             query.ts, 1)::float8 AS rank
    FROM "assistant_documents" d, query
    WHERE d."terms" && query.terms
    ORDER BY rank DESC, d."id"
    LIMIT ${limit}`;
  return rows.map((row) => ({ ...row, references: referencesOf(row.references) }));
}
