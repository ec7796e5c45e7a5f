// usage: tsx scripts/zz-probe.ts <productKey> name1 | name2 ...
import { runOnEngine } from "../tests/scenarios/engine-run";
import { PRODUCT } from "../tests/scenarios/data/products";
import { scenarioSchema } from "../tests/scenarios/schema";
const [prodKey, ...rest] = process.argv.slice(2);
const names = rest.join(" ").split("|").map(s=>s.trim()).filter(Boolean);
for (const n of names) {
  const sc = scenarioSchema.parse({ id: "sc-probe", title: "probe probe probe", profile: { medicines: [n] }, stack: [{ product: (PRODUCT as any)[prodKey!] ?? prodKey }], expect: { risk: {} }, rationale: "probe probe probe probe", sources: [{ title: "xxxx", publisher: "xxxx", url: "https://x.org" }] });
  const { analysis: a } = runOnEngine(sc);
  const meds = a.recognisedMedicines.map((m: any) => m.medicines.map((x:any)=>x.slug).join("+")+"{"+m.classes.map((x:any)=>x.slug).join(",")+"}").join(",");
  const f = [...a.interactions.drugInteractions].map((d: any) => `${d.record.ingredient}~${d.record.genericName}/${d.record.severityLevel}`);
  console.log(`${n} => rec[${meds}] unk[${a.unknownDrugs}] risk=${a.riskAssessment.overallRiskLevel} ${a.verdict} :: ${f.join("; ")} noRec=${a.noRecords.map((x:any)=>x.name??JSON.stringify(x)).join(",")}`);
}
