/** @jest-environment node */
// What the nutrients' licensed forms and herbal product texts say, as a person meets it: at the strength of the
// licensed iron tablets their contraindications apply as written, below it the checker asks; herbs whose product
// information names a medicine warn; medicines' own leaflets speak for their members.
import { analyseOne } from "./shipped-engine";

function medicine(slug: string, typed: string, dailyMg = 300) {
  return analyseOne(slug, slug, { medicines: [typed] }, dailyMg).interactions.drugInteractions.map(
    (finding) => finding.record.severityLevel,
  );
}

function condition(slug: string, typed: string, dailyMg = 300) {
  return analyseOne(slug, slug, { conditions: [typed] }, dailyMg).interactions.medicalContraindications.map(
    (finding) => finding.record.contraindicationLevel,
  );
}

describe("iron at the licensed tablets' strength", () => {
  it.each([["Crohn's disease"], ["ulcerative colitis"], ["stomach ulcer"], ["duodenal ulcer"]])(
    "asks first below 65 mg a day and blocks from 65 mg with %s",
    (typed) => {
      expect(condition("iron", typed, 14)).toEqual(["relative"]);
      expect(condition("iron", typed, 65)).toEqual(["absolute"]);
      expect(condition("iron", typed, 100)).toEqual(["absolute"]);
    },
  );

  it("blocks iron by mouth with iron by drip", () => {
    expect(medicine("iron", "Ferinject", 14)).toEqual(["major"]);
    expect(medicine("iron", "Monofer infusion", 65)).toEqual(["major"]);
  });

  it("asks before iron with methyldopa", () => {
    expect(medicine("iron", "methyldopa 250mg", 14)).toEqual(["moderate"]);
  });
});

describe("herbal product texts", () => {
  it.each([["warfarin 3mg"], ["Eliquis"], ["rivaroxaban"]])("saw palmetto with %s asks first", (typed) => {
    expect(medicine("saw-palmetto", typed, 320)).toEqual(["moderate"]);
  });

  it("green tea extract notes prescribed iron and asks in pregnancy and while breastfeeding", () => {
    expect(medicine("green-tea-extract", "ferrous sulfate 200mg", 500)).toEqual(["minor"]);
    expect(condition("green-tea-extract", "pregnant", 500)).toEqual(["relative"]);
    expect(condition("green-tea-extract", "breastfeeding", 500)).toEqual(["relative"]);
    expect(medicine("green-tea-extract", "amlodipine 5mg", 500)).toEqual([]);
  });
});

describe("medicines' own leaflets", () => {
  it.each([["amiloride 5mg"], ["Amoride 5mg tablets"], ["co-amilofruse 5/40"], ["Frumil"]])(
    "potassium with %s is contraindicated, as amiloride's leaflets say do not take",
    (typed) => {
      expect(medicine("potassium", typed, 99)).toContain("contraindicated");
    },
  );

  it("potassium with spironolactone stays at avoid, from the potassium-sparing group", () => {
    expect(medicine("potassium", "spironolactone 25mg", 99)).toEqual(["major"]);
  });

  it.each([["Pro Plus"], ["Anadin Extra"], ["Panadol Extra"]])(
    "caffeine with %s notes that the caffeine adds up",
    (typed) => {
      expect(medicine("caffeine", typed, 200)).toEqual(["minor"]);
    },
  );
});
