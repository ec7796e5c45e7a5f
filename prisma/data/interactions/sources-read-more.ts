import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";

export const SOURCES_READ_MORE: SourceReadInput[] = [];
