/** @jest-environment node */
// What medicines' own EU leaflets say of supplements, as a person meets it: a dose cap blocks above it and asks below,
// the gap a leaflet gives is the gap shown, and a leaflet naming herbal teas reaches the herbs sold as teas.
import { analyseOne } from "./shipped-engine";

function findings(slug: string, typed: string, dailyMg: number) {
  return analyseOne(slug, slug, { medicines: [typed] }, dailyMg).interactions.drugInteractions.map(
    ({ record }) => [record.severityLevel, record.timingSeparationHours] as const,
  );
}

describe("bexarotene (Targretin) with vitamin A", () => {
  it("blocks above the leaflet's 15,000 IU a day and asks below it", () => {
    expect(findings("vitamin-a", "Targretin 75mg capsules", 6)).toEqual([["contraindicated", null]]);
    expect(findings("vitamin-a", "bexarotene", 0.8)).toEqual([["moderate", null]]);
    expect(findings("cod-liver-oil", "Targretin", 1000)).toEqual([["moderate", null]]);
  });
});

describe("anaemia medicines for kidney disease", () => {
  it.each([
    ["iron", "Vafseo 300mg", "moderate", 1],
    ["calcium", "Vafseo 300mg", "minor", 2],
    ["magnesium", "vadadustat", "minor", 2],
    ["iron", "Evrenzo 70mg", "moderate", 1],
    ["calcium", "roxadustat 100mg", "moderate", 1],
  ] as const)("%s with %s gives the leaflet's gap", (slug, typed, severity, hours) => {
    expect(findings(slug, typed, 100)).toEqual([[severity, hours]]);
  });

  it("leaves vitamin D alone", () => {
    expect(findings("vitamin-d3", "Vafseo 300mg", 0.025)).toEqual([]);
  });
});

describe("other leaflets", () => {
  it("spaces magnesium from riociguat and asks before vitamin C with deferiprone", () => {
    expect(findings("magnesium", "Adempas 2.5mg", 300)).toEqual([["minor", 2]]);
    expect(findings("vitamin-c", "Ferriprox 500mg", 500)).toEqual([["moderate", null]]);
  });

  it.each([["vitamin-a"], ["vitamin-d3"], ["vitamin-e"]])(
    "notes %s with odevixibat, which lowers its absorption",
    (slug) => {
      expect(findings(slug, "Bylvay 1200 micrograms", 1)).toEqual([["minor", null]]);
    },
  );

  it.each([["vitamin-d3"], ["vitamin-k1"], ["vitamin-a"], ["cod-liver-oil"]])(
    "spaces %s 4 hours from colesevelam",
    (slug) => {
      expect(findings(slug, "Cholestagel 625mg", 1)).toEqual([["minor", 4]]);
    },
  );

  it.each([["chamomile"], ["lemon-balm"], ["green-tea-extract"]])("%s asks first with aliskiren", (slug) => {
    expect(findings(slug, "Rasilez 150mg", 500)).toEqual([["moderate", null]]);
  });

  it("reads the brands the leaflets are sold under", () => {
    expect(findings("potassium", "Actelsar HCT 80mg/12.5mg", 99).length).toBeGreaterThan(0);
    expect(findings("iron", "Corbilta 100mg/25mg/200mg", 14).length).toBeGreaterThan(0);
  });
});

describe("St John's wort where a leaflet names it", () => {
  it.each([
    ["Tybost 150mg", "contraindicated"],
    ["Prevymis 480mg", "contraindicated"],
    ["Nerlynx 40mg", "contraindicated"],
    ["Stocrin 30mg/ml oral solution", "contraindicated"],
    ["Afinitor 10mg", "major"],
    ["Livtencity 200mg", "moderate"],
    ["Camzyos 5mg", "moderate"],
    ["Erivedge 150mg", "contraindicated"],
    ["Rydapt 25mg", "contraindicated"],
    ["rasagiline 1mg", "contraindicated"],
    ["Mavenclad 10mg", "moderate"],
    ["Odomzo 200mg", "moderate"],
    ["Tibsovo 250mg", "contraindicated"],
    ["Fotivda 1340 micrograms", "contraindicated"],
    ["Pemazyre 13.5mg", "contraindicated"],
    ["Gavreto 400mg", "major"],
    ["Esmya 5mg", "moderate"],
    ["Intuniv 3mg", "moderate"],
    ["Ivemend 150mg infusion", "major"],
    ["Cerdelga 84mg", "moderate"],
  ] as const)("with %s is %s", (typed, severity) => {
    expect(findings("st-johns-wort", typed, 300)).toEqual([[severity, null]]);
  });

  it("blocks pomegranate with neratinib, which its leaflet names beside grapefruit", () => {
    expect(findings("pomegranate", "neratinib 240mg", 500)).toEqual([["contraindicated", null]]);
  });

  it.each([["iron"], ["magnesium"], ["zinc"]])("spaces %s 3 hours from patiromer", (slug) => {
    expect(findings(slug, "Veltassa 8.4g sachet", 50)).toEqual([["minor", 3]]);
  });
});

