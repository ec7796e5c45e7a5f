import "server-only";
import { db } from "@/lib/db/prisma";

import { referencesOf } from "./documents";
import { asksAboutLimit, NOT_ADVICE, type Source } from "./extractive";
import type { NamedItems } from "./read-items";

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

async function recordsOf(slug: string) {
  const withRefs = { references: true } as const;
  return db().ingredient.findUnique({
    where: { slug },
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

type Records = NonNullable<Awaited<ReturnType<typeof recordsOf>>>;

function entry(name: string, severity: Severity, appliesWhen: unknown, references: unknown): Entry {
  return { name, severity, conditional: appliesWhen != null, references: referencesOf(references) };
}

function sections(records: Records) {
  const medicines = records.drugInteractions.map((r) =>
    entry(r.drugName, r.severityLevel, r.appliesWhen, r.references),
  );
  const supplements = [
    ...records.interactionsAsA.map((r) => entry(r.ingredientB.name, r.severity, r.appliesWhen, r.references)),
    ...records.interactionsAsB.map((r) => entry(r.ingredientA.name, r.severity, r.appliesWhen, r.references)),
  ];
  // Shown under "avoid" and "take care" (CONDITION_HEADINGS).
  const conditions = records.medicalContraindications.map((r) =>
    entry(
      r.conditionName,
      r.contraindicationLevel === "absolute" ? "contraindicated" : "moderate",
      r.appliesWhen,
      r.references,
    ),
  );
  const foods = records.foodInteractions.map((r) => entry(r.foodCategory, r.severity, null, r.references));
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

/**
 * Everything the interaction database holds for the one ingredient a question names, by kind and severity.
 * Null unless the question asks what goes with it and names nothing else.
 */
export async function interactionOverview(
  named: NamedItems,
  message: string,
): Promise<{ answer: string; sources: Source[] } | null> {
  const [item, ...others] = named.items;
  if (item?.kind !== "ingredient" || others.length > 0 || named.unrecognised.length > 0) return null;
  if (named.ambiguous.length > 0 || !ASKS_WHAT_GOES_WITH.test(message) || asksAboutLimit(message))
    return null;
  const records = await recordsOf(item.slug);
  if (!records) return null;
  const { medicines, supplements, conditions, foods } = sections(records);
  const all = [...medicines, ...supplements, ...conditions, ...foods];
  const lead =
    all.length === 0
      ? `Our interaction database has no records for ${records.name}. That is not proof it is safe with everything: our database does not cover every medicine, condition or interaction.`
      : `Our interaction database has ${String(all.length)} records for ${records.name}. To see which apply to you, and what to do, check it with your medicines and conditions in the interaction checker.`;
  const parts = [
    section("With medicines", medicines),
    section("With other supplements", supplements),
    section("With health conditions", conditions, CONDITION_HEADINGS),
    section("With food and drink", foods),
  ];
  return {
    answer: [lead, ...parts.filter((part) => part !== null), NOT_ADVICE].join("\n\n"),
    sources: [
      { title: "Interaction checker", url: "/interactions" },
      { title: records.name, url: `/browse?ingredient=${item.slug}` },
      ...sourcesFor(all).slice(0, SOURCES_SHOWN),
    ],
  };
}
