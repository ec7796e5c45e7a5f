import "server-only";
import { db } from "@/lib/db/prisma";
import { groupInSentence } from "@/lib/interactions/class-names";
import { withoutBrackets } from "@/lib/interactions/names";

import { referencesOf } from "./documents";
import { asksAboutLimit, NOT_ADVICE, type Source } from "./extractive";
import type { ItemNames } from "./item-names";
import type { NamedItem, NamedItems } from "./read-items";

// "What does ashwagandha interact with?", "ashwagandha interactions", "what should I avoid with zinc?": the whole
// list, since the three records a search ranks first read as if they were all.
const ASKS_WHAT_GOES_WITH =
  /\b(?:what|which|who|anything|list)\b.*(?:\b(?:interact\w*|clash\w*|mix\w*|combin\w*|avoid\w*)|(?:\bnot|n'?t|\bcannot)(?: (?:i|you|we|they|he|she|people))? (?:be )?(?:take|taken|taking|have|use|mix|combine)\b)|\b(?:interactions|contraindications)\b|\binteraction (?:list|check)\b|\binteracts? with (?:anything|everything|other (?:things|medicines|medications|drugs|supplements))\b/i;
const NAMES_SHOWN = 12;
const SOURCES_SHOWN = 4;

type Severity = "contraindicated" | "major" | "moderate" | "minor" | "beneficial";
const ORDER: readonly Severity[] = ["contraindicated", "major", "moderate", "minor", "beneficial"];
const HEADINGS: Readonly<Record<Severity, string>> = {
  contraindicated: "do not combine",
  major: "major",
  moderate: "moderate",
  minor: "minor",
  beneficial: "helpful",
};
const CONDITION_HEADINGS: Readonly<Record<Severity, string>> = {
  ...HEADINGS,
  contraindicated: "avoid",
  moderate: "take care",
};

interface Entry {
  name: string;
  severity: Severity;
  conditional: boolean;
  references: Source[];
}

// Every name not to combine is shown; a longer list of the rest is cut, as the checker gives each in full.
const listed = (names: readonly string[], all: boolean) => {
  const unique = [...new Set(names)].sort((a, b) => a.localeCompare(b, "en-GB"));
  const limit = all ? unique.length : NAMES_SHOWN;
  const shown = unique.slice(0, limit).join(", ");
  return unique.length > limit ? `${shown} and ${String(unique.length - limit)} more` : shown;
};

function section(title: string, entries: readonly Entry[], headings = HEADINGS): string | null {
  if (entries.length === 0) return null;
  const lines = ORDER.flatMap((severity) => {
    const names = entries
      .filter((entry) => entry.severity === severity)
      .map((entry) => (entry.conditional ? `${entry.name} (at some doses or forms)` : entry.name));
    return names.length === 0
      ? []
      : [`- ${headings[severity]}: ${listed(names, severity === "contraindicated")}`];
  });
  return [`${title}:`, ...lines].join("\n");
}

function recordsOf(slugs: readonly string[]) {
  const withRefs = { references: true } as const;
  return db().ingredient.findMany({
    where: { slug: { in: [...slugs] } },
    orderBy: { name: "asc" },
    select: {
      name: true,
      drugInteractions: { select: { drugName: true, severityLevel: true, appliesWhen: true, ...withRefs } },
      interactionsAsA: {
        select: { severity: true, appliesWhen: true, ingredientB: { select: { name: true } }, ...withRefs },
      },
      interactionsAsB: {
        select: { severity: true, appliesWhen: true, ingredientA: { select: { name: true } }, ...withRefs },
      },
      medicalContraindications: {
        select: { conditionName: true, contraindicationLevel: true, appliesWhen: true, ...withRefs },
      },
      foodInteractions: { select: { foodCategory: true, severity: true, ...withRefs } },
    },
  });
}

type Records = Awaited<ReturnType<typeof recordsOf>>[number];

function entry(name: string, severity: Severity, appliesWhen: unknown, references: unknown): Entry {
  return { name, severity, conditional: appliesWhen != null, references: referencesOf(references) };
}

/** One ingredient's records; for a product of several, each named with the ingredient it is for. */
function sections(records: Records, named: boolean) {
  const ingredient = groupInSentence(withoutBrackets(records.name));
  const of = (name: string) => (named ? `${name} (${ingredient})` : name);
  const medicines = records.drugInteractions.map((r) =>
    entry(of(r.drugName), r.severityLevel, r.appliesWhen, r.references),
  );
  const supplements = [
    ...records.interactionsAsA.map((r) =>
      entry(of(r.ingredientB.name), r.severity, r.appliesWhen, r.references),
    ),
    ...records.interactionsAsB.map((r) =>
      entry(of(r.ingredientA.name), r.severity, r.appliesWhen, r.references),
    ),
  ];
  // Shown under "avoid" and "take care" (CONDITION_HEADINGS).
  const conditions = records.medicalContraindications.map((r) =>
    entry(
      of(r.conditionName),
      r.contraindicationLevel === "absolute" ? "contraindicated" : "moderate",
      r.appliesWhen,
      r.references,
    ),
  );
  const foods = records.foodInteractions.map((r) =>
    entry(of(r.foodCategory), r.severity, null, r.references),
  );
  return { medicines, supplements, conditions, foods };
}

/** The most serious records' sources first, one each, so the list can be checked against them. */
function sourcesFor(entries: readonly Entry[]): Source[] {
  const bySeverity = [...entries].sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity));
  const seen = new Set<string>();
  return bySeverity.flatMap((item) => {
    const source = item.references.find((reference) => !seen.has(reference.url));
    if (!source) return [];
    seen.add(source.url);
    return [source];
  });
}

