// A brand typed alone ("Sudafed", "Canesten") may be any of its products, which contain different medicines: it is
// read as the group of the products listed under it, so their records show, and it never counts as checked.
import type { Medicine, MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { isFiller, normaliseName } from "../../../lib/interactions/names";

interface Family {
  shownAs: string;
  /** Its first product, whose page names the brand. */
  first: Medicine;
  members: Set<string>;
}

/** The leading words of a brand ("Lemsip", "Lemsip Max" of "Lemsip Max Cold & Flu"), as written and normalised. */
function prefixes(brand: string): [shown: string, normal: string][] {
  const written = brand.split(/[\s-]+/).filter(Boolean);
  const words = normaliseName(brand).split(" ");
  // A word the normalising splits ("Day&Night") would misalign the two spellings.
  if (written.length !== words.length) return [];
  // A brand and its range at most ("Lemsip", "Lemsip Max"): longer prefixes end mid-name ("Lemsip Max Cold and").
  return words
    .slice(0, Math.min(2, words.length - 1))
    .map((_, index) => [written.slice(0, index + 1).join(" "), words.slice(0, index + 1).join(" ")]);
}

function familiesOf(
  medicines: readonly Medicine[],
  isTaken: (normal: string) => boolean,
): Map<string, Family> {
  const families = new Map<string, Family>();
  for (const medicine of medicines)
    for (const brand of medicine.brands)
      for (const [shownAs, normal] of prefixes(brand)) {
        if (normal.length < 4 || isTaken(normal) || normal.split(" ").some(isFiller)) continue;
        const family = families.get(normal) ?? { shownAs, first: medicine, members: new Set<string>() };
        family.members.add(medicine.slug);
        families.set(normal, family);
      }
  return new Map([...families].filter(([, family]) => family.members.size > 1));
}

/** The brand families as groups, and the medicines with their family groups among their classes. */
export function withBrandFamilies(
  medicines: readonly Medicine[],
  classes: readonly MedicineClass[],
  isTaken: (normal: string) => boolean,
): { medicines: Medicine[]; classes: MedicineClass[] } {
  const families = familiesOf(medicines, isTaken);
  const familyClasses: MedicineClass[] = [];
  const joined = new Map<string, string[]>();
  for (const [normal, { shownAs, first, members }] of families) {
    const slug = `brand-${normal.replaceAll(" ", "-")}`;
    familyClasses.push({
      slug,
      name: `${shownAs} products`,
      synonyms: [shownAs],
      parents: [],
      brandFamily: true,
      references: first.references.slice(0, 1),
    });
    for (const member of members) joined.set(member, [...(joined.get(member) ?? []), slug]);
  }
  return {
    medicines: medicines.map((medicine) => {
      const more = joined.get(medicine.slug);
      return more ? { ...medicine, classes: [...medicine.classes, ...more] } : medicine;
    }),
    classes: [...classes, ...familyClasses],
  };
}
