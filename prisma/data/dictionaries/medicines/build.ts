// A compact way to write the medicine dictionary's entries (prisma/data/dictionaries/medicines/*.ts),
// validated by tests/unit/interactions/medicine-dictionary.test.ts against `medicineSchema`.
//
// References: the NHS medicines A–Z page (https://www.nhs.uk/medicines/<page>/) when one exists — the
// page slugs used here were checked against the NHS website's own A–Z listing (2025) — otherwise the
// BNF drug monograph (https://bnf.nice.org.uk/drugs/<page>/), or, for a few centrally authorised
// combination products, the European Medicines Agency's EPAR page for the brand.
import type {
  DoseFrequency,
  Medicine,
  NutrientContent,
} from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";

/** Where an entry's reference points; `label` names the page when it is not the medicine's own. */
type Source =
  | { nhs: string; label?: string }
  | { bnf: string; label?: string }
  | { epar: string; label: string }
  | { reference: Reference };

/** NHS medicines A–Z page, e.g. nhs("co-codamol-for-adults"), or nhs("paxlovid", "Paxlovid") for another's page. */
export function nhs(page: string, label?: string): Source {
  return label === undefined ? { nhs: page } : { nhs: page, label };
}

/** BNF drug monograph, e.g. bnf("levofloxacin"), or bnf("co-amilozide", "Co-amilozide") for another's page. */
export function bnf(page: string, label?: string): Source {
  return label === undefined ? { bnf: page } : { bnf: page, label };
}

/** EMA European public assessment report (product information) of a brand, e.g. epar("biktarvy", "Biktarvy"). */
export function epar(page: string, label: string): Source {
  return { epar: page, label };
}

/** Any other page, cited with its own title, e.g. an NHS contraception guide. */
export function page(reference: Reference): Source {
  return { reference };
}

function referenceFor(name: string, source: Source): Reference {
  if ("reference" in source) {
    return source.reference;
  }
  if ("nhs" in source) {
    return {
      title: `${source.label ?? name} (NHS medicines A to Z)`,
      publisher: "NHS",
      url: `https://www.nhs.uk/medicines/${source.nhs}/`,
    };
  }
  if ("bnf" in source) {
    return {
      title: `${source.label ?? name} (BNF drug monograph)`,
      publisher: "NICE (British National Formulary)",
      url: `https://bnf.nice.org.uk/drugs/${source.bnf}/`,
    };
  }
  return {
    title: `${source.label}: EPAR product information`,
    publisher: "European Medicines Agency",
    url: `https://www.ema.europa.eu/en/medicines/human/EPAR/${source.epar}`,
  };
}

export interface MedicineExtras {
  /** UK brand names (only those certain). */
  brands?: string[];
  /** US names, former British names and salt forms as people write them. */
  other?: string[];
  /** Slugs of the medicines in a combination product. */
  components?: string[];
  /** Sold without a prescription in the UK in at least one form. */
  otc?: boolean;
  /** Further sources, e.g. the evidence for a class membership the main page does not state. */
  also?: Reference[];
  /** A vitamin or mineral medicine: what its usual dose gives a day (counted in the daily totals). */
  nutrients?: NutrientContent[];
}

/** One dictionary entry: slug, UK generic name, classes, usual adult frequency and its source. */
export function med(
  slug: string,
  name: string,
  classes: string[],
  usualFrequency: DoseFrequency | null,
  source: Source,
  extras: MedicineExtras = {},
): Medicine {
  return {
    slug,
    name,
    brands: extras.brands ?? [],
    otherNames: extras.other ?? [],
    classes,
    components: extras.components ?? [],
    usualFrequency,
    availableOverTheCounter: extras.otc ?? false,
    ...(extras.nutrients ? { nutrientContent: extras.nutrients } : {}),
    references: [referenceFor(name, source), ...(extras.also ?? [])],
  };
}

/**
 * Brand names as packs print them ("Lemsip Cold & Flu") and as people type them ("Lemsip Cold and Flu"):
 * names are matched word for word, so a name with "&" is given in both spellings.
 */
export function andVariants(...names: string[]): string[] {
  return names.flatMap((name) => (name.includes("&") ? [name, name.replaceAll("&", "and")] : [name]));
}
