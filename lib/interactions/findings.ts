// Cost follows the stack and the profile, never the size of the knowledge base.
import { appliesToStack, type DailyIntake } from "./applicability";
import { groupInSentence } from "./class-names";
import { formatAmount } from "./doses";
import type { DrugTarget, KnowledgeIndex } from "./knowledge-index";
import { partnersWithinStack } from "./knowledge-index";
import type { ReadProfile } from "./profile";
import { depletionTimeframe } from "./rules";
import type {
  ConditionFinding,
  DrugFinding,
  DrugInteraction,
  EngineSupplement,
  Findings,
  MedicineFoodFinding,
  NutrientFinding,
  NutrientInteraction,
  SupplementInteraction,
} from "./types";

const SEVERITY_RANK = { beneficial: 0, minor: 1, moderate: 2, major: 3, contraindicated: 4 } as const;

function emptyFindings(): Findings {
  return {
    supplementInteractions: [],
    drugInteractions: [],
    nutrientInteractions: [],
    foodInteractions: [],
    medicalContraindications: [],
  };
}

// Within one product the formulator chose the combination. A pair brought by two product pairs is reported
// for each, as each is a separate thing to act on.
function collectPairs(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  intake: DailyIntake,
): Findings["supplementInteractions"] {
  const found: Findings["supplementInteractions"] = [];
  const seen = new Set<string>();
  const pairsWithin = partnersWithinStack(index, supplements);
  const applies = (record: SupplementInteraction) => appliesToStack(record.appliesWhen, intake);
  supplements.forEach((a, i) => {
    for (const b of supplements.slice(i + 1)) {
      for (const ingredientA of a.ingredients) {
        const partners = pairsWithin.get(ingredientA.slug);
        if (!partners) continue;
        for (const ingredientB of b.ingredients) {
          if (ingredientA.slug === ingredientB.slug) continue;
          const record = partners.get(ingredientB.slug);
          const key = `${record?.id ?? ""}|${a.id}|${b.id}`;
          if (!record || seen.has(key) || !applies(record)) continue;
          seen.add(key);
          found.push({ record, supplementAId: a.id, supplementBId: b.id });
        }
      }
    }
  });
  return found;
}

function targetCovers(
  target: DrugTarget | undefined,
  medicine: { slug?: string; surface?: boolean; classes: ReadonlySet<string>; typedName: string },
): boolean {
  if (!target) return false;
  if (target.kind === "medicine") return target.slug === medicine.slug && medicine.surface !== true;
  if (target.kind === "class") return medicine.classes.has(target.slug);
  return target.names.has(medicine.typedName);
}

function targetClassOf(index: KnowledgeIndex, record: DrugInteraction): string | undefined {
  const target = index.drugTargets.get(record);
  return target?.kind === "class" ? target.slug : undefined;
}

/** The gravest first; at equal severity, the one asking to avoid, then the longest gap. */
function graver(a: DrugInteraction, b: DrugInteraction): number {
  return (
    SEVERITY_RANK[b.severityLevel] - SEVERITY_RANK[a.severityLevel] ||
    Number(b.avoidCombination) - Number(a.avoidCombination) ||
    (b.timingSeparationHours ?? 0) - (a.timingSeparationHours ?? 0)
  );
}

// The narrowest record carries its source's own advice (tetracyclines' 3 hours); of two equally narrow, the graver.
function bestRecord(index: KnowledgeIndex, records: readonly DrugInteraction[]): DrugInteraction | undefined {
  const specific = records.reduce<DrugInteraction | undefined>(
    (best, record) =>
      index.drugTargets.get(record)?.kind !== "class" && (!best || graver(record, best) < 0) ? record : best,
    undefined,
  );
  if (specific) return specific;
  const classes = records.map((record) => targetClassOf(index, record));
  const narrowest = records.filter((_, i) => {
    const own = classes[i];
    return !classes.some(
      (other) =>
        other !== undefined &&
        other !== own &&
        own !== undefined &&
        index.dictionary.classClosure.get(other)?.has(own),
    );
  });
  return [...narrowest].sort(graver)[0];
}

