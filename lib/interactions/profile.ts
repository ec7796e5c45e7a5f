// Nothing unrecognised is ever dropped or treated as safe.
import {
  closestConditionReading,
  closestMedicineReading,
  familyProducts,
  readConditionEntry,
  readMedicineEntry,
  namesMemberGroup,
  readMedicinesAmongConditions,
  type DictionaryIndex,
  type MedicineReading,
} from "./dictionary";
import type { DoseFrequency } from "./dictionary-schema";
import { normaliseName } from "./names";
import { isReactionWord, supplementsReactedTo } from "./reactions";
import { typedDailyDose } from "./typed-dose";
import type { StandingCaution } from "./dictionary-schema";
import type {
  MedicalProfile,
  NotChecked,
  PrescribedSource,
  RecognisedCondition,
  RecognisedMedicine,
  StandingCautionFinding,
} from "./types";

export interface UserMedicine {
  typed: string;
  slug: string;
  /** Put only on the skin, eye, ear or mouth: records on the medicine itself do not reach it. */
  surface: boolean;
  /** Given by injection or drip: a supplement cannot bind it in the gut. */
  injected: boolean;
  classes: ReadonlySet<string>;
  frequency: DoseFrequency | null;
  times: readonly string[];
}

interface UserClass {
  typed: string;
  slug: string;
  classes: ReadonlySet<string>;
}

interface UserCondition {
  typed: string;
  slug: string;
  conditions: ReadonlySet<string>;
}

interface PrescribedNutrient extends PrescribedSource {
  slug: string;
  ingredient: string;
  amount: number;
  unit: string;
}

export interface IngredientAllergy {
  typed: string;
  names: string[];
}

export interface ReadProfile {
  medicines: UserMedicine[];
  ingredientAllergies: IngredientAllergy[];
  prescribedNutrients: PrescribedNutrient[];
  standingCautions: StandingCautionFinding[];
  classesOnly: UserClass[];
  conditions: UserCondition[];
  recognisedMedicines: RecognisedMedicine[];
  recognisedConditions: RecognisedCondition[];
  notChecked: NotChecked[];
  unknownDrugs: string[];
  unknownConditions: string[];
}

