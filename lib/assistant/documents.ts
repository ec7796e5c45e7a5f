import "server-only";
import { z } from "zod";

import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { allBlogPosts } from "@/lib/blog/posts";
import { headingText, tableOfContents } from "@/lib/blog/toc";
import { cheapestOffer, formatPence, pricePerDayPence } from "@/lib/catalogue/pricing";
import { productPath } from "@/lib/catalogue/product-paths";
import { CATEGORY_LABELS, FORM_LABELS, TIMING_LABELS } from "@/lib/catalogue/values";
import { db } from "@/lib/db/prisma";

import { quotedRetailerName } from "./feed-text";
import { SITE_HELP } from "./site-help";

export interface Reference {
  title: string;
  url: string;
}

export interface AssistantDoc {
  id: string;
  kind: "product" | "ingredient" | "interaction" | "article" | "site";
  title: string;
  url: string;
  body: string;
  aliases: string[];
  references: Reference[];
}

const referenceSchema = z.object({ title: z.string().min(1), url: z.url({ protocol: /^https?$/ }) });

export function referencesOf(value: unknown): Reference[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = referenceSchema.safeParse(entry);
    return parsed.success ? [{ title: parsed.data.title, url: parsed.data.url }] : [];
  });
}

const sentence = (text: string | null | undefined) => (text ? text.trim().replace(/([^.!?])$/, "$1.") : "");
const joinSentences = (parts: (string | null | undefined | false)[]) =>
  parts
    .filter((part): part is string => typeof part === "string" && part.length > 0)
    .map(sentence)
    .join(" ");

async function productDocs(): Promise<AssistantDoc[]> {
  const rows = await db().supplement.findMany({
    include: {
      ingredients: { include: { ingredient: { select: { name: true } } } },
      offers: { select: { retailer: true, pricePence: true, packSize: true, inStock: true, source: true } },
    },
    orderBy: { name: "asc" },
  });
  return rows.map((row) => {
    const offer = cheapestOffer(row.offers);
    const contents = row.ingredients
      .map((item) => `${item.ingredient.name} ${String(item.amount)} ${item.unit}`)
      .join(", ");
    const diet = [
      row.vegan && "vegan",
      row.vegetarian && "vegetarian",
      row.glutenFree && "gluten-free",
    ].filter(Boolean);
    const price = offer
      ? `${offer.source === "sample" ? "Sample price (an example, not a live retailer price)" : "Price"}: ` +
        `${formatPence(offer.pricePence)} for ${String(offer.packSize)} at ${quotedRetailerName(offer.retailer)}` +
        `${offer.inStock ? "" : " (out of stock)"}, about ${formatPence(pricePerDayPence(offer, row.unitsPerServing))} a day at one serving`
      : "We hold no price for it";
    return {
      id: `product:${row.slug}`,
      kind: "product",
      title: `${row.name} (${row.brand})`,
      url: productPath(row.slug),
      body: joinSentences([
        `${row.name} by ${row.brand} is a ${FORM_LABELS[row.form].toLowerCase()} in our ${CATEGORY_LABELS[row.category]} category`,
        contents &&
          `Each serving (${String(row.unitsPerServing)} ${row.unitsPerServing === 1 ? "unit" : "units"}) contains ${contents}`,
        row.description,
        row.benefits.length > 0 && `Benefits listed: ${row.benefits.join("; ")}`,
        row.optimalTiming && `Best taken: ${TIMING_LABELS[row.optimalTiming].toLowerCase()}`,
        diet.length > 0 && `Labelled ${diet.join(", ")}`,
        price,
      ]),
      aliases: [row.name, `${row.brand} ${row.name}`],
      references: [],
    };
  });
}

function amountText(amount: number | null, unit: string | null): string | null {
  return amount === null || !unit ? null : `${String(amount)} ${unit}`;
}

async function ingredientDocs(): Promise<AssistantDoc[]> {
  const prisma = db();
  const [rows, claims] = await Promise.all([
    prisma.ingredient.findMany({ orderBy: { slug: "asc" } }),
    prisma.authorisedClaim.findMany({ select: { substance: true, claimText: true }, orderBy: { id: "asc" } }),
  ]);
  return rows.map((row) => {
    const own = new Set(row.claimSubstances);
    const claimTexts = [
      ...new Set(claims.filter((claim) => own.has(claim.substance)).map((c) => c.claimText)),
    ];
    const upper = amountText(row.upperLevelAmount, row.upperLevelUnit);
    const typical = amountText(row.typicalDoseAmount, row.typicalDoseUnit);
    const nrv = amountText(row.nrvAmount, row.nrvUnit);
    return {
      id: `ingredient:${row.slug}`,
      kind: "ingredient",
      title: row.name,
      url: `/browse?ingredient=${row.slug}`,
      body: joinSentences([
        // The evidence first: an answer quotes the earliest of equally good sentences.
        row.evidenceSummary,
        typical && `A typical daily dose of ${row.name} is ${typical}`,
        nrv && `The nutrient reference value (NRV) for ${row.name} is ${nrv} a day`,
        upper &&
          `The UK upper level for ${row.name} is ${upper} a day (${row.upperLevelSource ?? "source not recorded"})`,
        row.optimalTiming && `Best taken: ${TIMING_LABELS[row.optimalTiming].toLowerCase()}`,
        row.bioavailabilityNotes,
        claimTexts.length > 0 && `Authorised health claims: ${claimTexts.join("; ")}`,
        row.synonyms.length > 0 && `${row.name} is also called ${row.synonyms.join(", ")}`,
      ]),
      aliases: row.synonyms,
      references: referencesOf(row.references),
    };
  });
}

