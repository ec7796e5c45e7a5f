// IU factors: vitamin D 1 µg = 40 IU (NHS "Vitamin D"); retinol 1 IU = 0.3 µg and supplement beta-carotene
// 1 IU = 0.6 µg (NIH ODS "Vitamin A and Carotenoids"); vitamin E 1 IU = 0.67 mg natural, 0.45 mg synthetic
// (NIH ODS "Vitamin E"). Beta-carotene does not count towards the retinol level, so it does not convert.
import { normaliseName } from "./names";

const MASS_IN_MICROGRAMS: Readonly<Record<string, number>> = { g: 1_000_000, mg: 1_000, µg: 1, mcg: 1 };

function vitaminEMicrogramsPerIu(chemicalForm: string | null): number | null {
  const form = ` ${normaliseName(chemicalForm ?? "")} `;
  if (/ dl | all rac | synthetic /.test(form)) return 450;
  if (/ d alpha | rrr | natural /.test(form)) return 670;
  return null;
}

function microgramsPerIu(slug: string, chemicalForm: string | null): number | null {
  switch (slug) {
    case "vitamin-d3":
      return 1 / 40;
    case "vitamin-a":
      return /carotene/.test(normaliseName(chemicalForm ?? "")) ? null : 0.3;
    case "beta-carotene":
      return 0.6;
    case "vitamin-e":
      return vitaminEMicrogramsPerIu(chemicalForm);
    default:
      return null;
  }
}

function toMicrograms(slug: string, amount: number, unit: string, form: string | null): number | null {
  const mass = MASS_IN_MICROGRAMS[unit];
  if (mass !== undefined) return amount * mass;
  const perIu = unit === "IU" ? microgramsPerIu(slug, form) : null;
  return perIu === null ? null : amount * perIu;
}

export function convertAmount(
  slug: string,
  amount: number,
  from: string,
  to: string,
  chemicalForm: string | null = null,
): number | null {
  if (from === to) return amount;
  const micrograms = toMicrograms(slug, amount, from, chemicalForm);
  if (micrograms === null) return null;
  const mass = MASS_IN_MICROGRAMS[to];
  if (mass !== undefined) return micrograms / mass;
  const perIu = to === "IU" ? microgramsPerIu(slug, chemicalForm) : null;
  return perIu === null ? null : micrograms / perIu;
}

const VITAMIN_E_FORMS = ["as dl-alpha tocopherol", "as d-alpha tocopherol"];

export function convertRange(
  slug: string,
  amount: number,
  from: string,
  to: string,
  chemicalForm: string | null = null,
): [number, number] | null {
  const exact = convertAmount(slug, amount, from, to, chemicalForm);
  if (exact !== null) return [exact, exact];
  if (slug !== "vitamin-e" || (from !== "IU" && to !== "IU")) return null;
  const bounds = VITAMIN_E_FORMS.map((form) => convertAmount(slug, amount, from, to, form)).filter(
    (value): value is number => value !== null,
  );
  return bounds.length === 2 ? [Math.min(...bounds), Math.max(...bounds)] : null;
}

// Amounts as people write them ("3,200 IU", "5mg"), in the catalogue's unit spelling.
export const WRITTEN_UNITS: Readonly<Record<string, string>> = {
  mg: "mg",
  milligram: "mg",
  milligrams: "mg",
  g: "g",
  gram: "g",
  grams: "g",
  mcg: "µg",
  ug: "µg",
  µg: "µg",
  microgram: "µg",
  micrograms: "µg",
  iu: "IU",
};

/** Each amount with a unit of `units` in the text, in order. */
export function writtenAmounts(
  text: string,
  units: Readonly<Record<string, string>> = WRITTEN_UNITS,
): { amount: number; unit: string }[] {
  const spellings = Object.keys(units).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(${spellings.join("|")})\b`,
    "giu",
  );
  return [...text.matchAll(pattern)].flatMap((match) => {
    const unit = units[(match[2] ?? "").toLowerCase()];
    const amount = Number((match[1] ?? "").replaceAll(",", ""));
    return unit && Number.isFinite(amount) && amount > 0 ? [{ amount, unit }] : [];
  });
}
