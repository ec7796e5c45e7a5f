// Cancer medicines: the cytotoxic chemotherapy and targeted (kinase inhibitor) medicines a UK oncology
// service or pharmacy sees most, and hormone treatments for prostate cancer. The BNF's monographs for
// these could not be checked here, so each cites the Cancer Research UK, Macmillan or NHS cancer-centre
// page, or the NICE technology appraisal, that names it. Chemotherapy is given in cycles that vary with
// the cancer, so most have no usual frequency. The entries added later (more kinase inhibitors, PARP
// inhibitors, oral chemotherapy, immunotherapy and hormone treatments) cite the BNF drug monograph, or the
// EMA product information for a centrally authorised combination.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, epar, med, page } from "./build";

const CHEMO = ["cytotoxic-chemotherapy"];
const KINASE = ["kinase-inhibitor"];

function cruk(title: string, url: string): ReturnType<typeof page> {
  return page({ title, publisher: "Cancer Research UK", url });
}

function macmillan(title: string, url: string): ReturnType<typeof page> {
  return page({ title, publisher: "Macmillan Cancer Support", url });
}

function velindre(title: string, url: string): ReturnType<typeof page> {
  return page({ title, publisher: "Velindre Cancer Centre (NHS Wales)", url });
}

function nice(title: string, url: string): ReturnType<typeof page> {
  return page({ title, publisher: "NICE", url });
}

const R_CHOP: Reference = {
  title: "R-CHOP (rituximab, cyclophosphamide, doxorubicin, vincristine, prednisolone): patient information",
  publisher: "Velindre Cancer Centre (NHS Wales)",
  url: "https://velindre.nhs.wales/velindrecc/patient-information/chemotherapy-immunotherapy-information-leaflets/information-leaflet-about-r-chop/",
};

const CDK46_INHIBITORS = nice(
  "Abemaciclib with an aromatase inhibitor, naming palbociclib and ribociclib as the other CDK 4/6 inhibitors (NICE technology appraisal TA563)",
  "https://www.nice.org.uk/guidance/ta563/chapter/1-Recommendations",
);

const CYTOTOXIC: Medicine[] = [
  med(
    "capecitabine",
    "Capecitabine",
    CHEMO,
    "twice_daily",
    macmillan(
      "Capecitabine (Xeloda)",
      "https://www.macmillan.org.uk/cancer-information-and-support/treatments-and-drugs/capecitabine",
    ),
    { brands: ["Xeloda"] },
  ),
  med(
    "fluorouracil",
    "Fluorouracil",
    CHEMO,
    null,
    cruk(
      "Fluorouracil (5FU)",
      "https://www.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/cancer-drugs/drugs/fluorouracil",
    ),
    { other: ["5FU", "5-FU", "5-fluorouracil"] },
  ),
  med("cyclophosphamide", "Cyclophosphamide", [...CHEMO, "immunosuppressant"], null, { reference: R_CHOP }),
  med(
    "doxorubicin",
    "Doxorubicin",
    CHEMO,
    null,
    cruk(
      "Doxorubicin",
      "https://www.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/cancer-drugs/drugs/doxorubicin",
    ),
    { other: ["Adriamycin", "Doxorubicin hydrochloride"] },
  ),
  med(
    "epirubicin",
    "Epirubicin",
    CHEMO,
    null,
    cruk(
      "Epirubicin (Pharmorubicin)",
      "https://www.cancerresearchuk.org/about-cancer/cancers-in-general/treatment/cancer-drugs/epirubicin",
    ),
    { brands: ["Pharmorubicin"], other: ["Epirubicin hydrochloride"] },
  ),
  med(
    "paclitaxel",
    "Paclitaxel",
    CHEMO,
    null,
    cruk(
      "Paclitaxel (Taxol)",
      "https://www.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/cancer-drugs/drugs/paclitaxel",
    ),
    { brands: ["Taxol"] },
  ),
  med(
    "docetaxel",
    "Docetaxel",
    CHEMO,
    null,
    velindre(
      "TPF chemotherapy: docetaxel (Taxotere), cisplatin and fluorouracil",
      "https://velindre.nhs.wales/velindrecc/patient-information/chemotherapy-immunotherapy-information-leaflets/tpf-415-inpatient",
    ),
    { brands: ["Taxotere"] },
  ),
  med(
    "carboplatin",
    "Carboplatin",
    CHEMO,
    null,
    macmillan(
      "Carboplatin",
      "https://www.macmillan.org.uk/cancer-information-and-support/treatments-and-drugs/carboplatin",
    ),
  ),
  med(
    "cisplatin",
    "Cisplatin",
    CHEMO,
    null,
    velindre(
      "Cisplatin and etoposide chemotherapy",
      "https://velindre.nhs.wales/velindrecc/patient-information/chemotherapy-immunotherapy-information-leaflets/cisplatin-and-etoposide-450/",
    ),
  ),
  med(
    "oxaliplatin",
    "Oxaliplatin",
    CHEMO,
    null,
    macmillan(
      "XELOX (CAPOX): capecitabine with oxaliplatin",
      "https://macmillan.org.uk/cancer-information-and-support/treatments-and-drugs/xelox-or-capox",
    ),
    { brands: ["Eloxatin"] },
  ),
  med(
    "gemcitabine",
    "Gemcitabine",
    CHEMO,
    null,
    velindre(
      "Gemcitabine chemotherapy",
      "https://velindre.nhs.wales/velindrecc/patient-information/chemotherapy-immunotherapy-information-leaflets/gemcitabine-244-and-81/",
    ),
    { brands: ["Gemzar"] },
  ),
  med(
    "irinotecan",
    "Irinotecan",
    CHEMO,
    null,
    cruk(
      "Irinotecan (Campto)",
      "https://www.cancerresearchuk.org/about-cancer/cancer-in-general/treatment/cancer-drugs/drugs/irinotecan",
    ),
    { brands: ["Campto"], other: ["Irinotecan hydrochloride"] },
  ),
  med("vincristine", "Vincristine", CHEMO, null, { reference: R_CHOP }, { other: ["Oncovin"] }),
  med(
    "etoposide",
    "Etoposide",
    CHEMO,
    null,
    macmillan(
      "Etoposide",
      "https://www.macmillan.org.uk/cancer-information-and-support/treatments-and-drugs/etoposide",
    ),
    {
      brands: ["Eposin", "Etopophos", "Vepesid"],
      also: [
        {
          title: "Etoposide (Eposin, Etopophos, Vepesid)",
          publisher: "Cancer Research UK",
          url: "https://about-cancer.cancerresearchuk.org/about-cancer/bone-cancer/treatment/chemotherapy/drugs/etoposide-eposin-etopophos-vepesid",
        },
      ],
    },
  ),
  med(
    "temozolomide",
    "Temozolomide",
    CHEMO,
    null,
    velindre(
      "Temozolomide (Temodal) chemotherapy",
      "https://velindre.nhs.wales/velindrecc/patient-information/chemotherapy-immunotherapy-information-leaflets/temozolomide",
    ),
    { brands: ["Temodal"] },
  ),
];