function withAncestors(slug: string, seen = new Set<string>()): Set<string> {
  if (seen.has(slug)) return seen;
  seen.add(slug);
  const found = DICTIONARIES.medicineClasses.find((entry) => entry.slug === slug);
  for (const parent of found?.parents ?? []) withAncestors(parent, seen);
  return seen;
}

function membersOf(classSlug: string): { name: string; brands: string[] }[] {
  return DICTIONARIES.medicines.filter((medicine) =>
    medicine.classes.some((slug) => withAncestors(slug).has(classSlug)),
  );
}

const classNames = (slugs: readonly string[]) =>
  slugs.flatMap((slug) => DICTIONARIES.medicineClasses.find((entry) => entry.slug === slug)?.name ?? []);

/** The medicine of a medicine–food rule, or its class's members, by every name people use for them. */
function medicineNamesOf(record: { medicine: string | null; targetClass: string | null }) {
  if (record.targetClass) {
    const members = membersOf(record.targetClass);
    const [name] = classNames([record.targetClass]);
    return {
      name: name ?? record.targetClass,
      names: members.flatMap((m) => [m.name, ...m.brands]),
      members,
    };
  }
  const medicine = DICTIONARIES.medicines.find((entry) => entry.slug === record.medicine);
  const name = medicine?.name ?? record.medicine ?? "";
  return { name, names: [...(medicine?.brands ?? []), ...classNames(medicine?.classes ?? [])], members: [] };
}

// "Can I have grapefruit with my statin?": the food first, as the part people ask about with their medicine.
async function medicineFoodDocs(): Promise<AssistantDoc[]> {
  const records = await db().medicineFoodInteraction.findMany({ orderBy: { id: "asc" } });
  return records.map((record) => {
    const { name, names, members } = medicineNamesOf(record);
    const food = `${record.food.charAt(0).toUpperCase()}${record.food.slice(1)}`;
    return {
      id: `interaction:${record.id}`,
      kind: "interaction",
      title: `${food} with ${name}`,
      url: "/interactions",
      body: joinSentences([
        `${name} and ${record.food}: ${record.severity} interaction`,
        members.length > 0 && `This covers ${members.map((m) => m.name).join(", ")}`,
        record.clinicalSignificance,
        record.mechanism,
        record.recommendation,
      ]),
      aliases: [...new Set(names)].map((other) => `${food} with ${other}`),
      references: referencesOf(record.references),
    };
  });
}

async function supplementFoodDocs(): Promise<AssistantDoc[]> {
  const records = await db().foodInteraction.findMany({
    include: { ingredient: { select: { name: true, synonyms: true } } },
    orderBy: { id: "asc" },
  });
  return records.map((record) => ({
    id: `interaction:${record.id}`,
    kind: "interaction",
    title: `${record.ingredient.name} with ${record.foodCategory}`,
    url: "/interactions",
    body: joinSentences([
      `${record.ingredient.name} and ${record.foodCategory}: ${record.severity} interaction (${record.interactionType.replace(/_/g, " ")})`,
      record.clinicalSignificance,
      record.mechanism,
      record.recommendation,
    ]),
    aliases: record.ingredient.synonyms.map((name) => `${name} with ${record.foodCategory}`),
    references: referencesOf(record.references),
  }));
}

// "Vitamin K with warfarin" names the Vitamin K1 record as fully as its own title does.
const bySynonyms = (ingredient: { synonyms: readonly string[] }, other: string) =>
  ingredient.synonyms.map((name) => `${name} with ${other}`);

type SupplementPair = Awaited<ReturnType<typeof supplementPairs>>[number];

function supplementPairs() {
  return db().supplementInteraction.findMany({
    include: {
      ingredientA: { select: { name: true, synonyms: true } },
      ingredientB: { select: { name: true, synonyms: true } },
    },
    orderBy: { id: "asc" },
  });
}

function supplementPairDoc(record: SupplementPair): AssistantDoc {
  return {
    id: `interaction:${record.id}`,
    kind: "interaction",
    title: `${record.ingredientA.name} with ${record.ingredientB.name}`,
    url: "/interactions",
    body: joinSentences([
      `${record.ingredientA.name} and ${record.ingredientB.name}: ${record.severity} interaction (${record.interactionType.replace(/_/g, " ")})`,
      record.clinicalEffect,
      record.mechanism,
      record.recommendation,
    ]),
    aliases: [
      ...bySynonyms(record.ingredientA, record.ingredientB.name),
      ...record.ingredientB.synonyms.map((name) => `${record.ingredientA.name} with ${name}`),
    ],
    references: referencesOf(record.references),
  };
}

