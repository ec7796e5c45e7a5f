/** @jest-environment node */
// Medicines, vaccines and brands the wmed6 round found unread: each now reads as the medicine its source names.
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { classesOf, index, read } from "./shipped-dictionary";

describe("names the checker could not read before the wmed6 round", () => {
  it.each([
    ["naftidrofuryl", ["naftidrofuryl"]],
    ["Praxilene 100mg three times a day", ["naftidrofuryl"]],
    ["pentoxifylline", ["pentoxifylline"]],
    ["Trental 400", ["pentoxifylline"]],
    ["cycloserine 250mg twice a day", ["cycloserine"]],
    ["pilocarpine", ["pilocarpine"]],
    ["Salagen 5mg", ["pilocarpine"]],
    ["somatropin", ["somatropin"]],
    ["growth hormone injections", ["somatropin"]],
    ["Genotropin", ["somatropin"]],
    ["epoetin", ["epoetin"]],
    ["Retacrit", ["epoetin"]],
    ["nitrous oxide", ["nitrous-oxide"]],
    ["Entonox", ["nitrous-oxide"]],
    ["gas and air", ["nitrous-oxide"]],
    ["laughing gas", ["nitrous-oxide"]],
    ["flu jab", ["flu-vaccine"]],
    ["covid vaccine", ["covid-19-vaccine"]],
    ["covid booster", ["covid-19-vaccine"]],
    ["shingles vaccine", ["shingles-vaccine"]],
    ["Shingrix", ["shingles-vaccine"]],
    [
      "Alka-Seltzer XS",
      ["aspirin", "aspirin-paracetamol-caffeine-alka-seltzer-xs", "caffeine", "paracetamol"],
    ],
    ["Loestrin", ["ethinylestradiol", "ethinylestradiol-with-norethisterone", "norethisterone"]],
    ["Dovonex", ["calcipotriol"]],
    ["Dovobet gel", ["calcipotriol-with-betamethasone"]],
    ["Differin", ["adapalene"]],
    ["Epiduo", ["adapalene-with-benzoyl-peroxide"]],
    ["Duac", ["clindamycin-with-benzoyl-peroxide-gel"]],
    ["Zineryt", ["erythromycin-with-zinc-acetate-solution"]],
    ["Waxsol", ["docusate-ear-drops"]],
    ["aqueous cream", ["aqueous-cream"]],
    ["Hedrin", ["dimeticone-lotion"]],
    ["Tiger Balm", ["tiger-balm"]],
    ["lidocaine patches", ["lidocaine"]],
    ["Versatis", ["lidocaine"]],
    ["GlucaGen HypoKit", ["glucagon"]],
    ["Mestinon", ["pyridostigmine"]],
    ["ketorolac", ["ketorolac"]],
    ["Hirudoid cream", ["heparinoid-cream"]],
    ["Movelat gel", ["heparinoid-with-salicylic-acid"]],
    ["Anthisan", ["mepyramine-cream"]],
    ["Wind-eze", ["simeticone"]],
    ["WindSetlers", ["simeticone"]],
    ["Traxam gel", ["felbinac"]],
    ["neomycin tablets", ["neomycin"]],
    ["Pulmozyme", ["dornase-alfa"]],
    ["dornase alfa", ["dornase-alfa"]],
    ["Rilutek", ["riluzole"]],
    ["Micralax", ["micralax"]],
    ["Elidel", ["pimecrolimus"]],
    ["Fucibet", ["fusidic-acid-with-betamethasone"]],
    ["Fucidin H cream", ["fusidic-acid-with-hydrocortisone"]],
    ["Trimovate", ["clobetasone-with-oxytetracycline-and-nystatin"]],
  ])("%s reads as %j with nothing left unread", (typed, medicines) => {
    expect(read(typed)).toEqual({ medicines, unrecognised: [] });
  });

  it("no longer offers a chemotherapy or an unrelated medicine for names it now reads", () => {
    for (const typed of [
      "Salagen",
      "cycloserine",
      "Zineryt",
      "Duac",
      "ketorolac",
      "Micralax",
      "neomycin",
      "dornase alfa",
    ]) {
      expect(readMedicineEntry(index, typed).suggestions).toEqual([]);
    }
  });

  it("reads the bare Alka-Seltzer as both its products, each holding aspirin", () => {
    const reading = readMedicineEntry(index, "Alka-Seltzer");
    expect(reading.classesOnly).toEqual(["brand-alka-seltzer"]);
  });

  it("keeps the products used on the skin in local groups only", () => {
    for (const slug of ["calcipotriol", "adapalene", "clindamycin-with-benzoyl-peroxide-gel", "lidocaine"]) {
      expect([...classesOf(slug)].some((group) => group === "antibacterial" || group === "vitamin")).toBe(
        false,
      );
    }
  });

  it("does not read EPO, the usual short name for evening primrose oil, as epoetin", () => {
    expect(readMedicineEntry(index, "EPO").medicines).toEqual([]);
  });

  it("leaves bare family names whose products hold different things unread, offering the products", () => {
    expect(readMedicineEntry(index, "Nytol").suggestions).toEqual(
      expect.arrayContaining(["Nytol Herbal Simply Sleep"]),
    );
    expect(read("Kalms").medicines).toEqual([]);
    expect(read("Rescue Remedy").medicines).toEqual([]);
  });
});
