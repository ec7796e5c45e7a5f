// Medicines, vaccines and brands the checker could not read before the wmed6 round, typed as people write them.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { quietMedicine, scenario } from "./by-mechanism";
import { PRODUCT } from "./products";
import { REF2 } from "./references-part-2";
import { REF3 } from "./references-part-3";

type Reference = ScenarioInput["sources"][number];

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  loestrin: {
    title:
      "Loestrin 20 (norethisterone acetate 1 mg, ethinylestradiol 20 micrograms): summary of product characteristics",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/1060/smpc",
  },
  kiraSmpc: {
    title:
      "Kira LowMood Relief (St John's wort extract 450 mg): summary of product characteristics, sections 4.3 and 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/kira-lowmood-relief/g/dde9:4bfa/info/summary",
  },
  alkaSeltzerXs: {
    title:
      "Alka-Seltzer XS (aspirin 267 mg, paracetamol 133 mg, caffeine 40 mg): summary of product characteristics",
    publisher: "Medthority (UK SmPC)",
    url: "https://medthority.com/drugs/n-nervous-system/n02/n02b/n02ba/n02ba51/alka-seltzer-xs",
  },
  entonox: {
    title: "ENTONOX medical gas data sheet with summary of product characteristics, section 4.4",
    publisher: "BOC (UK medical gas data sheet), reproduced by DocPlayer",
    url: "https://docplayer.net/amp/20804507-Medical-gas-data-sheet-mgds-entonox-essential-safety-information.html",
  },
  niceB12: {
    title:
      "Vitamin B12 deficiency in over 16s: diagnosis and management (NICE guideline NG239), recommendations",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/ng239/chapter/Recommendations",
  },
  duac: {
    title:
      "Duac Once Daily 10 mg/g + 50 mg/g gel (clindamycin, benzoyl peroxide): package leaflet (HPRA, Ireland)",
    publisher: "MyHealthBox copy of the HPRA leaflet",
    url: "https://myhealthbox.eu/is/duac-once-daily-10-mg-g--50-mg-g-gel/5599778",
  },
  zineryt: {
    title:
      "Zineryt (erythromycin, zinc acetate cutaneous solution): summary of product characteristics, sections 4.2 and 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/zineryt/summary?doc=0",
  },
  dovonex: {
    title: "Dovonex Psoriasis 50 microgram/g Ointment (calcipotriol): public assessment report (MHRA)",
    publisher: "MHRA public assessment report, copy at vdocuments.site",
    url: "https://vdocuments.site/public-assessment-report-ukpar-gov-uk-restriction-of-the-indication-for-the.html",
  },
  waxsol: {
    title:
      "Waxsol Ear Drops (docusate sodium 0.5%): summary of product characteristics, sections 4.2 and 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/4627/smpc/print",
  },
  praxilene: {
    title: "Praxilene 100mg Capsules (naftidrofuryl oxalate): patient information leaflet",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/naftidrofuryl-oxalate-100mg-capsules-leaflet.html",
  },
  ketorolac: {
    title: "Ketorolac trometamol 30mg/ml solution for injection: patient information leaflet, section 1",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/ketorolac-trometamol-30mg-ml-solution-for-injection-leaflet.html",
  },
  trimovate: {
    title:
      "Trimovate Cream (clobetasone, oxytetracycline, nystatin): summary of product characteristics, sections 2 and 4.2",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/14458/smpc",
  },
  magnesiumHydroxide: {
    title:
      "Magnesium Hydroxide Mixture BP: summary of product characteristics, section 4.5 (magnesium salts reduce the absorption of other medicines)",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/25343",
  },
  fluVaccine: {
    title: "About the flu vaccine (adult flu immunisations)",
    publisher: "Public Health Scotland",
    url: "https://publichealthscotland.scot/our-areas-of-work/immunisations/seasonal-immunisations/flu-immunisations/adult-flu-immunisations/about-the-flu-vaccine/",
  },
} satisfies Record<string, Reference>;

const LOESTRIN_ST_JOHNS_WORT = ["Loestrin", "Loestrin 30", "loestrin pill"].map((medicine, index) =>
  scenario(
    {
      id: `sc-wmed6-loestrin-st-johns-wort-${index + 1}`,
      title: `${medicine} (a combined pill) with St John's wort`,
      medicines: [medicine],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Every Loestrin pill is norethisterone with ethinylestradiol, a combined oral contraceptive; Kira's SmPC says St John's wort must not be taken with oral contraceptives, as it can make them fail.",
      sources: [SOURCE.loestrin, SOURCE.kiraSmpc, REF3.kiraLowMoodPil],
    },
    { flags: [flag("st-johns-wort", med(medicine), "major", "contraindicated")] },
  ),
);

const ALKA_SELTZER_GINKGO = ["Alka-Seltzer XS", "alka seltzer xs two tablets for a hangover"].map(
  (medicine, index) =>
    scenario(
      {
        id: `sc-wmed6-alka-seltzer-xs-ginkgo-${index + 1}`,
        title: `${medicine} (holds aspirin) with ginkgo`,
        medicines: [medicine],
        stack: [PRODUCT.ginkgo],
        rationale:
          "Alka-Seltzer XS holds aspirin 267 mg with paracetamol and caffeine; the EU ginkgo monograph names acetylsalicylic acid among the medicines whose effect on bleeding ginkgo may add to.",
        sources: [SOURCE.alkaSeltzerXs, REF2.hmpcGinkgo],
      },
      { flags: [flag("ginkgo-biloba", med(medicine), "minor", "major")] },
    ),
);

