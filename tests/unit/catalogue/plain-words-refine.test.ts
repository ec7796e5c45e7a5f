// The provider's refinement of a plain-words search (lib/catalogue/plain-words-refine.ts): its answer is read
// as JSON and each filter checked on its own with the browse schema (bad values dropped), and merged so the
// parser's reading always stands: the provider only adds unset filters and only takes words out.
import { mergeRefinement, proposalOf } from "@/lib/catalogue/plain-words-refine";
import { readPlainWords } from "@/lib/catalogue/plain-words";

describe("proposalOf", () => {
  it("reads a JSON object, inside a code fence too, keeping only valid filter values", () => {
    expect(
      proposalOf(
        '```json\n{"category":"sleep","form":"cloud","vegan":true,"glutenFree":"yes","maxPrice":12.5,' +
          '"minPrice":-3,"colour":"blue","rest":"nod off"}\n```',
      ),
    ).toEqual({ changes: { category: "sleep", vegan: true, maxPrice: 12.5 }, rest: "nod off" });
  });

  it("is null for anything that is not a JSON object", () => {
    expect(proposalOf("Sure! Here are some filters: sleep, vegan.")).toBeNull();
    expect(proposalOf("{not json}")).toBeNull();
    expect(proposalOf('["sleep"]')).toBeNull();
  });

  it("drops a category the catalogue does not have and a price above the schema's limit", () => {
    expect(proposalOf('{"category":"telepathy","maxPrice":20000,"inStock":false}')).toEqual({
      changes: {},
      rest: null,
    });
  });
});

describe("mergeRefinement", () => {
  const reading = readPlainWords("vegan something to help me nod off under £10");
  if (!reading) throw new Error("the parser reads this query");

  it("keeps the parser's filters and adds only what it left unset", () => {
    const merged = mergeRefinement(reading, {
      changes: { vegan: true, maxPrice: 50, category: "sleep", form: "capsule" },
      rest: null,
    });
    expect(merged.changes).toEqual({ vegan: true, maxPrice: 10, category: "sleep", form: "capsule" });
    expect(merged.by).toBe("ai");
    expect(merged.q).toBe(reading.q);
  });

  it("takes words out of the search text but never puts new ones in", () => {
    expect(mergeRefinement(reading, { changes: {}, rest: "" }).q).toBeNull();
    expect(mergeRefinement(reading, { changes: {}, rest: "help" }).q).toBe("help");
    expect(mergeRefinement(reading, { changes: {}, rest: "melatonin" }).q).toBe(reading.q);
    expect(mergeRefinement(reading, { changes: {}, rest: "melatonin" }).by).toBe("parser");
  });

  it("does not add a price that would put the range the wrong way round", () => {
    expect(mergeRefinement(reading, { changes: { minPrice: 20 }, rest: null }).changes).not.toHaveProperty(
      "minPrice",
    );
    expect(mergeRefinement(reading, { changes: { minPrice: 5 }, rest: null }).changes.minPrice).toBe(5);
  });
});
