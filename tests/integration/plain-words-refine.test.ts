// POST /api/browse/plain-words with the real OpenAI SDK against a stand-in provider on loopback: the
// provider's filters are added to the parser's reading (validated, never overriding it), nonsense or a
// failure gives the parser's reading with 'AI feature temporarily unavailable', nothing is retried, and
// without a provider nothing is asked.
import { migrate } from "@/lib/db/migrate";

import { startAiStandIn, type AiStandIn } from "../support/ai-stand-in";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";
import { readData, readError, type RouteHandler } from "../support/http";

let scratch: ScratchDatabase;
let standIn: AiStandIn;

beforeAll(async () => {
  standIn = await startAiStandIn();
  scratch = await createScratchDatabase();
  await migrate(scratch.url);
  process.env.DATABASE_URL = scratch.url;
});
afterAll(async () => {
  await standIn.close();
  await (await import("@/lib/db/prisma")).db().$disconnect();
  await scratch.drop();
});
beforeEach(() => {
  process.env.OPENAI_API_KEY = "stand-in-key";
  process.env.AI_BASE_URL = standIn.baseURL;
});
afterEach(() => {
  Reflect.deleteProperty(process.env, "OPENAI_API_KEY");
  Reflect.deleteProperty(process.env, "AI_BASE_URL");
});

interface Refined {
  changes: Record<string, unknown>;
  q: string | null;
  by: "parser" | "ai";
  fallback?: { code: string; message: string };
}

let address = 0;
async function refine(q: unknown): Promise<Response> {
  const { POST } = (await import("@/app/api/browse/plain-words/route")) as { POST: RouteHandler };
  address += 1; // each request from its own address, so the rate limit never interferes
  return POST(
    new Request("http://localhost/api/browse/plain-words", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.1.0.${String(address)}` },
      body: JSON.stringify({ q }),
    }),
    { params: Promise.resolve({ id: "" }) },
  );
}

const answer = (text: string) => {
  standIn.answerWith(() => ({ kind: "text", text }));
};

it("adds the provider's valid filters to the parser's reading, which always stands", async () => {
  answer('{"category":"sleep","vegan":false,"maxPrice":25,"form":"smoke","rest":"help"}');
  const data = await readData<Refined>(await refine("vegan something to help me nod off under £10"));
  expect(data).toEqual({ changes: { vegan: true, maxPrice: 10, category: "sleep" }, q: "help", by: "ai" });
  const sent = JSON.parse(standIn.seen.at(-1)?.body ?? "{}") as {
    messages: { role: string; content: string }[];
  };
  expect(sent.messages[0]?.content).toMatch(/Use only the allowed values/);
  expect(sent.messages[1]?.content).toContain('"search":"vegan something to help me nod off under £10"');
});

it("answers nonsense with the parser's reading and the notice, asking once", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  answer("I think you want sleep things! {category: sleep");
  const before = standIn.seen.length;
  const data = await readData<Refined>(await refine("vegan sleep aid under £10"));
  expect(data).toEqual({
    changes: { vegan: true, category: "sleep", maxPrice: 10 },
    q: null,
    by: "parser",
    fallback: { code: "AI_PROCESSING_ERROR", message: "AI feature temporarily unavailable" },
  });
  standIn.answerWith(() => ({ kind: "fail" }));
  const failed = await readData<Refined>(await refine("magnesium for sleep"));
  expect(failed).toMatchObject({ changes: { category: "sleep" }, q: "magnesium", by: "parser" });
  expect(failed.fallback?.code).toBe("AI_SERVICE_UNAVAILABLE");
  expect(standIn.seen.length).toBe(before + 2); // never retried
  logged.mockRestore();
});

it("without a provider gives the parser's reading and asks nobody", async () => {
  Reflect.deleteProperty(process.env, "OPENAI_API_KEY");
  const before = standIn.seen.length;
  // The environment is read once per process: a fresh module registry reads it without the key.
  await jest.isolateModulesAsync(async () => {
    const { refinePlainWords } = await import("@/lib/catalogue/plain-words-refine");
    expect(await refinePlainWords("something to help me nod off")).toEqual({
      changes: {},
      q: "something to help me nod off",
      by: "parser",
    });
  });
  expect(standIn.seen.length).toBe(before);
});

it("validates the search", async () => {
  const response = await refine("x".repeat(101));
  expect(response.status).toBe(400);
  expect((await readError(response)).code).toBe("VALIDATION_ERROR");
});
