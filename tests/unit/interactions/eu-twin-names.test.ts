/** @jest-environment node */
// A medicine authorised in the EU under a second name reads as the medicine the dictionary holds, as do the EU names
// the leaflet probes typed; a name shared by two forms is left for the person to say which.
import { read } from "./shipped-dictionary";

describe("other EU names of UK medicines", () => {
  it.each([
    ["Xelevia", ["sitagliptin"]],
    ["Jalra 50mg", ["vildagliptin"]],
    ["Edistride 10mg", ["dapagliflozin"]],
    ["Xeristar 60mg", ["duloxetine"]],
    ["Axura", ["memantine"]],
    ["Roteas 60mg", ["edoxaban"]],
    ["Possia", ["ticagrelor"]],
    ["Corlentor 5mg", ["ivabradine"]],
    ["Zalasta", ["olanzapine"]],
    ["Aerius", ["desloratadine"]],
    ["Tolura 40mg", ["telmisartan"]],
    ["Enyglid 1mg", ["repaglinide"]],
    ["Namuscla", ["mexiletine"]],
  ])("%s reads as %j", (typed, medicines) => {
    expect(read(typed)).toEqual({ medicines, unrecognised: [] });
  });

  it.each([
    ["Kinzalkomb", ["telmisartan-with-hydrochlorothiazide", "telmisartan", "hydrochlorothiazide"]],
    [
      "Imprida HCT",
      ["amlodipine-valsartan-hydrochlorothiazide", "amlodipine", "valsartan", "hydrochlorothiazide"],
    ],
    ["Neparvis", ["sacubitril-with-valsartan", "sacubitril", "valsartan"]],
    ["Cholib", ["fenofibrate-with-simvastatin", "fenofibrate", "simvastatin"]],
    ["Riarify", ["beclometasone-formoterol-glycopyrronium", "beclometasone", "formoterol", "glycopyrronium"]],
  ])("the combination %s reads with its components", (typed, medicines) => {
    expect([...read(typed).medicines].sort()).toEqual([...medicines].sort());
  });

  it("leaves Bondronat, an infusion and a tablet, to be said", () => {
    expect(read("Bondronat").medicines).toEqual([]);
  });
});
