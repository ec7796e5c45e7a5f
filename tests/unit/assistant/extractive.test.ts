// The offline answer and the re-ranking (lib/assistant/extractive.ts, rerank.ts): quoted sentences with
// their sources, "I don't know" when nothing relevant was found, documents named by the question first.
import { DO_NOT_KNOW, extractiveAnswer, keywords } from "@/lib/assistant/extractive";
import { rerank } from "@/lib/assistant/rerank";

const doc = (
  id: string,
  title: string,
  body: string,
  extra: { aliases?: string[]; rank?: number; kind?: string } = {},
) => ({
  id,
  kind: extra.kind ?? "ingredient",
  title,
  url: `/x/${id}`,
  body,
  aliases: extra.aliases ?? [],
  rank: extra.rank ?? 0.1,
  references: [{ title: `Reference for ${id}`, url: `https://example.org/${id}` }],
});

describe("extractiveAnswer", () => {
  it("quotes the best sentences word for word and lists each document and its references", () => {
    const zinc = doc(
      "zinc",
      "Zinc",
      "Zinc is a mineral. Taking zinc for a long time can lower copper levels. It is found in meat.",
    );
    const result = extractiveAnswer("Does zinc lower copper?", [zinc]);
    expect(result.answer).toContain(
      "Zinc: Zinc is a mineral. Taking zinc for a long time can lower copper levels.",
    );
    expect(result.answer).toMatch(/not medical advice/);
    expect(result.sources).toEqual([
      { title: "Zinc", url: "/x/zinc" },
      { title: "Reference for zinc", url: "https://example.org/zinc" },
    ]);
  });

  it("answers a question about too much with the upper level, whatever unit the question uses", () => {
    const vitaminD = doc(
      "vitamin-d3",
      "Vitamin D3",
      "Vitamin D helps the body absorb calcium. Most people need 10 µg a day in winter. " +
        "The UK upper level for Vitamin D3 is 100 µg a day.",
    );
    for (const question of ["I take 4000 IU of vitamin D a day, is that too much?", "max vitamin D a day?"])
      expect(extractiveAnswer(question, [vitaminD]).answer).toMatch(
        /The UK upper level for Vitamin D3 is 100 µg/,
      );
    expect(extractiveAnswer("what does vitamin D do?", [vitaminD]).answer).not.toMatch(/upper level/);
  });

  it("answers when to take it with the timing sentence, and doses with a safety word with the upper level", () => {
    const iron = doc(
      "iron",
      "Iron",
      "Iron supplements treat iron deficiency anaemia. Keep iron away from children. " +
        "The UK upper level for Iron is 17 mg a day. Best taken: on an empty stomach.",
    );
    expect(extractiveAnswer("when is the best time to take iron?", [iron]).answer).toMatch(
      /Best taken: on an empty stomach/,
    );
    expect(extractiveAnswer("is 65mg of iron a day ok?", [iron]).answer).toMatch(
      /upper level for Iron is 17 mg/,
    );
  });

  it("leaves out a page sharing one word of a question that others answer in full", () => {
    const selenium = doc(
      "selenium",
      "Selenium",
      "Too much selenium causes selenosis, with hair and nail loss.",
    );
    const ketone = doc("raspberry-ketone", "Raspberry ketone", "Raspberry ketone is sold for weight loss.");
    const answer = extractiveAnswer("whats good for hair loss", [ketone, selenium]).answer;
    expect(answer).toMatch(/Selenium: Too much selenium/);
    expect(answer).not.toMatch(/Raspberry/);
    expect(extractiveAnswer("does raspberry ketone help weight loss", [ketone, selenium]).answer).not.toMatch(
      /Selenium/,
    );
  });

  it("reads a full stop after an abbreviation as part of the sentence", () => {
    const sjw = doc(
      "sjw",
      "St John's wort",
      "It is also called hypericum. St. John's wort lowers the effect of the pill, e.g. Microgynon. It is a herb.",
    );
    const result = extractiveAnswer("Does St John's wort affect the pill?", [sjw]);
    expect(result.answer).toContain("St. John's wort lowers the effect of the pill, e.g. Microgynon.");
    expect(result.answer).not.toMatch(/St\.\s*$/m);
  });

  it("says it does not know when no document shares a word with the question", () => {
    expect(extractiveAnswer("quantum chromodynamics", [doc("zinc", "Zinc", "Zinc is a mineral.")])).toEqual({
      answer: DO_NOT_KNOW,
      sources: [],
    });
    expect(extractiveAnswer("zinc", []).answer).toBe(DO_NOT_KNOW);
  });

  it("does not quote a page that shares only everyday words with the question", () => {
    const overload = doc(
      "overload",
      "Progressive overload",
      "If you keep getting stronger, add load every week. Take rest days at night.",
    );
    expect(extractiveAnswer("I keep getting cramp at night, what should I take?", [overload]).answer).toBe(
      DO_NOT_KNOW,
    );
    expect(extractiveAnswer("what helps overload at night?", [overload]).answer).toMatch(
      /Progressive overload/,
    );
  });
});

