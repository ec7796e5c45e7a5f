/** @jest-environment node */
// Medicines found unrecognised on NHS trust formularies (prisma/data/dictionaries/medicines/formulary.ts and
// brands the formularies list, added to existing entries): each reads as its medicine, in its class, and a
// combination as its components.
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { classesOf, index, read } from "./shipped-dictionary";

describe("formulary medicines: names and brands", () => {
  it.each([
    ["asciminib", "asciminib", "kinase-inhibitor"],
    ["Scemblix", "asciminib", "anticancer"],
    ["bexarotene", "bexarotene", "anticancer"],
    ["Trisenox", "arsenic-trioxide", "anticancer"],
    ["Brentuximab", "brentuximab-vedotin", "anticancer"],
    ["Adenocor", "adenosine", "antiarrhythmic"],
    ["Namuscla", "mexiletine", "antiarrhythmic"],
    ["disopyramide", "disopyramide", "heart-medicine"],
    ["Aggrastat", "tirofiban", "bleeding-risk-medicine"],
    ["acipimox", "acipimox", "lipid-lowering"],
    ["Adempas", "riociguat", "pulmonary-hypertension-medicine"],
    ["ambrisentan", "ambrisentan", "antihypertensive"],
    ["Uptravi", "selexipag", "pulmonary-hypertension-medicine"],
    ["Sandostatin LAR", "octreotide", "somatostatin-analogue"],
    ["lanreotide", "lanreotide", "somatostatin-analogue"],
    ["Jinarc", "tolvaptan", "vasopressin-antagonist"],
    ["Samsca", "tolvaptan", "vasopressin-antagonist"],
    ["Creon 25000", "pancreatin", "pancreatic-enzyme"],
    ["Pancrex V", "pancreatin", "pancreatic-enzyme"],
    ["Entocort CR", "budesonide-for-the-gut", "corticosteroid"],
    ["Cortiment", "budesonide-for-the-gut", "corticosteroid"],
    ["AmBisome", "amphotericin", "antifungal"],
    ["Ancotil", "flucytosine", "antifungal"],
    ["interferon beta", "interferon-beta", "ms-medicine"],
    ["Spravato", "esketamine", "antidepressant"],
    ["alfentanil", "alfentanil", "opioid"],
    ["Nyxoid", "naloxone", "dependence-medicine"],
    ["NACSYS", "acetylcysteine", "mucolytic"],
    ["Tavneos", "avacopan", "immunosuppressant"],
    ["Lagevrio", "molnupiravir", "antiviral"],
    ["Sunosi", "solriamfetol", "cns-stimulant"],
    ["Camzyos", "mavacamten", "heart-medicine"],
    ["Colomycin", "colistimethate", "antibacterial"],
    ["dalbavancin", "dalbavancin", "antibacterial"],
    ["thioguanine", "tioguanine", "anticancer"],
    ["Velsipity", "etrasimod", "immunosuppressant"],
    ["mirikizumab", "mirikizumab", "immunosuppressant"],
  ])("%s reads as %s, in %s", (typed, slug, classSlug) => {
    expect(read(typed)).toEqual({ medicines: [slug], unrecognised: [] });
    expect(classesOf(slug).has(classSlug)).toBe(true);
  });

  it.each([
    ["Actiq", "fentanyl"],
    ["Lynlor", "oxycodone"],
    ["Reltebon", "oxycodone"],
    ["Angitil SR", "diltiazem"],
    ["Aldomet", "methyldopa"],
    ["Adcirca", "tadalafil"],
    ["Fersamal", "ferrous-fumarate"],
    ["Colifoam", "hydrocortisone"],
    ["Climanor", "medroxyprogesterone"],
    ["Sukkarto SR", "metformin"],
    ["Actimorph", "morphine"],
  ])("the formulary brand %s reads as %s", (typed, slug) => {
    expect(read(typed)).toEqual({ medicines: [slug], unrecognised: [] });
  });

  it("reads OsvaRen as calcium acetate with magnesium carbonate, and each of them", () => {
    expect(read("OsvaRen")).toEqual({
      medicines: ["calcium-acetate", "calcium-acetate-with-magnesium-carbonate", "magnesium-carbonate"],
      unrecognised: [],
    });
    expect(classesOf("calcium-acetate").has("phosphate-binder")).toBe(true);
  });

  it("keeps the inhalers and the named beta interferons on their own entries", () => {
    expect(read("Pulmicort").medicines).toEqual(["budesonide"]);
    expect(read("budesonide").medicines).toEqual(["budesonide"]);
    expect(read("Avonex").medicines).toEqual(["interferon-beta-1a"]);
    expect(read("Extavia").medicines).toEqual(["interferon-beta-1b"]);
  });

  it("keeps NAC the supplement", () => {
    const reading = readMedicineEntry(index, "NAC");
    expect(reading.medicines).toEqual([]);
    expect(reading.supplements).toEqual(["N-acetylcysteine (NAC)"]);
  });

  it("reads the new groups by name", () => {
    expect(readMedicineEntry(index, "somatostatin analogues").classesOnly).toEqual(["somatostatin-analogue"]);
  });
});
