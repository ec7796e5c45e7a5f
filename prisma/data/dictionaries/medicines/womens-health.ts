// Contraception (pills, patch, ring, implant, injection, emergency contraception), HRT, progestogens,
// heavy-period and breast-cancer hormone medicines. Chosen from the most prescribed items in England
// (NHSBSA Prescription Cost Analysis and English Prescribing Dataset) plus every member of the
// hormonal contraceptive and HRT classes the knowledge base targets. The generic entries "Combined
// oral contraceptive pill" and "Progestogen-only pill" stand for a pill whose exact product is not
// named; their classes still let class-targeted records apply.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med, nhs, page } from "./build";
import { REF_WOTC_PRODUCTS as WOTC } from "./wotc";

const HRT_PAGE = nhs("hormone-replacement-therapy-hrt", "Hormone replacement therapy (HRT)");
const COC = ["combined-hormonal-contraceptive"];

const CONTRACEPTIVE_HORMONES: Medicine[] = [
  med("ethinylestradiol", "Ethinylestradiol", COC, null, bnf("ethinylestradiol"), {
    other: ["Ethinyloestradiol", "Ethinyl estradiol"],
  }),
  // Levonorgestrel as a pill's progestogen (Norgeston, and the part of combined pills such as Microgynon)
  // is not emergency contraception: only the emergency brands carry that class.
  med(
    "levonorgestrel",
    "Levonorgestrel",
    ["progestogen-only-contraceptive", "progestogen"],
    null,
    bnf("levonorgestrel"),
    {
      brands: ["Norgeston"],
    },
  ),
  med(
    "levonorgestrel-emergency-contraception",
    "Levonorgestrel emergency contraception",
    ["emergency-contraceptive"],
    null,
    bnf("levonorgestrel"),
    {
      brands: ["Levonelle", "Levonelle One Step", "Upostelle"],
      other: ["Levonorgestrel 1.5 mg"],
      otc: true,
    },
  ),
  // "Copper coil" would otherwise name the copper supplement; the copper IUD holds no hormone and no medicine changes it.
  med(
    "copper-intrauterine-device",
    "Copper coil (copper IUD)",
    ["copper-coil"],
    null,
    page({
      title: "Non-hormonal coil (IUD): not affected by other medicines",
      publisher: "SH:24 (online sexual health service commissioned by the NHS)",
      url: "https://sh24.org.uk/contraception/non-hormonal-coil",
    }),
    {
      brands: ["T-Safe 380A", "Nova-T 380"],
      other: ["Copper coil", "Copper IUD", "Copper IUCD", "Cu-IUD", "IUD", "IUCD", "Non-hormonal coil"],
    },
  ),
  // The hormonal coils, apart from the emergency pill: enzyme inducers such as St John's wort do not make
  // them less effective (MHRA advice covers all hormonal contraceptives except intrauterine ones).
  med(
    "levonorgestrel-intrauterine-system",
    "Levonorgestrel intrauterine system",
    ["hormonal-coil", "progestogen"],
    null,
    page({
      title: "Hormonal IUS (hormonal coil): Jaydess, Kyleena, Levosert and Mirena",
      publisher: "Devon Sexual Health (NHS)",
      url: "https://www.devonsexualhealth.nhs.uk/contraception/hormonal-ius/",
    }),
    {
      brands: ["Mirena", "Kyleena", "Jaydess", "Levosert", "Benilexa"],
      other: ["Hormonal coil", "IUS", "LNG-IUS", "Intrauterine system", "Mirena coil"],
      also: [
        {
          title:
            "St John's wort: interaction with hormonal contraceptives, including implants (Drug Safety Update)",
          publisher: "Medicines and Healthcare products Regulatory Agency (GOV.UK)",
          url: "https://www.gov.uk/drug-safety-update/st-john-s-wort-interaction-with-hormonal-contraceptives-including-implants",
        },
        {
          title:
            "Intrauterine system (IUS), the hormonal coil: brands Mirena, Levosert, Kyleena, Jaydess, Benilexa",
          publisher: "HealthWell (Education Authority Northern Ireland)",
          url: "https://healthwell.eani.org.uk/healthtopic/sexual-health/intrauterine-system-ius?type_1=2",
        },
      ],
    },
  ),
  med("ulipristal", "Ulipristal", ["emergency-contraceptive"], null, bnf("ulipristal-acetate"), {
    brands: ["ellaOne"],
    other: ["Ulipristal acetate"],
    otc: true,
  }),
  med(
    "desogestrel",
    "Desogestrel",
    ["progestogen-only-contraceptive", "progestogen"],
    "once_daily",
    bnf("desogestrel"),
    {
      brands: ["Cerazette", "Cerelle", "Hana", "Lovima", "Zelleta", "Feanolla"],
      otc: true,
      also: [
        {
          title: "Feanolla 75 microgram film-coated tablets (desogestrel): patient information leaflet",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://medicines.org.uk/emc/product/11274/pil",
        },
      ],
    },
  ),
  med(
    "norethisterone",
    "Norethisterone",
    ["progestogen", "progestogen-only-contraceptive"],
    null,
    bnf("norethisterone"),
    {
      brands: ["Primolut N", "Utovlan", "Noriday"],
      other: ["Norethindrone"],
    },
  ),
  // The tablets (Provera) are for periods and HRT; the injection is a contraceptive of its own class.
  med(
    "medroxyprogesterone",
    "Medroxyprogesterone",
    ["progestogen"],
    null,
    nhs("medroxyprogesterone-tablets", "Medroxyprogesterone tablets"),
    {
      brands: ["Provera", "Climanor"],
      other: ["Medroxyprogesterone acetate"],
    },
  ),
  med(
    "medroxyprogesterone-injection",
    "Medroxyprogesterone contraceptive injection",
    ["contraceptive-injection", "progestogen"],
    null,
    nhs("contraceptive-injections-medroxyprogesterone", "Medroxyprogesterone contraceptive injections"),
    {
      brands: ["Depo-Provera", "Sayana Press"],
      other: ["Contraceptive injection", "Depo injection", "DMPA", "Depot medroxyprogesterone acetate"],
    },
  ),
  med(
    "etonogestrel",
    "Etonogestrel",
    ["progestogen-only-contraceptive", "progestogen"],
    null,
    bnf("etonogestrel"),
    {
      brands: ["Nexplanon", "Implanon"],
      other: ["Contraceptive implant", "Implant in my arm", "Arm implant", "Contraceptive rod"],
    },
  ),
  med(
    "drospirenone",
    "Drospirenone",
    ["progestogen"],
    null,
    bnf("ethinylestradiol-with-drospirenone", "Ethinylestradiol with drospirenone"),
  ),
  med(
    "gestodene",
    "Gestodene",
    ["progestogen"],
    null,
    bnf("ethinylestradiol-with-gestodene", "Ethinylestradiol with gestodene"),
  ),
  med(
    "norgestimate",
    "Norgestimate",
    ["progestogen"],
    null,
    bnf("ethinylestradiol-with-norgestimate", "Ethinylestradiol with norgestimate"),
  ),
  med(
    "norelgestromin",
    "Norelgestromin",
    ["progestogen"],
    null,
    bnf("ethinylestradiol-with-norelgestromin", "Ethinylestradiol with norelgestromin"),
  ),
  med("nomegestrol", "Nomegestrol", ["progestogen"], null, epar("zoely", "Zoely"), {
    other: ["Nomegestrol acetate"],
  }),
  med("cyproterone", "Cyproterone", ["anti-androgen"], null, bnf("cyproterone-acetate"), {
    other: ["Cyproterone acetate"],
  }),
  med("dydrogesterone", "Dydrogesterone", ["progestogen"], null, HRT_PAGE),
  med("progesterone", "Progesterone", ["progestogen"], null, HRT_PAGE, {
    brands: ["Utrogestan", "Cyclogest", "Crinone"],
    other: ["Micronised progesterone"],
  }),
];

