/** @jest-environment node */
// One decision of when to take a product (lib/catalogue/timing.ts), and the texts that use it
// agreeing for every product of the seed catalogue: the product page's "How to take it" and the
// interaction schedule's rule (checker, builder, analytics and report all show the schedule's).
import { howToTakeLines } from "@/components/catalogue/how-to-take";
import { productTiming, TIMING_ADVICE } from "@/lib/catalogue/timing";
import { timingRuleFor } from "@/lib/interactions/rules";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { PRODUCTS } from "@/prisma/data/catalogue/products";

const TIMING_OF_INGREDIENT = new Map(
  INGREDIENTS.map((ingredient) => [ingredient.slug, ingredient.optimalTiming]),
);

describe("productTiming", () => {
  it("is the product's own timing when its record states one", () => {
    expect(productTiming({ optimalTiming: "evening", ingredients: [{ optimalTiming: "morning" }] })).toBe(
      "evening",
    );
  });

  it("is the ingredients' timing only when every ingredient has the same one", () => {
    expect(
      productTiming({
        optimalTiming: null,
        ingredients: [{ optimalTiming: "with_food" }, { optimalTiming: "with_food" }],
      }),
    ).toBe("with_food");
    expect(
      productTiming({
        optimalTiming: null,
        ingredients: [{ optimalTiming: "with_food" }, { optimalTiming: "evening" }],
      }),
    ).toBeNull();
  });

  it("is unknown when any ingredient is untimed: one ingredient's timing does not make a multivitamin's", () => {
    expect(
      productTiming({
        optimalTiming: null,
        ingredients: [{ optimalTiming: "empty_stomach" }, { optimalTiming: null }],
      }),
    ).toBeNull();
    expect(productTiming({ optimalTiming: null, ingredients: [] })).toBeNull();
  });
});

describe("timing texts on the seed catalogue", () => {
  const products = PRODUCTS.map((product) => ({
    ...product,
    ingredients: product.ingredients.map((item) => ({
      optimalTiming: TIMING_OF_INGREDIENT.get(item.ingredient) ?? null,
    })),
  }));

  it("never has the schedule contradict the product page", () => {
    const contradictions = products.flatMap((product) => {
      const timing = productTiming(product);
      if (timing === null) return [];
      const rule = timingRuleFor(product.category, timing);
      const page = howToTakeLines(product);
      return rule.slot === timing && page[0] === TIMING_ADVICE[timing] && rule.reasoning === page[0]
        ? []
        : [`${product.slug}: page "${page.join(" ")}", schedule ${rule.slot} "${rule.reasoning}"`];
    });
    expect(contradictions).toEqual([]);
  });

  it("gives no multi-ingredient product an empty-stomach timing taken from one of its ingredients", () => {
    const centrum = products.find(
      (product) => product.slug === "centrum-centrum-advance-multivitamin-tablets-30",
    );
    expect(centrum).toBeDefined();
    expect(productTiming(centrum!)).toBeNull();
    expect(howToTakeLines(centrum!)).toEqual([]);
  });

  it("schedules an iron product the page says to take on an empty stomach on an empty stomach", () => {
    const iron = products.find((product) => product.slug === "solgar-gentle-iron-20mg-vegetable-capsules-90");
    expect(iron).toBeDefined();
    const timing = productTiming(iron!);
    expect(timing).toBe("empty_stomach");
    expect(timingRuleFor(iron!.category, timing).slot).toBe("empty_stomach");
  });
});
