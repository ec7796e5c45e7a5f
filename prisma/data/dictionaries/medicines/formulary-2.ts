// The second read-through of NHS trust formularies (University Hospitals Birmingham's later letters and
// chapters, and the chapter pages of other netFormulary sites): medicines the reader still did not recognise.
// Each cites its BNF monograph, or a UK guidance or product page where that is the better source; the class
// comes from the formulary section that lists it or from the cited page, brands only from a page that names
// them with the medicine.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, med, page } from "./build";

/** A UK formulary, guidance or product page that lists the medicine, its section or its brand. */
function source(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

const UHB = "University Hospitals Birmingham NHS Foundation Trust (formulary)";

const UHB_IMMUNE_CHAPTER = source(
  "Formulary chapter 8.2: gemtuzumab ozogamicin, inotuzumab ozogamicin (Besponsa), mifamurtide",
  UHB,
  "https://www.uhb.nhs.uk/formulary/chapter/8/8.2",
);

const CANCER = ["anticancer"];

const CANCER_MEDICINES: Medicine[] = [
  // Listed under the protein kinase inhibitors of 08.01.05, with afatinib and crizotinib.
  med("dacomitinib", "Dacomitinib", ["kinase-inhibitor"], null, bnf("dacomitinib"), {
    brands: ["Vizimpro"],
    also: [
      source(
        "Dacomitinib for untreated EGFR mutation-positive non-small-cell lung cancer (TA595): information about dacomitinib (Vizimpro, Pfizer)",
        "National Institute for Health and Care Excellence (NICE)",
        "https://www.nice.org.uk/consultations/521/1/information-about-dacomitinib",
      ),
    ],
  }),
  // Tablets taken at home for adrenal cancer, for months at a time.
  med("mitotane", "Mitotane", CANCER, null, bnf("mitotane"), {
    brands: ["Lysodren"],
    also: [
      source(
        "Mitotane tablets (Lysodren 500 mg tablets): monograph",
        "Medscape UK",
        "https://www.medscape.co.uk/drug/mitotane-tablets-70291-70291",
      ),
    ],
  }),
  med("mitoxantrone", "Mitoxantrone", CANCER, null, bnf("mitoxantrone"), {
    also: [
      source(
        "Reports: mitoxantrone injection (for hospital use only)",
        UHB,
        "https://www.uhb.nhs.uk/formulary/reports?report=with-comments&start=660",
      ),
    ],
  }),
  med("pixantrone", "Pixantrone", CANCER, null, bnf("pixantrone")),
  med("gemtuzumab-ozogamicin", "Gemtuzumab ozogamicin", CANCER, null, bnf("gemtuzumab-ozogamicin"), {
    other: ["Gemtuzumab"],
    also: [UHB_IMMUNE_CHAPTER],
  }),
  med("inotuzumab-ozogamicin", "Inotuzumab ozogamicin", CANCER, null, bnf("inotuzumab-ozogamicin"), {
    brands: ["Besponsa"],
    other: ["Inotuzumab"],
    also: [UHB_IMMUNE_CHAPTER],
  }),
  med("mifamurtide", "Mifamurtide", CANCER, null, bnf("mifamurtide"), { also: [UHB_IMMUNE_CHAPTER] }),
  med("daunorubicin", "Daunorubicin", CANCER, null, bnf("daunorubicin")),
  // One liposomal infusion of both; each component keeps its own entry.
  med(
    "daunorubicin-with-cytarabine",
    "Daunorubicin with cytarabine",
    CANCER,
    null,
    page(
      source(
        "Liposomal cytarabine–daunorubicin for untreated acute myeloid leukaemia (TA552): information about liposomal cytarabine–daunorubicin (Vyxeos)",
        "National Institute for Health and Care Excellence (NICE)",
        "https://www.nice.org.uk/guidance/ta552/chapter/2-Information-about-liposomal-cytarabinedaunorubicin",
      ),
    ),
    {
      brands: ["Vyxeos"],
      other: ["Cytarabine-daunorubicin liposomal", "Liposomal daunorubicin and cytarabine"],
      components: ["daunorubicin", "cytarabine"],
      also: [
        source(
          "8.4.13 Other cytotoxic antineoplastics: liposomal daunorubicin with cytarabine (Vyxeos)",
          "Devon Formulary and Referral (NHS Devon)",
          "https://northeast.devonformularyguidance.nhs.uk/formulary/chapters/8-immunomodulatory-treatments-and-malignant-disease/8-4-cytotoxic-antineoplastics/8-4-13-other-cytotoxic-antineoplastics",
        ),
      ],
    },
  ),
];

const BLOOD: Medicine[] = [
  // Listed in 9.1.4 with the drugs that raise the platelet count before a planned procedure in liver disease.
  med("lusutrombopag", "Lusutrombopag", ["tpo-receptor-agonist"], null, bnf("lusutrombopag"), {
    brands: ["Mulpleo"],
    also: [
      source(
        "Southampton Joint Formulary cumulative update: lusutrombopag tablets (Mulpleo), red, BNF 9.1.4, NICE TA617",
        "Southampton Joint Formulary (via Docslib)",
        "https://docslib.org/doc/9444396/southampton-joint-formulary-cumulative-update",
      ),
    ],
  }),
  med("iron-sucrose", "Iron sucrose", ["iron-preparation"], null, bnf("iron-sucrose"), {
    brands: ["Venofer"],
    also: [
      source(
        "09-01-01-02 Parenteral iron: ferric carboxymaltose (Ferinject), ferric derisomaltose (Diafer), iron sucrose (Venofer)",
        "Lancashire and South Cumbria Formulary (NHS, netFormulary)",
        "https://lancashireandsouthcumbriaformulary.nhs.uk/Mobile/chaptersSubDetails.asp?FormularySectionID=9&SubSectionID=A100&SubSectionRef=09.01.01.02",
      ),
    ],
  }),
  // Lowers the platelet count in essential thrombocythaemia; taken with aspirin it adds to the bleeding risk.
  med("anagrelide", "Anagrelide", ["bleeding-risk-medicine"], null, bnf("anagrelide"), {
    brands: ["Xagrid"],
    also: [
      source(
        "Xagrid 0.5 mg hard capsules (anagrelide): summary of product characteristics",
        "European Medicines Agency product information (via Docslib)",
        "https://docslib.org/doc/10389732/xagrid-inn-anagrelide-hydrochloride",
      ),
      source(
        "Essential thrombocythemia: what is anagrelide? (the chance of bleeding is increased if you also take aspirin)",
        "NCCN Guidelines for Patients: Myeloproliferative Neoplasms",
        "https://www.nccn.org/patients/guidelines/mpn/31/index.html",
      ),
    ],
  }),
];

const HRT_AND_COMBINATIONS: Medicine[] = [
  // Oxycodone for pain with naloxone to counter the constipation it causes (its leaflet says so).
  med(
    "oxycodone-with-naloxone",
    "Oxycodone with naloxone",
    ["opioid"],
    null,
    page(
      source(
        "Targinact prolonged-release tablets (oxycodone hydrochloride, naloxone hydrochloride): patient leaflet",
        "Electronic medicines compendium (emc)",
        "https://medicines.org.uk/emc/product/7709/xpil/print",
      ),
    ),
    {
      brands: ["Targinact"],
      other: ["Oxycodone and naloxone", "Oxycodone/naloxone"],
      components: ["oxycodone", "naloxone"],
    },
  ),
  // Aspirin with an antiemetic for migraine attacks; listed as discontinued on the emc.
  med(
    "aspirin-with-metoclopramide",
    "Aspirin with metoclopramide",
    ["antiplatelet", "nsaid", "antiemetic"],
    "as_needed",
    page(
      source(
        "MigraMax 900mg/10mg powder for oral solution (acetylsalicylic acid as DL-lysine acetylsalicylate, metoclopramide hydrochloride): patient leaflet",
        "Electronic medicines compendium (emc)",
        "https://www.medicines.org.uk/emc/product/5977/pil",
      ),
    ),
    { brands: ["MigraMax"], components: ["aspirin", "metoclopramide"] },
  ),
  // Opioid substitution treatment: the naloxone deters injecting and does nothing taken under the tongue.
  med(
    "buprenorphine-with-naloxone",
    "Buprenorphine with naloxone",
    ["opioid", "dependence-medicine"],
    null,
    page(
      source(
        "Buprenorphine/naloxone (Suboxone) sublingual film: substitution treatment for opioid drug dependence (SMC2316)",
        "Scottish Medicines Consortium",
        "https://www.scottishmedicines.org.uk/medicines-advice/buprenorphinenaloxone-suboxone-abb-smc2316/",
      ),
    ),
    {
      brands: ["Suboxone"],
      other: ["Buprenorphine and naloxone", "Buprenorphine/naloxone"],
      components: ["buprenorphine", "naloxone"],
    },
  ),
  med(
    "estradiol-with-progesterone",
    "Estradiol with progesterone",
    ["hrt"],
    null,
    page(
      source(
        "06.04.01.01 Oestrogens and HRT: Bijuve capsules (estradiol 1 mg and progesterone 100 mg)",
        "Bedfordshire and Luton Joint Formulary (NHS, netFormulary)",
        "https://v9.netformulary.co.uk/FormularyDetails?GroupID=382",
      ),
    ),
    { brands: ["Bijuve"], components: ["estradiol", "progesterone"] },
  ),
  med(
    "estradiol-with-levonorgestrel",
    "Estradiol with levonorgestrel",
    ["hrt"],
    null,
    page(
      source(
        "July 2024: HRT product recommendations in section 6.4.1 (FemSeven Conti transdermal patches, estradiol with levonorgestrel)",
        "Devon Formulary and Referral (NHS Devon)",
        "https://northeast.devonformularyguidance.nhs.uk/news/july-2024-hrt-product-recommendations-in-section-6-4-1",
      ),
    ),
    {
      brands: ["FemSeven Conti", "FemSeven Sequi"],
      components: ["estradiol", "levonorgestrel"],
      also: [
        {
          title: "FemSeven Sequi 50 micrograms/10 micrograms/24 hours transdermal patch: patient leaflet",
          publisher: "Patient-info.co.uk (UK patient information leaflet)",
          url: "https://patient-info.co.uk/femseven-sequi-50-micrograms-10-micrograms-24-hours-transdermal-patch-96159/patient-leaflet",
        },
      ],
    },
  ),
  // Paramax was discontinued in the UK in 2020, but people who kept a supply may still name it.
  med(
    "paracetamol-with-metoclopramide",
    "Paracetamol with metoclopramide",
    ["analgesic", "antiemetic"],
    "as_needed",
    page(
      source(
        "Paracetamol and metoclopramide for migraine (Paramax, discontinued)",
        "Patient.info",
        "https://patient.info/medicine/paracetamol-and-metoclopramide-for-migraine-paramax",
      ),
    ),
    {
      brands: ["Paramax"],
      components: ["paracetamol", "metoclopramide"],
      also: [
        source(
          "Paramax 500mg/5mg Effervescent Powder: patient leaflet",
          "Electronic medicines compendium (emc)",
          "https://www.medicines.org.uk/emc/product/9243/xpil/printLargeText",
        ),
      ],
    },
  ),
];

const HEART_AND_CIRCULATION: Medicine[] = [
  // A statin (its leaflet says so), so the statin records reach it; Livazo is the UK brand.
  med(
    "pitavastatin",
    "Pitavastatin",
    ["statin"],
    "once_daily",
    page(
      source(
        "Livazo film-coated tablets (pitavastatin): therapeutic indications and posology (MHRA product information)",
        "RxReasoner",
        "https://www.rxreasoner.com/monographs/livazo/usage",
      ),
    ),
    {
      brands: ["Livazo"],
      other: ["Pitavastatin calcium"],
      also: [
        source(
          "Summary of medicine characteristics: Livazo 2 mg film-coated tablets",
          "patient-info.co.uk",
          "https://patient-info.co.uk/livazo-2-mg-film-coated-tablets-92556/summary-of-medicine-characteristics",
        ),
      ],
    },
  ),
  med(
    "azilsartan",
    "Azilsartan",
    ["arb"],
    "once_daily",
    page(
      source(
        "Edarbi tablets (azilsartan medoxomil): patient leaflet",
        "Electronic medicines compendium (emc)",
        "https://medicines.org.uk/emc/product/4074/pil",
      ),
    ),
    {
      brands: ["Edarbi"],
      other: ["Azilsartan medoxomil"],
      also: [
        source(
          "Azilsartan oral (Edarbi): monograph, angiotensin-II antagonists",
          "Medscape UK",
          "https://www.medscape.co.uk/drug/azilsartan-oral-70738-70738",
        ),
      ],
    },
  ),
  // A soluble guanylate cyclase stimulator added to heart failure treatment after a worsening.
  med("vericiguat", "Vericiguat", ["heart-medicine"], "once_daily", bnf("vericiguat"), {
    brands: ["Verquvo"],
    also: [
      source(
        "Vericiguat (Verquvo) for persistent chronic heart failure with LVEF < 45%",
        "NPS MedicineWise (Australian Prescriber RADAR)",
        "https://www.nps.org.au/radar/articles/vericiguat-verquvo-for-persistent-chronic-heart-failure-with-lvef-45",
      ),
    ],
  }),
];

const BONES: Medicine[] = [
  // A daily self-injected bone-building treatment, an alternative to teriparatide and romosozumab.
  med(
    "abaloparatide",
    "Abaloparatide",
    ["osteoporosis-medicine"],
    "once_daily",
    page(
      source(
        "Abaloparatide for treating osteoporosis after menopause (TA991): recommendations",
        "National Institute for Health and Care Excellence (NICE)",
        "https://nice.org.uk/guidance/TA991/chapter/recommendations",
      ),
    ),
    {
      brands: ["Eladynos"],
      also: [
        source(
          "NICE recommends new treatment option for osteoporosis after menopause (abaloparatide, Eladynos)",
          "National Institute for Health and Care Excellence (NICE)",
          "https://nice.org.uk/news/articles/nice-recommends-new-treatment-option-for-osteoporosis-after-menopause",
        ),
      ],
    },
  ),
];

const INFECTIONS: Medicine[] = [
  // The first two months of tuberculosis treatment in one tablet; Rifinah (two of the three) keeps its entry.
  med(
    "rifampicin-with-isoniazid-and-pyrazinamide",
    "Rifampicin with isoniazid and pyrazinamide",
    ["antibacterial"],
    "once_daily",
    page(
      source(
        "Rifater 50mg/120mg/300mg Tablets: summary of product characteristics",
        "Electronic medicines compendium (emc)",
        "https://medicines.org.uk/emc/product/1596/smpc",
      ),
    ),
    { brands: ["Rifater"], components: ["rifampicin", "isoniazid", "pyrazinamide"] },
  ),
  // An oxazolidinone antibacterial like linezolid, started on a microbiologist's advice.
  med(
    "tedizolid",
    "Tedizolid",
    ["antibacterial"],
    null,
    page(
      source(
        "Tedizolid phosphate (Sivextro) 200 mg film-coated tablet and infusion: AWMSG advice",
        "All Wales Therapeutics and Toxicology Centre (AWMSG)",
        "https://awttc.nhs.wales/accessing-medicines/medicine-recommendations/tedizolid-phosphate-sivextro",
      ),
    ),
    { brands: ["Sivextro"], other: ["Tedizolid phosphate"] },
  ),
  // A daily injection people give themselves at home for chronic hepatitis D.
  med(
    "bulevirtide",
    "Bulevirtide",
    ["antiviral"],
    null,
    page(
      source(
        "Bulevirtide (Hepcludex) for chronic hepatitis delta virus infection (SMC2520)",
        "Scottish Medicines Consortium",
        "https://scottishmedicines.org.uk/medicines-advice/bulevirtide-hepcludex-full-smc2520",
      ),
    ),
    {
      brands: ["Hepcludex"],
      also: [
        source(
          "Bulevirtide for treating chronic hepatitis D (TA896): recommendations",
          "National Institute for Health and Care Excellence (NICE)",
          "https://nice.org.uk/guidance/TA896/chapter/1-Recommendations",
        ),
      ],
    },
  ),
  // Tablets for cytomegalovirus infection after a transplant, when other antivirals have failed.
  med(
    "maribavir",
    "Maribavir",
    ["antiviral"],
    null,
    page(
      source(
        "Maribavir (Livtencity) for refractory cytomegalovirus infection after transplant (SMC2576)",
        "Scottish Medicines Consortium",
        "https://scottishmedicines.org.uk/medicines-advice/maribavir-livtencity-full-smc2576",
      ),
    ),
    { brands: ["Livtencity"] },
  ),
];

const IMMUNITY_AND_SUPPORTIVE_CARE: Medicine[] = [
  // A JAK inhibitor capsule taken daily at home for severe alopecia areata, like baricitinib.
  med(
    "ritlecitinib",
    "Ritlecitinib",
    ["immunosuppressant"],
    "once_daily",
    page(
      source(
        "NICE recommends ritlecitinib (Litfulo), a JAK inhibitor, for severe alopecia areata",
        "Alopecia UK",
        "https://www.alopecia.org.uk/News/nice-recommends-ritlecitinib-litfulo-for-routine-commissioning-on-the-nhs",
      ),
    ),
    {
      brands: ["Litfulo"],
      also: [
        source(
          "New treatment for alopecia areata recommended by NICE (a one-a-day ritlecitinib capsule)",
          "British Association of Hair Restoration Surgery",
          "https://www.bahrs.co.uk/news/new-treatment-for-alopecia-areata-recommended-by-nice/",
        ),
      ],
    },
  ),
  // A synthetic cannabinoid for sickness from chemotherapy when the usual antiemetics have failed.
  med(
    "nabilone",
    "Nabilone",
    ["antiemetic"],
    null,
    page(
      source(
        "Nabilone: nausea and vomiting (chemotherapy induced), red",
        "Surrey Heartlands Joint Formulary and Prescribing Advisory Database (NHS)",
        "https://surrey.res.services/PAD/Profile/Index/6324",
      ),
    ),
  ),
];

const NERVES: Medicine[] = [
  // A continuous under-the-skin infusion of levodopa and carbidopa prodrugs for advanced Parkinson's.
  med(
    "foslevodopa-with-foscarbidopa",
    "Foslevodopa with foscarbidopa",
    ["dopaminergic"],
    null,
    page(
      source(
        "Produodopa (foslevodopa-foscarbidopa): a new treatment for Parkinson's",
        "Parkinson's UK",
        "https://parkinsons.org.uk/information-and-support/produodopa",
      ),
    ),
    { brands: ["Produodopa"], other: ["Foslevodopa-foscarbidopa", "Foslevodopa"] },
  ),
  // An Alzheimer's infusion not offered on the NHS but given in private clinics, so people may still name it.
  med(
    "lecanemab",
    "Lecanemab",
    ["dementia-medicine"],
    null,
    page(
      source(
        "A to Z of drugs, L: lecanemab (Leqembi) for Alzheimer's disease, not available on the NHS",
        "Surrey Heartlands Joint Formulary and Prescribing Advisory Database (NHS)",
        "https://surrey.res.services/PAD/Search?atozindex=L",
      ),
    ),
    { brands: ["Leqembi"] },
  ),
];

export const FORMULARY_MEDICINES_2: Medicine[] = [
  ...CANCER_MEDICINES,
  ...BLOOD,
  ...HRT_AND_COMBINATIONS,
  ...HEART_AND_CIRCULATION,
  ...BONES,
  ...INFECTIONS,
  ...IMMUNITY_AND_SUPPORTIVE_CARE,
  ...NERVES,
];
