import { scenarioSchema } from "../tests/scenarios/schema";
import { runOnEngine } from "../tests/scenarios/engine-run";
const mod = process.argv[2]!; const name = process.argv[3]!;
void (async () => { const list = (await import(`../tests/scenarios/data/${mod}`))[name];
let ok = 0; const ids = new Set<string>();
for (const raw of list) { const sc = scenarioSchema.parse(raw); if (ids.has(sc.id)) console.log("DUP", sc.id); ids.add(sc.id); const r = runOnEngine(sc); if (r.problems.length) console.log(sc.id, "::", r.problems.join("; ")); else ok++; }
console.log(`${ok}/${list.length} ok; negatives(noFlags)=${list.filter((s:any)=>s.expect.noFlags?.length).length}`); })();
