// Common UK medicines and pharmacy-counter products found unrecognised when the reader was run over long
// lists of names (the NHS medicines A to Z, the most prescribed medicines in England and pharmacy brands
// by category). Each cites the BNF monograph where one was found, otherwise a UK summary of product
// characteristics (SmPC) or leaflet; a brand's contents are only ever taken from its own SmPC or leaflet.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, epar, med, page } from "./build";
import { REF_WOTC_PRODUCTS as WOTC } from "./wotc";

/** A UK product's summary of product characteristics or leaflet, from the emc or a site that reproduces it. */
function productInformation(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

const EMC = "Electronic medicines compendium (emc)";
const MEDSCAPE_UK = "Medscape UK";

const ANDREWS_SALTS_SMPC = productInformation(
  "Original Andrews Salts (magnesium sulphate 17.4%, sodium hydrogen carbonate 22.6%, citric acid 19.5%): summary of product characteristics",
  EMC,
  "https://medicines.org.uk/emc/product/6475/smpc",
);

const BLOOD_AND_HEART: Medicine[] = [
  // "Heparin" alone stays the class (most people on heparin injections use a low-molecular-weight one).
  med(
    "unfractionated-heparin",
    "Unfractionated heparin",
    ["heparin", "raises-potassium"],
    null,
    page(
      productInformation(
        "Heparin sodium 5,000 IU/mL solution for injection or concentrate for solution for infusion: summary of product characteristics",
        EMC,
        "https://www.medicines.org.uk/emc/product/100817/smpc",
      ),
    ),
    {
      brands: ["Multiparin", "Monoparin"],
      other: ["Heparin sodium", "Heparin calcium", "UFH"],
      also: [
        productInformation(
          "Angiotensin II receptor antagonists and heparin: unfractionated and low-molecular-weight heparins inhibit aldosterone secretion and can cause hyperkalaemia",
          "MedPill (drug interaction monographs)",
          "https://medpill.info/angiotensin-ii-receptor-antagonists-and-heparin-10215.htm",
        ),
      ],
    },
  ),
  med(
    "phenindione",
    "Phenindione",
    ["vitamin-k-antagonist"],
    "once_daily",
    page(
      productInformation(
        "Dindevan / Phenindione 25 mg tablets: summary of product characteristics",
        EMC,
        "https://www.medicines.org.uk/emc/product/5677/smpc",
      ),
    ),
    { brands: ["Dindevan"] },
  ),
  // The auto-injectors carried for anaphylaxis.
  med("adrenaline", "Adrenaline", ["anaphylaxis-medicine"], "as_needed", bnf("adrenaline-epinephrine"), {
    brands: ["EpiPen", "EpiPen Jr", "EpiPen Junior", "Jext", "Emerade"],
    other: ["Epinephrine", "Adrenaline auto-injector", "Adrenaline pen", "Epinephrine auto-injector"],
    also: [
      productInformation(
        "Adrenaline / epinephrine (EpiPen, Jext & Emerade) for intramuscular self-administration",
        "Nottinghamshire Area Prescribing Committee Joint Formulary (NHS)",
        "https://nottinghamshireformulary.nhs.uk/chaptersSubDetails.asp?FormularySectionID=3&SubSectionRef=03.04.03&SubSectionID=B100&drugmatch=192",
      ),
      productInformation(
        "Anaphylaxis formulary: adrenaline auto-injectors (EpiPen, EpiPen Junior, Jext, Emerade)",
        "NHS Highland (Right Decisions)",
        "https://rightdecisions.scot.nhs.uk/tam-treatments-and-medicines-nhs-highland/formularies/highland-formulary/respiratory-system/antihistamines-hyposensitisation-and-allergic-emergencies/allergic-and-respiratory-emergencies/anaphylaxis-formulary",
      ),
    ],
  }),
];

const HORMONES_AND_VITAMINS: Medicine[] = [
  // Vitamin D2; the strength and schedule vary too much (daily to 50,000 units weekly) to assume a daily amount.
  med(
    "ergocalciferol",
    "Ergocalciferol",
    ["vitamin"],
    null,
    page(
      productInformation(
        "Ergocalciferol 50 000 IU Capsules: patient information leaflet",
        "Medine.co.uk (imedi)",
        "https://imedi.co.uk/ergocalciferol-50-000-iu-capsules",
      ),
    ),
    { other: ["Vitamin D2", "Calciferol"] },
  ),
  med(
    "desmopressin",
    "Desmopressin",
    ["vasopressin-analogue"],
    null,
    page(
      productInformation(
        "Desmopressin oral (desmopressin acetate tablets): monograph",
        MEDSCAPE_UK,
        "https://www.medscape.co.uk/drug/desmopressin-oral-2516-2516",
      ),
    ),
    {
      brands: ["DDAVP", "DDAVP Melt", "DesmoMelt", "Noqdirna"],
      other: ["Desmopressin acetate"],
      also: [
        productInformation(
          "DesmoMelt 120 mcg and 240 mcg oral lyophilisate (desmopressin): patient information leaflet",
          EMC,
          "https://www.medicines.org.uk/emc/medicine/18201",
        ),
        productInformation(
          "Desmopressin 60, 120 and 240 micrograms oral lyophilisate (DDAVP Melt): advice",
          "Scottish Medicines Consortium",
          "https://scottishmedicines.org.uk/medicines-advice/desmopressin-60-120-and-240-micrograms-oral-lyophilisate-ddavp-melt-abbreviatedsubmission-35807",
        ),
        productInformation(
          "Desmopressin acetate (Noqdirna) sublingual tablet: advice",
          "All Wales Therapeutics and Toxicology Centre (AWMSG)",
          "https://awttc.nhs.wales/accessing-medicines/medicine-recommendations/desmopressin-acetate-noqdirna",
        ),
      ],
    },
  ),
];

const STOMACH_AND_BOWEL: Medicine[] = [
  med(
    "propantheline",
    "Propantheline",
    ["antispasmodic"],
    null,
    page(
      productInformation(
        "Propantheline bromide oral (Pro-Banthine 15 mg tablets): monograph",
        MEDSCAPE_UK,
        "https://www.medscape.co.uk/drug/propantheline-bromide-oral-26422-26422",
      ),
    ),
    {
      brands: ["Pro-Banthine"],
      other: ["Propantheline bromide"],
      also: [
        productInformation(
          "Pro-Banthine tablets 15 mg (propantheline bromide): summary of product characteristics",
          "Drugs.com (UK edition)",
          "https://www.drugs.com/uk/pro-banthine-tablets-15mg-leaflet.html",
        ),
      ],
    },
  ),
  // Salts and glucose to replace what diarrhoea loses.
  med(
    "oral-rehydration-salts",
    "Oral rehydration salts",
    ["antidiarrhoeal"],
    "as_needed",
    page(
      productInformation(
        "Oral rehydration salts: monograph (Dioralyte sachets)",
        MEDSCAPE_UK,
        "https://www.medscape.co.uk/drug/oral-rehydration-salts-36292-36292",
      ),
    ),
    {
      brands: ["Dioralyte", "Dioralyte Relief", "Electrolade"],
      other: ["ORS", "Rehydration sachets", "Oral rehydration solution"],
      otc: true,
      also: [
        productInformation(
          "Dioralyte sachets (sodium chloride 0.47 g, potassium chloride 0.30 g, glucose 3.56 g, disodium hydrogen citrate 0.53 g)",
          "e-Medicina (UK pharmacy)",
          "https://e-medicina.co.uk/product/dioralyte-sachets-natural-20/",
        ),
        productInformation(
          "Disodium hydrogen citrate with glucose, potassium chloride and sodium chloride (Dioralyte, Electrolade)",
          "ClinCalc Pro",
          "https://clincalcpro.com/drugs/general-medicine/disodium-hydrogen-citrate-with-glucose-potassium-chloride-and-sodium-chloride",
        ),
      ],
    },
  ),
  med("magnesium-sulfate", "Magnesium sulfate", ["laxative"], null, page(ANDREWS_SALTS_SMPC), {
    other: ["Magnesium sulphate"],
    otc: true,
  }),
  med(
    "magnesium-sulfate-sodium-bicarbonate-citric-acid",
    "Magnesium sulfate, sodium bicarbonate and citric acid",
    ["laxative", "antacid"],
    "as_needed",
    page(ANDREWS_SALTS_SMPC),
    {
      brands: ["Andrews Liver Salts", "Andrews Salts", "Original Andrews Salts"],
      components: ["magnesium-sulfate", "sodium-bicarbonate"],
      otc: true,
      also: [
        productInformation(
          "Magnesium sulfate with sodium bicarbonate and citric acid: monograph",
          MEDSCAPE_UK,
          "https://www.medscape.co.uk/drug/magnesium-sulfate-with-sodium-bicarbonate-and-citric-acid-69201-69201",
        ),
      ],
    },
  ),
];

const PAIN_AND_SKIN: Medicine[] = [
  // Effervescent aspirin: the bicarbonate and citric acid make the fizz and neutralise acid.
  med(
    "aspirin-sodium-bicarbonate-citric-acid",
    "Aspirin with sodium bicarbonate and citric acid",
    ["nsaid"],
    "as_needed",
    bnf("aspirin", "Aspirin"),
    {
      // Not the bare "Alka-Seltzer", which names other products too.
      brands: ["Alka-Seltzer Original"],
      components: ["aspirin", "sodium-bicarbonate"],
      otc: true,
      also: [
        productInformation(
          "Alka-Seltzer Original (acetylsalicylic acid 324 mg, citric acid 965 mg, sodium hydrogen carbonate 1744 mg): summary of product characteristics",
          "Medine.co.uk (imedi)",
          "https://imedi.co.uk/alka-seltzer-original/summary",
        ),
        productInformation(
          "Alka-Seltzer Original: summary of product characteristics",
          EMC,
          "https://medicines.org.uk/emc/product/13691/smpc/print",
        ),
      ],
    },
  ),
  // Rubbed into the scalp for hair loss; the tablets (Loniten) are the blood pressure medicine.
  med(
    "minoxidil-for-the-scalp",
    "Minoxidil for the scalp",
    ["hair-loss-medicine"],
    "twice_daily",
    page(
      productInformation(
        "Regaine for Men Extra Strength Scalp Foam 5% w/w (minoxidil): summary of product characteristics (MHRA)",
        "myHealthbox",
        "https://myhealthbox.eu/en/regaine-for-men-extra-strength-5-scalp-foam/4260639",
      ),
    ),
    {
      brands: ["Regaine", "Regaine for Men", "Regaine for Men Extra Strength", "Regaine for Women"],
      other: ["Minoxidil foam", "Minoxidil scalp solution", "Minoxidil solution"],
      otc: true,
      also: [
        productInformation(
          "Minoxidil scalp preparations for men (Regaine for Men)",
          "Patient.info",
          "https://alpha30.patient.info/medicine/minoxidil-scalp-preparations-for-men-regaine-for-men",
        ),
        productInformation(
          "Hair loss treatment: Regaine Extra Strength for Men (minoxidil 5% foam) and Regaine for Women (minoxidil 2% solution)",
          "Hyde Park Pharmacy",
          "https://hydeparkpharmacy.co.uk/private/hair-loss/",
        ),
      ],
    },
  ),
];

const FOUND_BY_PROBING: Medicine[] = [
  // Vitamin K1 given to reverse warfarin-type anticoagulants; doses vary, so no daily amount is assumed.
  med(
    "phytomenadione",
    "Phytomenadione",
    ["vitamin"],
    null,
    page(
      productInformation(
        "Konakion MM Ampoules 10 mg/ml (phytomenadione, vitamin K1): patient information leaflet",
        EMC,
        "https://www.medicines.org.uk/emc/product/1106/pil",
      ),
    ),
    { brands: ["Konakion", "Konakion MM"], other: ["Vitamin K1", "Phytonadione"] },
  ),
  med(
    "modafinil",
    "Modafinil",
    ["cns-stimulant"],
    null,
    page(
      productInformation(
        "Provigil 100 mg tablets (modafinil): summary of product characteristics",
        EMC,
        "https://medicines.org.uk/emc/product/5412/smpc/print",
      ),
    ),
    { brands: ["Provigil"] },
  ),
  med(
    "loprazolam",
    "Loprazolam",
    ["benzodiazepine"],
    "as_needed",
    page(
      productInformation(
        "Loprazolam 1mg Tablets: summary of product characteristics",
        EMC,
        "https://www.medicines.org.uk/emc/product/4192",
      ),
    ),
    { other: ["Loprazolam mesilate", "Loprazolam mesylate"] },
  ),
  med(
    "dienogest",
    "Dienogest",
    ["progestogen"],
    null,
    page(
      productInformation(
        "Qlaira film-coated tablets (estradiol valerate/dienogest): patient information leaflet",
        EMC,
        "https://www.medicines.org.uk/emc/product/6536/pil",
      ),
    ),
  ),
  med(
    "estradiol-valerate-with-dienogest",
    "Estradiol valerate with dienogest",
    ["combined-hormonal-contraceptive"],
    "once_daily",
    page(
      productInformation(
        "Qlaira film-coated tablets (estradiol valerate/dienogest): patient information leaflet",
        EMC,
        "https://www.medicines.org.uk/emc/product/6536/pil",
      ),
    ),
    {
      brands: ["Qlaira"],
      components: ["estradiol", "dienogest"],
      also: [
        productInformation(
          "Estradiol valerate and (estradiol valerate with dienogest) oral (Qlaira tablets): monograph",
          MEDSCAPE_UK,
          "https://www.medscape.co.uk/drug/estradiol-valerate-and-estradiol-valerate-with-dienogest-oral-70575-70575",
        ),
      ],
    },
  ),
  med(
    "naltrexone-with-bupropion",
    "Naltrexone with bupropion",
    ["weight-loss-medicine"],
    "twice_daily",
    epar("mysimba", "Mysimba"),
    {
      brands: ["Mysimba"],
      components: ["naltrexone", "bupropion"],
    },
  ),
  med(
    "co-triamterzide",
    "Co-triamterzide",
    ["potassium-sparing-diuretic", "thiazide-diuretic"],
    "once_daily",
    page(
      productInformation(
        "Dyazide 50mg/25mg Tablets (triamterene, hydrochlorothiazide): patient information leaflet",
        "Medine.co.uk (imedi)",
        "https://imedi.co.uk/dyazide-50mg-25mg-tablets",
      ),
    ),
    {
      brands: ["Dyazide"],
      other: ["Triamterene and hydrochlorothiazide", "Triamterene with hydrochlorothiazide"],
      components: ["triamterene", "hydrochlorothiazide"],
    },
  ),
  med(
    "calcium-carbonate-magnesium-carbonate-sodium-bicarbonate",
    "Calcium carbonate, magnesium carbonate and sodium bicarbonate",
    ["antacid"],
    "as_needed",
    page(
      productInformation(
        "Bisodol Indigestion Relief Tablets (sodium bicarbonate 64 mg, calcium carbonate 522 mg, light magnesium carbonate 68 mg): summary of product characteristics",
        "Medine.co.uk",
        "https://medine.co.uk/bisodol-indigestion-relief-tablets/summary",
      ),
    ),
    {
      brands: [
        "Bisodol Indigestion Relief",
        "Bisodol Indigestion Relief Tablets",
        "Bisodol Extra Strong Mint",
      ],
      components: ["calcium-carbonate", "magnesium-carbonate", "sodium-bicarbonate"],
      otc: true,
      also: [
        productInformation(
          "Bisodol Extra Strong Mint Tablets: summary of product characteristics",
          "Medine.co.uk (imedi)",
          "https://imedi.co.uk/bisodol-extra-strong-mint-tablets/summary",
        ),
      ],
    },
  ),
  // A decongestant nasal spray, like xylometazoline (Otrivine).
  med(
    "oxymetazoline",
    "Oxymetazoline",
    ["decongestant"],
    null,
    page(
      productInformation(
        "Vicks Sinex Micromist (oxymetazoline hydrochloride 0.05% w/v): summary of product characteristics",
        "Medine.co.uk (imedi)",
        "https://imedi.co.uk/vicks-sinex-micromist/summary",
      ),
    ),
    {
      // In the UK every Vicks Sinex spray is oxymetazoline (phenylephrine only abroad).
      brands: [
        "Vicks Sinex Micromist",
        "Sinex Micromist",
        "Vicks Sinex",
        "Sinex",
        "Vicks Sinex Soother",
        "Sinex Soother",
      ],
      other: ["Oxymetazoline hydrochloride"],
      otc: true,
      also: [WOTC.sinexSootherLeaflet, WOTC.vicksSinexEncyclopedia],
    },
  ),
  med(
    "meclozine",
    "Meclozine",
    ["antihistamine", "antiemetic"],
    "once_daily",
    page(
      productInformation(
        "Sea-Legs Tablets (meclozine hydrochloride 12.5 mg): summary of product characteristics",
        "Patient-info.co.uk",
        "https://patient-info.co.uk/sea-legs-tablets-89577/summary-of-medicine-characteristics",
      ),
    ),
    { brands: ["Sea-Legs"], other: ["Meclozine hydrochloride", "Meclizine"], otc: true },
  ),
  // Bowel preparation before a colonoscopy; the magnesium and citric acid make magnesium citrate.
  med(
    "sodium-picosulfate-with-magnesium-citrate",
    "Sodium picosulfate with magnesium citrate",
    ["laxative"],
    null,
    page(
      productInformation(
        "Picolax powder for oral solution (sodium picosulfate, magnesium oxide, citric acid): patient information leaflet",
        "Drugs.com (UK edition)",
        "https://www.drugs.com/uk/picolax-powder-for-oral-solution-leaflet.html",
      ),
    ),
    { brands: ["Picolax"], components: ["sodium-picosulfate"] },
  ),
  // Iron given into a vein in hospital: no daily amount, as one infusion may give up to 1,000 mg.
  med(
    "ferric-carboxymaltose",
    "Ferric carboxymaltose",
    ["iron-preparation"],
    null,
    page(
      productInformation(
        "Ferinject 50 mg iron/mL solution for injection/infusion (ferric carboxymaltose): product information (MHRA)",
        "RxReasoner",
        "https://www.rxreasoner.com/monographs/9417",
      ),
    ),
    {
      brands: ["Ferinject"],
      also: [
        productInformation(
          "Ferinject (ferric carboxymaltose) prescribing information - UK",
          "Vifor Pharma (Ferinject UK)",
          "https://ferinject.co.uk/healthcare-professional/prescribing-information",
        ),
      ],
    },
  ),
  med(
    "ferric-derisomaltose",
    "Ferric derisomaltose",
    ["iron-preparation"],
    null,
    page(
      productInformation(
        "Ferric derisomaltose parenteral (Monofer): monograph",
        MEDSCAPE_UK,
        "https://www.medscape.co.uk/drug/ferric-derisomaltose-parenteral-70648-70648",
      ),
    ),
    { brands: ["Monofer", "Diafer"] },
  ),
  med(
    "lanthanum-carbonate",
    "Lanthanum carbonate",
    ["phosphate-binder"],
    "three_times_daily",
    page(
      productInformation(
        "Fosrenol chewable tablets (lanthanum carbonate): product information (MHRA)",
        "RxReasoner",
        "https://www.rxreasoner.com/monographs/fosrenol-tab/usage",
      ),
    ),
    { brands: ["Fosrenol"], other: ["Lanthanum"] },
  ),
  // The licensed 1 mg tablet; cyanocobalamin's own entry stands for the 50 microgram tablets.
  med(
    "cyanocobalamin-1-mg-tablets",
    "Cyanocobalamin 1 mg tablets",
    ["vitamin"],
    "once_daily",
    page(
      productInformation(
        "Orobalin 1 mg film-coated tablets (cyanocobalamin): summary of product characteristics",
        EMC,
        "https://medicines.org.uk/emc/product/11887/smpc/print",
      ),
    ),
    {
      brands: ["Orobalin"],
      nutrients: [
        {
          ingredient: "vitamin-b12",
          amount: 1000,
          unit: "µg",
          usualDose: "one 1 mg tablet a day, the maintenance dose",
          typedStrength: true,
        },
      ],
    },
  ),
  // Prescribed cannabis-based medicines; "CBD" and "cannabidiol" alone stay the supplement.
  med(
    "cannabidiol-oral-solution",
    "Cannabidiol oral solution",
    ["antiepileptic"],
    "twice_daily",
    epar("epidyolex", "Epidyolex"),
    { brands: ["Epidyolex"] },
  ),
  med(
    "nabiximols",
    "Nabiximols",
    ["ms-medicine"],
    null,
    page(
      productInformation(
        "Delta-9-tetrahydrocannabinol and cannabidiol (Sativex): advice",
        "Scottish Medicines Consortium",
        "https://www.scottishmedicines.org.uk/medicines-advice/delta-9-tetrahydrocannabinol-and-cannabidiol-sativex-full-smc2473/",
      ),
    ),
    { brands: ["Sativex"] },
  ),
  // NSAIDs sold with a stomach protector; misoprostol has its own entry (wmed7) and is listed as a component.
  med(
    "diclofenac-with-misoprostol",
    "Diclofenac with misoprostol",
    ["nsaid"],
    "twice_daily",
    page(
      productInformation(
        "Arthrotec 50 modified-release tablets (diclofenac sodium 50 mg, misoprostol 200 micrograms): patient information leaflet",
        "Drugs.com (UK edition)",
        "https://www.drugs.com/uk/arthrotec-50-modified-release-tablets-leaflet.html",
      ),
    ),
    {
      brands: ["Arthrotec", "Arthrotec 50", "Arthrotec 75"],
      other: ["Diclofenac and misoprostol"],
      components: ["diclofenac", "misoprostol"],
      also: [
        productInformation(
          "Diclofenac sodium and misoprostol 50 mg/200 micrograms modified release tablets: summary of product characteristics",
          "Medine.co.uk (imedi)",
          "https://imedi.co.uk/diclofenac-sodium-and-misoprostol-50-mg-200-micrograms-modified-release-tablets/summary",
        ),
      ],
    },
  ),
  med(
    "naproxen-with-esomeprazole",
    "Naproxen with esomeprazole",
    ["nsaid", "ppi"],
    "twice_daily",
    page(
      productInformation(
        "VIMOVO 500 mg/20 mg modified-release tablets (naproxen, esomeprazole): summary of product characteristics",
        EMC,
        "https://medicines.org.uk/emc/product/5743/smpc/print",
      ),
    ),
    {
      brands: ["Vimovo"],
      other: ["Naproxen and esomeprazole"],
      components: ["naproxen", "esomeprazole"],
    },
  ),
  // Slynd is drospirenone alone, a progestogen-only pill (drospirenone is otherwise met inside combined pills).
  med(
    "drospirenone-only-pill",
    "Drospirenone progestogen-only pill",
    ["progestogen-only-contraceptive", "progestogen"],
    "once_daily",
    page(
      productInformation(
        "Slynd 4 mg film-coated tablets (drospirenone): patient leaflet",
        "Patient-info.co.uk",
        "https://patient-info.co.uk/slynd-4-mg-film-coated-tablets-89156/patient-leaflet",
      ),
    ),
    {
      brands: ["Slynd"],
      other: [
        "drospirenone 4mg",
        "drospirenone 4 mg",
        "drospirenone only pill",
        "drospirenone progestogen-only pill",
      ],
      components: ["drospirenone"],
    },
  ),
  // Diphenoxylate with a little atropine, which deters taking too much.
  med(
    "co-phenotrope",
    "Co-phenotrope",
    ["antidiarrhoeal"],
    null,
    page(
      productInformation(
        "Lomotil / Co-phenotrope 2.5mg/0.025mg Tablets (diphenoxylate hydrochloride, atropine sulphate): summary of product characteristics",
        "Medine.co.uk (imedi)",
        "https://imedi.co.uk/co-phenotrope-2-5mg-0-025mg-tablets/summary",
      ),
    ),
    { brands: ["Lomotil"], other: ["Diphenoxylate with atropine", "Diphenoxylate and atropine"] },
  ),
];

export const MORE_UK_MEDICINES: Medicine[] = [
  ...BLOOD_AND_HEART,
  ...HORMONES_AND_VITAMINS,
  ...STOMACH_AND_BOWEL,
  ...PAIN_AND_SKIN,
  ...FOUND_BY_PROBING,
];
