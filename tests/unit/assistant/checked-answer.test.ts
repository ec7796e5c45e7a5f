// The interaction checker's answer in words (lib/assistant/checked-answer.ts), on the shipped knowledge base
// and dictionaries: findings first, most severe first, with the checker's severity words and advice; "no
// records" never reads as safe; what could not be checked is said; a provider's reassurance is caught.
import { checkedAnswer } from "@/lib/assistant/checked-answer";
import { contradictsChecker } from "@/lib/assistant/reassurance";
import { symptomAdvice, withCheckerOnStopping } from "@/lib/assistant/symptoms";
import { supplementIdOf, type NamedItems } from "@/lib/assistant/read-items";
import { analyseSupplements } from "@/lib/interactions/analyse";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { knowledgeBaseSchema } from "@/lib/interactions/knowledge-base-schema";
import type { AnalysisResult, EngineSupplement } from "@/lib/interactions/types";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { PRODUCTS } from "@/prisma/data/catalogue/products";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";

import { readSeedItems } from "../../support/assistant-names";

const index = buildKnowledgeIndex(knowledgeBaseSchema.parse(KNOWLEDGE_BASE), DICTIONARIES);

/** The engine's analysis of what a question names, as lib/assistant/interaction-check.ts runs it (without a database). */
function analyse(named: NamedItems): AnalysisResult {
  const supplements = named.items.flatMap((item): EngineSupplement[] => {
    const id = supplementIdOf(item) ?? "";
    if (item.kind === "ingredient")
      return [
        {
          id,
          name: item.name,
          brand: "",
          category: "wellness",
          optimalTiming: null,
          ingredients: [{ slug: item.slug, name: item.name, amount: 0, unit: "not given" }],
        },
      ];
    const product = item.kind === "product" ? PRODUCTS.find((seed) => seed.slug === item.id) : undefined;
    if (!product) return [];
    const { name, brand, category, optimalTiming, labelComplete } = product;
    const ingredients = product.ingredients.map(({ ingredient, amount, unit, chemicalForm }) => ({
      slug: ingredient,
      name: ingredient,
      amount,
      unit,
      chemicalForm,
    }));
    return [{ id, name, brand, category, optimalTiming, labelComplete, ingredients }];
  });
  return analyseSupplements(index, {
    supplements,
    profile: {
      prescriptionDrugs: named.items.flatMap((item) =>
        item.kind === "medicine" || item.kind === "group" ? [{ drugName: item.name }] : [],
      ),
      medicalConditions: named.items.flatMap((item) => (item.kind === "condition" ? [item.name] : [])),
    },
  });
}

const answerFor = (question: string) => {
  const named = readSeedItems(question);
  return checkedAnswer(named, analyse(named));
};
const paragraphs = (text: string) => text.split("\n\n");

