// Counts read off the shipped knowledge base, dictionaries and catalogue: what /accuracy and the coverage
// table of docs/knowledge-base.md publish, so neither is ever typed by hand.
import { INGREDIENTS } from "../../prisma/data/catalogue/ingredients";
import { PRODUCTS } from "../../prisma/data/catalogue/products";
import { packGroupKey } from "../../lib/catalogue/packs";
import { productSeedSchema } from "../../lib/catalogue/seed-schemas";
import { DICTIONARIES } from "../../prisma/data/dictionaries";
import { KNOWLEDGE_BASE } from "../../prisma/data/interactions";
import { SOURCES_READ } from "../../prisma/data/interactions/sources-read";
import { sourceReadSchema, type SourceRead } from "../../lib/interactions/sources-read-schema";
import type { SourceKind } from "../../lib/accuracy/schema";
import type { Reference } from "../../lib/interactions/knowledge-base-schema";

/** `column` heads the coverage table; docs/knowledge-base.md defines each. */
export const SOURCE_KINDS: readonly { kind: SourceKind; column: string }[] = [
  { kind: "uk-product-information", column: "UK SmPC/PIL" },
  { kind: "ema", column: "EMA" },
  { kind: "nhs", column: "NHS" },
  { kind: "nih-ods", column: "NIH ODS" },
  { kind: "nccih", column: "NCCIH" },
  { kind: "bnf-nice-mhra", column: "BNF/NICE/MHRA" },
  { kind: "other", column: "Other" },
];

// emc is the UK's register of SmPCs and leaflets; imedi, medine and patient-info.co.uk reproduce UK SmPCs and
// leaflets verbatim, and RxReasoner the SmPCs the MHRA holds (a reference says so in its publisher).
const UK_PRODUCT_INFORMATION_HOSTS = [
  "www.medicines.org.uk",
  "medicines.org.uk",
  "imedi.co.uk",
  "medine.co.uk",
  "patient-info.co.uk",
];
const RXREASONER_HOSTS = ["www.rxreasoner.com", "rxreasoner.com"];

// NCCIH serves its pages with and without "www".
const NCCIH_HOSTS = ["www.nccih.nih.gov", "nccih.nih.gov"];

// NCCIH sends its herb pages' summaries as e-mail bulletins from its own account on the GovDelivery service.
const isNccihBulletin = (url: string) =>
  url.startsWith("https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/");

// The EMA's own PDFs are not readable here: a faithful copy of an HMPC monograph or EU list entry elsewhere (docslib,
// legislation.gov.uk, or a UK leaflet site) counts as EMA when its publisher says so, as the HMPC text it is.
const HMPC_COPY = "European Medicines Agency HMPC, copy at ";

export function sourceKindOf(reference: Pick<Reference, "url" | "publisher">): SourceKind {
  const host = new URL(reference.url).hostname;
  if (reference.publisher.startsWith(HMPC_COPY)) return "ema";
  if (UK_PRODUCT_INFORMATION_HOSTS.includes(host)) return "uk-product-information";
  if (RXREASONER_HOSTS.includes(host) && reference.publisher.includes("UK SmPC"))
    return "uk-product-information";
  if (host === "www.ema.europa.eu" || host === "ema.europa.eu") return "ema";
  if (host === "www.nhs.uk" || host === "nhs.uk" || host.endsWith(".nhs.uk")) return "nhs";
  if (host === "ods.od.nih.gov") return "nih-ods";
  if (NCCIH_HOSTS.includes(host) || isNccihBulletin(reference.url)) return "nccih";
  if (host.endsWith("nice.org.uk") || host === "www.mhra.gov.uk") return "bnf-nice-mhra";
  if (host === "www.gov.uk" && reference.publisher.includes("MHRA")) return "bnf-nice-mhra";
  return "other";
}

interface KnowledgeRecord {
  table: string;
  ingredients: readonly string[];
  evidenceLevel: number;
  isVerified: boolean;
  isClassRecord: boolean;
  references: readonly Reference[];
}

