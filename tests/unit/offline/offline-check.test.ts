/** @jest-environment node */
// The builder's offline check and the copies it runs on (docs/offline.md "The offline interaction check").
import type { KnowledgeBase } from "@/lib/interactions/knowledge-base-schema";
import { KNOWLEDGE_KEY, memoryCopyStore, productKey, type CopyEntry } from "@/lib/offline/copy-store";
import { checkStackOffline, PRODUCT_NOT_SAVED, PROFILE_NOT_CHECKED } from "@/lib/offline/offline-check";
import { saveKnowledgeCopy, saveProductCopies } from "@/lib/offline/save-copies";
import type { ProductCopy } from "@/lib/offline/schemas";

import { BASE, PRODUCTS } from "../interactions/fixtures";

const SAVED_AT = "2026-11-20T09:00:00.000Z";
/** The fixture's pair records (its other tables are shaped for the engine's tests, not the strict schema). */
const KNOWLEDGE: KnowledgeBase = {
  supplementInteractions: BASE.supplementInteractions,
  drugInteractions: [],
  nutrientInteractions: [],
  foodInteractions: [],
  medicalContraindications: [],
  medicineFoodInteractions: [],
};

function copyOf(id: keyof typeof PRODUCTS): ProductCopy {
  const product = PRODUCTS[id];
  if (!product) throw new Error(`No fixture ${id}`);
  return { product, limits: [] };
}

function storeWith(options: { knowledge?: string | null; products?: (keyof typeof PRODUCTS)[] }) {
  const entries = new Map<string, CopyEntry>();
  const knowledge = options.knowledge === undefined ? JSON.stringify(KNOWLEDGE) : options.knowledge;
  if (knowledge !== null) entries.set(KNOWLEDGE_KEY, { text: knowledge, etag: '"kb1"', savedAt: SAVED_AT });
  for (const id of options.products ?? [])
    entries.set(productKey(id), { text: JSON.stringify(copyOf(id)), etag: null, savedAt: SAVED_AT });
  return { store: memoryCopyStore(entries), entries };
}

const item = (id: string, quantity = 1) => ({ supplementId: id, name: `Product ${id}`, quantity });

describe("checkStackOffline", () => {
  it("runs the engine on the saved copies and gives the copy's date", async () => {
    const { store } = storeWith({ products: ["calcium", "iron"] });
    const check = await checkStackOffline(store, [item("calcium"), item("iron")], { signedIn: false });
    if (check.status !== "checked") throw new Error(`Expected a check, got ${check.status}`);
    expect(check.knowledgeSavedAt).toBe(SAVED_AT);
    expect(check.result.completeness).toBe("complete");
    expect(check.result.interactions.supplementInteractions.map((finding) => finding.record.id)).toEqual([
      "ss-calcium-iron",
    ]);
    expect(check.result.riskAssessment.overallRiskLevel).toBe("moderate");
  });

  it("schedules an item at the time chosen in the builder, as the online check does", async () => {
    const { store } = storeWith({ products: ["vitd"] });
    const check = await checkStackOffline(store, [{ ...item("vitd"), timing: "evening" }], {
      signedIn: false,
    });
    if (check.status !== "checked") throw new Error(`Expected a check, got ${check.status}`);
    expect(check.result.timingOptimization.schedule).toMatchObject([
      { supplementId: "vitd", optimalTime: "evening", reasoning: "The time you chose." },
    ]);
  });

  it("lists a product without a saved copy as not checked, never as low risk", async () => {
    const { store } = storeWith({ products: ["vitd"] });
    const check = await checkStackOffline(store, [item("vitd"), item("iron")], { signedIn: false });
    if (check.status !== "checked") throw new Error(`Expected a check, got ${check.status}`);
    expect(check.result.completeness).toBe("partial");
    expect(check.result.notChecked).toEqual([
      { kind: "product", name: "Product iron", reason: PRODUCT_NOT_SAVED, suggestions: [] },
    ]);
    expect(check.result.riskAssessment.overallRiskLevel).not.toBe("low");
  });

  it("says a signed-in user's health profile was not checked offline", async () => {
    const { store } = storeWith({ products: ["vitd"] });
    const check = await checkStackOffline(store, [item("vitd")], { signedIn: true });
    if (check.status !== "checked") throw new Error(`Expected a check, got ${check.status}`);
    expect(check.result.notChecked.map((entry) => entry.reason)).toEqual([PROFILE_NOT_CHECKED]);
    expect(check.result.completeness).toBe("partial");
    expect(check.result.riskAssessment.overallRiskLevel).not.toBe("low");
  });

  it("could not check offline without a copy of the knowledge base", async () => {
    const { store } = storeWith({ knowledge: null, products: ["calcium"] });
    await expect(checkStackOffline(store, [item("calcium")], { signedIn: false })).resolves.toEqual({
      status: "unavailable",
      reason: "no-knowledge-copy",
    });
  });

  it.each([
    ["not JSON", "{"],
    ["not a knowledge base", JSON.stringify({ supplementInteractions: "nope" })],
  ])("could not check offline when the saved knowledge base is %s", async (_label, text) => {
    const { store } = storeWith({ knowledge: text, products: ["calcium"] });
    const check = await checkStackOffline(store, [item("calcium")], { signedIn: false });
    expect(check).toEqual({ status: "unavailable", reason: "no-knowledge-copy" });
  });

  it("could not check offline when no product of the stack was saved", async () => {
    const { store } = storeWith({ products: [] });
    const check = await checkStackOffline(store, [item("calcium")], { signedIn: false });
    expect(check).toEqual({ status: "unavailable", reason: "no-product-copies" });
  });

  it("does not trust a product copy saved under another id", async () => {
    const { store, entries } = storeWith({ products: ["vitd"] });
    entries.set(productKey("iron"), {
      text: JSON.stringify(copyOf("calcium")),
      etag: null,
      savedAt: SAVED_AT,
    });
    const check = await checkStackOffline(store, [item("vitd"), item("iron")], { signedIn: false });
    if (check.status !== "checked") throw new Error(`Expected a check, got ${check.status}`);
    expect(check.result.notChecked.map((entry) => entry.name)).toEqual(["Product iron"]);
  });
});

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init });
}