describe("checkedAnswer", () => {
  it("leads with the most severe finding: severity word, what happens, what to do, and its references", () => {
    const { text, sources, facts } = answerFor("Can I take St John's wort with warfarin?");
    const [subject, ingredient, first] = paragraphs(text);
    expect(subject).toBe(
      "From our sources: our interaction checker on St John's wort, checked against Warfarin. Its verdict: risk level high.",
    );
    expect(ingredient).toBe("St John's wort was checked as the ingredient, not a particular product.");
    expect(first).toMatch(
      /^Critical: St John's wort with Warfarin\. .+ What to do: Do not take St John's wort with warfarin/,
    );
    expect(sources[0]).toEqual({ title: "St John's wort with Warfarin", url: "/interactions" });
    expect(sources.length).toBeGreaterThan(1);
    expect(facts[0]?.title).toBe("St John's wort with Warfarin");
  });

  it("orders a combined warning and serious findings before information", () => {
    const { text } = answerFor("Can I take ginkgo and fish oil with warfarin?");
    const labels = paragraphs(text)
      .map(
        (paragraph) => /^(Serious \(it adds up\)|Critical|Serious|Caution|Information):/.exec(paragraph)?.[1],
      )
      .filter(Boolean);
    expect(labels[0]).toBe("Serious (it adds up)");
    expect(labels).toContain("Caution");
    const rank = ["Serious (it adds up)", "Critical", "Serious", "Caution", "Information"];
    const ranks = labels.map((label) => rank.indexOf(label ?? ""));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(text).toMatch(
      /the amount was not given, so records that apply only from a certain dose are included/,
    );
  });

  it("says there is no record for a pair, never that it is safe, with the caution the treatment brings", () => {
    const { text } = answerFor("I'm on chemo for breast cancer, can I take St John's wort?");
    expect(text).toContain("We have no records of an interaction between St John's wort and breast cancer.");
    expect(text).toMatch(/^Caution: St John's wort and Having chemotherapy\. Ask your cancer team/m);
    expect(text).toContain("That does not mean it is safe — ask your pharmacist.");
    expect(text).toMatch(/^Caution \(every supplement\): While having chemotherapy\. Tell your cancer team/m);
    expect(contradictsChecker(text)).toBe(false);
  });

  it("leaves out a low verdict, which would read as a reassurance", () => {
    const { text } = answerFor("Can I take creatine with sertraline?");
    expect(text).toContain("We have no records of an interaction between Creatine and Sertraline.");
    expect(text).not.toMatch(/risk level low|Its verdict/);
  });

  it("says a group was checked only as a group", () => {
    const { text } = answerFor("Can I take St John's wort with the pill?");
    expect(text).toMatch(/Its verdict: not fully checked\./);
    expect(text).toMatch(
      /Not fully checked: “the pill” names a group of medicines .*we checked what applies to the whole group/,
    );
  });

  it.each([
    ["I'm on warfarin, a blood thinner. Can I take vitamin K?", "Warfarin"],
    ["Is ginkgo ok with my sertraline? It's an antidepressant", "Sertraline"],
  ])("reads a group said of the medicine named as that medicine: %s", (question, checkedAgainst) => {
    const { text } = answerFor(question);
    expect(text).toContain(`checked against ${checkedAgainst}.`);
    expect(text).not.toMatch(/not fully checked|names a group|as a group/i);
  });

  it("reads a broader group said beside a narrower one as the narrower, with its finding once", () => {
    const { text } = answerFor("at the anticoag clinic my INR was 4.8, I started turmeric last month");
    expect(text).toContain("checked against INR. Its verdict: not fully checked.");
    expect(text.match(/^Caution: Turmeric \(curcumin\) with /gm)).toHaveLength(1);
    expect(text).not.toMatch(/anticoag\b/);
  });

  it("keeps a group said to be another open", () => {
    const { text } = answerFor("I take apixaban and another blood thinner, is fish oil ok?");
    expect(text).toContain("checked against Apixaban and another blood thinner.");
    expect(text).toMatch(/Its verdict: not fully checked\./);
  });

  it("names a product's contents and says once what a combination medicine brings through each part", () => {
    const { text } = answerFor("Can I take Kira low mood tablets while I'm on Microgynon?");
    expect(paragraphs(text)[0]).toMatch(
      /^From our sources: our interaction checker on Kira LowMood Relief Film-Coated Tablets \(St John's wort\), checked against Microgynon\./,
    );
    const findings = paragraphs(text).filter((paragraph) => /^(Critical|Serious|Caution):/.test(paragraph));
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings).size).toBe(findings.length);
    expect(findings[0]).toMatch(/contracept/i);
  });

  it("says what it could not check, and that nothing was checked without a supplement", () => {
    const unknown = answerFor("Can I take ginkgo with Zapflox?");
    expect(unknown.text).toMatch(/Its verdict: not fully checked\./);
    expect(unknown.text).toContain(
      "Not checked: “zapflox” is not a product, ingredient, medicine or condition we know, so it could not be checked.",
    );
    const brand = readSeedItems("Can I take Solgar with warfarin?");
    const nothing = checkedAnswer(brand, null);
    expect(nothing.text).toMatch(/^From our sources: I could not run our interaction checker on this\./);
    expect(nothing.text).toMatch(
      /“Solgar” has several products in our catalogue \(.+ and \d+ more\): name the product/,
    );
    expect(nothing.facts).toEqual([]);
  });
});

describe("contradictsChecker", () => {
  it.each([
    "Yes, these are safe to take together.",
    "It's fine to take St John's wort with the pill.",
    "They are perfectly safe.",
    "St John's wort does not interact with warfarin.",
    "There is no known interaction between them.",
    "They won't interact.",
  ])("catches a reassurance: %s", (text) => {
    expect(contradictsChecker(text)).toBe(true);
  });

  it.each([
    "It is not safe to take them together without advice [1].",
    "Take them at different times of day [2].",
    "Our sources say nothing more about this; ask your pharmacist.",
    "Keep to no more than 5 g of EPA and DHA a day [3].",
  ])("lets an addition through: %s", (text) => {
    expect(contradictsChecker(text)).toBe(false);
  });
});

describe("side-effect advice beside the checker's answer", () => {
  const adviceBeside = (question: string) =>
    withCheckerOnStopping(
      symptomAdvice(question, readSeedItems(question), readSeedItems, "told"),
      answerFor(question).text,
    );

  it.each([
    "my tacrolimus levels dropped since I started St John's wort",
    "since starting St John's wort my epilepsy is worse, I take carbamazepine",
  ])("does not say to stop a supplement the checker says not to stop suddenly: %s", (question) => {
    const advice = adviceBeside(question);
    expect(advice?.kind === "side_effect" && advice.note).toMatch(
      /^Don't stop the supplement suddenly on your own/,
    );
    expect(JSON.stringify(advice)).not.toMatch(/stop taking it/);
  });

  it("keeps the usual advice where the checker has no word on stopping", () => {
    const advice = adviceBeside("magnesium gives me the runs, I take ramipril");
    expect(advice?.kind === "side_effect" && advice.note).toMatch(
      /^If you think a supplement is causing this/,
    );
  });
});
