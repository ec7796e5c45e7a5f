/** @jest-environment node */
// The scenario suite (tests/scenarios/data) is well formed: every scenario parses, refers to real catalogue
// products and ingredients, expects findings only for what the stack contains, and the suite keeps the
// mix of kinds the brief asks for (interactions, false-alarm checks, doses, not-fully-checked, adding).
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { PRODUCTS } from "@/prisma/data/catalogue/products";
import { SCENARIOS } from "@/tests/scenarios/data";
import { runsThroughApi } from "@/tests/scenarios/ingredient-run";
import { RISK_ORDER, SEVERITY_ORDER, scenarioSchema, type Scenario } from "@/tests/scenarios/schema";

const parsed: Scenario[] = SCENARIOS.map((input) => scenarioSchema.parse(input));
const productsBySlug = new Map(PRODUCTS.map((product) => [product.slug, product]));
const ingredientSlugs = new Set(INGREDIENTS.map((ingredient) => ingredient.slug));

type Link = Scenario["expect"]["noFlags"][number];
type Counterpart = Link["with"];

const isUpperLevel = (counterpart: Counterpart) => "upperLevel" in counterpart;
const linkKey = (link: Link) => `${link.ingredient} → ${JSON.stringify(link.with)}`;

/** Ingredient slugs a scenario's stack and added product contain. */
function ingredientsOf(scenario: Scenario): Set<string> {
  const slugs = new Set<string>();
  for (const item of scenario.stack) {
    if ("custom" in item) item.custom.ingredients.forEach((line) => slugs.add(line.ingredient));
    else productsBySlug.get(item.product)?.ingredients.forEach((line) => slugs.add(line.ingredient));
  }
  if (scenario.adding) {
    productsBySlug.get(scenario.adding.product)?.ingredients.forEach((line) => slugs.add(line.ingredient));
  }
  return slugs;
}

function productIdsOf(scenario: Scenario): string[] {
  const ids = scenario.stack.flatMap((item) => ("product" in item ? [item.product] : []));
  return scenario.adding ? [...ids, scenario.adding.product] : ids;
}

function linksOf(scenario: Scenario): Link[] {
  return [...scenario.expect.flags, ...scenario.expect.noFlags];
}

/** Every ingredient slug the scenario names: in links, in ingredient counterparts and in custom items. */
function namedIngredientsOf(scenario: Scenario): string[] {
  const fromLinks = linksOf(scenario).flatMap((link) =>
    "ingredient" in link.with ? [link.ingredient, link.with.ingredient] : [link.ingredient],
  );
  const fromCustom = scenario.stack.flatMap((item) =>
    "custom" in item ? item.custom.ingredients.map((line) => line.ingredient) : [],
  );
  return [...fromLinks, ...fromCustom];
}

const hasInteractionFlag = (s: Scenario) => s.expect.flags.some((flag) => !isUpperLevel(flag.with));
const isDoseScenario = (s: Scenario) => linksOf(s).some((link) => isUpperLevel(link.with));