describe("saveKnowledgeCopy", () => {
  const first = new Date("2026-11-20T09:00:00Z");
  const later = new Date("2026-11-24T10:00:00Z");

  it("saves the knowledge base with its ETag, then revalidates with If-None-Match", async () => {
    const store = memoryCopyStore();
    const fetchFn = jest
      .fn<Promise<Response>, [string, RequestInit?]>()
      .mockResolvedValueOnce(jsonResponse({ success: true, data: KNOWLEDGE }, { headers: { ETag: '"kb1"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: '"kb1"' } }));
    await saveKnowledgeCopy(store, fetchFn, first);
    await saveKnowledgeCopy(store, fetchFn, later);
    expect(fetchFn.mock.calls[1]?.[1]?.headers).toMatchObject({ "If-None-Match": '"kb1"' });
    const saved = await store.read(KNOWLEDGE_KEY);
    expect(saved).toEqual({ text: JSON.stringify(KNOWLEDGE), etag: '"kb1"', savedAt: later.toISOString() });
  });

  it("keeps the copy it has when the server fails", async () => {
    const store = memoryCopyStore();
    const fetchFn = jest
      .fn<Promise<Response>, [string, RequestInit?]>()
      .mockResolvedValueOnce(jsonResponse({ success: true, data: KNOWLEDGE }, { headers: { ETag: '"kb1"' } }))
      .mockResolvedValueOnce(jsonResponse({ success: false }, { status: 500 }));
    await saveKnowledgeCopy(store, fetchFn, first);
    await saveKnowledgeCopy(store, fetchFn, later);
    expect((await store.read(KNOWLEDGE_KEY))?.savedAt).toBe(first.toISOString());
  });
});

describe("saveProductCopies", () => {
  it("saves one entry per product the server answered", async () => {
    const store = memoryCopyStore();
    const fetchFn = jest
      .fn<Promise<Response>, [string, RequestInit?]>()
      .mockResolvedValue(jsonResponse({ success: true, data: { copies: [copyOf("calcium")] } }));
    await saveProductCopies(store, fetchFn, ["calcium", "gone"], new Date(SAVED_AT));
    expect(fetchFn).toHaveBeenCalledWith("/api/interactions/products?ids=calcium,gone", expect.anything());
    expect(JSON.parse((await store.read(productKey("calcium")))?.text ?? "null")).toEqual(copyOf("calcium"));
    expect(await store.read(productKey("gone"))).toBeNull();
  });
});