const KETOROLAC_GINKGO = scenario(
  {
    id: "sc-wmed6-ketorolac-ginkgo",
    title: "Ketorolac injection after an operation with ginkgo",
    medicines: ["ketorolac"],
    stack: [PRODUCT.ginkgo],
    rationale:
      "Ketorolac belongs to the non-steroidal anti-inflammatory drugs (its UK leaflet); the EU ginkgo monograph names NSAIDs among the medicines whose effect on bleeding ginkgo may add to.",
    sources: [SOURCE.ketorolac, REF2.hmpcGinkgo],
  },
  { flags: [flag("ginkgo-biloba", med("ketorolac"), "minor", "major")] },
);

const NITROUS_OXIDE_B12 = ["Entonox", "gas and air in labour", "nitrous oxide"].map((medicine, index) =>
  scenario(
    {
      id: `sc-wmed6-nitrous-oxide-b12-no-alarm-${index + 1}`,
      title: `${medicine} with a vitamin B12 supplement`,
      medicines: [medicine],
      stack: [PRODUCT.vitaminB12],
      rationale:
        "Nitrous oxide inactivates vitamin B12 (Entonox SPC, section 4.4) and NICE treats a deficiency it causes with vitamin B12; taking B12 does not interfere with the gas, so it must not be flagged as a problem.",
      sources: [SOURCE.entonox, SOURCE.niceB12],
    },
    { noFlags: [noFlag("vitamin-b12", med(medicine))] },
  ),
);

const ON_THE_SKIN_QUIET = (id: string, medicine: string, source: Reference) =>
  quietMedicine(
    {
      id: `sc-wmed6-${id}-st-johns-wort-none`,
      title: `${medicine} (used on the skin or in the ear) with St John's wort`,
      product: PRODUCT.stJohnsWort,
      rationale:
        "A gel, ointment or drops used where it acts; St John's wort information names medicines it speeds the breakdown of in the body, and none of these.",
      sources: [source, SOURCE.kiraSmpc],
    },
    "st-johns-wort",
    medicine,
  );

const NEGATIVES: ScenarioInput[] = [
  ON_THE_SKIN_QUIET("duac", "Duac once daily gel", SOURCE.duac),
  ON_THE_SKIN_QUIET("dovonex", "Dovonex ointment", SOURCE.dovonex),
  ON_THE_SKIN_QUIET("waxsol", "Waxsol ear drops", SOURCE.waxsol),
  quietMedicine(
    {
      id: "sc-wmed6-zineryt-zinc-none",
      title: "Zineryt (erythromycin and zinc acetate on the skin) with a zinc supplement",
      product: PRODUCT.zinc15,
      rationale:
        "Zineryt's zinc acetate is in a solution for cutaneous use; its SmPC knows no interactions, and nothing adds to zinc taken by mouth.",
      sources: [SOURCE.zineryt],
    },
    "zinc",
    "Zineryt",
  ),
  quietMedicine(
    {
      id: "sc-wmed6-trimovate-magnesium-none",
      title: "Trimovate (a steroid cream with oxytetracycline) with magnesium",
      product: PRODUCT.magnesiumCitrate200,
      rationale:
        "Trimovate's oxytetracycline is in a cream for topical use only; magnesium binds tetracyclines taken by mouth in the gut, which a cream never reaches.",
      sources: [SOURCE.trimovate, SOURCE.magnesiumHydroxide],
    },
    "magnesium",
    "Trimovate cream",
  ),
  {
    id: "sc-wmed6-praxilene-known-no-records",
    title: "Praxilene (naftidrofuryl) is read, with nothing recorded about St John's wort",
    profile: { medicines: ["Praxilene 100mg three times a day"], conditions: [] },
    stack: [{ product: PRODUCT.stJohnsWort, servingsPerDay: 1 }],
    expect: { noRecordsFor: ["Praxilene 100mg three times a day"], notFullyChecked: false },
    rationale:
      "Praxilene is naftidrofuryl, for poor circulation in the legs; Kira's SmPC does not name it, so the result must say we have no records for it rather than that it could not be read.",
    sources: [SOURCE.praxilene, SOURCE.kiraSmpc],
  },
  {
    id: "sc-wmed6-flu-jab-known-no-records",
    title: "A flu jab is read, with nothing recorded about St John's wort",
    profile: { medicines: ["flu jab"], conditions: [] },
    stack: [{ product: PRODUCT.stJohnsWort, servingsPerDay: 1 }],
    expect: { noRecordsFor: ["flu jab"], notFullyChecked: false },
    rationale:
      "The adult flu vaccine is an injection with no live virus; Kira's SmPC does not name vaccines, so the result must say we have no records for it rather than that it could not be read.",
    sources: [SOURCE.fluVaccine, SOURCE.kiraSmpc],
  },
];

export const WMED6_SCENARIOS: ScenarioInput[] = [
  ...LOESTRIN_ST_JOHNS_WORT,
  ...ALKA_SELTZER_GINKGO,
  KETOROLAC_GINKGO,
  ...NITROUS_OXIDE_B12,
  ...NEGATIVES,
];
