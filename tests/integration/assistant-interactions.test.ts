// The assistant's interaction answers through POST /api/assistant on a migrated, seeded database: for products,
// ingredients, medicines, groups and conditions asked about in several wordings, every finding the interaction
// engine reports for the same items is in the answer with its severity word and advice (never contradicted,
// never left out); pairs without a record are never called safe; out-of-scope requests are refused. A stand-in
// provider on loopback shows that an AI answer only adds to the checker's findings.
import {
  depletionViews,
  groupFindings,
  medicineFoodViews,
  nameLookupFor,
  severityLabel,
  synergyViews,
} from "@/components/interactions/finding-views";
import { migrate } from "@/lib/db/migrate";
import type { AnalysisResult, EngineSupplement, MedicalProfile } from "@/lib/interactions/types";
import { seedDatabase } from "@/prisma/seed";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { startAiStandIn, type AiStandIn } from "../support/ai-stand-in";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;
type Turn = { role: "user" | "assistant"; content: string };

interface Reply {
  answer: string;
  sources: { title: string; url: string }[];
  mode: string;
  fallback?: { code: string };
}

let scratch: ScratchDatabase;
let standIn: AiStandIn;
let providerText = "Keep taking them as your pharmacist advised [1].";
const PROVIDER_ADDITION = "More from our sources, written by AI:";

beforeAll(async () => {
  standIn = await startAiStandIn();
  standIn.answerWith(() => ({ kind: "text", text: providerText }));
  process.env.OPENAI_API_KEY = "stand-in-key";
  process.env.AI_BASE_URL = standIn.baseURL;
  scratch = await createScratchDatabase();
  await migrate(scratch.url);
  await seedDatabase(scratch.url);
  process.env.DATABASE_URL = scratch.url;
});
afterAll(async () => {
  Reflect.deleteProperty(process.env, "OPENAI_API_KEY");
  Reflect.deleteProperty(process.env, "AI_BASE_URL");
  await standIn.close();
  await (await import("@/lib/db/prisma")).db().$disconnect();
  await scratch.drop();
});

