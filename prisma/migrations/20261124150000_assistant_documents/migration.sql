-- The assistant's retrieval table (lib/assistant/index-documents.ts, docs/reference/assistant.md): one row per
-- piece of our own content — a product, an ingredient's facts, an interaction record, a blog section, a site
-- help entry — with its full-text lexemes (catalogue_search_terms: English, lower-cased, unaccented), kept as
-- text[] because Prisma has no tsvector type. A GIN index serves the overlap test (terms && query terms);
-- ranking uses ts_rank over the best-matching rows only. `aliases` are other names of what the row is about
-- (an ingredient's synonyms), used when the server re-ranks by how fully a question names a row.
CREATE TABLE "assistant_documents" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "references" JSONB NOT NULL DEFAULT '[]',
    "terms" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "assistant_documents_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "assistant_documents_terms_idx" ON "assistant_documents" USING GIN ("terms");