const TARGETED: Medicine[] = [
  med(
    "imatinib",
    "Imatinib",
    KINASE,
    null,
    nice(
      "Imatinib for chronic myeloid leukaemia (NICE technology appraisal TA70)",
      "https://www.nice.org.uk/guidance/ta70/chapter/1-Guidance",
    ),
    { brands: ["Glivec"] },
  ),
  med(
    "osimertinib",
    "Osimertinib",
    KINASE,
    null,
    nice(
      "Osimertinib for untreated EGFR mutation-positive non-small-cell lung cancer (NICE technology appraisal TA654)",
      "https://www.nice.org.uk/guidance/ta654/chapter/1-Recommendations",
    ),
    { brands: ["Tagrisso"] },
  ),
  med(
    "ibrutinib",
    "Ibrutinib",
    KINASE,
    "once_daily",
    nice(
      "Ibrutinib (Imbruvica) for chronic lymphocytic leukaemia: the technology (NICE technology appraisal TA429)",
      "https://www.nice.org.uk/guidance/ta429/chapter/2-The-technology",
    ),
    { brands: ["Imbruvica"] },
  ),
  med(
    "palbociclib",
    "Palbociclib",
    KINASE,
    "once_daily",
    nice(
      "Palbociclib (Ibrance), a CDK 4/6 inhibitor (NICE technology appraisal TA619)",
      "https://www.nice.org.uk/guidance/ta619/chapter/2-Information-about-palbociclib",
    ),
    { brands: ["Ibrance"] },
  ),
  med("ribociclib", "Ribociclib", KINASE, null, CDK46_INHIBITORS, { brands: ["Kisqali"] }),
  med("abemaciclib", "Abemaciclib", KINASE, null, CDK46_INHIBITORS, { brands: ["Verzenios"] }),
];

