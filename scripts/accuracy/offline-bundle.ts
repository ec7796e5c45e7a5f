// The size of the knowledge-base copy the builder keeps for the offline check (docs/offline.md): the body of
// GET /api/interactions/database, measured from the shipped data. The medicine dictionary is never kept offline.
import { gzipSync } from "node:zlib";

import { knowledgeBaseSchema, type KnowledgeBaseInput } from "../../lib/interactions/knowledge-base-schema";
import { KNOWLEDGE_BASE } from "../../prisma/data/interactions";

/** Gzip budget of the offline copy, in kB of 1,024 bytes (as docs/benchmarks.md counts). */
export const OFFLINE_BUNDLE_BUDGET_KB = 400;

export interface OfflineBundleSize {
  rawBytes: number;
  gzipBytes: number;
  withinBudget: boolean;
}

/** The route answers `{ success: true, data: <knowledge base> }` (jsonOk), and browsers accept gzip. */
export function offlineBundleSize(base: KnowledgeBaseInput = KNOWLEDGE_BASE): OfflineBundleSize {
  const body = Buffer.from(JSON.stringify({ success: true, data: knowledgeBaseSchema.parse(base) }));
  const gzipBytes = gzipSync(body).length;
  return { rawBytes: body.length, gzipBytes, withinBudget: gzipBytes <= OFFLINE_BUNDLE_BUDGET_KB * 1024 };
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