interface MedicineToCheck {
  typed: string;
  slug?: string;
  name?: string;
  /** The group, when a group was typed by its name. */
  group?: string;
  surface?: boolean;
  injected?: boolean;
  classes: ReadonlySet<string>;
  typedName: string;
}

// A record whose mechanism happens in the gut (binding, slowing) cannot reach a medicine given by injection.
const IN_THE_GUT = new Set([
  "chelation",
  "reduced_absorption",
  "competitive_absorption",
  "delayed_absorption",
]);
const inTheGut = (record: DrugInteraction) =>
  IN_THE_GUT.has(record.interactionType) &&
  /\bin the gut\b/.test(record.mechanism) &&
  !/\binjection\b/.test(record.mechanism);

function reachesMedicine(index: KnowledgeIndex, record: DrugInteraction, medicine: MedicineToCheck): boolean {
  if (medicine.injected === true && inTheGut(record)) return false;
  return targetCovers(index.drugTargets.get(record), medicine);
}

// At most this many records that reach part of a group are reported for one product, the gravest first.
const PART_OF_GROUP_LIMIT = 3;

// A group typed alone also reports records for some members (St John's wort with SSRIs), naming them.
function partOfGroupFindings(
  index: KnowledgeIndex,
  records: readonly DrugInteraction[],
  medicine: MedicineToCheck,
  supplementId: string,
): DrugFinding[] {
  const { group } = medicine;
  if (group === undefined || records.length === 0) return [];
  const { medicines, classesOfMedicine, classes } = index.dictionary;
  const reached = new Map<DrugInteraction, string[]>();
  for (const slug of index.dictionary.classMembers.get(group) ?? []) {
    const member = { slug, classes: classesOfMedicine.get(slug) ?? new Set<string>(), typedName: "" };
    const record = bestRecord(
      index,
      records.filter((candidate) => targetCovers(index.drugTargets.get(candidate), member)),
    );
    if (record) reached.set(record, [...(reached.get(record) ?? []), slug]);
  }
  // Records giving the same advice for different members (calcium with each iron tablet) are one finding.
  const byAdvice = new Map<string, [DrugInteraction, string[]]>();
  for (const [record, members] of reached) {
    const key = `${record.severityLevel}|${record.recommendation}`;
    const same = byAdvice.get(key);
    if (same) same[1].push(...members);
    else byAdvice.set(key, [record, members]);
  }
  const groupName = classes.get(group)?.name ?? group;
  return chosenForGroup(index, group, [...byAdvice.values()]).map(([record, members]) => ({
    record,
    supplementId,
    drugName: medicine.typed,
    someOf: {
      group: groupName,
      members: members.map((slug) => medicines.get(slug)?.name ?? slug).sort((a, b) => a.localeCompare(b)),
    },
  }));
}

/**
 * The gravest records for a group, but first the gravest for each kind within it: "blood thinners" may be an
 * antiplatelet, so its record is not pushed out by three for anticoagulants.
 */
function chosenForGroup<T extends [DrugInteraction, string[]]>(
  index: KnowledgeIndex,
  group: string,
  entries: T[],
): T[] {
  const { classes, classesOfMedicine } = index.dictionary;
  const byGravity = [...entries].sort(([a], [b]) => graver(a, b));
  const kinds = [...classes.values()]
    .filter((entry) => entry.parents.includes(group))
    .map((entry) => entry.slug);
  const firsts = kinds.flatMap((kind) => {
    const first = byGravity.find(([, members]) =>
      members.some((slug) => classesOfMedicine.get(slug)?.has(kind)),
    );
    return first ? [first] : [];
  });
  const chosen = new Set([...new Set(firsts)].sort(([a], [b]) => graver(a, b)).slice(0, PART_OF_GROUP_LIMIT));
  for (const entry of byGravity) if (chosen.size < PART_OF_GROUP_LIMIT) chosen.add(entry);
  return byGravity.filter((entry) => chosen.has(entry));
}

