import "server-only";
import { createHash } from "node:crypto";
import { DICTIONARIES } from "../../prisma/data/dictionaries";
import { AppError } from "../errors/app-error";
import { InteractionEngine, SupplementNotFoundError } from "./engine";
import { databaseCatalogue, latestLabelRecheck, loadKnowledgeBase } from "./queries";

const globalForEngine = globalThis as unknown as {
  interactionEngine?: Promise<InteractionEngine>;
  knowledgeDigest?: string;
  labelChecks?: { at: number; version: Promise<string> };
};

// Read at most once a second: a label checked on another instance reaches this one's analyses as promptly as
// its cached pages (docs/running-several-instances.md).
const LABEL_CHECKS_TTL_MS = 1000;

function labelChecksVersion(): Promise<string> {
  const now = Date.now();
  const known = globalForEngine.labelChecks;
  if (known && now - known.at < LABEL_CHECKS_TTL_MS) return known.version;
  const version = latestLabelRecheck().catch(() => known?.version ?? "");
  globalForEngine.labelChecks = { at: now, version };
  return version;
}

async function createEngine(): Promise<InteractionEngine> {
  const engine = new InteractionEngine({
    loadKnowledgeBase: async () => {
      const knowledge = await loadKnowledgeBase();
      globalForEngine.knowledgeDigest = createHash("sha256")
        .update(JSON.stringify([knowledge, DICTIONARIES]))
        .digest("hex");
      return knowledge;
    },
    dictionaries: DICTIONARIES,
    catalogue: databaseCatalogue,
    catalogueVersion: labelChecksVersion,
    log: (message, error) => console.error(`[interactions] ${message}`, error),
  });
  if (!(await engine.initialise())) {
    throw new AppError("INTERACTION_CHECK_FAILED", "The interaction knowledge base could not be loaded");
  }
  return engine;
}

export async function interactionEngine(): Promise<InteractionEngine> {
  globalForEngine.interactionEngine ??= createEngine().catch((error: unknown) => {
    globalForEngine.interactionEngine = undefined; // try again on the next request
    throw error;
  });
  return globalForEngine.interactionEngine;
}

export async function knowledgeDigest(): Promise<string> {
  await interactionEngine();
  return globalForEngine.knowledgeDigest ?? "";
}

export async function withSupplementErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SupplementNotFoundError) {
      throw new AppError("SUPPLEMENT_NOT_FOUND", error.message, {
        details: { supplementId: error.supplementId },
      });
    }
    throw error;
  }
}

/** After a product's ingredients change: analyses cached by this process are made again from the new rows. */
export async function forgetCachedAnalyses(): Promise<void> {
  globalForEngine.labelChecks = undefined;
  const engine = await globalForEngine.interactionEngine?.catch(() => undefined);
  engine?.forgetAnalyses();
}