describe("interaction records in an answer", () => {
  const record = (other: string, aliases: string[], body: string) =>
    doc(`ashwagandha-${other.toLowerCase()}`, `Ashwagandha with ${other}`, body, {
      kind: "interaction",
      aliases: aliases.map((alias) => `Ashwagandha with ${alias}`),
    });
  const docs = [
    record(
      "Sertraline",
      ["Lustral"],
      "Ashwagandha and Sertraline: minor interaction. Report new side effects.",
    ),
    doc("ashwagandha", "Ashwagandha", "Small trials suggest ashwagandha may reduce stress scores."),
    record("Diazepam", ["Valium"], "Ashwagandha and Diazepam: moderate interaction. It adds to drowsiness."),
    record("Thyroid disease", ["an overactive thyroid"], "Ashwagandha may raise thyroid hormone levels."),
  ];
  const quotedTitles = (question: string) =>
    extractiveAnswer(question, docs)
      .answer.split("\n\n")
      .map((part) => part.split(":")[0]);

  it("quotes a record only for the party the question names, brand names included", () => {
    expect(quotedTitles("Does ashwagandha help with stress? I'm on sertraline")).toEqual([
      "From our sources",
      "Ashwagandha with Sertraline",
      "Ashwagandha",
      "This is general information from our sources, not medical advice",
    ]);
    const valium = quotedTitles("is ashwagandha ok with my valium");
    expect(valium).toContain("Ashwagandha with Diazepam");
    expect(valium).not.toContain("Ashwagandha with Sertraline");
  });

  it("reads an ingredient named by a synonym as the record's own party", () => {
    const vitaminK = doc(
      "vitamin-k1-warfarin",
      "Vitamin K1 with Warfarin",
      "Vitamin K1 and Warfarin: major interaction. Vitamin K makes warfarin work less well.",
      { kind: "interaction", aliases: ["Vitamin K1 with Marevan", "vitamin K with Warfarin"] },
    );
    expect(extractiveAnswer("does vitamin k change how warfarin works", [vitaminK]).answer).toMatch(
      /Vitamin K1 with Warfarin:/,
    );
  });

  it("quotes records of any party when the question asks what the ingredient goes with", () => {
    const titles = quotedTitles("What does ashwagandha interact with?");
    expect(titles).toContain("Ashwagandha with Sertraline");
    expect(titles).toContain("Ashwagandha with Diazepam");
    expect(quotedTitles("does ashwagandha help with stress")).not.toContain("Ashwagandha with Diazepam");
  });

  it("quotes the records of a medicine a question names without the ingredient", () => {
    for (const question of [
      "what should I not take with sertraline?",
      "which supplements interact with lustral?",
    ]) {
      expect(quotedTitles(question)).toContain("Ashwagandha with Sertraline");
      expect(quotedTitles(question)).not.toContain("Ashwagandha with Diazepam");
    }
  });

  it("answers a question about an amount from the ingredient's page, not its records", () => {
    const titles = quotedTitles("is 600mg of ashwagandha a day safe?");
    expect(titles).toContain("Ashwagandha");
    expect(titles).not.toContain("Ashwagandha with Diazepam");
  });
});

describe("keywords", () => {
  it("keeps vitamin letters and words with digits, drops stop words and suffixes", () => {
    expect([...keywords("What is vitamin D and omega 3 for interactions?")]).toEqual([
      "vitamin",
      "d",
      "omega",
      "3",
      "interaction",
    ]);
  });
});

describe("rerank", () => {
  it("puts the document the question names in full first, preferring the one naming more of it", () => {
    const docs = [
      doc("ingredient:st-johns-wort", "St John's wort", "…", { rank: 0.9 }),
      doc("interaction:sjw-warfarin", "St John's wort with Warfarin", "…", {
        kind: "interaction",
        rank: 0.2,
      }),
      doc("interaction:sjw-pregnancy", "St John's wort with pregnancy", "…", {
        kind: "interaction",
        rank: 0.8,
      }),
    ];
    expect(rerank("Can I take St John's wort with warfarin?", docs).map((entry) => entry.id)).toEqual([
      "interaction:sjw-warfarin",
      "ingredient:st-johns-wort",
      "interaction:sjw-pregnancy",
    ]);
  });

  it("matches aliases, and prefers products only for price questions", () => {
    const docs = [
      doc("ingredient:vitamin-d3", "Vitamin D3", "…", { aliases: ["vitamin D"] }),
      doc("product:d", "Vitamin D 1000 IU (Brand)", "…", { kind: "product", aliases: ["Vitamin D 1000 IU"] }),
    ];
    expect(rerank("What is vitamin D?", docs)[0]?.id).toBe("ingredient:vitamin-d3");
    expect(rerank("What is the price of Vitamin D 1000 IU?", docs)[0]?.id).toBe("product:d");
  });
});