async function interactionDocs(): Promise<AssistantDoc[]> {
  const prisma = db();
  const [pairs, drugs, conditions] = await Promise.all([
    supplementPairs(),
    prisma.drugInteraction.findMany({
      include: { ingredient: { select: { name: true, synonyms: true } } },
      orderBy: { id: "asc" },
    }),
    prisma.medicalContraindication.findMany({
      include: { ingredient: { select: { name: true, synonyms: true } } },
      orderBy: { id: "asc" },
    }),
  ]);
  return [
    ...pairs.map(supplementPairDoc),
    ...drugs.map((record): AssistantDoc => {
      const members = record.targetClass ? membersOf(record.targetClass) : [];
      const names = [
        record.genericName,
        ...record.brandNames,
        ...members.flatMap((m) => [m.name, ...m.brands]),
      ];
      return {
        id: `interaction:${record.id}`,
        kind: "interaction",
        title: `${record.ingredient.name} with ${record.drugName}`,
        url: "/interactions",
        body: joinSentences([
          `${record.ingredient.name} and ${record.drugName} (${[record.genericName, ...record.brandNames, record.drugClass].join(", ")}): ${record.severityLevel} interaction`,
          members.length > 0 && `This covers ${members.map((m) => m.name).join(", ")}`,
          record.expectedEffect,
          record.mechanism,
          record.recommendation,
          record.timingSeparationHours !== null &&
            `Keep them ${String(record.timingSeparationHours)} hours apart`,
        ]),
        aliases: [
          ...[...new Set(names)].map((name) => `${record.ingredient.name} with ${name}`),
          ...bySynonyms(record.ingredient, record.drugName),
        ],
        references: referencesOf(record.references),
      };
    }),
    ...conditions.map((record): AssistantDoc => ({
      id: `interaction:${record.id}`,
      kind: "interaction",
      title: `${record.ingredient.name} with ${record.conditionName}`,
      url: "/interactions",
      body: joinSentences([
        `${record.ingredient.name} and ${record.conditionName}${record.conditionSynonyms.length > 0 ? ` (${record.conditionSynonyms.join(", ")})` : ""}: ${record.contraindicationLevel === "absolute" ? "avoid" : "use with caution"}`,
        record.reason,
        record.advice,
        record.dosageModification,
        record.medicalSupervisionRequired && "Only under medical supervision",
      ]),
      aliases: [
        ...record.conditionSynonyms.map((name) => `${record.ingredient.name} with ${name}`),
        ...bySynonyms(record.ingredient, record.conditionName),
      ],
      references: referencesOf(record.references),
    })),
  ];
}

function plainText(markdown: string): string {
  return markdown
    .replace(/^\s*(import|export)\s.*$/gm, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/(\*\*|__|`)/g, "")
    .replace(/^\s*[-*+]\s+/gm, "")
    .replace(/\|/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function articleDocs(): AssistantDoc[] {
  return allBlogPosts().flatMap((post) => {
    const h2 = tableOfContents(post.body.raw).filter((entry) => entry.depth === 2);
    const [intro = "", ...sections] = post.body.raw.split(/^##\s+(?!#)/m);
    const references: Reference[] = [];
    const docs: AssistantDoc[] = [
      {
        id: `article:${post.slug}`,
        kind: "article",
        title: post.title,
        url: `/blog/${post.slug}`,
        body: plainText(`${post.excerpt}\n${intro}`),
        aliases: [],
        references,
      },
    ];
    sections.forEach((section, index) => {
      const [heading = "", ...rest] = section.split(/\r?\n/);
      const anchor = h2[index]?.id;
      docs.push({
        id: `article:${post.slug}#${anchor ?? String(index)}`,
        kind: "article",
        title: `${post.title}: ${headingText(heading)}`,
        url: `/blog/${post.slug}${anchor ? `#${anchor}` : ""}`,
        body: plainText(rest.join("\n")),
        aliases: [],
        references,
      });
    });
    post.faq.forEach((item, index) =>
      docs.push({
        id: `article:${post.slug}#faq-${String(index + 1)}`,
        kind: "article",
        title: `${post.title}: ${item.question}`,
        url: `/blog/${post.slug}`,
        body: plainText(item.answer),
        aliases: [item.question],
        references,
      }),
    );
    return docs;
  });
}

function siteDocs(): AssistantDoc[] {
  return SITE_HELP.map((entry) => ({
    id: `site:${entry.id}`,
    kind: "site",
    title: entry.question,
    url: entry.url,
    body: entry.answer,
    aliases: [],
    references: [],
  }));
}

export async function buildDocuments(): Promise<AssistantDoc[]> {
  const [products, ingredients, interactions, medicineFoods, supplementFoods] = await Promise.all([
    productDocs(),
    ingredientDocs(),
    interactionDocs(),
    medicineFoodDocs(),
    supplementFoodDocs(),
  ]);
  return [
    ...siteDocs(),
    ...ingredients,
    ...interactions,
    ...medicineFoods,
    ...supplementFoods,
    ...products,
    ...articleDocs(),
  ].filter((doc) => doc.body.length > 0);
}