const COMBINED_CONTRACEPTIVES: Medicine[] = [
  med(
    "combined-oral-contraceptive-pill",
    "Combined oral contraceptive pill",
    COC,
    "once_daily",
    page({
      title: "The combined contraceptive pill: what it is (NHS contraception guide)",
      publisher: "NHS",
      url: "https://www.nhs.uk/contraception/methods-of-contraception/combined-pill/what-is-it/",
    }),
    { other: ["Combined pill", "Combined contraceptive pill", "COC", "COCP"] },
  ),
  med(
    "progestogen-only-pill",
    "Progestogen-only pill",
    ["progestogen-only-contraceptive"],
    "once_daily",
    page({
      title: "Desogestrel, the most widely used progestogen-only pill (BNF drug monograph)",
      publisher: "NICE (British National Formulary)",
      url: "https://bnf.nice.org.uk/drugs/desogestrel/",
    }),
    { other: ["Mini pill", "Minipill", "POP", "Progesterone-only pill"] },
  ),
  med(
    "ethinylestradiol-with-levonorgestrel",
    "Ethinylestradiol with levonorgestrel",
    COC,
    "once_daily",
    bnf("ethinylestradiol-with-levonorgestrel"),
    {
      brands: [
        "Microgynon",
        "Microgynon 30",
        "Microgynon 30 ED",
        "Rigevidon",
        "Levest",
        "Ovranette",
        "Logynon",
        "Maexeni",
        "TriRegol",
      ],
      components: ["ethinylestradiol", "levonorgestrel"],
      also: [
        {
          title:
            "Triregol coated tablets (ethinylestradiol, levonorgestrel): summary of product characteristics",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://medicines.org.uk/emc/product/14658/smpc/print",
        },
      ],
    },
  ),
  med(
    "ethinylestradiol-with-desogestrel",
    "Ethinylestradiol with desogestrel",
    COC,
    "once_daily",
    bnf("ethinylestradiol-with-desogestrel"),
    {
      brands: ["Marvelon", "Mercilon", "Gedarel", "Cimizt", "Bimizza"],
      components: ["ethinylestradiol", "desogestrel"],
      also: [
        {
          title:
            "Cimizt 150 microgram/30 microgram tablets (desogestrel, ethinylestradiol): product information",
          publisher: "Drugs.com (UK edition)",
          url: "https://www.drugs.com/uk/cimizt-150-microgram-30-microgram-tablets-leaflet.html",
        },
        {
          title:
            "Bimizza 150 microgram/20 microgram tablets (desogestrel, ethinylestradiol): summary of product characteristics",
          publisher: "Medine.co.uk",
          url: "https://medine.co.uk/bimizza-150-microgram-20-microgram-tablets/summary",
        },
      ],
    },
  ),
  med(
    "ethinylestradiol-with-gestodene",
    "Ethinylestradiol with gestodene",
    COC,
    "once_daily",
    bnf("ethinylestradiol-with-gestodene"),
    {
      brands: ["Femodene", "Femodene ED", "Femodette", "Katya", "Millinette", "Sunya", "Akizza"],
      components: ["ethinylestradiol", "gestodene"],
      also: [
        {
          title:
            "Akizza 75mcg/30mcg tablets (gestodene, ethinylestradiol): summary of product characteristics",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://medicines.org.uk/emc/product/9759/smpc",
        },
        {
          title: "Sunya 20/75 coated tablets (ethinylestradiol, gestodene): patient information leaflet",
          publisher: "Drugs.com (UK edition)",
          url: "https://www.drugs.com/uk/sunya-20-75-leaflet.html",
        },
      ],
    },
  ),
  med(
    "ethinylestradiol-with-drospirenone",
    "Ethinylestradiol with drospirenone",
    COC,
    "once_daily",
    bnf("ethinylestradiol-with-drospirenone"),
    {
      brands: ["Yasmin", "Yaz", "Lucette", "Eloine", "Yacella", "Daylette"],
      components: ["ethinylestradiol", "drospirenone"],
      also: [
        {
          title: "Daylette 0.02mg/3mg tablets (drospirenone, ethinylestradiol): product information (MHRA)",
          publisher: "myHealthbox",
          url: "https://www.myhealthbox.eu/en/daylette-002mg-3mg-tablets/4340584",
        },
      ],
    },
  ),
  // The oestrogen of Drovelis, in place of ethinylestradiol.
  med("estetrol", "Estetrol", COC, "once_daily", epar("drovelis", "Drovelis")),
  med(
    "estetrol-with-drospirenone",
    "Estetrol with drospirenone",
    COC,
    "once_daily",
    epar("drovelis", "Drovelis"),
    { brands: ["Drovelis", "Lydisilka"], components: ["estetrol", "drospirenone"] },
  ),
  med(
    "ethinylestradiol-with-norgestimate",
    "Ethinylestradiol with norgestimate",
    COC,
    "once_daily",
    bnf("ethinylestradiol-with-norgestimate"),
    {
      brands: ["Cilest", "Lizinna", "Cilique"],
      components: ["ethinylestradiol", "norgestimate"],
      also: [
        {
          title:
            "Cilique 250/35 microgram tablets (norgestimate, ethinylestradiol): summary of product characteristics",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://www.medicines.org.uk/emc/product/14860/smpc",
        },
      ],
    },
  ),
  med(
    "ethinylestradiol-with-norethisterone",
    "Ethinylestradiol with norethisterone",
    COC,
    "once_daily",
    bnf("ethinylestradiol-with-norethisterone"),
    {
      brands: ["Loestrin 20", "Loestrin 30", "Brevinor", "Norimin"],
      components: ["ethinylestradiol", "norethisterone"],
      also: [
        {
          title:
            "Norimin 1 mg/0.035 mg tablets (norethisterone, ethinylestradiol): summary of product characteristics",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://medicines.org.uk/emc/product/1147/smpc",
        },
      ],
    },
  ),
  med(
    "co-cyprindiol",
    "Co-cyprindiol",
    ["combined-hormonal-contraceptive", "anti-androgen"],
    "once_daily",
    bnf("co-cyprindiol"),
    {
      brands: ["Dianette", "Clairette"],
      other: ["Cyproterone acetate with ethinylestradiol"],
      components: ["cyproterone", "ethinylestradiol"],
    },
  ),
  med(
    "ethinylestradiol-with-norelgestromin",
    "Ethinylestradiol with norelgestromin",
    COC,
    "weekly",
    bnf("ethinylestradiol-with-norelgestromin"),
    {
      brands: ["Evra"],
      other: ["Contraceptive patch"],
      components: ["ethinylestradiol", "norelgestromin"],
    },
  ),
  med(
    "ethinylestradiol-with-etonogestrel",
    "Ethinylestradiol with etonogestrel",
    COC,
    null,
    bnf("ethinylestradiol-with-etonogestrel"),
    {
      brands: ["NuvaRing", "SyreniRing"],
      other: ["Vaginal ring", "Contraceptive vaginal ring"],
      components: ["ethinylestradiol", "etonogestrel"],
    },
  ),
  med("estradiol-with-nomegestrol", "Estradiol with nomegestrol", COC, "once_daily", epar("zoely", "Zoely"), {
    brands: ["Zoely"],
    components: ["estradiol", "nomegestrol"],
  }),
];

