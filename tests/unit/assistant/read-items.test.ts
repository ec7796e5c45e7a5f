// What a question names (lib/assistant/item-names.ts, read-items.ts): catalogue products by name or brand, ingredients by
// name or synonym, medicines, groups and conditions through the checker's UK dictionaries, negations, and words
// where a name belongs that match nothing.
import type { NamedItem } from "@/lib/assistant/read-items";

import { readSeedItems } from "../../support/assistant-names";

const named = (item: NamedItem) => {
  if (item.kind === "product") return `product:${item.id}`;
  if (item.kind === "ingredient") return `ingredient:${item.slug}`;
  return `${item.kind}:${item.name}`;
};
const itemsIn = (text: string) => readSeedItems(text).items.map(named).sort();

describe("readItems", () => {
  it.each([
    ["Can I take Kira low mood tablets?", "product:kira-lowmood-relief-film-coated-tablets-30"],
    ["Is Berocca any good?", "product:berocca-berocca-performance-orange-effervescent-tablets-15"],
    ["pregnacare", "product:vitabiotics-pregnacare-original-30"],
    ["Vitabiotics Pregnacare Original", "product:vitabiotics-pregnacare-original-30"],
    ["Solgar magnesium", "product:solgar-magnesium-citrate-tablets-60"],
  ])("names a product by its name or brand: %s", (text, product) => {
    expect(itemsIn(text)).toEqual([product]);
  });

  it.each([
    ["St John's wort", "st-johns-wort"],
    ["St. John’s Wort", "st-johns-wort"],
    ["hypericum", "st-johns-wort"],
    ["fish oil", "omega-3-fish-oil"],
    ["omega 3", "omega-3-fish-oil"],
    ["vit d", "vitamin-d3"],
    ["Vit. B12", "vitamin-b12"],
    ["B12", "vitamin-b12"],
    ["turmeric", "turmeric-curcumin"],
    ["ginseng", "ginseng"],
    ["retinol", "vitamin-a"],
    ["potassium supplements", "potassium"],
    ["CBD oil", "cbd"],
    ["agnus castus", "chasteberry"],
    ["kava kava", "kava"],
    ["sea kelp", "kelp"],
    ["guarana", "guarana"],
    ["black cohosh", "black-cohosh"],
    ["Citrus aurantium", "bitter-orange"],
    ["Kalms Day", "valerian"],
    ["A.Vogel Menoforce", "sage"],
    ["tumeric", "turmeric-curcumin"],
    ["st johns wart", "st-johns-wort"],
    // An extract named by its plant and a supplement's form.
    ["green tea fat burner capsules", "green-tea-extract"],
    ["grape seed tablets", "grape-seed-extract"],
  ])("names an ingredient by its name, a synonym or a herbal medicine's brand: %s", (text, slug) => {
    expect(itemsIn(text)).toEqual([`ingredient:${slug}`]);
  });

  it.each([
    ["I'm on Microgynon", "medicine:Microgynon"],
    ["I take Lustral", "medicine:Lustral"],
    ["warfarin", "medicine:Warfarin"],
    ["co-codamol", "medicine:Co-codamol"],
    ["thyroxine", "medicine:Thyroxine"],
    ["the pill", "group:the pill"],
    ["blood thinners", "group:blood thinners"],
    ["statins", "group:Statins"],
    ["my thyroid medication", "group:Thyroid medicines"],
    ["acid reflux medicines", "group:Medicines for indigestion, heartburn and stomach acid"],
    ["I'm pregnant", "condition:pregnant"],
    ["on chemo", "condition:on chemo"],
    ["kidney disease", "condition:kidney disease"],
  ])("names a medicine, a group or a condition through the dictionaries: %s", (text, item) => {
    expect(itemsIn(text)).toEqual([item]);
  });

  it("reads every party of a question", () => {
    expect(itemsIn("Can I take Kira low mood tablets while I'm on Microgynon?")).toEqual([
      "medicine:Microgynon",
      "product:kira-lowmood-relief-film-coated-tablets-30",
    ]);
    expect(itemsIn("I'm on chemo for breast cancer, can I take St John's wort?")).toEqual([
      "condition:Breast cancer",
      "condition:on chemo",
      "ingredient:st-johns-wort",
    ]);
    expect(itemsIn("ginkgo, fish oil and warfarin")).toEqual([
      "ingredient:ginkgo-biloba",
      "ingredient:omega-3-fish-oil",
      "medicine:Warfarin",
    ]);
  });

  it("leaves out a medicine or condition the question negates, but not one a question's 'isn't' only leads to", () => {
    expect(itemsIn("I stopped warfarin, can I take ginkgo?")).toEqual(["ingredient:ginkgo-biloba"]);
    expect(itemsIn("I'm not pregnant, is vitamin A ok?")).toEqual(["ingredient:vitamin-a"]);
    expect(itemsIn("Isn't St John's wort risky with warfarin?")).toEqual([
      "ingredient:st-johns-wort",
      "medicine:Warfarin",
    ]);
  });

  it.each([
    ["I had surgery last week, can I take ginkgo again?", []],
    ["Is ginkgo ok while I'm recovering from my operation?", []],
    ["I was pregnant last year, is vitamin A ok?", []],
    ["Should I stop ginkgo before my operation?", ["condition:operation"]],
    ["I'm having surgery on Friday, is ginkgo ok?", ["condition:having surgery"]],
  ])("leaves out an operation that is behind or a state that is over: %s", (text, conditions) => {
    expect(itemsIn(text).filter((item) => item.startsWith("condition:"))).toEqual(conditions);
  });

  it("reads a group of medicines as people name it", () => {
    expect(itemsIn("Berberine with diabetes medicines")).toEqual([
      "group:Diabetes medicines that lower blood glucose",
      "ingredient:berberine",
    ]);
    expect(itemsIn("Is ginkgo ok with anticoagulants?")).toEqual([
      "group:Anticoagulants",
      "ingredient:ginkgo-biloba",
    ]);
  });

  it("says how many a group beside one of its members meant", () => {
    expect(itemsIn("I'm on warfarin, a blood thinner")).toEqual(["group:blood thinner", "medicine:Warfarin"]);
    expect(itemsIn("apixaban and another blood thinner")).toEqual([
      "group:another blood thinner",
      "medicine:Apixaban",
    ]);
    expect(itemsIn("warfarin and statins")).toEqual(["group:Statins", "medicine:Warfarin"]);
  });

  it.each([
    ["Is red yeast rice a natural statin?", ["ingredient:red-yeast-rice"]],
    ["Berberine is nature's metformin, isn't it?", ["ingredient:berberine"]],
    ["Does cinnamon act like insulin?", ["ingredient:cinnamon"]],
    ["Curcumin works as well as naproxen, they say", ["ingredient:turmeric-curcumin"]],
    [
      "Red yeast rice is a natural statin and I take a statin",
      ["group:Statins", "ingredient:red-yeast-rice"],
    ],
    ["Is turmeric better than my naproxen?", ["ingredient:turmeric-curcumin", "medicine:Naproxen"]],
    [
      "Ibuprofen as well as naproxen with turmeric?",
      ["ingredient:turmeric-curcumin", "medicine:Ibuprofen", "medicine:Naproxen"],
    ],
  ])("takes a medicine a supplement is likened to as taken only if named again: %s", (text, items) => {
    expect(itemsIn(text)).toEqual(items);
  });

  it("does not take a product's description for a condition", () => {
    expect(itemsIn("Kira low mood tablets")).toEqual(["product:kira-lowmood-relief-film-coated-tablets-30"]);
  });

  it("reports words where a name belongs that match nothing, with suggestions", () => {
    expect(readSeedItems("Can I take ginkgo with Zapflox?").unrecognised).toEqual([
      { word: "zapflox", suggestions: [] },
    ]);
    expect(readSeedItems("Can I take warfrin with ginkgo?").unrecognised).toEqual([
      { word: "warfrin", suggestions: ["Warfarin"] },
    ]);
    expect(readSeedItems("Can I take it with food and my other tablets?").unrecognised).toEqual([]);
    for (const question of [
      "I'm on a vegan diet, which vitamin B12 should I take?",
      "is it ok to take magnesium with grapefruit",
      "I'm on holiday, can I take my vitamin D?",
      "I started zinc on Monday. Can I take vitamin D with my thyroxine?",
      "Been on vitamin D since January, on Christmas I added iron: fine together?",
    ])
      expect(readSeedItems(question).unrecognised).toEqual([]);
  });

  it("does not single out a product of a brand with several", () => {
    const solgar = readSeedItems("Can I take Solgar with warfarin?");
    expect(solgar.items.map(named)).toEqual(["medicine:Warfarin"]);
    expect(solgar.ambiguous).toEqual([{ name: "Solgar", products: expect.any(Array) as unknown }]);
    expect(solgar.ambiguous[0]?.products.length).toBeGreaterThan(3);
  });

  it("does not read a drink as its extract", () => {
    expect(itemsIn("I drink green tea every day")).toEqual([]);
  });

  it("finds nothing in a question that names nothing we hold", () => {
    expect(itemsIn("How do I build a stack?")).toEqual([]);
    expect(itemsIn("Write a poem about the sea")).toEqual([]);
  });
});
