// Medicines on NHS trust formularies that the reader did not recognise when their A to Z lists were read
// through (University Hospitals Birmingham, George Eliot, Wolverhampton and other netFormulary sites). Each
// cites its BNF monograph, or the UK page it was found on where no BNF page could be confirmed; the class
// comes from the formulary section that lists it or from the cited page, and brands only from a page that
// names them with the medicine.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, med, page } from "./build";

/** A UK formulary, guidance or product page that lists the medicine, its section or its brand. */
function source(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

const UHB = "University Hospitals Birmingham NHS Foundation Trust (formulary)";

const UHB_CANCER_CHAPTER = source(
  "Formulary chapter 8.1: cancer medicines (asciminib, asparaginase, bexarotene, carmustine, ceritinib, chlormethine, clofarabine, crisantaspase)",
  UHB,
  "https://www.uhb.nhs.uk/formulary/chapter/8/8.1",
);

const UHB_IMMUNE_CHAPTER = source(
  "Formulary chapter 8.2: drugs affecting the immune response (avacopan, Tavneos)",
  UHB,
  "https://www.uhb.nhs.uk/formulary/chapter/8/8.2",
);

/** A report of the whole formulary with each item's BNF section (2.5.1, 2.9, 2.12 and so on). */
const QVH_FORMULARY = source(
  "Report generated from BNF with QVH Formulary (FormularyComplete), accessed 9 October 2015",
  "Queen Victoria Hospital NHS Foundation Trust (via Docslib)",
  "https://docslib.org/doc/12174586/accessed-09-10-2015-title-formu",
);

const CANCER = ["anticancer"];

const CANCER_MEDICINES: Medicine[] = [
  med("asciminib", "Asciminib", ["kinase-inhibitor"], null, bnf("asciminib"), {
    brands: ["Scemblix"],
    also: [
      UHB_CANCER_CHAPTER,
      source(
        "Asciminib for treating chronic myeloid leukaemia after 2 or more tyrosine kinase inhibitors (TA813): recommendations",
        "National Institute for Health and Care Excellence (NICE)",
        "https://www.nice.org.uk/guidance/ta813/chapter/1-Recommendations",
      ),
      source(
        "Asciminib (Scemblix): advice",
        "Scottish Medicines Consortium",
        "https://scottishmedicines.org.uk/medicines-advice/asciminib-scemblix-full-smc2482",
      ),
    ],
  }),
  med("asparaginase", "Asparaginase", CANCER, null, bnf("asparaginase"), { also: [UHB_CANCER_CHAPTER] }),
  med("crisantaspase", "Crisantaspase", CANCER, null, bnf("crisantaspase"), { also: [UHB_CANCER_CHAPTER] }),
  med("pegaspargase", "Pegaspargase", CANCER, null, bnf("pegaspargase")),
  med("bexarotene", "Bexarotene", CANCER, null, bnf("bexarotene"), { also: [UHB_CANCER_CHAPTER] }),
  med("ceritinib", "Ceritinib", CANCER, null, bnf("ceritinib"), {
    brands: ["Zykadia"],
    also: [UHB_CANCER_CHAPTER],
  }),
  med("vandetanib", "Vandetanib", CANCER, null, bnf("vandetanib")),
  med("carmustine", "Carmustine", CANCER, null, bnf("carmustine"), { also: [UHB_CANCER_CHAPTER] }),
  med("clofarabine", "Clofarabine", CANCER, null, bnf("clofarabine"), { also: [UHB_CANCER_CHAPTER] }),
  med("arsenic-trioxide", "Arsenic trioxide", CANCER, null, bnf("arsenic-trioxide"), {
    brands: ["Trisenox"],
    also: [UHB_CANCER_CHAPTER],
  }),
  // An antimetabolite taken as tablets, like mercaptopurine, for leukaemia.
  med("tioguanine", "Tioguanine", ["cytotoxic-chemotherapy"], null, bnf("tioguanine"), {
    other: ["Thioguanine", "6-thioguanine"],
  }),
  // An infusion given only in hospital: cited from the formulary chapter that lists it with cancer medicines.
  med("bendamustine", "Bendamustine", CANCER, null, page(UHB_CANCER_CHAPTER), {
    other: ["Bendamustine hydrochloride"],
  }),
  // A gel for lymphoma of the skin; still a cancer medicine, so the cancer team's caution applies.
  med("chlormethine", "Chlormethine", CANCER, null, bnf("chlormethine"), { also: [UHB_CANCER_CHAPTER] }),
];

const HEART_AND_CIRCULATION: Medicine[] = [
  med("adenosine", "Adenosine", ["antiarrhythmic"], null, bnf("adenosine"), {
    brands: ["Adenocor"],
  }),
  // Formularies list it with the drugs for arrhythmias (BNF 2.3.2); Namuscla is the licensed capsule.
  med(
    "mexiletine",
    "Mexiletine",
    ["antiarrhythmic"],
    null,
    page(
      source(
        "Reports: mexiletine 167 mg hard capsules (Namuscla)",
        UHB,
        "https://www.uhb.nhs.uk/formulary/list/with-ta?start=241",
      ),
    ),
    { brands: ["Namuscla"], other: ["Mexiletine hydrochloride"] },
  ),
  med("disopyramide", "Disopyramide", ["antiarrhythmic"], null, bnf("disopyramide"), {
    also: [
      source(
        "The antiarrhythmic effect of intravenous disopyramide in an open study",
        "Scilit (abstract)",
        "https://scilit.com/publications/49807f72df343e3080203e9d5ddcc58c",
      ),
    ],
  }),
  // A cardiac myosin inhibitor for obstructive hypertrophic cardiomyopathy, started by heart specialists.
  med(
    "mavacamten",
    "Mavacamten",
    ["heart-medicine"],
    "once_daily",
    page(
      source(
        "Camzyos 15 mg hard capsules (mavacamten): summary of product characteristics",
        "Electronic medicines compendium (emc)",
        "https://www.medicines.org.uk/emc/product/15028/smpc",
      ),
    ),
    { brands: ["Camzyos"] },
  ),
  med("tirofiban", "Tirofiban", ["antiplatelet"], null, bnf("tirofiban"), {
    brands: ["Aggrastat"],
    also: [QVH_FORMULARY],
  }),
  // A nicotinic acid derivative; the QVH formulary lists it under lipid-regulating drugs.
  med("acipimox", "Acipimox", ["lipid-lowering"], null, bnf("acipimox"), { also: [QVH_FORMULARY] }),
  // The QVH formulary lists riociguat and ambrisentan among vasodilator antihypertensive drugs (BNF 2.5.1).
  med(
    "ambrisentan",
    "Ambrisentan",
    ["pulmonary-hypertension-medicine", "antihypertensive"],
    null,
    bnf("ambrisentan"),
    { also: [QVH_FORMULARY] },
  ),
  med(
    "riociguat",
    "Riociguat",
    ["pulmonary-hypertension-medicine", "antihypertensive"],
    null,
    bnf("riociguat"),
    { brands: ["Adempas"], also: [QVH_FORMULARY] },
  ),
  med("bosentan", "Bosentan", ["pulmonary-hypertension-medicine"], null, bnf("bosentan"), {
    brands: ["Tracleer"],
    also: [
      source(
        "Medicines A to Z: bosentan tablets (hospital only, NHS England commissioned)",
        UHB,
        "https://www.jobs.uhb.nhs.uk/formulary/list/a-to-z?field_like_Name=B%&start=71",
      ),
    ],
  }),
  med("macitentan", "Macitentan", ["pulmonary-hypertension-medicine"], null, bnf("macitentan"), {
    brands: ["Opsumit"],
    also: [
      source(
        "Opsumit 10 mg film-coated tablets (macitentan): patient leaflet (Great Britain)",
        "electronic medicines compendium (emc)",
        "https://medicines.org.uk/emc/product/5223/xpil/print",
      ),
    ],
  }),
  med("selexipag", "Selexipag", ["pulmonary-hypertension-medicine"], null, bnf("selexipag"), {
    brands: ["Uptravi"],
    also: [
      source(
        "Selexipag (Uptravi) for pulmonary arterial hypertension: advice",
        "All Wales Therapeutics and Toxicology Centre (AWMSG)",
        "https://awttc.nhs.wales/accessing-medicines/medicine-recommendations/selexipag-uptravi",
      ),
    ],
  }),
];

const HORMONES_AND_GUT: Medicine[] = [
  // Swallowed or rectal budesonide acts on the gut (Crohn's disease, colitis, eosinophilic oesophagitis);
  // the inhalers keep their own entry. Formularies list it with the gut's corticosteroids (1.5.2).
  med(
    "budesonide-for-the-gut",
    "Budesonide for the gut",
    ["corticosteroid"],
    null,
    bnf("budesonide", "Budesonide"),
    {
      brands: ["Budenofalk", "Entocort", "Entocort CR", "Cortiment", "Jorveza"],
      other: [
        "Budesonide capsules",
        "Budesonide tablets",
        "Budesonide MMX",
        "Budesonide rectal foam",
        "Budesonide orodispersible tablets",
      ],
      also: [
        source(
          "1.5.2 Corticosteroids: budesonide (Budenofalk, Entocort CR, rectal foam, orodispersible tablets)",
          "Devon Formulary and Referral (NHS Devon)",
          "https://northeast.devonformularyguidance.nhs.uk/formulary/chapters/1.-gastrointestinal/1-5-chronic-bowel-disorders/1-5-2-corticosteroids",
        ),
        source(
          "01.05.02 Corticosteroids: budesonide (Budenofalk, Entocort CR, Jorveza, Cortiment)",
          "Bedfordshire and Luton Joint Formulary (NHS, netFormulary)",
          "https://v9.netformulary.co.uk/FormularyDetails?GroupID=857",
        ),
      ],
    },
  ),
  med("octreotide", "Octreotide", ["somatostatin-analogue"], null, bnf("octreotide"), {
    brands: ["Sandostatin LAR"],
    also: [
      source(
        "Medicines A to Z: octreotide (Sandostatin LAR) injection",
        UHB,
        "https://jobs.uhb.nhs.uk/formulary/list/a-to-z?field_like_Name=O%25",
      ),
    ],
  }),
  med("lanreotide", "Lanreotide", ["somatostatin-analogue"], null, bnf("lanreotide")),
  // Jinarc slows polycystic kidney disease; Samsca treats low sodium (SIADH).
  med("tolvaptan", "Tolvaptan", ["vasopressin-antagonist"], null, bnf("tolvaptan"), {
    brands: ["Jinarc", "Samsca"],
    also: [
      source(
        "Tolvaptan for treating autosomal dominant polycystic kidney disease (TA358): the technology",
        "National Institute for Health and Care Excellence (NICE)",
        "https://www.nice.org.uk/guidance/ta358/chapter/2-The-technology",
      ),
      source(
        "Medicines A to Z: tolvaptan (Jinarc), tolvaptan (Samsca)",
        UHB,
        "https://www.jobs.uhb.nhs.uk/formulary/list/a-to-z?field_like_Name=T%&start=71",
      ),
    ],
  }),
  // Taken with every meal, in doses set by the fat eaten, so no usual frequency is assumed.
  med("pancreatin", "Pancreatin", ["pancreatic-enzyme"], null, bnf("pancreatin"), {
    brands: [
      "Creon",
      "Creon 10000",
      "Creon 25000",
      "Creon 40000",
      "Creon Micro",
      "Nutrizym 22",
      "Pancrex",
      "Pancrex V",
    ],
    other: ["Pancreatic enzymes", "Pancreatic enzyme replacement therapy", "PERT"],
    also: [
      source(
        "1.9.4 Pancreatin (Creon, Nutrizym 22, Pancrex V)",
        "Devon Formulary and Referral (NHS Devon)",
        "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/1-gastrointestinal/1-9-intestinal-secretions/1-9-4-pancreatin",
      ),
      source(
        "Pancreatin oral (Creon, Pancrex and Pancrex V): monograph",
        "Medscape UK",
        "https://www.medscape.co.uk/drug/pancreatin-oral-70141-70141",
      ),
    ],
  }),
  // The calcium half of OsvaRen; calcium acetate also comes alone as a phosphate binder.
  med(
    "calcium-acetate",
    "Calcium acetate",
    ["phosphate-binder", "calcium-preparation"],
    null,
    page(
      source(
        "Calcium acetate and magnesium carbonate oral (phosphate binders): monograph",
        "Medscape UK",
        "https://www.medscape.co.uk/drug/calcium-acetate-and-magnesium-carbonate-oral-70565-70565",
      ),
    ),
    {
      brands: ["Phosex", "Renacet"],
      also: [
        source(
          "Phosex 1000 mg tablets (calcium acetate, 250 mg calcium): summary of product characteristics",
          "Electronic medicines compendium (emc)",
          "https://www.medicines.org.uk/emc/product/47/smpc",
        ),
        source(
          "Renal prescribing: calcium salts (acetate = Phosex, Renacet, PhosLo)",
          "RenalMed",
          "https://renalmed.co.uk/renal-prescribing/calcium-salts",
        ),
      ],
    },
  ),
  med(
    "calcium-acetate-with-magnesium-carbonate",
    "Calcium acetate with magnesium carbonate",
    ["phosphate-binder", "calcium-preparation"],
    null,
    page(
      source(
        "Osvaren 435 mg / 235 mg film-coated tablets (calcium acetate, heavy magnesium carbonate): summary of product characteristics",
        "Electronic medicines compendium (emc)",
        "https://www.medicines.org.uk/emc/product/490/smpc",
      ),
    ),
    {
      brands: ["OsvaRen"],
      other: ["Calcium acetate and magnesium carbonate"],
      components: ["calcium-acetate", "magnesium-carbonate"],
    },
  ),
];

const INFECTIONS: Medicine[] = [
  // Liposomal, lipid-complex and plain forms are not interchangeable, but all are amphotericin.
  med(
    "amphotericin",
    "Amphotericin",
    ["antifungal"],
    null,
    page(
      source(
        "5.2.3 Polyene antifungals: amphotericin B (AmBisome Liposomal, Fungizone)",
        "Devon Formulary and Referral (NHS Devon)",
        "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/5-infections/5-2-antifungal-drugs/5-2-3-polyene-antifungals",
      ),
    ),
    {
      brands: ["AmBisome", "AmBisome Liposomal", "Fungizone", "Abelcet"],
      other: ["Amphotericin B", "Liposomal amphotericin", "Liposomal amphotericin B"],
    },
  ),
  // A COVID-19 antiviral tablet given at home by the COVID medicines delivery units.
  med("molnupiravir", "Molnupiravir", ["antiviral"], null, bnf("molnupiravir"), {
    brands: ["Lagevrio"],
    also: [
      source(
        "Reports: molnupiravir (Lagevrio), oral antiviral for COVID-19 (NICE TA878 and TA1056)",
        UHB,
        "https://www.uhb.nhs.uk/formulary/reports?report=with-comments&start=660",
      ),
    ],
  }),
  // Antibiotics kept for resistant infections; colistimethate is also inhaled at home in cystic fibrosis.
  med(
    "colistimethate",
    "Colistimethate",
    ["antibacterial"],
    null,
    bnf("colistimethate-sodium", "Colistimethate sodium"),
    {
      brands: ["Promixin", "Colomycin", "Colobreathe"],
      other: ["Colistimethate sodium", "Colistin"],
      also: [
        source(
          "Medicines A to Z: colistimethate sodium (Promixin, Colomycin, Colobreathe)",
          UHB,
          "https://jobs.uhb.nhs.uk/formulary/list/a-to-z?field_like_Name=C%25&start=181",
        ),
      ],
    },
  ),
  med("dalbavancin", "Dalbavancin", ["antibacterial"], null, bnf("dalbavancin")),
  med("flucytosine", "Flucytosine", ["antifungal"], null, bnf("flucytosine"), {
    brands: ["Ancotil"],
    also: [
      source(
        "Antifungal drugs for specialist use only (amphotericin B, flucytosine (Ancotil))",
        "NHS Highland formulary",
        "https://tam.nhsh.scot/formularies/highland-formulary/infections/antifungal-drugs/antifungal-drugs-for-specialist-use/",
      ),
    ],
  }),
];

const NERVES_AND_IMMUNITY: Medicine[] = [
  // Formularies list "interferon beta" without saying which: beta-1a (Avonex, Rebif) and beta-1b (Betaferon,
  // Extavia) keep their own entries, and this one stands for either, with the class both share.
  med(
    "interferon-beta",
    "Interferon beta",
    ["ms-medicine"],
    null,
    page(
      source(
        "Beta interferons and glatiramer acetate for treating multiple sclerosis (TA527): Avonex, Rebif, Betaferon and Extavia",
        "National Institute for Health and Care Excellence (NICE)",
        "https://www.nice.org.uk/guidance/ta527/chapter/2-Information-about-the-beta-interferons-and-glatiramer-acetate",
      ),
    ),
    {
      other: ["Beta interferon", "Beta interferons"],
      also: [
        source(
          "Interferon beta: multiple sclerosis (Betaferon, Avonex, Rebif, Extavia)",
          "Surrey Heartlands Prescribing Advisory Database (NHS)",
          "https://surrey.res.services/PAD/Profile/Index/4449",
        ),
      ],
    },
  ),
  med("esketamine", "Esketamine", ["antidepressant"], null, bnf("esketamine"), {
    brands: ["Spravato"],
    also: [
      source(
        "Esketamine (Spravato) 28 mg nasal spray, with an oral antidepressant, for major depressive disorder",
        "All Wales Therapeutics and Toxicology Centre (AWMSG)",
        "https://awttc.nhs.wales/accessing-medicines/medicine-recommendations/esketamine-spravato1",
      ),
    ],
  }),
  // Listed with the CNS stimulants (4.4), like modafinil; for daytime sleepiness in narcolepsy and sleep apnoea.
  med("solriamfetol", "Solriamfetol", ["cns-stimulant"], null, bnf("solriamfetol"), { brands: ["Sunosi"] }),
  med("alfentanil", "Alfentanil", ["opioid"], null, bnf("alfentanil"), {
    also: [
      source(
        "Medicines A to Z: alfentanil injection and nasal spray (palliative care)",
        UHB,
        "https://jobs.uhb.nhs.uk/formulary/list/a-to-z?field_like_Name=A%25&start=41",
      ),
    ],
  }),
  // The formulary lists the take-home naloxone kits with the drugs used in substance dependence (4.10).
  med(
    "naloxone",
    "Naloxone",
    ["dependence-medicine"],
    null,
    bnf("naloxone-hydrochloride", "Naloxone hydrochloride"),
    {
      brands: ["Nyxoid"],
      other: ["Naloxone hydrochloride"],
    },
  ),
  // Listed under mucolytics (3.7); Parvolex is the infusion for paracetamol overdose. "NAC" stays the supplement.
  med("acetylcysteine", "Acetylcysteine", ["mucolytic"], null, bnf("acetylcysteine"), {
    brands: ["NACSYS", "Parvolex"],
  }),
  // Advanced treatments for ulcerative colitis, offered where vedolizumab or ustekinumab would be.
  med("etrasimod", "Etrasimod", ["immunosuppressant"], "once_daily", bnf("etrasimod"), {
    brands: ["Velsipity"],
    also: [
      source(
        "Etrasimod for treating moderately to severely active ulcerative colitis (TA956): recommendations",
        "National Institute for Health and Care Excellence (NICE)",
        "https://www.nice.org.uk/guidance/TA956/chapter/1-recommendations",
      ),
    ],
  }),
  med("mirikizumab", "Mirikizumab", ["immunosuppressant"], null, bnf("mirikizumab"), {
    also: [
      source(
        "Mirikizumab for treating moderately to severely active ulcerative colitis (TA925): recommendations",
        "National Institute for Health and Care Excellence (NICE)",
        "https://www.nice.org.uk/guidance/TA925/chapter/1-Recommendations",
      ),
    ],
  }),
  med("avacopan", "Avacopan", ["immunosuppressant"], null, bnf("avacopan"), {
    brands: ["Tavneos"],
    also: [UHB_IMMUNE_CHAPTER],
  }),
];

export const FORMULARY_MEDICINES: Medicine[] = [
  ...CANCER_MEDICINES,
  ...HEART_AND_CIRCULATION,
  ...HORMONES_AND_GUT,
  ...INFECTIONS,
  ...NERVES_AND_IMMUNITY,
];