/** Every record with the catalogue ingredients it concerns (medicine–food rules concern none). */
function knowledgeRecords(): KnowledgeRecord[] {
  const kb = KNOWLEDGE_BASE;
  const record = (
    table: string,
    ingredients: (string | null | undefined)[],
    item: { evidenceLevel: number; isVerified: boolean; references: Reference[] },
    isClassRecord = false,
  ): KnowledgeRecord => ({
    table,
    ingredients: [...new Set(ingredients.filter((slug): slug is string => typeof slug === "string"))],
    evidenceLevel: item.evidenceLevel,
    isVerified: item.isVerified,
    isClassRecord,
    references: item.references,
  });
  return [
    ...kb.supplementInteractions.map((r) =>
      record("Supplement–supplement", [r.ingredientA, r.ingredientB], r),
    ),
    ...kb.drugInteractions.map((r) =>
      record("Supplement–medicine", [r.ingredient], r, r.targetClass !== undefined),
    ),
    ...kb.nutrientInteractions.map((r) =>
      record(
        "Nutrient effects",
        ["ingredient" in r.cause ? r.cause.ingredient : null, r.nutrientIngredient],
        r,
      ),
    ),
    ...kb.foodInteractions.map((r) => record("Supplement–food", [r.ingredient], r)),
    ...kb.medicalContraindications.map((r) => record("Condition cautions", [r.ingredient], r)),
    ...kb.medicineFoodInteractions.map((r) => record("Medicine–food", [], r, r.targetClass !== undefined)),
  ];
}

/** What the read log (sources-read.ts) says of a kind of source with no record citing it. */
export type ReadWithoutRecords = "read-nothing-recorded" | "no-licensed-uk-product" | null;

export interface IngredientCoverage {
  slug: string;
  name: string;
  records: number;
  verified: number;
  classRecords: number;
  bySource: Record<SourceKind, number>;
  readWithoutRecords: Record<SourceKind, ReadWithoutRecords>;
}

function readWithoutRecords(log: readonly SourceRead[], slug: string, kind: SourceKind): ReadWithoutRecords {
  const own = log.filter((entry) => entry.ingredient === slug && entry.kind === kind);
  if (own.some((entry) => entry.outcome === "none-stated" || entry.outcome === "stated-not-recorded"))
    return "read-nothing-recorded";
  if (own.some((entry) => entry.outcome === "no-licensed-uk-product")) return "no-licensed-uk-product";
  return null;
}

/** Per catalogue ingredient: its records, and how many cite each kind of source (a record may cite several). */
export function ingredientCoverage(
  records = knowledgeRecords(),
  log: readonly SourceRead[] = SOURCES_READ.map((entry) => sourceReadSchema.parse(entry)),
): IngredientCoverage[] {
  return INGREDIENTS.map((ingredient) => {
    const own = records.filter((record) => record.ingredients.includes(ingredient.slug));
    const bySource = Object.fromEntries(SOURCE_KINDS.map(({ kind }) => [kind, 0])) as Record<
      SourceKind,
      number
    >;
    for (const record of own)
      for (const kind of new Set(record.references.map(sourceKindOf))) bySource[kind] += 1;
    return {
      slug: ingredient.slug,
      name: ingredient.name,
      records: own.length,
      verified: own.filter((record) => record.isVerified).length,
      classRecords: own.filter((record) => record.isClassRecord).length,
      bySource,
      readWithoutRecords: Object.fromEntries(
        SOURCE_KINDS.map(({ kind }) => [kind, readWithoutRecords(log, ingredient.slug, kind)]),
      ) as Record<SourceKind, ReadWithoutRecords>,
    };
  });
}

export function knowledgeFigures() {
  const records = knowledgeRecords();
  const coverage = ingredientCoverage(records);
  const tables = [...new Set(records.map((record) => record.table))];
  return {
    knowledgeBase: {
      records: records.length,
      verified: records.filter((record) => record.isVerified).length,
      classRecords: records.filter((record) => record.isClassRecord).length,
      byEvidenceLevel: [1, 2, 3, 4, 5].map((level) => ({
        level,
        records: records.filter((record) => record.evidenceLevel === level).length,
      })),
      byTable: tables.map((table) => ({
        table,
        records: records.filter((record) => record.table === table).length,
      })),
    },
    dictionaries: {
      medicines: DICTIONARIES.medicines.length,
      medicineClasses: DICTIONARIES.medicineClasses.length,
      conditions: DICTIONARIES.conditions.length,
      ingredients: INGREDIENTS.length,
      // Products as /browse lists them: a product's other pack sizes are not counted again.
      products: new Set(PRODUCTS.map((raw) => packGroupKey(productSeedSchema.parse(raw)))).size,
    },
    coverage: {
      ingredients: coverage.length,
      withoutRecords: coverage.filter((row) => row.records === 0).length,
      withoutUkProductInformation: coverage.filter((row) => row.bySource["uk-product-information"] === 0)
        .length,
    },
  };
}