describe("cancer and transplant leaflets naming nutrients", () => {
  it("blocks curcumin supplements with talazoparib and asks before niacin with sonidegib", () => {
    expect(findings("turmeric-curcumin", "Talzenna 1mg", 500)).toEqual([["contraindicated", null]]);
    expect(findings("niacin", "Odomzo 200mg", 500)).toEqual([["moderate", null]]);
  });

  it.each([["calcium"], ["magnesium"]])("takes sotorasib 4 hours before or 10 hours after %s", (slug) => {
    expect(findings(slug, "Lumykras 120mg", 500)).toEqual([["minor", 10]]);
  });

  it("notes magnesium with tacrolimus", () => {
    expect(findings("magnesium", "Envarsus 1mg", 300)).toEqual([["minor", null]]);
  });
});

describe("foods and caffeine a leaflet names", () => {
  it("avoids pomegranate with panobinostat", () => {
    expect(findings("pomegranate", "Farydak 20mg", 500)).toEqual([["major", null]]);
  });

  it.each([["caffeine"], ["guarana"]])("keeps %s 2 hours from migalastat", (slug) => {
    expect(findings(slug, "Galafold 123mg", 200)).toEqual([["minor", 2]]);
  });
});

describe("other leaflets of the eighth batch", () => {
  it.each([["omega-3-fish-oil"], ["vitamin-e"], ["flaxseed"]])("%s asks first with pirtobrutinib", (slug) => {
    expect(findings(slug, "Jaypirca 100mg", 1000)).toEqual([["moderate", null]]);
  });

  it("asks before goldenseal with eliglustat", () => {
    expect(findings("goldenseal", "Cerdelga 84mg", 500)).toEqual([["moderate", null]]);
  });

  it.each([["caffeine"], ["guarana"]])(
    "%s asks first with vemurafenib, which slows caffeine's clearance",
    (slug) => {
      expect(findings(slug, "Zelboraf 240mg", 200)).toEqual([["moderate", null]]);
    },
  );

  it("reads Ztalmy as ganaxolone, an antiepileptic St John's wort may lower", () => {
    expect(findings("st-johns-wort", "Ztalmy 50mg/ml", 300)).toEqual([["major", null]]);
  });
});