const PROSTATE_CANCER_HORMONES: Medicine[] = [
  med(
    "bicalutamide",
    "Bicalutamide",
    ["anti-androgen", "anticancer"],
    "once_daily",
    cruk(
      "Bicalutamide (Casodex)",
      "https://www.cancerresearchuk.org/about-cancer/cancers-in-general/treatment/cancer-drugs/bicalutamide",
    ),
    { brands: ["Casodex"] },
  ),
  med(
    "enzalutamide",
    "Enzalutamide",
    ["anti-androgen", "anticancer"],
    null,
    nice(
      "Enzalutamide for hormone-sensitive metastatic prostate cancer (NICE technology appraisal TA712)",
      "https://www.nice.org.uk/guidance/ta712/chapter/1-Recommendations",
    ),
    { brands: ["Xtandi"] },
  ),
  med(
    "abiraterone",
    "Abiraterone",
    ["anticancer"],
    "once_daily",
    nice(
      "Abiraterone acetate (Zytiga): the technology (NICE technology appraisal TA259)",
      "https://www.nice.org.uk/guidance/ta259/chapter/2-The-technology",
    ),
    { brands: ["Zytiga"], other: ["Abiraterone acetate"] },
  ),
];

/** A cancer medicine citing its BNF monograph (the generic's own slug), with its UK brands. */
function bnfCancer(
  slug: string,
  name: string,
  classes: string[],
  frequency: "once_daily" | "twice_daily" | null,
  brands: string[],
): Medicine {
  return med(slug, name, classes, frequency, bnf(slug), { brands });
}

const MORE_KINASE_INHIBITORS: Medicine[] = [
  bnfCancer("dasatinib", "Dasatinib", KINASE, "once_daily", ["Sprycel"]),
  bnfCancer("nilotinib", "Nilotinib", KINASE, "twice_daily", ["Tasigna"]),
  bnfCancer("bosutinib", "Bosutinib", KINASE, "once_daily", ["Bosulif"]),
  bnfCancer("ponatinib", "Ponatinib", KINASE, "once_daily", ["Iclusig"]),
  bnfCancer("erlotinib", "Erlotinib", KINASE, "once_daily", ["Tarceva"]),
  bnfCancer("gefitinib", "Gefitinib", KINASE, "once_daily", ["Iressa"]),
  bnfCancer("afatinib", "Afatinib", KINASE, "once_daily", ["Giotrif"]),
  bnfCancer("lapatinib", "Lapatinib", KINASE, "once_daily", ["Tyverb"]),
  bnfCancer("neratinib", "Neratinib", KINASE, "once_daily", ["Nerlynx"]),
  bnfCancer("tucatinib", "Tucatinib", KINASE, "twice_daily", ["Tukysa"]),
  bnfCancer("sunitinib", "Sunitinib", KINASE, "once_daily", ["Sutent"]),
  bnfCancer("pazopanib", "Pazopanib", KINASE, "once_daily", ["Votrient"]),
  bnfCancer("sorafenib", "Sorafenib", KINASE, "twice_daily", ["Nexavar"]),
  bnfCancer("lenvatinib", "Lenvatinib", KINASE, "once_daily", ["Lenvima", "Kisplyx"]),
  bnfCancer("cabozantinib", "Cabozantinib", KINASE, "once_daily", ["Cabometyx", "Cometriq"]),
  bnfCancer("axitinib", "Axitinib", KINASE, "twice_daily", ["Inlyta"]),
  bnfCancer("regorafenib", "Regorafenib", KINASE, "once_daily", ["Stivarga"]),
  bnfCancer("ruxolitinib", "Ruxolitinib", KINASE, "twice_daily", ["Jakavi"]),
  bnfCancer("acalabrutinib", "Acalabrutinib", KINASE, "twice_daily", ["Calquence"]),
  bnfCancer("zanubrutinib", "Zanubrutinib", KINASE, null, ["Brukinsa"]),
  bnfCancer("alectinib", "Alectinib", KINASE, "twice_daily", ["Alecensa"]),
  bnfCancer("brigatinib", "Brigatinib", KINASE, "once_daily", ["Alunbrig"]),
  bnfCancer("lorlatinib", "Lorlatinib", KINASE, "once_daily", ["Lorviqua"]),
  bnfCancer("crizotinib", "Crizotinib", KINASE, "twice_daily", ["Xalkori"]),
  bnfCancer("dabrafenib", "Dabrafenib", KINASE, "twice_daily", ["Tafinlar"]),
  bnfCancer("trametinib", "Trametinib", KINASE, "once_daily", ["Mekinist"]),
  bnfCancer("vemurafenib", "Vemurafenib", KINASE, "twice_daily", ["Zelboraf"]),
  bnfCancer("encorafenib", "Encorafenib", KINASE, "once_daily", ["Braftovi"]),
  bnfCancer("binimetinib", "Binimetinib", KINASE, "twice_daily", ["Mektovi"]),
];