let address = 0;
async function ask(message: string, history?: Turn[]): Promise<Reply> {
  const route = (await import("@/app/api/assistant/route")) as { POST: Handler };
  address += 1; // each request from its own address, so the rate limit never interferes
  const response = await route.POST(
    new Request("http://localhost/api/assistant", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.1.0.${String(address)}` },
      body: JSON.stringify(history ? { message, history } : { message }),
    }),
    {},
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Reply }).data;
}

/** What the checker shows for a result: each finding's severity word and its advice. */
function checkerFindings(result: AnalysisResult): { label: string; advice: string }[] {
  const names = nameLookupFor(result);
  const upperLevel = { major: "Serious", moderate: "Caution", minor: "Good to know" } as const;
  return [
    ...result.standingCautions.map((caution) => ({ label: "Caution", advice: caution.advice })),
    ...result.combinedWarnings.map((warning) => ({ label: "Serious", advice: warning.recommendation })),
    ...groupFindings(result, names).flatMap((group) =>
      group.findings.map((view) => ({ label: group.label, advice: view.recommendation })),
    ),
    ...result.upperLevelFindings.map((finding) => ({
      label: upperLevel[finding.severity],
      advice: finding.message,
    })),
    ...synergyViews(result, names).map((view) => ({
      label: "Works well together",
      advice: view.recommendation,
    })),
    ...depletionViews(result.nutrientDepletions, names).map((view) => ({
      label: "Effect on a nutrient",
      advice: view.recommendation,
    })),
    ...medicineFoodViews(result.medicineFoodNotes).map((view) => ({
      label: severityLabel(view.severity),
      advice: view.recommendation,
    })),
  ];
}

interface Combination {
  name: string;
  /** Product slugs, ingredient slugs (checked without a product), medicines and conditions as a checker entry. */
  products?: string[];
  ingredients?: string[];
  profile: MedicalProfile;
  wordings: string[];
}

/** What the engine reports for the items: products through the checker's own engine, ingredients as one-ingredient items. */
async function engineResult(combination: Combination): Promise<AnalysisResult> {
  const { db } = await import("@/lib/db/prisma");
  const productIds = (
    await db().supplement.findMany({
      where: { slug: { in: combination.products ?? [] } },
      select: { id: true },
    })
  ).map((row) => row.id);
  expect(productIds).toHaveLength(combination.products?.length ?? 0);
  if (!combination.ingredients) {
    const { interactionEngine } = await import("@/lib/interactions/server-engine");
    return (await interactionEngine()).analyseStack(productIds, combination.profile);
  }
  const { analyseSupplements } = await import("@/lib/interactions/analyse");
  const { buildKnowledgeIndex } = await import("@/lib/interactions/knowledge-index");
  const { databaseCatalogue, loadKnowledgeBase } = await import("@/lib/interactions/queries");
  const rows = await db().ingredient.findMany({ where: { slug: { in: combination.ingredients } } });
  const items: EngineSupplement[] = rows.map((row) => ({
    id: `ingredient:${row.slug}`,
    name: row.name,
    brand: "",
    category: row.category,
    optimalTiming: row.optimalTiming,
    // No amount was named: a unit the engine never converts, so dose-limited records stay in force.
    ingredients: [{ slug: row.slug, name: row.name, amount: 0, unit: "not given", chemicalForm: null }],
  }));
  const supplements = [...(await databaseCatalogue.findSupplements(productIds)), ...items];
  const slugs = supplements.flatMap((supplement) => supplement.ingredients.map((item) => item.slug));
  const limits = new Map(
    (await databaseCatalogue.ingredientLimits(slugs)).map((limit) => [limit.slug, limit]),
  );
  const index = buildKnowledgeIndex(await loadKnowledgeBase(), DICTIONARIES);
  return analyseSupplements(index, { supplements, profile: combination.profile, limits });
}

const drugs = (...names: string[]) => names.map((drugName) => ({ drugName }));

const COMBINATIONS: Combination[] = [
  {
    name: "Kira (St John's wort) with Microgynon",
    products: ["kira-lowmood-relief-film-coated-tablets-30"],
    profile: { prescriptionDrugs: drugs("Microgynon"), medicalConditions: [] },
    wordings: [
      "Can I take Kira low mood tablets while I'm on Microgynon?",
      "Is Kira safe with Microgynon?",
      "Does Kira LowMood Relief interact with Microgynon 30?",
      "Kira and Microgynon together",
    ],
  },
  {
    name: "St John's wort with chemotherapy and breast cancer",
    ingredients: ["st-johns-wort"],
    profile: { prescriptionDrugs: [], medicalConditions: ["on chemo", "breast cancer"] },
    wordings: [
      "I'm on chemo for breast cancer, can I take St John's wort?",
      "Is St John's wort safe on chemo with breast cancer?",
    ],
  },
  {
    name: "St John's wort with a chemotherapy medicine (methotrexate)",
    ingredients: ["st-johns-wort"],
    profile: { prescriptionDrugs: drugs("methotrexate"), medicalConditions: [] },
    wordings: ["Can I take St John's wort with methotrexate?", "Does hypericum interact with methotrexate?"],
  },
  {
    name: "warfarin with ginkgo and fish oil",
    ingredients: ["ginkgo-biloba", "omega-3-fish-oil"],
    profile: { prescriptionDrugs: drugs("warfarin"), medicalConditions: [] },
    wordings: [
      "Can I take ginkgo and fish oil with warfarin?",
      "I'm on warfarin. Is it OK to take ginkgo biloba and omega-3 fish oil?",
      "ginkgo, fish oil and warfarin together",
    ],
  },
  {
    name: "levothyroxine with iron",
    ingredients: ["iron"],
    profile: { prescriptionDrugs: drugs("levothyroxine"), medicalConditions: [] },
    wordings: [
      "Can I take iron tablets with levothyroxine?",
      "Does iron interact with my levothyroxine?",
      "Iron and thyroxine",
    ],
  },
  {
    name: "sertraline with 5-HTP",
    ingredients: ["5-htp"],
    profile: { prescriptionDrugs: drugs("sertraline"), medicalConditions: [] },
    wordings: [
      "Is 5-HTP safe with sertraline?",
      "Can I take 5-HTP while on Lustral?",
      "5-HTP and sertraline",
    ],
  },
  {
    name: "pregnancy with vitamin A",
    ingredients: ["vitamin-a"],
    profile: { prescriptionDrugs: [], medicalConditions: ["pregnant"] },
    wordings: [
      "Is vitamin A safe in pregnancy?",
      "Can I take vitamin A if I'm pregnant?",
      "I'm pregnant, is retinol ok?",
    ],
  },
  {
    name: "St John's wort with the pill (a group)",
    ingredients: ["st-johns-wort"],
    profile: { prescriptionDrugs: drugs("the pill"), medicalConditions: [] },
    wordings: [
      "Can I take St John's wort with the pill?",
      "Does St John's wort stop the pill working?",
      "St John's wort and the pill",
    ],
  },
  {
    name: "Berocca (a partly listed label) with warfarin",
    products: ["berocca-berocca-performance-orange-effervescent-tablets-15"],
    profile: { prescriptionDrugs: drugs("warfarin"), medicalConditions: [] },
    wordings: ["Is Berocca ok with warfarin?", "Can I take Berocca while on warfarin?"],
  },
  {
    name: "co-codamol (a combination) with St John's wort and kidney disease",
    ingredients: ["st-johns-wort"],
    profile: { prescriptionDrugs: drugs("co-codamol"), medicalConditions: ["kidney disease"] },
    wordings: ["Can I take St John's wort with co-codamol if I have kidney disease?"],
  },
];

describe("POST /api/assistant answers interaction questions from the interaction engine", () => {
  describe.each(COMBINATIONS)("$name", (combination) => {
    let expected: AnalysisResult;
    beforeAll(async () => {
      expected = await engineResult(combination);
    });

    it.each(combination.wordings)("%s", async (wording) => {
      const reply = await ask(wording);
      expect(reply.mode).toBe("ai");
      // Names in the advice are as typed (the engine's "warfarin", the assistant's "Warfarin").
      const lines = reply.answer.toLowerCase().split("\n");
      const [checker] = reply.answer.split(PROVIDER_ADDITION);
      for (const { label, advice } of checkerFindings(expected)) {
        const wanted = advice.toLowerCase().replace(/\.$/, "");
        const said = lines.find((line) => line.startsWith(label.toLowerCase()) && line.includes(wanted));
        expect([label, advice, said === undefined ? reply.answer : "found"]).toEqual([
          label,
          advice,
          "found",
        ]);
      }
      for (const item of expected.notChecked) expect(checker).toContain(item.reason);
      const findings = [
        ...expected.interactions.supplementInteractions,
        ...expected.interactions.drugInteractions,
        ...expected.interactions.medicalContraindications,
      ];
      if (findings.length === 0) {
        expect(checker).toMatch(/We have no records of an interaction between/);
        expect(checker).toContain("That does not mean it is safe — ask your pharmacist.");
      }
      // The checker's text comes first, and the provider only after it.
      expect(reply.answer.indexOf(PROVIDER_ADDITION)).toBeGreaterThan(0);
      expect(reply.answer.startsWith("From our sources: our interaction checker on")).toBe(true);
      for (const reference of findings.flatMap((finding) => finding.record.references))
        expect(reply.sources.map((source) => source.url)).toContain(reference.url);
    });
  });

  it("says Kira is St John's wort and leads with the contraceptive finding, without product blurbs", async () => {
    const reply = await ask("Can I take Kira low mood tablets while I'm on Microgynon?");
    const [first, , findings] = reply.answer.split("\n\n");
    expect(first).toMatch(
      /Kira LowMood Relief Film-Coated Tablets \(St John's wort\), checked against Microgynon/,
    );
    expect(findings).toMatch(/^(Critical|Serious): .*Microgynon.*contracepti/i);
    expect(reply.answer).not.toMatch(/Creatine|Melatonin/);
  });

  it("says not to take a product holding what the person says they are allergic to", async () => {
    const reply = await ask("I'm allergic to turmeric, can I take Curcumin Phytosome 500mg Veggie Caps?");
    expect(reply.answer).toMatch(
      /Do not take \(allergy\): Curcumin Phytosome 500mg Veggie Caps contains Turmeric \(curcumin\) \(you entered “I'm allergic to turmeric”\)/,
    );
    // Turmeric named as what the person reacts to is not an item they take.
    expect(reply.answer).not.toMatch(/Turmeric \(curcumin\) contains|interaction between Turmeric/);
    const other = await ask(
      "My son is allergic to turmeric, can I take Curcumin Phytosome 500mg Veggie Caps?",
    );
    expect(other.answer).not.toMatch(/Do not take \(allergy\)/);
  });

  it("leads with a reaction to a supplement that is also asked about", async () => {
    const reply = await ask(
      "Is it OK to take zinc with my vitamin D? When I take zinc I get really sick though",
    );
    expect(reply.answer).toMatch(
      /Do not take \(allergy\): Zinc \(you entered “When I take zinc I get really sick though”\)/,
    );
  });

  it("says an ingredient named without a product was checked as the ingredient", async () => {
    const reply = await ask("Can I take St John's wort with warfarin?");
    expect(reply.answer).toMatch(/St John's wort was checked as the ingredient, not a particular product/);
    expect(reply.sources[0]).toEqual({ title: "St John's wort with Warfarin", url: "/interactions" });
  });

  it("adds only pages about both things asked about, not one of them alone", async () => {
    const reply = await ask("Can I take iron with levothyroxine?");
    expect(reply.answer).toMatch(/Iron with Levothyroxine/);
    // The iron page's pregnancy and anaemia sentences are about iron alone.
    expect(reply.answer).not.toMatch(/pregnan|anaemia/i);
  });

  it.each([
    ["Does ashwagandha help with stress? I'm on sertraline", "Ashwagandha", "Sertraline", true],
    ["I take metformin. Is vitamin B12 worth it for tiredness?", "Vitamin B12", "Metformin", true],
    ["currently on levothyroxine - does magnesium help with cramps", "Magnesium", "Levothyroxine", false],
  ])(
    "checks a supplement against a medicine said beside the question: %s",
    async (message, item, medicine, more) => {
      const reply = await ask(message);
      expect(reply.answer).toMatch(new RegExp(`checker on ${item}, checked against ${medicine}`));
      // The supplement's own page, handed on for the rest of the question; no record for a medicine not named.
      const titles = reply.sources.map((source) => source.title);
      if (more) expect(titles).toContain(item);
      expect(JSON.stringify(reply)).not.toMatch(/Diazepam|Valerian/);
    },
  );

  it("says what it could not check: an unknown name, a brand with several products", async () => {
    const unknown = await ask("Can I take ginkgo with Zapflox?");
    expect(unknown.answer).toMatch(/“zapflox” is not a product, ingredient, medicine or condition we know/);
    expect(unknown.answer).toMatch(/Its verdict: not fully checked/);
    const brand = await ask("Can I take Solgar with warfarin?");
    expect(brand.mode).toBe("offline");
    expect(brand.answer).toMatch(/“Solgar” has several products in our catalogue/);
    // Nothing was checked, so no other record is quoted as if it were the answer.
    expect(brand.answer).not.toMatch(/with Warfarin:/);
  });

  it("checks a supplement against the medicine the person named earlier, and follows up", async () => {
    const history: Turn[] = [
      { role: "user", content: "I'm on Microgynon." },
      { role: "assistant", content: "Noted." },
    ];
    const reply = await ask("Can I take Kira?", history);
    expect(reply.answer).toMatch(/checker on Kira LowMood Relief .*, checked against Microgynon/);
    const followUp = await ask("and with sertraline?", [
      { role: "user", content: "Can I take St John's wort with warfarin?" },
      { role: "assistant", content: "Serious." },
    ]);
    expect(followUp.answer).toMatch(/checker on St John's wort, checked against Sertraline\./);
  });

  it("drops a provider's addition that calls the combination safe, keeping the checker's answer", async () => {
    providerText = "Yes, these are safe to take together [1].";
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const reply = await ask("Is 5-HTP safe with sertraline?");
    logged.mockRestore();
    providerText = "Keep taking them as your pharmacist advised [1].";
    expect(reply).toMatchObject({ mode: "offline", fallback: { code: "AI_PROCESSING_ERROR" } });
    expect(reply.answer).not.toMatch(/safe to take together/);
    expect(reply.answer).toMatch(
      /^From our sources: our interaction checker on 5-HTP, checked against Sertraline/,
    );
    const request = JSON.parse(standIn.seen.at(-1)?.body ?? "{}") as { messages: Turn[] };
    expect(request.messages[0]?.content).toMatch(/Facts 1 to \d+ are our interaction checker's findings/);
  });
});

describe("POST /api/assistant keeps to its scope", () => {
  it.each([
    "Write me a poem about the sea",
    "What's the weather in Leeds tomorrow?",
    "How do I fill in my self-assessment tax return?",
    "Can you write a Python script to sort a list?",
    "Who won the Premier League match last night?",
    "Cheapest car insurance for a new driver?",
  ])("refuses, saying where to go: %s", async (message) => {
    const before = standIn.seen.length;
    const reply = await ask(message);
    expect(reply.mode).toBe("refusal");
    expect(reply.answer).toMatch(/^I can only help with supplements/);
    expect(reply.sources).toHaveLength(1);
    expect(standIn.seen.length).toBe(before);
  });

  it("still answers supplement questions", async () => {
    expect((await ask("What does creatine do?")).mode).toBe("ai");
    expect((await ask("Can I take melatonin for jet lag on a long flight?")).mode).not.toBe("refusal");
  });
});