describe("leaflets of the ninth batch", () => {
  it.each([["caffeine"], ["guarana"]])("avoids %s with stiripentol, which raises caffeine", (slug) => {
    expect(findings(slug, "Diacomit 250mg", 200)).toEqual([["major", null]]);
  });

  it("asks before caffeine tablets with methotrexate", () => {
    expect(findings("caffeine", "Jylamvo 2mg/ml", 200)).toEqual([["moderate", null]]);
  });

  it.each([
    ["Tavneos 10mg", "major"],
    ["Zokinvy 75mg", "major"],
    ["Plenadren 20mg", "moderate"],
    ["Efmody 10mg", "moderate"],
    ["Orladeyo 150mg", "moderate"],
    ["Rizmoic 200 micrograms", "moderate"],
    ["Skyclarys 50mg", "moderate"],
    ["Omjjara 200mg", "major"],
  ] as const)("St John's wort with %s is %s, as its leaflet words it", (typed, severity) => {
    expect(findings("st-johns-wort", typed, 900)).toEqual([[severity, null]]);
  });

  it.each([["cranberry"], ["pomegranate"], ["bitter-orange"]])("blocks %s with lonafarnib", (slug) => {
    expect(findings(slug, "Zokinvy 50mg", 500)).toEqual([["contraindicated", null]]);
  });

  it("asks before liquorice with hydrocortisone, which it strengthens", () => {
    expect(findings("licorice-root", "Efmody 5mg", 400)).toEqual([["moderate", null]]);
  });

  it.each([["calcium"], ["vitamin-d3"]])("asks before %s with palopegteriparatide", (slug) => {
    expect(findings(slug, "Yorvipath 18 micrograms", 1)).toEqual([["moderate", null]]);
  });

  it("avoids CBD with everolimus and notes psyllium with linaclotide", () => {
    expect(findings("cbd", "Votubia 5mg", 25)).toEqual([["major", null]]);
    expect(findings("psyllium", "Constella 290 micrograms", 3500)).toEqual([["minor", null]]);
  });

  it("reads voclosporin as raising potassium, and Comtan as entacapone with its own gap from iron", () => {
    expect(findings("potassium", "Lupkynis 7.9mg", 200)).toEqual([["moderate", null]]);
    expect(findings("iron", "Comtan 200mg", 65)).toEqual([["minor", 3]]);
  });

  it("reads HC45, a skin cream, without the hydrocortisone tablets' records", () => {
    expect(findings("st-johns-wort", "HC45", 900)).toEqual([]);
    expect(findings("licorice-root", "HC45", 400)).toEqual([]);
  });
});

describe("leaflets of the tenth batch", () => {
  it("asks before vitamin D with burosumab, whose leaflet leaves it to the doctor", () => {
    expect(findings("vitamin-d3", "Crysvita", 0.025)).toEqual([["moderate", null]]);
  });

  it("notes iron with epoetin and spaces whey from mercaptopurine", () => {
    expect(findings("iron", "Binocrit", 65)).toEqual([["minor", null]]);
    expect(findings("whey-protein", "Xaluprine 20mg/ml", 25000)).toEqual([["minor", 2]]);
  });

  it.each([["caffeine"], ["guarana"]])("%s asks first with mexiletine, which raises caffeine", (slug) => {
    expect(findings(slug, "Namuscla 167mg", 200)).toEqual([["moderate", null]]);
  });

  it("asks before St John's wort with teriflunomide and blocks it with the estetrol pill", () => {
    expect(findings("st-johns-wort", "Teriflunomide Accord 14mg", 900)).toEqual([["moderate", null]]);
    expect(findings("st-johns-wort", "Lydisilka", 900)).toEqual([["major", null]]);
  });

  it("reads the other EU names of UK medicines", () => {
    expect(findings("potassium", "Tolura 40mg", 200)).toEqual([["major", null]]);
    expect(findings("potassium", "Neparvis 49mg/51mg", 200)).toEqual([["major", null]]);
    expect(findings("niacin", "Cholib 145mg/20mg", 1000)).toEqual([["moderate", null]]);
  });
});

describe("leaflets of the eleventh batch", () => {
  it("asks before St John's wort with fingolimod and reads NovoNorm and Ecansya", () => {
    expect(findings("st-johns-wort", "Fingolimod Mylan 0.5mg", 900)).toEqual([["moderate", null]]);
    expect(findings("st-johns-wort", "NovoNorm 1mg", 900)).toEqual([["moderate", null]]);
    expect(findings("folic-acid", "Ecansya 500mg", 5)).toEqual([["moderate", null]]);
  });

  // Their leaflets say the doctor may advise calcium and vitamin D with them: expected, not a warning.
  it.each([["calcium"], ["vitamin-d3"]])("leaves %s quiet with teriparatide and abaloparatide", (slug) => {
    expect(findings(slug, "Kauliv 20 micrograms", 1)).toEqual([]);
    expect(findings(slug, "Eladynos 80 micrograms", 1)).toEqual([]);
  });

  it("leaves antacid minerals alone with rilpivirine given by injection, not by mouth", () => {
    expect(findings("calcium", "Rekambys 600mg injection", 500)).toEqual([]);
    expect(findings("calcium", "Edurant 25mg", 500)).toEqual([["minor", 4]]);
  });
});