function medicinesToCheck(index: KnowledgeIndex, profile: ReadProfile): MedicineToCheck[] {
  const typedName = (typed: string) => typed.trim().toLowerCase().replace(/\s+/g, " ");
  return [
    ...profile.medicines.map((medicine) => ({
      typed: medicine.typed,
      slug: medicine.slug,
      surface: medicine.surface,
      injected: medicine.injected,
      name: index.dictionary.medicines.get(medicine.slug)?.name ?? medicine.slug,
      classes: medicine.classes,
      typedName: typedName(medicine.typed),
    })),
    ...profile.classesOnly.map((group) => ({
      typed: group.typed,
      group: group.slug,
      classes: group.classes,
      typedName: typedName(group.typed),
    })),
  ];
}

function collectDrugFindings(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  profile: ReadProfile,
  intake: DailyIntake,
): DrugFinding[] {
  const medicines = medicinesToCheck(index, profile);
  if (medicines.length === 0) return [];
  const found: DrugFinding[] = [];
  const seen = new Set<string>();
  for (const supplement of supplements) {
    for (const ingredient of supplement.ingredients) {
      const records = (index.drugsByIngredient.get(ingredient.slug) ?? []).filter((record) =>
        appliesToStack(record.appliesWhen, intake),
      );
      if (records.length === 0) continue;
      for (const medicine of medicines) {
        const covering = records.filter((candidate) => reachesMedicine(index, candidate, medicine));
        const record = bestRecord(index, covering);
        // Part of a group is reported where nothing for the whole group says as much.
        const partial =
          medicine.group === undefined
            ? []
            : partOfGroupFindings(
                index,
                records.filter((candidate) => !covering.includes(candidate)),
                medicine,
                supplement.id,
              ).filter((finding) => !record || graver(finding.record, record) < 0);
        for (const finding of partial) {
          const key = `${finding.record.id}|${supplement.id}|${medicine.typedName}`;
          if (seen.has(key)) continue;
          seen.add(key);
          found.push(finding);
        }
        if (!record) continue;
        // A group's record speaks once per entry: co-codamol and the codeine in it are one finding, not two.
        const about = targetClassOf(index, record)
          ? medicine.typedName
          : (medicine.slug ?? medicine.typedName);
        const key = `${record.id}|${supplement.id}|${about}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({
          record,
          supplementId: supplement.id,
          drugName: medicine.typed,
          ...(medicine.slug && medicine.name
            ? { medicine: { slug: medicine.slug, name: medicine.name } }
            : {}),
        });
      }
    }
  }
  return found;
}

// A medicine whose product information gives its nutrients (Forceval, folic acid 5 mg, Solvazinc) meets a supplement of
// the same nutrient where no record speaks for the pair: the amounts add up, which the prescriber should count.
function sameNutrientFindings(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  profile: ReadProfile,
  found: readonly DrugFinding[],
): DrugFinding[] {
  const linked = new Set(found.map((f) => `${f.supplementId}|${f.record.ingredient}|${f.drugName}`));
  const added: DrugFinding[] = [];
  for (const nutrient of profile.prescribedNutrients) {
    const medicine = index.dictionary.medicines.get(nutrient.slug);
    if (!medicine) continue;
    for (const supplement of supplements) {
      const ingredient = supplement.ingredients.find((candidate) => candidate.slug === nutrient.ingredient);
      const key = `${supplement.id}|${nutrient.ingredient}|${nutrient.typed}`;
      if (!ingredient || linked.has(key)) continue;
      linked.add(key);
      added.push({
        record: sameNutrientRecord(medicine, ingredient.name, nutrient),
        supplementId: supplement.id,
        drugName: nutrient.typed,
        medicine: { slug: medicine.slug, name: medicine.name },
      });
    }
  }
  return added;
}

function sameNutrientRecord(
  medicine: { slug: string; name: string; references: DrugInteraction["references"] },
  ingredientName: string,
  nutrient: ReadProfile["prescribedNutrients"][number],
): DrugInteraction {
  const what = groupInSentence(ingredientName);
  const amount = formatAmount(nutrient.amount, nutrient.unit);
  const dose = nutrient.typedDose
    ? `As you take it (${nutrient.typedDose}), ${medicine.name} gives about ${amount} of ${what} a day.`
    : `${medicine.name} gives about ${amount} of ${what} a day. Its usual dose, by its UK product information: ${nutrient.usualDose}.`;
  return {
    id: `di-same-nutrient-${medicine.slug}-${nutrient.ingredient}`,
    ingredient: nutrient.ingredient,
    drugName: medicine.name,
    genericName: medicine.name,
    brandNames: [],
    drugClass: `${ingredientName} prescribed as a medicine`,
    severityLevel: "minor",
    interactionType: "additive_effect",
    mechanism: `${medicine.name} also gives ${what}, so the amounts add up.`,
    expectedEffect: `More ${what} a day than your prescriber planned for.`,
    clinicalSignificance: `${dose} A supplement's ${what} comes on top.`,
    recommendation: `Tell the doctor or pharmacist who prescribed ${medicine.name} that you also take a supplement with ${what}, so the amounts in both can be counted.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: medicine.references,
    isVerified: true,
  };
}

function collectConditionFindings(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  profile: ReadProfile,
  intake: DailyIntake,
): Findings["medicalContraindications"] {
  if (profile.conditions.length === 0) return [];
  const found: Findings["medicalContraindications"] = [];
  // The condition read from an entry through which each direct finding was met.
  const readAs = new Map<ConditionFinding, ReadProfile["conditions"][number]>();
  const seen = new Set<string>();
  const { conditionClosure } = index.dictionary;
  for (const supplement of supplements) {
    for (const ingredient of supplement.ingredients) {
      for (const record of index.conditionsByIngredient.get(ingredient.slug) ?? []) {
        const key = `${record.id}|${supplement.id}`;
        if (seen.has(key) || !appliesToStack(record.appliesWhen, intake)) continue;
        const condition = profile.conditions.find((entry) => entry.conditions.has(record.condition));
        if (condition) {
          seen.add(key);
          const finding = { record, supplementId: supplement.id, condition: condition.typed };
          found.push(finding);
          readAs.set(finding, condition);
          continue;
        }
        // "Kidney disease" entered, a record on stage 4: it may be theirs, so it is a caution, never a block.
        const closure = conditionClosure.get(record.condition);
        if (closure === undefined || closure.size < 2) continue;
        const broader = profile.conditions.find((entry) => closure.has(entry.slug));
        if (!broader) continue;
        seen.add(key);
        found.push({
          record: { ...record, contraindicationLevel: "relative" },
          supplementId: supplement.id,
          condition: broader.typed,
          narrower: true,
        });
      }
    }
  }
  // Of two records met through one condition read from one entry, one that says all the other does stays.
  const covers = (a: ConditionFinding, b: ConditionFinding) =>
    readAs.get(a) !== undefined && readAs.get(a) === readAs.get(b) && says(a, b);
  return found.filter(
    (finding, at) =>
      !found.some(
        (other, otherAt) =>
          otherAt !== at && covers(other, finding) && (otherAt < at || !covers(finding, other)),
      ),
  );
}

const strength = (finding: ConditionFinding) => (finding.record.contraindicationLevel === "absolute" ? 2 : 1);

// "ER positive breast cancer" lies under two conditions, each with a record from the same SmPC section.
function says(a: ConditionFinding, b: ConditionFinding): boolean {
  if (a.supplementId !== b.supplementId || a.record.ingredient !== b.record.ingredient) return false;
  const cited = new Set(a.record.references.map((reference) => reference.url));
  return strength(a) >= strength(b) && b.record.references.every((reference) => cited.has(reference.url));
}

function nutrientFinding(
  record: NutrientFinding["record"],
  supplementId: string | null,
  drugName: string | null,
): NutrientFinding {
  return {
    record,
    causeSupplementId: supplementId,
    causeDrugName: drugName,
    timeframe: depletionTimeframe(record.timeCourse),
  };
}

function collectNutrients(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  profile: ReadProfile,
): NutrientFinding[] {
  const found: NutrientFinding[] = [];
  const seen = new Set<string>();
  for (const supplement of supplements) {
    for (const ingredient of supplement.ingredients) {
      for (const record of index.nutrientsByIngredient.get(ingredient.slug) ?? []) {
        if (seen.has(`${record.id}|${supplement.id}`)) continue;
        seen.add(`${record.id}|${supplement.id}`);
        found.push(nutrientFinding(record, supplement.id, null));
      }
    }
  }
  for (const [key, records] of index.nutrientsByMedicine) {
    const medicine = profile.medicines.find((entry) => entry.slug === key && !entry.surface);
    if (!medicine) continue;
    for (const record of records) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      found.push(nutrientFinding(record, null, medicine.typed));
    }
  }
  // A record on a group reaches each member taken, and a group typed that is, holds or lies within it.
  for (const [group, records] of index.nutrientsByClass) {
    const within = index.dictionary.classClosure.get(group) ?? new Set([group]);
    const taking =
      profile.medicines.find((entry) => entry.classes.has(group) && !entry.surface) ??
      profile.classesOnly.find((entry) => entry.classes.has(group) || within.has(entry.slug));
    if (!taking) continue;
    for (const record of records) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      found.push(nutrientFinding(record, null, taking.typed));
    }
  }
  const named = new Set(found.map((finding) => finding.record.nutrientName));
  for (const group of profile.classesOnly) found.push(...groupDepletions(index, group, named));
  return found;
}

// "Diuretics" typed alone: what some members are recorded to lower, once per nutrient, naming those members.
function groupDepletions(
  index: KnowledgeIndex,
  group: ReadProfile["classesOnly"][number],
  named: Set<string>,
): NutrientFinding[] {
  const byNutrient = new Map<string, { record: NutrientInteraction; members: string[] }>();
  for (const slug of index.dictionary.classMembers.get(group.slug) ?? []) {
    for (const record of index.nutrientsByMedicine.get(slug) ?? []) {
      if (named.has(record.nutrientName)) continue;
      // Furosemide lowers potassium and spironolactone raises it: one finding per nutrient and direction.
      const key = `${record.nutrientName}|${record.interactionType}`;
      const entry = byNutrient.get(key) ?? { record, members: [] };
      entry.members.push(index.dictionary.medicines.get(slug)?.name ?? slug);
      byNutrient.set(key, entry);
    }
  }
  const groupName = index.dictionary.classes.get(group.slug)?.name ?? group.slug;
  const found = [...byNutrient.values()];
  for (const { record } of found) named.add(record.nutrientName);
  return found.map(({ record, members }) => ({
    ...nutrientFinding(record, null, group.typed),
    someOf: { group: groupName, members: [...new Set(members)].sort((a, b) => a.localeCompare(b)) },
  }));
}

export function medicineFoodNotes(index: KnowledgeIndex, profile: ReadProfile): MedicineFoodFinding[] {
  const notes: MedicineFoodFinding[] = [];
  const seen = new Set<string>();
  // A group typed by its name meets what is written for the group and every class its members share.
  for (const medicine of [...profile.medicines, ...profile.classesOnly]) {
    const own = "surface" in medicine && medicine.surface ? [] : [medicine.slug];
    for (const key of [...own, ...medicine.classes]) {
      for (const record of index.medicineFoods.get(key) ?? []) {
        if (seen.has(`${record.id}|${medicine.typed}`)) continue;
        seen.add(`${record.id}|${medicine.typed}`);
        notes.push({ record, drugName: medicine.typed });
      }
    }
  }
  return notes;
}

export function collectFindings(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  profile: ReadProfile,
  intake: DailyIntake,
): Findings {
  const findings = emptyFindings();
  findings.supplementInteractions = collectPairs(index, supplements, intake);
  const drugFindings = collectDrugFindings(index, supplements, profile, intake);
  findings.drugInteractions = [
    ...drugFindings,
    ...sameNutrientFindings(index, supplements, profile, drugFindings),
  ];
  findings.medicalContraindications = collectConditionFindings(index, supplements, profile, intake);
  const seenFood = new Set<string>();
  for (const supplement of supplements) {
    for (const ingredient of supplement.ingredients) {
      for (const record of index.foodsByIngredient.get(ingredient.slug) ?? []) {
        if (seenFood.has(`${record.id}|${supplement.id}`)) continue;
        seenFood.add(`${record.id}|${supplement.id}`);
        findings.foodInteractions.push({ record, supplementId: supplement.id });
      }
    }
  }
  findings.nutrientInteractions = collectNutrients(index, supplements, profile);
  return findings;
}