const OTHER_ORAL_CANCER_MEDICINES: Medicine[] = [
  bnfCancer("olaparib", "Olaparib", ["anticancer"], "twice_daily", ["Lynparza"]),
  bnfCancer("niraparib", "Niraparib", ["anticancer"], "once_daily", ["Zejula"]),
  bnfCancer("rucaparib", "Rucaparib", ["anticancer"], "twice_daily", ["Rubraca"]),
  bnfCancer("venetoclax", "Venetoclax", ["anticancer"], "once_daily", ["Venclyxto"]),
  bnfCancer("lenalidomide", "Lenalidomide", ["anticancer"], "once_daily", ["Revlimid"]),
  bnfCancer("pomalidomide", "Pomalidomide", ["anticancer"], "once_daily", ["Imnovid"]),
  bnfCancer("thalidomide", "Thalidomide", ["anticancer"], "once_daily", []),
  bnfCancer("hydroxycarbamide", "Hydroxycarbamide", CHEMO, "once_daily", ["Hydrea", "Siklos", "Xromi"]),
  bnfCancer("chlorambucil", "Chlorambucil", CHEMO, null, ["Leukeran"]),
  bnfCancer("melphalan", "Melphalan", CHEMO, null, ["Alkeran"]),
  bnfCancer("busulfan", "Busulfan", CHEMO, null, ["Myleran"]),
  med(
    "trifluridine-with-tipiracil",
    "Trifluridine with tipiracil",
    CHEMO,
    "twice_daily",
    epar("lonsurf", "Lonsurf"),
    { brands: ["Lonsurf"] },
  ),
];

// Immunotherapy and antibody treatments, given in hospital every few weeks.
const IMMUNOTHERAPY_AND_ANTIBODIES: Medicine[] = [
  bnfCancer("pembrolizumab", "Pembrolizumab", ["anticancer"], null, ["Keytruda"]),
  bnfCancer("nivolumab", "Nivolumab", ["anticancer"], null, ["Opdivo"]),
  bnfCancer("atezolizumab", "Atezolizumab", ["anticancer"], null, ["Tecentriq"]),
  bnfCancer("durvalumab", "Durvalumab", ["anticancer"], null, ["Imfinzi"]),
  bnfCancer("ipilimumab", "Ipilimumab", ["anticancer"], null, ["Yervoy"]),
  bnfCancer("trastuzumab", "Trastuzumab", ["anticancer"], null, [
    "Herceptin",
    "Kanjinti",
    "Ontruzant",
    "Herzuma",
    "Trazimera",
  ]),
  bnfCancer("pertuzumab", "Pertuzumab", ["anticancer"], null, ["Perjeta"]),
  med(
    "pertuzumab-with-trastuzumab",
    "Pertuzumab with trastuzumab",
    ["anticancer"],
    null,
    epar("phesgo", "Phesgo"),
    { brands: ["Phesgo"], components: ["pertuzumab", "trastuzumab"] },
  ),
  bnfCancer("bevacizumab", "Bevacizumab", ["anticancer"], null, ["Avastin"]),
  bnfCancer("cetuximab", "Cetuximab", ["anticancer"], null, ["Erbitux"]),
];

const MORE_HORMONE_TREATMENTS: Medicine[] = [
  bnfCancer("fulvestrant", "Fulvestrant", ["anticancer"], null, ["Faslodex"]),
  bnfCancer("apalutamide", "Apalutamide", ["anti-androgen", "anticancer"], "once_daily", ["Erleada"]),
  bnfCancer("darolutamide", "Darolutamide", ["anti-androgen", "anticancer"], "twice_daily", ["Nubeqa"]),
  bnfCancer("degarelix", "Degarelix", ["anticancer"], null, ["Firmagon"]),
  // Hormone injections given mainly for prostate and breast cancer (some strengths also for endometriosis).
  bnfCancer("goserelin", "Goserelin", ["anticancer"], null, ["Zoladex", "Zoladex LA"]),
  bnfCancer("leuprorelin", "Leuprorelin", ["anticancer"], null, ["Prostap", "Prostap 3 DCS"]),
  bnfCancer("triptorelin", "Triptorelin", ["anticancer"], null, ["Decapeptyl SR"]),
  med("megestrol", "Megestrol", ["progestogen", "anticancer"], "once_daily", bnf("megestrol-acetate"), {
    brands: ["Megace"],
    other: ["Megestrol acetate"],
  }),
];

export const CANCER_MEDICINES: Medicine[] = [
  ...CYTOTOXIC,
  ...TARGETED,
  ...PROSTATE_CANCER_HORMONES,
  ...MORE_KINASE_INHIBITORS,
  ...OTHER_ORAL_CANCER_MEDICINES,
  ...IMMUNOTHERAPY_AND_ANTIBODIES,
  ...MORE_HORMONE_TREATMENTS,
];