describe("scenario data", () => {
  it("parses every scenario against the scenario schema", () => {
    const failures = SCENARIOS.flatMap((input) => {
      const result = scenarioSchema.safeParse(input);
      return result.success ? [] : [`${input.id}: ${result.error.message}`];
    });
    expect(failures).toEqual([]);
  });

  it("gives every scenario a unique id", () => {
    const ids = parsed.map((scenario) => scenario.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("uses only products that exist in the catalogue", () => {
    const unknown = parsed.flatMap((s) =>
      productIdsOf(s)
        .filter((id) => !productsBySlug.has(id))
        .map((id) => `${s.id}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it("names only ingredients that exist in the ingredient catalogue", () => {
    const unknown = parsed.flatMap((s) =>
      namedIngredientsOf(s)
        .filter((slug) => !ingredientSlugs.has(slug))
        .map((slug) => `${s.id}: ${slug}`),
    );
    expect(unknown).toEqual([]);
  });

  it("expects findings only for ingredients the stack (or the added product) contains", () => {
    const missing = parsed.flatMap((s) => {
      const present = ingredientsOf(s);
      const named = s.expect.flags.flatMap((flag) =>
        "ingredient" in flag.with ? [flag.ingredient, flag.with.ingredient] : [flag.ingredient],
      );
      return named.filter((slug) => !present.has(slug)).map((slug) => `${s.id}: ${slug}`);
    });
    expect(missing).toEqual([]);
  });

  it("links findings only to medicines and conditions the profile lists", () => {
    const stray = parsed.flatMap((s) =>
      linksOf(s).flatMap((link) => {
        if ("medicine" in link.with && !s.profile.medicines.includes(link.with.medicine)) {
          return [`${s.id}: medicine ${link.with.medicine}`];
        }
        if ("condition" in link.with && !s.profile.conditions.includes(link.with.condition)) {
          return [`${s.id}: condition ${link.with.condition}`];
        }
        return [];
      }),
    );
    expect(stray).toEqual([]);
  });

  it("never expects the same link both flagged and not flagged", () => {
    const contradictions = parsed.flatMap((s) => {
      const flagged = new Set(s.expect.flags.map(linkKey));
      return s.expect.noFlags
        .filter((link) => flagged.has(linkKey(link)))
        .map((link) => `${s.id}: ${linkKey(link)}`);
    });
    expect(contradictions).toEqual([]);
  });

  it("keeps every severity and risk range in order", () => {
    const reversed = parsed.flatMap((s) => {
      const badFlags = s.expect.flags.filter(
        ({ severity }) =>
          severity.max !== undefined &&
          SEVERITY_ORDER.indexOf(severity.max) < SEVERITY_ORDER.indexOf(severity.min),
      );
      const { risk } = s.expect;
      const badRisk =
        risk?.min !== undefined &&
        risk.max !== undefined &&
        RISK_ORDER.indexOf(risk.max) < RISK_ORDER.indexOf(risk.min);
      return [
        ...badFlags.map((flag) => `${s.id}: ${flag.ingredient}`),
        ...(badRisk ? [`${s.id}: risk`] : []),
      ];
    });
    expect(reversed).toEqual([]);
  });

  it("never lets a not-fully-checked result read low, and names what was not recognised", () => {
    const wrong = parsed.flatMap((s) => {
      const { notFullyChecked, risk, unrecognised } = s.expect;
      const typed = [...s.profile.medicines, ...s.profile.conditions];
      const problems = [
        notFullyChecked === true && risk?.max === "low" ? "risk may not be low" : null,
        unrecognised.length > 0 && notFullyChecked !== true
          ? "unrecognised names need notFullyChecked"
          : null,
        ...unrecognised
          .filter((name) => !typed.includes(name))
          .map((name) => `${name} is not in the profile`),
        s.adding && s.expect.requiresAcknowledgement === true && s.expect.safeToAdd === true
          ? "acknowledgement with safe to add"
          : null,
      ];
      return problems.filter((problem) => problem !== null).map((problem) => `${s.id}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it("sets adding expectations only on adding scenarios", () => {
    const stray = parsed.filter(
      (s) =>
        !s.adding &&
        (s.expect.safeToAdd !== undefined ||
          s.expect.blocked !== undefined ||
          s.expect.requiresAcknowledgement !== undefined),
    );
    expect(stray.map((s) => s.id)).toEqual([]);
  });

  it("has at least 110 scenarios in the mix the brief asks for", () => {
    const count = (predicate: (s: Scenario) => boolean) => parsed.filter(predicate).length;
    const engineOnly = count((s) => !runsThroughApi(s));

    expect(parsed.length).toBeGreaterThanOrEqual(110);
    expect(count(hasInteractionFlag)).toBeGreaterThanOrEqual(44);
    expect(count((s) => s.expect.noFlags.length > 0)).toBeGreaterThanOrEqual(33);
    expect(count(isDoseScenario)).toBeGreaterThanOrEqual(16);
    expect(count((s) => s.expect.notFullyChecked === true)).toBeGreaterThanOrEqual(12);
    expect(count((s) => s.adding !== undefined)).toBeGreaterThanOrEqual(6);
    // Most also run through the API; those that cannot (made-up labels whose amounts matter) stay a minority.
    expect(engineOnly / parsed.length).toBeLessThan(0.25);
    expect(parsed.length - engineOnly).toBeGreaterThanOrEqual(1700);
  });

  it("has both sides of the dose checks: totals above a UK level and totals at or below it", () => {
    const above = parsed.filter((s) => s.expect.flags.some((flag) => isUpperLevel(flag.with)));
    const within = parsed.filter((s) => s.expect.noFlags.some((link) => isUpperLevel(link.with)));
    expect(above.length).toBeGreaterThanOrEqual(12);
    expect(within.length).toBeGreaterThanOrEqual(6);
  });
});
