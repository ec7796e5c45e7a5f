// Specialist UK medicines and brands the checker could not read before the wmed7 round, typed as people write them.
import type { ScenarioInput } from "../schema";
import { flag, med } from "./build";
import { quietMedicine, scenario } from "./by-mechanism";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF2 } from "./references-part-2";

type Reference = ScenarioInput["sources"][number];

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  kiraSmpc: {
    title:
      "Kira LowMood Relief (St John's wort extract 450 mg): summary of product characteristics, sections 4.3 and 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/kira-lowmood-relief/g/dde9:4bfa/info/summary",
  },
  pitolisantDavis: {
    title: "Pitolisant (Davis's Drug Guide monograph): metabolism",
    publisher: "Skyscape (Davis's Drug Guide)",
    url: "https://download.skyscape.com/download/ota/lonestar/FCD1C556-3933-4594-AD2C-8C43C7C2B8BA/drdrug.ed18_2023/content/HTML/a/tl29.htm",
  },
  veozah: {
    title: "Veozah (fezolinetant) US prescribing information, section 7.1",
    publisher: "MedLibrary.org copy of the US label",
    url: "https://medlibrary.org/lib/rx/meds/veozah/page/2/",
  },
  veozaPrecautions: {
    title: "Veoza (fezolinetant): summary of product characteristics, section 4.4 (EU)",
    publisher: "RxReasoner",
    url: "https://rxreasoner.com/monographs/veoza/precautions",
  },
  ukmiBlackCohosh: {
    title:
      "What are the safety concerns surrounding the use of black cohosh? (Medicines Q&A 364.4, October 2014: interactions)",
    publisher: "UK Medicines Information (NHS), reproduced by docsbay.net",
    url: "https://docsbay.net/what-are-the-safety-concerns-surrounding-the-use-of-black-cohosh",
  },
  femostonMims: {
    title:
      "Femoston 1/10 mg (estradiol, dydrogesterone): drug interactions (English prescribing information)",
    publisher: "MIMS Vietnam",
    url: "https://www.mims.com/vietnam/drug/info/femoston%201-10mg/drug-interactions",
  },
  esmyaRecall: {
    title: "Class 2 drug alert, patient level recall: Esmya 5mg tablets (ulipristal acetate)",
    publisher: "NHS Specialist Pharmacy Service (medicinesresources.nhs.uk)",
    url: "https://www.medicinesresources.nhs.uk/class-2-drug-alert-action-within-48-hours-patient-level-recall-esmya-5mg-tablets-ulipristal-acetate.html",
  },
  ellaOneNoLiver: {
    title: "ESMYA (ulipristal 5mg tablets): news",
    publisher: "Rx-info (UK)",
    url: "https://rx-info.co.uk/news-views/esmya-ulipristal-5mg-tablets",
  },
  ryeqo: {
    title:
      "Ryeqo 40 mg/1 mg/0.5 mg film-coated tablets (relugolix, estradiol, norethisterone acetate): summary of product characteristics, section 2",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/12934/smpc/print",
  },
  tridestra: {
    title: "Tridestra (estradiol valerate, medroxyprogesterone acetate): patient information leaflet",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/1647/pil",
  },
  librium: {
    title: "Librium 5 mg and 10 mg Capsules (chlordiazepoxide): package leaflet",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/librium-10mg-capsules-leaflet.html",
  },
  mogadon: {
    title: "Mogadon 5 mg Tablets (nitrazepam): patient information leaflet (MHRA)",
    publisher: "MyHealthBox copy of the MHRA leaflet",
    url: "https://myhealthbox.eu/en/mogadon-5mg-tablets/4193025",
  },
  manerix: {
    title: "Manerix 150 mg and 300 mg film-coated tablets (moclobemide): patient information leaflet",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/manerix-150mg-tablets-leaflet.html",
  },
  zelapar: {
    title: "Zelapar 1.25mg Oral Lyophilisate (selegiline): package leaflet",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/selegiline-hydrochloride-1-25mg-oral-lyophilisate-leaflet.html",
  },
  intrarosa: {
    title: "Intrarosa 6.5 mg pessary (prasterone): summary of product characteristics, sections 2 and 4.2",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/9986/smpc",
  },
  vaniqa: {
    title: "Vaniqa 11.5% cream (eflornithine): patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/6398/xpil/print",
  },
  yselty: {
    title: "Yselty 200 mg film-coated tablets (linzagolix): summary of product characteristics",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/100021/smpc/print",
  },
  obgemsa: {
    title: "Obgemsa 75 mg film-coated tablets (vibegron): patient leaflet, section 2",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/15962/xpil/print",
  },
  vyvgart: {
    title:
      "Vyvgart 20 mg/mL concentrate for solution for infusion (efgartigimod alfa): summary of product characteristics",
    publisher: "Medthority",
    url: "https://medthority.com/drugs/l-antineoplastic-and-immunomodulating-agents/l04/l04a/l04aa/l04aa58-efgartigimod-alfa/vyvgart-20-mgml-concentrate-for-solution-for-infusion",
  },
  kleanPrep: {
    title: "Klean-Prep 69g sachet powder for oral solution: package leaflet",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/klean-prep-69g-sachet-powder-for-oral-solution-spc-836.html",
  },
  mifegyneIt: {
    title: "Mifegyne (mifepristone): interazioni, section 4.5 of the product information (in Italian)",
    publisher: "Starbene (Italian copy of the Mifegyne product information)",
    url: "https://starbene.it/farmaci/mifegyne-1cpr-600mg_038704033/interazioni",
  },
  mifepristoneInducers: {
    title: "Mifepristone with enzyme inducers (drug interaction monograph)",
    publisher: "Skyscape (drug interactions reference)",
    url: "https://download.skyscape.com/download/ota/lonestar/3C52715-7DF0-47C4-BF2A-379E6E7AC9B5/skyscaperx.edxx/content/HTML/0/tn2.htm",
  },
  xonvea: {
    title: "Xonvea (doxylamine and pyridoxine) for nausea and vomiting of pregnancy",
    publisher: "Exeltis UK (xonvea.co.uk)",
    url: "https://www.xonvea.co.uk/public-xonvea/",
  },
  efudix: {
    title: "Efudix (5-fluorouracil cream): patient information",
    publisher: "Newcastle upon Tyne Hospitals NHS Foundation Trust",
    url: "https://newcastle-hospitals.nhs.uk/services/dermatology/patient-dermatology-information-leaflets/efudix-5-fluorouracil-cream",
  },
  eylea: {
    title: "Eylea 40 mg/ml solution for injection in a vial (aflibercept): patient leaflet",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/2879/pil",
  },
  aranesp: {
    title: "Aranesp pre-filled syringe (darbepoetin alfa): patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/8633/xpil/print",
  },
  hyloForte: {
    title: "Sodium hyaluronate for dry eyes (Hycosan, Hylo-Forte)",
    publisher: "Patient (patient.info)",
    url: "https://he.patient.info/medicine/sodium-hyaluronate-for-dry-eyes-hycosan-hylo-forte",
  },
  carbagen: {
    title: "Carbagen 100 mg, 200 mg and 400 mg Tablets (carbamazepine): package leaflet",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/carbagen-200mg-tablets-leaflet.html",
  },
  slozem: {
    title: "Slozem 120mg to 300mg Capsules (diltiazem hydrochloride): summary of product characteristics",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/11706/smpc/print",
  },
  bramox: {
    title: "Bramox 2.5 mg, 5 mg and 10 mg tablets (midodrine hydrochloride): patient leaflet",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/2265/pil",
  },
  aldara: {
    title: "Instructions for the application of topical Aldara (5% imiquimod)",
    publisher: "Chelsea and Westminster Hospital NHS Foundation Trust",
    url: "https://chelwest.nhs.uk/your-visit/patient-leaflets/instructions-for-the-application-of-topical-aldara-5-imiquimod",
  },
  mhraSjwAntiepileptics: {
    title: "Herbal ingredient St John's wort may interact with antiepileptics",
    publisher: "MHRA Drug Safety Update (November 2007)",
    url: "https://www.gov.uk/drug-safety-update/herbal-ingredient-st-john-s-wort-may-interact-with-antiepileptics",
  },
  tetrabenazine: {
    title: "Tetrabenazine 12.5 mg and 25 mg tablets: patient leaflet, section 2",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/2668/xpil/print",
  },
} satisfies Record<string, Reference>;