interface Subject {
  slugs: string[];
  /** Says what the records are for, given the ingredients' names. */
  lead: (ingredients: readonly string[], count: number) => string;
  links: Source[];
}

const CHECK_IT =
  "To see which apply to you, and what to do, check it with your medicines and conditions in the interaction checker.";

// A product is its listed ingredients: the records of each, and the checker opened with the product.
function subjectOf(item: NamedItem, products: ItemNames["products"]): Subject | null {
  if (item.kind === "ingredient") {
    return {
      slugs: [item.slug],
      lead: (_, count) =>
        `Our interaction database has ${String(count)} records for ${item.name}. ${CHECK_IT}`,
      links: [
        { title: "Interaction checker", url: "/interactions" },
        { title: item.name, url: `/browse?ingredient=${item.slug}` },
      ],
    };
  }
  const product = item.kind === "product" ? products.get(item.id) : undefined;
  if (!product) return null;
  return {
    slugs: [...new Set(product.ingredients.map((ingredient) => ingredient.slug))],
    lead: (ingredients, count) =>
      `Our interaction database has ${String(count)} records for the ingredients we list for ${product.name} (${product.brand}): ${ingredients.join(", ")}. Check its label for anything else it contains. ${CHECK_IT}`,
    links: [
      {
        title: `Check ${product.name} in the interaction checker`,
        url: `/interactions?supplement=${product.id}`,
      },
    ],
  };
}

/**
 * Everything the interaction database holds for the one ingredient or product a question names, by kind and
 * severity. Null unless the question asks what goes with it and names nothing else.
 */
export async function interactionOverview(
  named: NamedItems,
  message: string,
  products: ItemNames["products"],
): Promise<{ answer: string; sources: Source[] } | null> {
  const [item, ...others] = named.items;
  if (!item || others.length > 0 || named.unrecognised.length > 0 || named.ambiguous.length > 0) return null;
  if (!ASKS_WHAT_GOES_WITH.test(message) || asksAboutLimit(message)) return null;
  const subject = subjectOf(item, products);
  const records = subject ? await recordsOf(subject.slugs) : [];
  if (!subject || records.length === 0) return null;
  const parts = records.map((ingredient) => sections(ingredient, records.length > 1));
  const medicines = parts.flatMap((part) => part.medicines);
  const supplements = parts.flatMap((part) => part.supplements);
  const conditions = parts.flatMap((part) => part.conditions);
  const foods = parts.flatMap((part) => part.foods);
  const all = [...medicines, ...supplements, ...conditions, ...foods];
  const names = records.map((ingredient) => ingredient.name);
  const lead =
    all.length === 0
      ? `Our interaction database has no records for ${names.join(", ")}. That is not proof it is safe with everything: our database does not cover every medicine, condition or interaction.`
      : subject.lead(names, all.length);
  const listed = [
    section("With medicines", medicines),
    section("With other supplements", supplements),
    section("With health conditions", conditions, CONDITION_HEADINGS),
    section("With food and drink", foods),
  ];
  return {
    answer: [lead, ...listed.filter((part) => part !== null), NOT_ADVICE].join("\n\n"),
    sources: [...subject.links, ...sourcesFor(all).slice(0, SOURCES_SHOWN)],
  };
}