const HRT_AND_OTHERS: Medicine[] = [
  med("estradiol", "Estradiol", ["hrt"], null, HRT_PAGE, {
    brands: [
      "Estradot",
      "Evorel",
      "Oestrogel",
      "Sandrena",
      "Elleste Solo",
      "Progynova",
      "Vagifem",
      "Zumenon",
      "Lenzetto",
      "Bedol",
      "Gina",
      "FemSeven",
      "Estraderm",
      "Estring",
      "Climaval",
      "Vagirux",
    ],
    other: ["Oestradiol", "Estradiol valerate", "Estradiol hemihydrate"],
    otc: true,
    also: [
      WOTC.estringSmpc,
      {
        title: "Climaval 2 mg film-coated tablets (estradiol valerate): summary of product characteristics",
        publisher: "Medine.co.uk",
        url: "https://imedi.co.uk/climaval-2mg-film-coated-tablets/summary",
      },
      {
        title: "Vagirux vaginal tablets (estradiol): summary of product characteristics (MHRA)",
        publisher: "RxReasoner",
        url: "https://www.rxreasoner.com/monographs/vagirux/usage",
      },
    ],
  }),
  med("conjugated-oestrogens", "Conjugated oestrogens", ["hrt"], "once_daily", HRT_PAGE, {
    brands: ["Premarin"],
    other: ["Conjugated estrogens"],
  }),
  med(
    "conjugated-oestrogens-with-medroxyprogesterone",
    "Conjugated oestrogens with medroxyprogesterone",
    ["hrt"],
    "once_daily",
    page({
      title:
        "Premique Low Dose 0.3mg/1.5mg modified release tablets (conjugated estrogens, medroxyprogesterone acetate): summary of product characteristics",
      publisher: "Medine.co.uk",
      url: "https://imedi.co.uk/premique-low-dose-0-3mg-1-5mg-modified-release-tablets/summary",
    }),
    {
      brands: ["Premique", "Premique Low Dose"],
      components: ["conjugated-oestrogens", "medroxyprogesterone"],
    },
  ),
  med("tibolone", "Tibolone", ["hrt"], "once_daily", HRT_PAGE, { brands: ["Livial"] }),
  // HRT without a progestogen: bazedoxifene protects the womb instead.
  med(
    "bazedoxifene",
    "Bazedoxifene",
    ["selective-oestrogen-receptor-modulator"],
    null,
    epar("duavive", "Duavive"),
  ),
  med(
    "conjugated-oestrogens-with-bazedoxifene",
    "Conjugated oestrogens with bazedoxifene",
    ["hrt"],
    "once_daily",
    epar("duavive", "Duavive"),
    { brands: ["Duavive"], components: ["conjugated-oestrogens", "bazedoxifene"] },
  ),
  // Vaginal oestrogen, HRT for vaginal dryness (NHS HRT page).
  med("estriol", "Estriol", ["hrt"], null, HRT_PAGE, {
    brands: ["Ovestin", "Imvaggis"],
    other: ["Oestriol"],
  }),
  med("estradiol-with-drospirenone", "Estradiol with drospirenone", ["hrt"], "once_daily", HRT_PAGE, {
    brands: ["Angeliq"],
    components: ["estradiol", "drospirenone"],
  }),
  med("estradiol-with-norethisterone", "Estradiol with norethisterone", ["hrt"], "once_daily", HRT_PAGE, {
    brands: [
      "Elleste Duet",
      "Elleste Duet Conti",
      "Kliovance",
      "Kliofem",
      "Novofem",
      "Trisequens",
      "Evorel Conti",
      "Evorel Sequi",
      "Nuvelle Continuous",
    ],
    components: ["estradiol", "norethisterone"],
    also: [
      {
        title:
          "Elleste Duet Conti 2 mg/1 mg film-coated tablets (estradiol, norethisterone acetate): summary of product characteristics",
        publisher: "Medine.co.uk",
        url: "https://medine.co.uk/elleste-duet-conti-tablets/summary",
      },
      {
        title:
          "Nuvelle Continuous tablets (estradiol, norethisterone acetate): summary of product characteristics",
        publisher: "Medine.co.uk",
        url: "https://imedi.co.uk/nuvelle-continuous/summary",
      },
    ],
  }),
  med("estradiol-with-dydrogesterone", "Estradiol with dydrogesterone", ["hrt"], "once_daily", HRT_PAGE, {
    brands: ["Femoston", "Femoston-conti"],
    components: ["estradiol", "dydrogesterone"],
  }),
  med(
    "tranexamic-acid",
    "Tranexamic acid",
    ["antifibrinolytic"],
    "three_times_daily",
    nhs("tranexamic-acid"),
    {
      brands: ["Cyklokapron", "Cyklo-F"],
      otc: true,
    },
  ),
  med(
    "tamoxifen",
    "Tamoxifen",
    ["selective-oestrogen-receptor-modulator", "anticancer"],
    "once_daily",
    bnf("tamoxifen"),
    {
      brands: ["Soltamox"],
      other: ["Tamoxifen citrate"],
    },
  ),
  med("anastrozole", "Anastrozole", ["aromatase-inhibitor"], "once_daily", nhs("anastrozole"), {
    brands: ["Arimidex"],
  }),
  med("letrozole", "Letrozole", ["aromatase-inhibitor"], "once_daily", nhs("letrozole"), {
    brands: ["Femara"],
  }),
  med("exemestane", "Exemestane", ["aromatase-inhibitor"], "once_daily", bnf("exemestane"), {
    brands: ["Aromasin"],
  }),
  // Fertility treatment: a selective oestrogen receptor modulator taken for 5 days of a cycle.
  med(
    "clomifene",
    "Clomifene",
    ["selective-oestrogen-receptor-modulator"],
    "once_daily",
    bnf("clomifene-citrate"),
    {
      brands: ["Clomid"],
      other: ["Clomiphene", "Clomifene citrate"],
    },
  ),
];

export const WOMENS_HEALTH_MEDICINES: Medicine[] = [
  ...CONTRACEPTIVE_HORMONES,
  ...COMBINED_CONTRACEPTIVES,
  ...HRT_AND_OTHERS,
];