const STJOHNS_WAKIX = ["Wakix", "pitolisant 18mg every morning"].map((medicine, index) =>
  scenario(
    {
      id: `sc-wmed7-wakix-st-johns-wort-${index + 1}`,
      title: `${medicine} (for narcolepsy) with St John's wort`,
      medicines: [medicine],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Pitolisant is broken down in the liver by CYP2D6 and, to a lesser extent, CYP3A4 (Davis's Drug Guide); the UK St John's wort product information names CYP3A4 among the enzymes it induces, so pitolisant may work less well. The herb's texts ask for care rather than forbid it.",
      sources: [SOURCE.pitolisantDavis, REF2.sjwThrSmpc],
    },
    { flags: [flag("st-johns-wort", med(medicine), "minor", "major")] },
  ),
);

const STJOHNS_VEOZA = ["Veoza", "fezolinetant for hot flushes"].map((medicine, index) =>
  scenario(
    {
      id: `sc-wmed7-veoza-st-johns-wort-${index + 1}`,
      title: `${medicine} with St John's wort`,
      medicines: [medicine],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Fezolinetant is a CYP1A2 substrate (its US label, section 7.1); the UK St John's wort product information names CYP1A2 among the enzymes the herb induces.",
      sources: [SOURCE.veozah, REF2.sjwThrSmpc],
    },
    { flags: [flag("st-johns-wort", med(medicine), "minor", "major")] },
  ),
);

const BLACK_COHOSH_LIVER = [
  { id: "veoza", medicine: "Veoza 45mg", source: SOURCE.veozaPrecautions },
  { id: "esmya", medicine: "Esmya", source: SOURCE.esmyaRecall },
].map(({ id, medicine, source }) =>
  scenario(
    {
      id: `sc-wmed7-${id}-black-cohosh`,
      title: `${medicine} with black cohosh`,
      medicines: [medicine],
      stack: [PRODUCT.blackCohosh],
      rationale:
        "Both medicines carry liver warnings in their own texts (Veoza: raised liver enzymes that may mean stopping it; Esmya: recalled after liver failure); UK Medicines Information says to avoid black cohosh with medicines that can harm the liver.",
      sources: [source, SOURCE.ukmiBlackCohosh],
    },
    { flags: [flag("black-cohosh", med(medicine), "moderate", "contraindicated")] },
  ),
);

const HORMONES_STJOHNS = [
  { id: "ryeqo", medicine: "Ryeqo", source: SOURCE.ryeqo },
  { id: "tridestra", medicine: "Tridestra", source: SOURCE.tridestra },
].map(({ id, medicine, source }) =>
  scenario(
    {
      id: `sc-wmed7-${id}-st-johns-wort`,
      title: `${medicine} (holds estradiol and a progestogen) with St John's wort`,
      medicines: [medicine],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Each holds estradiol with a progestogen; HRT product information (Femoston) says herbal preparations of St John's wort may induce the metabolism of oestrogens and progestogens, which may lower their effect.",
      sources: [source, SOURCE.femostonMims],
    },
    { flags: [flag("st-johns-wort", med(medicine), "moderate", "contraindicated")] },
  ),
);

const BRANDS = [
  scenario(
    {
      id: "sc-wmed7-librium-valerian",
      title: "Librium (chlordiazepoxide) with valerian",
      medicines: ["Librium 10mg"],
      stack: [PRODUCT.valerian],
      rationale:
        "Librium is chlordiazepoxide, a benzodiazepine (its UK leaflet); valerian's sedative effect adds to that of benzodiazepines, and UK valerian product information asks not to combine them.",
      sources: [SOURCE.librium, REF.valerianInteractions, REF.valerinaNightTimePil],
    },
    { flags: [flag("valerian", med("Librium 10mg"), "moderate", "contraindicated")] },
  ),
  scenario(
    {
      id: "sc-wmed7-mogadon-valerian",
      title: "Mogadon (nitrazepam) with valerian",
      medicines: ["Mogadon"],
      stack: [PRODUCT.valerian],
      rationale:
        "Mogadon is nitrazepam, a benzodiazepine sleeping tablet (its UK leaflet); valerian's sedative effect adds to that of benzodiazepines, and UK valerian product information asks not to combine them.",
      sources: [SOURCE.mogadon, REF.valerianInteractions, REF.valerinaNightTimePil],
    },
    { flags: [flag("valerian", med("Mogadon"), "moderate", "contraindicated")] },
  ),
  ...[
    { id: "manerix", medicine: "Manerix", source: SOURCE.manerix },
    { id: "zelapar", medicine: "Zelapar", source: SOURCE.zelapar },
  ].map(({ id, medicine, source }) =>
    scenario(
      {
        id: `sc-wmed7-${id}-st-johns-wort`,
        title: `${medicine} (a monoamine oxidase inhibitor) with St John's wort`,
        medicines: [medicine],
        stack: [PRODUCT.stJohnsWort],
        rationale:
          "Manerix is moclobemide and Zelapar selegiline, monoamine oxidase inhibitors (their UK leaflets); St John's wort raises serotonin activity, and medicines that do are not to be taken with an MAOI (serotonin syndrome guidance).",
        sources: [source, REF.npsSerotoninSyndrome, REF2.hmpcSjw],
      },
      { flags: [flag("st-johns-wort", med(medicine), "major", "contraindicated")] },
    ),
  ),
];

const MORE = [
  ...["Mifegyne", "mifepristone"].map((medicine, index) =>
    scenario(
      {
        id: `sc-wmed7-mifepristone-st-johns-wort-${index + 1}`,
        title: `${medicine} with St John's wort`,
        medicines: [medicine],
        stack: [PRODUCT.stJohnsWort],
        rationale:
          "Mifepristone is broken down by CYP3A4; Mifegyne's product information says St John's wort may speed its breakdown and lower its levels, and an interaction reference says it would be prudent to avoid the herb with mifepristone.",
        sources: [SOURCE.mifegyneIt, SOURCE.mifepristoneInducers],
      },
      { flags: [flag("st-johns-wort", med(medicine), "minor", "major")] },
    ),
  ),
  scenario(
    {
      id: "sc-wmed7-xonvea-valerian",
      title: "Xonvea (doxylamine and vitamin B6) with valerian",
      medicines: ["Xonvea"],
      stack: [PRODUCT.valerian],
      rationale:
        "Xonvea holds doxylamine, a sedating antihistamine (its UK pages); valerian's sedative effect adds to that of other medicines that cause drowsiness.",
      sources: [SOURCE.xonvea, REF.valerianInteractions],
    },
    { flags: [flag("valerian", med("Xonvea"), "minor", "major")] },
  ),
];

const MORE_BRANDS = [
  scenario(
    {
      id: "sc-wmed7-carbagen-st-johns-wort",
      title: "Carbagen (carbamazepine) with St John's wort",
      medicines: ["Carbagen 200mg twice a day"],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Carbagen is carbamazepine, an antiepileptic (its UK leaflet); the MHRA advises that St John's wort and antiepileptic medicines should not be used together.",
      sources: [SOURCE.carbagen, SOURCE.mhraSjwAntiepileptics],
    },
    { flags: [flag("st-johns-wort", med("Carbagen 200mg twice a day"), "major", "contraindicated")] },
  ),
  scenario(
    {
      id: "sc-wmed7-slozem-st-johns-wort",
      title: "Slozem (diltiazem) with St John's wort",
      medicines: ["Slozem 240mg"],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Slozem is diltiazem (its UK SmPC), a medicine broken down by CYP3A4; the UK St John's wort product information names CYP3A4 among the enzymes the herb induces.",
      sources: [SOURCE.slozem, REF2.sjwThrSmpc],
    },
    { flags: [flag("st-johns-wort", med("Slozem 240mg"), "minor", "major")] },
  ),
];

const TETRABENAZINE_VALERIAN = scenario(
  {
    id: "sc-wmed7-tetrabenazine-valerian",
    title: "Tetrabenazine (for Huntington's chorea) with valerian",
    medicines: ["tetrabenazine 25mg three times a day"],
    stack: [PRODUCT.valerian],
    rationale:
      "Tetrabenazine's UK leaflet says it may cause drowsiness and that alcohol makes people abnormally sleepy with it; valerian's sedative effect adds to that of medicines that cause drowsiness.",
    sources: [SOURCE.tetrabenazine, REF.valerianInteractions],
  },
  { flags: [flag("valerian", med("tetrabenazine 25mg three times a day"), "minor", "major")] },
);

const QUIET = (id: string, medicine: string, source: Reference, why: string) =>
  quietMedicine(
    {
      id: `sc-wmed7-${id}-st-johns-wort-none`,
      title: `${medicine} with St John's wort`,
      product: PRODUCT.stJohnsWort,
      rationale: why,
      sources: [source, SOURCE.kiraSmpc],
    },
    "st-johns-wort",
    medicine,
  );

const NEGATIVES: ScenarioInput[] = [
  QUIET(
    "intrarosa",
    "Intrarosa pessaries",
    SOURCE.intrarosa,
    "Intrarosa is prasterone (DHEA) that acts locally in the vagina, not an oral hormone; St John's wort's texts name hormones taken into the body, and not this.",
  ),
  QUIET(
    "vaniqa",
    "Vaniqa cream",
    SOURCE.vaniqa,
    "Vaniqa is eflornithine cream put on the face; St John's wort's texts name medicines it speeds the breakdown of in the body, and not this cream.",
  ),
  QUIET(
    "efudix",
    "Efudix cream",
    SOURCE.efudix,
    "Efudix is fluorouracil cream put on sun-damaged skin; the St John's wort record on cancer medicines concerns treatment given into the body, and the cream is not that.",
  ),
  QUIET(
    "aldara",
    "Aldara cream",
    SOURCE.aldara,
    "Aldara is imiquimod cream, which works by stimulating the immune system in the skin it is put on; nothing in St John's wort's texts concerns it.",
  ),
  QUIET(
    "hylo-forte",
    "Hylo-Forte eye drops",
    SOURCE.hyloForte,
    "Hylo-Forte is sodium hyaluronate, lubricating eye drops that act as artificial tears; nothing in St John's wort's texts concerns them.",
  ),
  quietMedicine(
    {
      id: "sc-wmed7-ellaone-black-cohosh-none",
      title: "ellaOne (the 30 mg emergency pill) with black cohosh",
      product: PRODUCT.blackCohosh,
      rationale:
        "The liver warning belongs to Esmya, the 5 mg fibroid tablet; the emergency pill ellaOne has not been associated with liver injury and remains available, so the black cohosh liver record must not reach it.",
      sources: [SOURCE.ellaOneNoLiver, SOURCE.ukmiBlackCohosh],
    },
    "black-cohosh",
    "ellaOne",
  ),
  ...[
    { id: "yselty", medicine: "Yselty 200mg", source: SOURCE.yselty, what: "linzagolix for fibroids" },
    {
      id: "obgemsa",
      medicine: "Obgemsa",
      source: SOURCE.obgemsa,
      what: "vibegron for an overactive bladder",
    },
    {
      id: "vyvgart",
      medicine: "Vyvgart",
      source: SOURCE.vyvgart,
      what: "efgartigimod for myasthenia gravis",
    },
    {
      id: "klean-prep",
      medicine: "Klean-Prep",
      source: SOURCE.kleanPrep,
      what: "a macrogol bowel preparation",
    },
    {
      id: "eylea",
      medicine: "Eylea injections",
      source: SOURCE.eylea,
      what: "aflibercept injected into the eye",
    },
    { id: "aranesp", medicine: "Aranesp", source: SOURCE.aranesp, what: "darbepoetin alfa for anaemia" },
    {
      id: "bramox",
      medicine: "Bramox",
      source: SOURCE.bramox,
      what: "midodrine for severe low blood pressure on standing",
    },
  ].map(({ id, medicine, source, what }): ScenarioInput => ({
    id: `sc-wmed7-${id}-known-no-records`,
    title: `${medicine} is read, with nothing recorded about St John's wort`,
    profile: { medicines: [medicine], conditions: [] },
    stack: [{ product: PRODUCT.stJohnsWort, servingsPerDay: 1 }],
    expect: { noRecordsFor: [medicine], notFullyChecked: false },
    rationale: `${medicine} is ${what}; Kira's SmPC does not name it, so the result must say we have no records for it rather than that it could not be read.`,
    sources: [source, SOURCE.kiraSmpc],
  })),
];

export const WMED7_SCENARIOS: ScenarioInput[] = [
  ...STJOHNS_WAKIX,
  ...STJOHNS_VEOZA,
  ...BLACK_COHOSH_LIVER,
  ...HORMONES_STJOHNS,
  ...BRANDS,
  ...MORE,
  ...MORE_BRANDS,
  TETRABENAZINE_VALERIAN,
  ...NEGATIVES,
];
