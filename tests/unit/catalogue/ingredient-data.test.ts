/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { cleanSubstanceName } from "@/lib/catalogue/claims-register";
import { ingredientSeedSchema } from "@/lib/catalogue/seed-schemas";
import { normaliseName } from "@/lib/interactions/names";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";

const REQUIRED_SLUGS = [
  "vitamin-a",
  "beta-carotene",
  "vitamin-b6",
  "vitamin-b12",
  "folic-acid",
  "biotin",
  "niacin",
  "vitamin-c",
  "vitamin-d3",
  "vitamin-e",
  "vitamin-k2",
  "calcium",
  "magnesium",
  "iron",
  "zinc",
  "copper",
  "selenium",
  "iodine",
  "potassium",
  "chromium",
  "omega-3-fish-oil",
  "coq10",
  "creatine",
  "whey-protein",
  "caffeine",
  "l-theanine",
  "melatonin",
  "5-htp",
  "st-johns-wort",
  "ginkgo-biloba",
  "turmeric-curcumin",
  "ashwagandha",
  "rhodiola",
  "valerian",
  "glucosamine",
  "probiotics",
  "berberine",
  "red-yeast-rice",
  "garlic",
  "ginseng",
  "echinacea",
  "green-tea-extract",
  "collagen",
  "beta-alanine",
  "l-carnitine",
  "evening-primrose-oil",
  "milk-thistle",
  "saw-palmetto",
  "elderberry",
  "licorice-root",
  "vitamin-k1",
  "alpha-lipoic-acid",
  "quercetin",
  "psyllium",
  "spirulina",
  "glutamine",
  "citrulline",
  "lions-mane",
  "cod-liver-oil",
  "thiamin",
  "riboflavin",
  "pantothenic-acid",
  "manganese",
  "molybdenum",
];

function registerSubstances(): Set<string> {
  const csvPath = path.join(process.cwd(), "prisma/data/gb-nhc-register/claims_repository.csv");
  const rows: Array<{ substance_canonical: string }> = parse(readFileSync(csvPath, "utf8"), {
    columns: true,
    skip_empty_lines: true,
  });
  return new Set(rows.map((row) => cleanSubstanceName(row.substance_canonical)));
}

describe("ingredient catalogue data", () => {
  it.each(INGREDIENTS.map((ingredient) => [ingredient.slug, ingredient] as const))(
    "%s satisfies the seed schema",
    (_slug, ingredient) => {
      const result = ingredientSeedSchema.safeParse(ingredient);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it("has unique slugs", () => {
    const slugs = INGREDIENTS.map((ingredient) => ingredient.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });

  it("contains every required slug", () => {
    const slugs = new Set(INGREDIENTS.map((ingredient) => ingredient.slug));
    expect(REQUIRED_SLUGS.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it("gives each name and synonym to one ingredient only, so a typed name means one thing", () => {
    const owners = new Map<string, Set<string>>();
    for (const ingredient of INGREDIENTS)
      for (const name of [
        ingredient.name,
        ingredient.name.replace(/\s*\([^)]*\)/g, ""),
        ...ingredient.synonyms,
      ]) {
        const key = normaliseName(name);
        owners.set(key, (owners.get(key) ?? new Set()).add(ingredient.slug));
      }
    const shared = [...owners]
      .filter(([, slugs]) => slugs.size > 1)
      .map(([key, slugs]) => `${key}: ${[...slugs].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("gives each reference a unique id within its ingredient", () => {
    const problems = INGREDIENTS.flatMap((ingredient) => {
      const ids = ingredient.references.map((reference) => reference.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `${ingredient.slug}: ${id}`);
    });
    expect(problems).toEqual([]);
  });

  it("cites only references listed on the same ingredient", () => {
    const problems = INGREDIENTS.flatMap((ingredient) => {
      const ids = new Set(ingredient.references.map((reference) => reference.id));
      const cited = [ingredient.typicalDailyDose, ingredient.upperLevel, ingredient.nrv].flatMap((fact) =>
        fact ? [fact.referenceId] : [],
      );
      return cited.filter((id) => !ids.has(id)).map((id) => `${ingredient.slug}: ${id}`);
    });
    expect(problems).toEqual([]);
  });

  it("names only substances that appear in the GB claims register", () => {
    const substances = registerSubstances();
    const problems = INGREDIENTS.flatMap((ingredient) =>
      ingredient.claimSubstances
        .filter((substance) => !substances.has(substance))
        .map((substance) => `${ingredient.slug}: ${substance}`),
    );
    expect(problems).toEqual([]);
  });

  it("cites the retained Annex XIII for every NRV", () => {
    const problems = INGREDIENTS.filter((ingredient) => ingredient.nrv).flatMap((ingredient) => {
      const reference = ingredient.references.find(
        (candidate) => candidate.id === ingredient.nrv?.referenceId,
      );
      return reference?.url === "https://www.legislation.gov.uk/eur/2011/1169/annex/XIII"
        ? []
        : [ingredient.slug];
    });
    expect(problems).toEqual([]);
  });
});