function distinctEntries<T>(entries: readonly T[], textOf: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = textOf(entry).trim().toLowerCase();
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function quoted(words: readonly string[]): string {
  return words.map((word) => `“${word}”`).join(", ");
}

// A supplement listed among medicines is checked only from the stack, so say where to put it.
function notRecognisedReason(typed: string, known: boolean, reading: MedicineReading): string {
  if (reading.allergy)
    return `${known ? "Part of " : ""}“${typed}” reads as an allergy or reaction to a medicine, not a medicine you take, so it was not checked as one. Supplements are not checked against allergies to medicines: ask your pharmacist.`;
  const supplements = reading.supplements.join(", ");
  if (supplements !== "") {
    const what = known ? `Part of “${typed}”` : `“${typed}”`;
    const advice =
      "so it was not checked here: add it as a supplement to check it against your medicines and conditions.";
    // A supplement brand typed alone ("Berocca") is that supplement: naming it again reads oddly.
    if (normaliseName(typed) === normaliseName(supplements))
      return `${what} is a supplement, not a medicine, ${advice}`;
    return `${what} names ${supplements}, which we check as a supplement, not as a medicine, ${advice}`;
  }
  if (!known && reading.namesProductFamily)
    return `“${typed}” is the name of several products that contain different medicines, so it was not checked: choose the one you take.`;
  return known
    ? `Part of “${typed}” was not recognised (${quoted(reading.unrecognised)}), so it was not checked.`
    : `“${typed}” is not in our list of UK medicines, so it was not checked.`;
}

function medicineNotChecked(
  typed: string,
  known: boolean,
  reading: MedicineReading,
  className: (slug: string) => string,
  productsOf: (slug: string) => string[] | undefined,
): NotChecked[] {
  const notes: NotChecked[] = [];
  if (!known || reading.unrecognised.length > 0 || reading.allergy) {
    notes.push({
      kind: "medicine",
      name: typed,
      reason: notRecognisedReason(typed, known, reading),
      suggestions: reading.suggestions,
    });
  }
  for (const slug of reading.classesOnly) {
    const products = productsOf(slug);
    notes.push({
      kind: "medicine",
      name: typed,
      reason: products
        ? `“${typed}” is the name of several products that contain different medicines: we checked what applies to all of them and show what applies to some, but we cannot tell which one you take. Choose it to check it fully.`
        : `“${typed}” names a group of medicines (${className(slug)}): we checked what applies to the whole group and show what applies to some of its members, but we cannot tell which one you take. Add the medicine's name to check it fully.`,
      suggestions: products ?? [],
    });
  }
  return notes;
}

const allergyTo = (names: readonly string[]) =>
  names.map((name) => ({ slug: "ingredient-allergy", name: `Allergy to ${name}` }));

function readMedicines(index: DictionaryIndex, profile: MedicalProfile, result: ReadProfile): void {
  const read: { reading: MedicineReading; drug: MedicalProfile["prescriptionDrugs"][number] }[] = [];
  for (const drug of distinctEntries(profile.prescriptionDrugs, (entry) => entry.drugName)) {
    const typed = drug.drugName.trim();
    const reading = readMedicineEntry(index, typed);
    const reacted = supplementsReactedTo(index, typed).names;
    if (reading.negatedOnly && reacted.length === 0) continue;
    if (reacted.length > 0) result.ingredientAllergies.push({ typed, names: reacted });
    if (reacted.length > 0 && reading.medicines.length === 0 && reading.classesOnly.length === 0) {
      result.recognisedConditions.push({ typed, conditions: allergyTo(reacted) });
      continue;
    }
    const closest = closestMedicineReading(index, reading);
    read.push({ reading: closest?.reading ?? reading, drug });
    if (!closest) continue;
    if (!result.unknownDrugs.includes(typed)) result.unknownDrugs.push(typed);
    result.notChecked.push({
      kind: "medicine",
      name: typed,
      reason: `“${typed}” is not a name we know, so we checked it as ${closest.name}, the closest one. If you take something else, correct it.`,
      suggestions: [closest.name],
    });
  }
  for (const { reading, drug } of read) {
    const others = read.filter((entry) => entry.reading !== reading);
    addMedicineReading(index, result, withoutNamedGroups(index, reading, others), drug);
  }
}

/** "warfarin" and "blood thinner" typed apart: the group is read as the member named, which the checker covers. */
function withoutNamedGroups(
  index: DictionaryIndex,
  reading: MedicineReading,
  others: readonly { reading: MedicineReading }[],
): ReadAs {
  const described = (group: string, other: MedicineReading) =>
    namesMemberGroup(
      index,
      group,
      { medicines: other.medicines, groups: other.classesOnly },
      reading.typed,
      false,
    );
  const member = others.find(({ reading: other }) =>
    reading.classesOnly.some((group) => described(group, other)),
  );
  if (!member) return reading;
  const { typed, medicines, classesOnly: narrower } = member.reading;
  const groups = reading.classesOnly.filter((group) => described(group, member.reading));
  const within = (classes: ReadonlySet<string> | undefined) => groups.some((group) => classes?.has(group));
  const readAs = {
    typed,
    medicines: medicines.filter((slug) => within(index.classesOfMedicine.get(slug))),
    classes: narrower.filter((slug) => within(index.classClosure.get(slug))),
  };
  const classesOnly = reading.classesOnly.filter((group) => !groups.includes(group));
  return { ...reading, classesOnly, readAs };
}

/** A medicine's classes, less those of medicines taken systemically when it is named with a local route. */
function classesByRoute(index: DictionaryIndex, reading: MedicineReading, slug: string): ReadonlySet<string> {
  const classes = index.classesOfMedicine.get(slug) ?? new Set<string>();
  if (reading.surface) return new Set([...classes].filter((group) => index.classes.get(group)?.local));
  if (!reading.local) return classes;
  const systemic = (group: string) =>
    [...(index.classClosure.get(group) ?? [group])].some((ancestor) => index.classes.get(ancestor)?.systemic);
  return new Set([...classes].filter((group) => !systemic(group)));
}

type ReadAs = MedicineReading & { readAs?: { typed: string; medicines: string[]; classes: string[] } };

function addMedicineReading(
  index: DictionaryIndex,
  result: ReadProfile,
  reading: ReadAs,
  drug: Partial<Pick<MedicalProfile["prescriptionDrugs"][number], "frequency" | "times">> = {},
): void {
  const { typed } = reading;
  const className = (slug: string) => index.classes.get(slug)?.name ?? slug;
  const classesOf = (slug: string) => classesByRoute(index, reading, slug);
  for (const slug of reading.medicines) {
    result.medicines.push({
      typed,
      slug,
      surface: reading.surface,
      injected: reading.injected,
      classes: classesOf(slug),
      frequency: drug.frequency ?? index.medicines.get(slug)?.usualFrequency ?? null,
      times: drug.times ?? [],
    });
  }
  for (const slug of reading.classesOnly)
    result.classesOnly.push({ typed, slug, classes: index.groupClasses.get(slug) ?? new Set([slug]) });
  // A zinc cream adds nothing to the day's zinc.
  for (const content of reading.surface ? [] : reading.nutrientContent) {
    const medicine = reading.medicines.find((slug) =>
      (index.medicines.get(slug)?.nutrientContent ?? []).includes(content),
    );
    const entry = index.medicines.get(medicine ?? "");
    // A strength in a line naming one medicine of one nutrient can only be that nutrient's.
    const own =
      content.typedStrength && reading.medicines.length === 1 && entry?.nutrientContent?.length === 1
        ? typedDailyDose(typed, content, drug.frequency, entry.usualFrequency)
        : null;
    result.prescribedNutrients.push({
      typed,
      slug: medicine ?? reading.medicines[0] ?? typed,
      medicine: entry?.name ?? typed,
      ingredient: content.ingredient,
      amount: own?.amount ?? content.amount,
      unit: content.unit,
      usualDose: content.usualDose,
      ...(own ? { typedDose: own.described } : {}),
    });
  }
  const classes = [
    ...reading.medicines.flatMap((slug) => [...classesOf(slug)]),
    ...reading.classesOnly.flatMap((slug) => [...(index.groupClasses.get(slug) ?? [slug])]),
  ];
  for (const slug of new Set(classes)) {
    const group = index.classes.get(slug);
    if (group?.standingCaution) addStandingCaution(result, group.name, typed, group.standingCaution);
  }
  const readAs = reading.readAs?.medicines ?? [];
  const readAsGroups = reading.readAs?.classes ?? [];
  const known = [reading.medicines, reading.classesOnly, readAs, readAsGroups].some(
    (list) => list.length > 0,
  );
  const notes = medicineNotChecked(typed, known, reading, className, (slug) => familyProducts(index, slug));
  result.notChecked.push(...notes);
  if (notes.length > 0) result.unknownDrugs.push(typed);
  if (known) {
    result.recognisedMedicines.push({
      typed,
      medicines: [...reading.medicines, ...readAs].map((slug) => ({
        slug,
        name: index.medicines.get(slug)?.name ?? slug,
      })),
      classes: [...reading.classesOnly, ...readAsGroups].map((slug) => ({ slug, name: className(slug) })),
      ...(reading.readAs ? { sameAs: reading.readAs.typed } : {}),
    });
  }
}

function readConditions(index: DictionaryIndex, profile: MedicalProfile, result: ReadProfile): void {
  for (const typedRaw of distinctEntries(profile.medicalConditions, (entry) => entry)) {
    const typed = typedRaw.trim();
    const reading = readConditionEntry(index, typed);
    const reacted = supplementsReactedTo(index, typed);
    if (reading.negatedOnly && reacted.names.length === 0) continue;
    if (reacted.names.length > 0) result.ingredientAllergies.push({ typed, names: reacted.names });
    const ownWord = (word: string) =>
      reacted.words.includes(word) || (reacted.names.length > 0 && isReactionWord(word));
    const open = reading.unrecognised.filter((word) => !ownWord(word));
    const taken = readMedicinesAmongConditions(index, typed, open);
    if (taken.read.length > 0) addMedicineReading(index, result, taken.reading);
    const closest =
      taken.read.length === 0 && reacted.names.length === 0
        ? closestConditionReading(index, reading)
        : undefined;
    const read = closest?.reading.conditions ?? reading.conditions;
    const unrecognised = open.filter((word) => !taken.read.includes(word));
    for (const slug of read) {
      const conditions = index.conditionClosure.get(slug) ?? new Set([slug]);
      result.conditions.push({ typed, slug, conditions });
      for (const broader of conditions) {
        const condition = index.conditions.get(broader);
        if (condition?.standingCaution)
          addStandingCaution(result, condition.name, typed, condition.standingCaution);
      }
    }
    const known = read.length > 0 || taken.read.length > 0 || reacted.names.length > 0;
    if (closest) {
      result.unknownConditions.push(typed);
      result.notChecked.push({
        kind: "condition",
        name: typed,
        reason: `“${typed}” is not in our list of health conditions, so we checked it as ${closest.name}, the closest one. If you meant something else, correct it.`,
        suggestions: [closest.name],
      });
    } else if (!known || unrecognised.length > 0) {
      result.unknownConditions.push(typed);
      result.notChecked.push({
        kind: "condition",
        name: typed,
        reason: known
          ? `Part of “${typed}” was not recognised (${quoted(unrecognised)}), so it was not checked.`
          : `“${typed}” is not in our list of health conditions, so it was not checked.`,
        suggestions: reading.suggestions,
      });
    }
    if (read.length > 0 || reacted.names.length > 0) {
      result.recognisedConditions.push({
        typed,
        conditions: [
          ...read.map((slug) => ({ slug, name: index.conditions.get(slug)?.name ?? slug })),
          ...allergyTo(reacted.names),
        ],
      });
    }
  }
}

/** One caution per piece of advice, however many entries bring it (chemotherapy and capecitabine). */
function addStandingCaution(
  result: ReadProfile,
  because: string,
  typed: string,
  caution: StandingCaution,
): void {
  if (result.standingCautions.some((existing) => existing.advice === caution.advice)) return;
  result.standingCautions.push({ because, typed, advice: caution.advice, references: caution.references });
}

export function readProfile(index: DictionaryIndex, profile: MedicalProfile | undefined): ReadProfile {
  const result: ReadProfile = {
    medicines: [],
    ingredientAllergies: [],
    prescribedNutrients: [],
    standingCautions: [],
    classesOnly: [],
    conditions: [],
    recognisedMedicines: [],
    recognisedConditions: [],
    notChecked: [],
    unknownDrugs: [],
    unknownConditions: [],
  };
  if (!profile) return result;
  readMedicines(index, profile, result);
  readConditions(index, profile, result);
  return result;
}
