/** @jest-environment node */
// Common UK medicines and pharmacy products once unrecognised (prisma/data/dictionaries/medicines/
// more-uk-medicines.ts and brands added to existing entries): each reads as exactly its medicines.
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { index, read } from "./shipped-dictionary";

const EXPECTED: [string, string[]][] = [
  ["ergocalciferol", ["ergocalciferol"]],
  ["vitamin D2", ["ergocalciferol"]],
  ["Clenil", ["beclometasone"]],
  ["Trelegy", ["fluticasone-furoate-umeclidinium-vilanterol", "fluticasone", "umeclidinium", "vilanterol"]],
  ["EpiPen", ["adrenaline"]],
  ["Jext", ["adrenaline"]],
  ["Emerade", ["adrenaline"]],
  ["adrenaline auto-injector", ["adrenaline"]],
  ["unfractionated heparin", ["unfractionated-heparin"]],
  ["heparin sodium", ["unfractionated-heparin"]],
  ["phenindione", ["phenindione"]],
  ["desmopressin", ["desmopressin"]],
  ["DDAVP", ["desmopressin"]],
  ["DesmoMelt", ["desmopressin"]],
  ["Noqdirna", ["desmopressin"]],
  ["Serc", ["betahistine"]],
  ["propantheline", ["propantheline"]],
  ["Pro-Banthine", ["propantheline"]],
  ["Alka-Seltzer Original", ["aspirin-sodium-bicarbonate-citric-acid", "aspirin", "sodium-bicarbonate"]],
  ["Dioralyte", ["oral-rehydration-salts"]],
  ["Pro-Plus", ["caffeine"]],
  ["Regaine", ["minoxidil-for-the-scalp"]],
  ["Cordarone X", ["amiodarone"]],
  ["Imdur", ["isosorbide-mononitrate"]],
  ["Almogran", ["almotriptan"]],
  ["Sando-K", ["potassium-chloride"]],
  ["Konakion", ["phytomenadione"]],
  ["Provigil", ["modafinil"]],
  ["loprazolam", ["loprazolam"]],
  ["Qlaira", ["estradiol-valerate-with-dienogest", "estradiol", "dienogest"]],
  ["Mysimba", ["naltrexone-with-bupropion", "naltrexone", "bupropion"]],
  ["Relvar", ["fluticasone-furoate-with-vilanterol", "fluticasone", "vilanterol"]],
  ["Concerta", ["methylphenidate"]],
  ["Caprin", ["aspirin"]],
  ["Disprin Direct", ["aspirin"]],
  ["co-triamterzide", ["co-triamterzide", "triamterene", "hydrochlorothiazide"]],
  ["Lomotil", ["co-phenotrope"]],
  ["Neo-Cytamen", ["hydroxocobalamin"]],
  ["Sunya", ["ethinylestradiol-with-gestodene", "ethinylestradiol", "gestodene"]],
  ["Daylette", ["ethinylestradiol-with-drospirenone", "ethinylestradiol", "drospirenone"]],
  ["Norimin", ["ethinylestradiol-with-norethisterone", "ethinylestradiol", "norethisterone"]],
  ["TriRegol", ["ethinylestradiol-with-levonorgestrel", "ethinylestradiol", "levonorgestrel"]],
  ["Feanolla", ["desogestrel"]],
  ["Slynd", ["drospirenone-only-pill", "drospirenone"]],
  ["Arthrotec", ["diclofenac-with-misoprostol", "diclofenac", "misoprostol"]],
  ["Vimovo", ["naproxen-with-esomeprazole", "naproxen", "esomeprazole"]],
  ["Famvir", ["famciclovir"]],
  ["Ferinject", ["ferric-carboxymaltose"]],
  ["Monofer", ["ferric-derisomaltose"]],
  ["Fosrenol", ["lanthanum-carbonate"]],
  ["Orobalin", ["cyanocobalamin-1-mg-tablets"]],
  ["Cystopurin", ["potassium-citrate"]],
  ["ibuprofen lysine", ["ibuprofen"]],
  ["Remegel", ["calcium-carbonate"]],
  [
    "Bisodol Indigestion Relief",
    [
      "calcium-carbonate-magnesium-carbonate-sodium-bicarbonate",
      "calcium-carbonate",
      "magnesium-carbonate",
      "sodium-bicarbonate",
    ],
  ],
  ["Vicks Sinex Micromist", ["oxymetazoline"]],
  ["Sea-Legs", ["meclozine"]],
  ["Picolax", ["sodium-picosulfate-with-magnesium-citrate", "sodium-picosulfate"]],
  ["Epidyolex", ["cannabidiol-oral-solution"]],
  ["Sativex", ["nabiximols"]],
  ["B12 injections", ["hydroxocobalamin"]],
  // The device named with the medicine is not an unknown word.
  ["Ozempic pen", ["semaglutide"]],
  ["EpiPen auto-injector", ["adrenaline"]],
  ["Lantus SoloStar", ["insulin-glargine"]],
  ["NovoRapid FlexPen", ["insulin-aspart"]],
  ["Symbicort Turbohaler", ["budesonide-with-formoterol", "budesonide", "formoterol"]],
  ["Flixotide Evohaler", ["fluticasone"]],
  // ...and a brand is read without its device, as people write it.
  ["DuoResp", ["budesonide-with-formoterol", "budesonide", "formoterol"]],
  ["Anoro", ["umeclidinium-with-vilanterol", "umeclidinium", "vilanterol"]],
  ["Fybogel Orange", ["ispaghula-husk"]],
  ["Movicol Plain", ["macrogol"]],
  [
    "Andrews Liver Salts",
    ["magnesium-sulfate-sodium-bicarbonate-citric-acid", "magnesium-sulfate", "sodium-bicarbonate"],
  ],
];

describe("common UK medicines once unrecognised", () => {
  it.each(EXPECTED)("reads %s as exactly its medicines", (name, medicines) => {
    expect(read(name)).toEqual({ medicines: [...medicines].sort(), unrecognised: [] });
  });

  it("keeps bare heparin as the class of all heparins, low-molecular-weight ones included", () => {
    const reading = readMedicineEntry(index, "heparin");
    expect(reading).toMatchObject({ medicines: [], classesOnly: ["heparin"], unrecognised: [] });
  });

  it("keeps CBD and cannabidiol alone as the supplement, not the prescribed Epidyolex", () => {
    for (const name of ["CBD oil", "cannabidiol"]) {
      const reading = readMedicineEntry(index, name);
      expect(reading.medicines).toEqual([]);
      expect(reading.supplements.length).toBeGreaterThan(0);
    }
  });

  it("keeps scalp minoxidil (Regaine) apart from the blood pressure tablets", () => {
    expect(read("Regaine").medicines).not.toContain("minoxidil");
    expect(index.classesOfMedicine.get("minoxidil-for-the-scalp")).not.toContain("antihypertensive");
  });

  it("reads no device name alone as a medicine, as several brands share each", () => {
    expect(read("Easyhaler")).toEqual({ medicines: [], unrecognised: ["easyhaler"] });
    expect(readMedicineEntry(index, "Easyhaler").classesOnly).toEqual([]);
  });

  it("offers Alka-Seltzer Original for the bare brand rather than guessing", () => {
    const reading = readMedicineEntry(index, "Alka-Seltzer");
    expect(reading.medicines).toEqual([]);
    expect(reading.suggestions).toContain("Alka-Seltzer Original");
  });
});
