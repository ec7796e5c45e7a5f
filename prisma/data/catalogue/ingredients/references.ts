// Reference records shared by the ingredient files. Builders keep one spelling of each publisher's
// address pattern; every URL produced here points at a page that exists under that pattern.
import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";

export type Reference = IngredientSeed["references"][number];

export const NRV_ANNEX_XIII: Reference = {
  id: "nrv-annex-xiii",
  title: "Regulation (EU) No 1169/2011, Annex XIII: Reference intakes (as retained in GB law)",
  publisher: "legislation.gov.uk",
  url: "https://www.legislation.gov.uk/eur/2011/1169/annex/XIII",
};

export const REG_432_2012: Reference = {
  id: "reg-432-2012",
  title: "Commission Regulation (EU) No 432/2012: list of permitted health claims (as retained in GB law)",
  publisher: "legislation.gov.uk",
  url: "https://www.legislation.gov.uk/eur/2012/432/contents",
};

export const REG_536_2013: Reference = {
  id: "reg-536-2013",
  title:
    "Commission Regulation (EU) No 536/2013 amending the list of permitted health claims (as retained in GB law)",
  publisher: "legislation.gov.uk",
  url: "https://www.legislation.gov.uk/eur/2013/536/contents",
};

/** NHS "Vitamins and minerals" pages: vitamin-a, vitamin-b, vitamin-c, vitamin-d, vitamin-e, vitamin-k, calcium, iodine, iron, others. */
export function nhsVitaminsAndMinerals(page: string, title: string): Reference {
  return {
    id: `nhs-${page}`,
    title: `${title} - Vitamins and minerals`,
    publisher: "NHS",
    url: `https://www.nhs.uk/conditions/vitamins-and-minerals/${page}/`,
  };
}

/** NIH Office of Dietary Supplements fact sheets for health professionals, e.g. sheet "Magnesium". */
export function odsFactSheet(sheet: string, title: string): Reference {
  return {
    id: `ods-${sheet.toLowerCase()}`,
    title: `${title}: Fact Sheet for Health Professionals`,
    publisher: "NIH Office of Dietary Supplements",
    url: `https://ods.od.nih.gov/factsheets/${sheet}-HealthProfessional/`,
  };
}

/** NIH National Center for Complementary and Integrative Health pages, e.g. page "st-johns-wort". */
export function nccih(page: string, title: string): Reference {
  return {
    id: `nccih-${page}`,
    title,
    publisher: "NIH National Center for Complementary and Integrative Health",
    url: `https://www.nccih.nih.gov/health/${page}`,
  };
}

/** Linus Pauling Institute Micronutrient Information Center, e.g. path "dietary-factors/lipoic-acid". */
export function lpi(path: string, title: string): Reference {
  return {
    id: `lpi-${(path.split("/").at(-1) ?? path).toLowerCase()}`,
    title: `${title} - Micronutrient Information Center`,
    publisher: "Linus Pauling Institute, Oregon State University",
    url: `https://lpi.oregonstate.edu/mic/${path}`,
  };
}

export const ODS_EXERCISE: Reference = odsFactSheet(
  "ExerciseAndAthleticPerformance",
  "Dietary Supplements for Exercise and Athletic Performance",
);

export const NHS_OTHERS: Reference = nhsVitaminsAndMinerals(
  "others",
  "Others (including beta-carotene, copper, potassium, zinc)",
);
