// Bladder and prostate, erection, gout, immune-system (rheumatology and transplant), iron and copper
// chelators, stop-smoking, vitamin and mineral, and skin medicines. Chosen from the most prescribed items in England (NHSBSA
// Prescription Cost Analysis and English Prescribing Dataset) plus every member of the calcineurin
// inhibitor, immunosuppressant and oral retinoid classes the knowledge base targets. Frequencies are
// the usual adult ones on the cited page; null where they depend on the form or the condition treated.
// Vitamin and mineral medicines carry what their usual adult dose gives a day (`nutrients`), as elemental
// iron and calcium, from the formulary or product information cited beside them.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, epar, med, nhs, page } from "./build";

// Where a vitamin or mineral medicine's usual dose and strength come from (its `nutrients`).
const NI_ORAL_IRON: Reference = {
  title:
    "Northern Ireland Formulary 9.1.1 oral iron: ferrous sulphate 200 mg (65 mg iron), ferrous fumarate 305 mg (100 mg iron), doses",
  publisher: "Health and Social Care Northern Ireland",
  url: "https://niformulary.hscni.net/formulary/9-0-nutrition-and-blood/9-1-anaemias-and-some-other-blood-disorders/9-1-1-1-oral-iron/",
};
const LANARKSHIRE_CALCIUM_D: Reference = {
  title:
    "Joint Adult Formulary: vitamin D with calcium (TheiCal-D3, Accrete D3, Adcal-D3 strengths and doses)",
  publisher: "NHS Lanarkshire",
  url: "https://nhslguidelines.scot.nhs.uk/medicines-guidance/joint-adult-formulary/chapter-9-nutrition-and-blood/vitamins/vitamin-d/",
};
const CALCIUM_D3 = ["calcium-preparation", "vitamin"];
const CALCIUM_D3_PARTS = ["calcium-carbonate", "colecalciferol"];

const BLADDER_PROSTATE_AND_ERECTION: Medicine[] = [
  // Sold for cystitis; the potassium it gives adds to other medicines that raise blood potassium.
  med("potassium-citrate", "Potassium citrate", ["raises-potassium"], null, bnf("potassium-citrate"), {
    // Sibnayal adds potassium hydrogen carbonate, for distal renal tubular acidosis.
    brands: ["Cystopurin", "Sibnayal"],
    otc: true,
    also: [
      {
        title:
          "Cystopurin 3g granules for oral solution (potassium citrate): summary of product characteristics",
        publisher: "Electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/13698/smpc/print",
      },
    ],
  }),
  med("tamsulosin", "Tamsulosin", ["alpha-blocker"], "once_daily", nhs("tamsulosin"), {
    brands: ["Flomax Relief", "Contiflo XL"],
    other: ["Tamsulosin hydrochloride", "Flomax"],
    otc: true,
  }),
  med("alfuzosin", "Alfuzosin", ["alpha-blocker"], null, bnf("alfuzosin-hydrochloride"), {
    brands: ["Xatral"],
    other: ["Alfuzosin hydrochloride"],
  }),
  med("finasteride", "Finasteride", ["5-alpha-reductase-inhibitor"], "once_daily", nhs("finasteride"), {
    brands: ["Proscar", "Propecia"],
  }),
  med("dutasteride", "Dutasteride", ["5-alpha-reductase-inhibitor"], "once_daily", bnf("dutasteride"), {
    brands: ["Avodart"],
  }),
  med("oxybutynin", "Oxybutynin", ["overactive-bladder-medicine"], null, nhs("oxybutynin"), {
    brands: ["Lyrinel XL", "Kentera"],
    other: ["Oxybutynin hydrochloride"],
  }),
  med("tolterodine", "Tolterodine", ["overactive-bladder-medicine"], null, nhs("tolterodine"), {
    brands: ["Detrusitol", "Detrusitol XL"],
  }),
  med("solifenacin", "Solifenacin", ["overactive-bladder-medicine"], "once_daily", nhs("solifenacin"), {
    brands: ["Vesicare"],
    other: ["Solifenacin succinate"],
  }),
  med(
    "fesoterodine",
    "Fesoterodine",
    ["overactive-bladder-medicine"],
    "once_daily",
    bnf("fesoterodine-fumarate"),
    {
      brands: ["Toviaz"],
    },
  ),
  med("darifenacin", "Darifenacin", ["overactive-bladder-medicine"], "once_daily", bnf("darifenacin"), {
    brands: ["Emselex"],
  }),
  med("propiverine", "Propiverine", ["overactive-bladder-medicine"], null, bnf("propiverine-hydrochloride"), {
    brands: ["Detrunorm"],
    other: ["Propiverine hydrochloride"],
  }),
  med("silodosin", "Silodosin", ["alpha-blocker"], "once_daily", bnf("silodosin"), { brands: ["Urorec"] }),
  med(
    "dutasteride-with-tamsulosin",
    "Dutasteride with tamsulosin",
    ["5-alpha-reductase-inhibitor", "alpha-blocker"],
    "once_daily",
    nhs("tamsulosin", "Tamsulosin"),
    {
      brands: ["Combodart"],
      components: ["dutasteride", "tamsulosin"],
    },
  ),
  med(
    "solifenacin-with-tamsulosin",
    "Solifenacin with tamsulosin",
    ["overactive-bladder-medicine", "alpha-blocker"],
    "once_daily",
    nhs("tamsulosin", "Tamsulosin"),
    {
      brands: ["Vesomni"],
      components: ["solifenacin", "tamsulosin"],
    },
  ),
  med("trospium", "Trospium", ["overactive-bladder-medicine"], "twice_daily", bnf("trospium-chloride"), {
    brands: ["Regurin"],
    other: ["Trospium chloride"],
  }),
  med("mirabegron", "Mirabegron", ["overactive-bladder-medicine"], "once_daily", nhs("mirabegron"), {
    brands: ["Betmiga"],
  }),
  med("sildenafil", "Sildenafil", ["pde5-inhibitor"], "as_needed", nhs("sildenafil-viagra"), {
    brands: ["Viagra", "Viagra Connect", "Revatio"],
    other: ["Sildenafil citrate"],
    otc: true,
  }),
  med("tadalafil", "Tadalafil", ["pde5-inhibitor"], null, nhs("tadalafil"), {
    // Adcirca is the brand for pulmonary arterial hypertension.
    brands: ["Cialis", "Adcirca"],
  }),
  med("vardenafil", "Vardenafil", ["pde5-inhibitor"], "as_needed", bnf("vardenafil"), {
    brands: ["Levitra"],
  }),
  med("avanafil", "Avanafil", ["pde5-inhibitor"], "as_needed", bnf("avanafil"), { brands: ["Spedra"] }),
  // An SSRI taken before sex for premature ejaculation: the serotonergic cautions apply.
  med("dapoxetine", "Dapoxetine", ["ssri"], "as_needed", bnf("dapoxetine"), { brands: ["Priligy"] }),
];

const GOUT_AND_IMMUNE_SYSTEM: Medicine[] = [
  med("allopurinol", "Allopurinol", ["xanthine-oxidase-inhibitor"], "once_daily", nhs("allopurinol"), {
    brands: ["Zyloric"],
  }),
  med("febuxostat", "Febuxostat", ["xanthine-oxidase-inhibitor"], "once_daily", bnf("febuxostat"), {
    brands: ["Adenuric"],
  }),
  med("colchicine", "Colchicine", ["gout-medicine"], null, nhs("colchicine")),
  med("methotrexate", "Methotrexate", ["immunosuppressant"], "weekly", nhs("methotrexate"), {
    brands: ["Maxtrex", "Metoject", "Nordimet", "Zlatal", "Jylamvo"],
    // The abbreviation clinic letters and rheumatology leaflets use.
    other: ["MTX"],
  }),
  med("leflunomide", "Leflunomide", ["immunosuppressant"], "once_daily", bnf("leflunomide"), {
    brands: ["Arava"],
  }),
  med("azathioprine", "Azathioprine", ["immunosuppressant"], null, nhs("azathioprine"), {
    brands: ["Imuran"],
  }),
  med("mercaptopurine", "Mercaptopurine", ["immunosuppressant"], "once_daily", bnf("mercaptopurine"), {
    other: ["6-mercaptopurine"],
  }),
  med(
    "mycophenolate-mofetil",
    "Mycophenolate mofetil",
    ["immunosuppressant"],
    "twice_daily",
    bnf("mycophenolate-mofetil"),
    {
      brands: ["CellCept", "Myfortic"],
      other: ["Mycophenolate", "Mycophenolic acid", "Mycophenolate sodium"],
    },
  ),
  med(
    "ciclosporin",
    "Ciclosporin",
    ["calcineurin-inhibitor", "raises-potassium"],
    "twice_daily",
    bnf("ciclosporin"),
    {
      brands: ["Neoral", "Sandimmun", "Capimune", "Capsorin", "Deximune"],
      other: ["Cyclosporine", "Cyclosporin"],
    },
  ),
  med("tacrolimus", "Tacrolimus", ["calcineurin-inhibitor", "raises-potassium"], null, bnf("tacrolimus"), {
    brands: [
      "Prograf",
      "Advagraf",
      "Adoport",
      "Envarsus",
      "Modigraf",
      "Capexion",
      "Tacni",
      "Vivadex",
      "Dailiport",
    ],
  }),
  med("sirolimus", "Sirolimus", ["immunosuppressant"], "once_daily", bnf("sirolimus"), {
    brands: ["Rapamune"],
  }),
  med("adalimumab", "Adalimumab", ["immunosuppressant"], null, nhs("adalimumab"), {
    brands: ["Humira", "Amgevita", "Hulio", "Hyrimoz", "Idacio", "Imraldi", "Yuflyma"],
  }),
  med("etanercept", "Etanercept", ["immunosuppressant"], "weekly", bnf("etanercept"), {
    brands: ["Enbrel", "Benepali", "Erelzi"],
  }),
  med("infliximab", "Infliximab", ["immunosuppressant"], null, bnf("infliximab"), {
    brands: ["Remicade", "Inflectra", "Remsima", "Zessly"],
  }),
  med("everolimus", "Everolimus", ["immunosuppressant"], null, bnf("everolimus"), {
    brands: ["Afinitor", "Certican", "Votubia"],
  }),
  med("apremilast", "Apremilast", ["immunosuppressant"], "twice_daily", bnf("apremilast"), {
    brands: ["Otezla"],
  }),
  med("tofacitinib", "Tofacitinib", ["immunosuppressant"], "twice_daily", bnf("tofacitinib"), {
    brands: ["Xeljanz"],
  }),
  med("baricitinib", "Baricitinib", ["immunosuppressant"], "once_daily", bnf("baricitinib"), {
    brands: ["Olumiant"],
  }),
  med("upadacitinib", "Upadacitinib", ["immunosuppressant"], "once_daily", bnf("upadacitinib"), {
    brands: ["Rinvoq"],
  }),
  med("filgotinib", "Filgotinib", ["immunosuppressant"], "once_daily", bnf("filgotinib"), {
    brands: ["Jyseleca"],
  }),
  med("abatacept", "Abatacept", ["immunosuppressant"], null, bnf("abatacept"), { brands: ["Orencia"] }),
  med("tocilizumab", "Tocilizumab", ["immunosuppressant"], null, bnf("tocilizumab"), {
    brands: ["RoActemra", "Tyenne"],
  }),
  med("sarilumab", "Sarilumab", ["immunosuppressant"], null, bnf("sarilumab"), { brands: ["Kevzara"] }),
  // Also given for lymphoma, where the cancer medicines it is given with carry the cancer-team caution.
  med("rituximab", "Rituximab", ["immunosuppressant"], null, bnf("rituximab"), {
    brands: ["MabThera", "Truxima", "Rixathon", "Ruxience"],
  }),
  med("certolizumab-pegol", "Certolizumab pegol", ["immunosuppressant"], null, bnf("certolizumab-pegol"), {
    brands: ["Cimzia"],
    other: ["Certolizumab"],
  }),
  med("golimumab", "Golimumab", ["immunosuppressant"], null, bnf("golimumab"), { brands: ["Simponi"] }),
  med("ustekinumab", "Ustekinumab", ["immunosuppressant"], null, bnf("ustekinumab"), { brands: ["Stelara"] }),
  med("secukinumab", "Secukinumab", ["immunosuppressant"], null, bnf("secukinumab"), {
    brands: ["Cosentyx"],
  }),
  med("ixekizumab", "Ixekizumab", ["immunosuppressant"], null, bnf("ixekizumab"), { brands: ["Taltz"] }),
  med("guselkumab", "Guselkumab", ["immunosuppressant"], null, bnf("guselkumab"), { brands: ["Tremfya"] }),
  med("risankizumab", "Risankizumab", ["immunosuppressant"], null, bnf("risankizumab"), {
    brands: ["Skyrizi"],
  }),
  med("vedolizumab", "Vedolizumab", ["immunosuppressant"], null, bnf("vedolizumab"), { brands: ["Entyvio"] }),
];

// Iron and copper chelators: iron and other mineral supplements need care with every one of them.
const CHELATORS: Medicine[] = [
  med("deferasirox", "Deferasirox", ["chelating-agent"], "once_daily", bnf("deferasirox"), {
    brands: ["Exjade"],
  }),
  med("deferiprone", "Deferiprone", ["chelating-agent"], "three_times_daily", bnf("deferiprone"), {
    brands: ["Ferriprox"],
  }),
  med("desferrioxamine", "Desferrioxamine", ["chelating-agent"], null, bnf("desferrioxamine-mesilate"), {
    brands: ["Desferal"],
    other: ["Deferoxamine", "Desferrioxamine mesilate"],
  }),
  med("penicillamine", "Penicillamine", ["chelating-agent"], null, bnf("penicillamine"), {
    brands: ["Distamine"],
  }),
  med("trientine", "Trientine", ["chelating-agent"], "twice_daily", bnf("trientine-dihydrochloride"), {
    brands: ["Cufence", "Cuprior"],
    other: ["Trientine dihydrochloride", "Trientine tetrahydrochloride"],
  }),
];

// Medicines that raise the platelet count: eltrombopag is taken apart from minerals, dairy and antacids.
const PLATELETS: Medicine[] = [
  med("eltrombopag", "Eltrombopag", ["tpo-receptor-agonist"], "once_daily", bnf("eltrombopag"), {
    brands: ["Revolade"],
  }),
  med("avatrombopag", "Avatrombopag", ["tpo-receptor-agonist"], null, bnf("avatrombopag"), {
    brands: ["Doptelet"],
  }),
  med("romiplostim", "Romiplostim", ["tpo-receptor-agonist"], "weekly", bnf("romiplostim"), {
    brands: ["Nplate"],
  }),
];

const SMOKING_VITAMINS_AND_MINERALS: Medicine[] = [
  med("nicotine", "Nicotine", ["smoking-cessation"], null, bnf("nicotine"), {
    brands: [
      "Nicorette",
      "Nicorette QuickMist",
      "Nicorette Invisi",
      "Nicorette Inhalator",
      "NiQuitin",
      "NiQuitin Minis",
      "NiQuitin Clear",
      "Nicotinell",
    ],
    other: ["Nicotine replacement therapy", "NRT"],
    otc: true,
  }),
  med("varenicline", "Varenicline", ["smoking-cessation"], "twice_daily", nhs("varenicline"), {
    brands: ["Champix"],
    other: ["Varenicline tartrate"],
  }),
  med("bupropion", "Bupropion", ["smoking-cessation"], "twice_daily", bnf("bupropion-hydrochloride"), {
    brands: ["Zyban"],
    other: ["Bupropion hydrochloride", "Amfebutamone", "Wellbutrin"],
  }),
  // The 5 mg prescription strength: 400 microgram tablets bought for pregnancy give far less.
  med("folic-acid", "Folic acid", ["vitamin"], "once_daily", nhs("folic-acid"), {
    otc: true,
    nutrients: [
      {
        ingredient: "folic-acid",
        amount: 5,
        unit: "mg",
        usualDose:
          "one 5 mg tablet a day (the prescription strength; 400 microgram tablets bought in shops give less)",
        typedStrength: true,
      },
    ],
    also: [
      {
        title:
          "Vitamins and supplements when planning a pregnancy: higher-dose folic acid (5 milligrams) each day",
        publisher: "Cambridge University Hospitals NHS Foundation Trust",
        url: "https://www.cuh.nhs.uk/rosie-hospital/planning-a-pregnancy/vitamins-and-supplements",
      },
    ],
  }),
  med("colecalciferol", "Colecalciferol", ["vitamin"], null, nhs("colecalciferol"), {
    brands: [
      "Fultium-D3",
      "InVita D3",
      "Desunin",
      "Thorens",
      // Licensed brands on NHS formulary vitamin D pages (NI Formulary 9.6.4, Bedfordshire 09.06.04).
      "Aviticol",
      "Strivit-D3",
      "Stexerol-D3",
      "Plenachol",
      "Colextra",
      "Colextra D3",
    ],
    // Vitamin D said to be prescribed is the medicine, not a supplement to add ("vitamin D from my GP").
    other: [
      "Cholecalciferol",
      "prescribed vitamin D",
      "vitamin D prescribed",
      "prescription vitamin D",
      "vitamin D on prescription",
      "vitamin D from GP",
      "vitamin D from my GP",
      "vitamin D from the GP",
      "vitamin D from doctor",
      "vitamin D from my doctor",
      "vitamin D from hospital",
      "vitamin D loading dose",
    ],
    otc: true,
    nutrients: [
      {
        ingredient: "vitamin-d3",
        amount: 20,
        unit: "µg",
        usualDose: "800 units (20 micrograms) a day, the usual long-term maintenance dose on prescription",
        typedStrength: true,
      },
    ],
    also: [
      {
        title:
          "Fultium-D3 800 IU capsules: summary of product characteristics (maintenance and prevention 800 to 1600 IU a day)",
        publisher: "Electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
      {
        title:
          "Northern Ireland Formulary 9.6.4: licensed vitamin D3 (colecalciferol) products (Aviticol, Strivit D3, Stexerol D3, Plenachol)",
        publisher: "Health and Social Care Northern Ireland",
        url: "https://niformulary.hscni.net/formulary/9-0-nutrition-and-blood/9-6-vitamins/9-6-4vitamin-d/licensed-vitamin-d-products/",
      },
      {
        title:
          "Bedfordshire and Luton Joint Formulary 09.06.04 vitamin D: Colextra, Colextra D3 (colecalciferol)",
        publisher: "Bedfordshire Hospitals NHS Foundation Trust (netFormulary)",
        url: "https://v9.netformulary.co.uk/FormularyDetails?GroupID=551",
      },
    ],
  }),
  // Injections every 2 to 3 months: no daily amount to add to a day's supplements.
  // The B12 injections given in the UK (Neo-Cytamen SmPC: intramuscular hydroxocobalamin).
  med("hydroxocobalamin", "Hydroxocobalamin", ["vitamin"], null, nhs("hydroxocobalamin"), {
    brands: ["Neo-Cytamen"],
    other: ["B12 injection", "B12 injections", "Vitamin B12 injection", "Vitamin B12 injections"],
    also: [
      {
        title:
          "Neo-Cytamen 1000 micrograms/ml solution for injection (hydroxocobalamin): summary of product characteristics",
        publisher: "Electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/9746/smpc",
      },
    ],
  }),
  med("cyanocobalamin", "Cyanocobalamin", ["vitamin"], "once_daily", nhs("cyanocobalamin"), {
    // B12 said to be prescribed is the medicine, not a supplement to add.
    other: [
      "prescribed B12",
      "prescribed vitamin B12",
      "B12 prescribed",
      "vitamin B12 prescribed",
      "B12 on prescription",
      "B12 tablets from GP",
      "B12 tablets from my GP",
      "vitamin B12 tablets from GP",
    ],
    otc: true,
    nutrients: [
      {
        ingredient: "vitamin-b12",
        amount: 50,
        unit: "µg",
        usualDose:
          "50 micrograms once a day, the usual dose for diet-related deficiency (50 to 150 micrograms)",
        typedStrength: true,
      },
    ],
  }),
  med("thiamine", "Thiamine", ["vitamin"], "three_times_daily", nhs("thiamine-vitamin-b1"), {
    other: ["Thiamine hydrochloride"],
    otc: true,
    nutrients: [
      {
        ingredient: "thiamin",
        amount: 300,
        unit: "mg",
        usualDose: "100 mg three times a day",
        typedStrength: true,
      },
    ],
    also: [
      {
        title: "Somerset formulary: vitamins (thiamine 100 mg three times a day)",
        publisher: "NHS Somerset",
        url: "https://formulary.nhssomerset.nhs.uk/?page_id=1163",
      },
    ],
  }),
  med("ferrous-sulfate", "Ferrous sulfate", ["iron-preparation"], "once_daily", nhs("ferrous-sulfate"), {
    other: ["Ferrous sulphate"],
    otc: true,
    nutrients: [
      {
        ingredient: "iron",
        amount: 65,
        unit: "mg",
        usualDose:
          "one 200 mg tablet (65 mg iron) a day; to treat anaemia it may be prescribed 2 or 3 times a day",
      },
    ],
    also: [NI_ORAL_IRON],
  }),
  med("ferrous-fumarate", "Ferrous fumarate", ["iron-preparation"], "once_daily", nhs("ferrous-fumarate"), {
    brands: ["Fersaday", "Galfer", "Fersamal"],
    otc: true,
    nutrients: [
      {
        ingredient: "iron",
        amount: 100,
        unit: "mg",
        usualDose: "one 305 mg capsule (100 mg iron) a day; twice a day to treat anaemia",
      },
    ],
    also: [NI_ORAL_IRON],
  }),
  med(
    "ferrous-gluconate",
    "Ferrous gluconate",
    ["iron-preparation"],
    null,
    page({
      title: "Ferrous gluconate oral: doses from the UK summary of product characteristics",
      publisher: "Medscape UK",
      url: "https://www.medscape.co.uk/drug/ferrous-gluconate-oral-68926-68926",
    }),
    {
      otc: true,
      nutrients: [
        {
          ingredient: "iron",
          amount: 70,
          unit: "mg",
          usualDose:
            "two 300 mg tablets (35 mg iron each) a day to prevent deficiency; 4 to 6 tablets a day to treat it",
        },
      ],
      also: [
        {
          title: "Iron (oral): ferrous gluconate (35 mg iron) and other oral irons",
          publisher: "Renal Medicine (renalmed.co.uk)",
          url: "https://renalmed.co.uk/renal-prescribing/iron-oral",
        },
      ],
    },
  ),
  med(
    "sodium-feredetate",
    "Sodium feredetate",
    ["iron-preparation"],
    "three_times_daily",
    page({
      title:
        "Sodium feredetate oral (Sytron 27.5 mg iron in 5 ml): doses from the UK summary of product characteristics",
      publisher: "Medscape UK",
      url: "https://www.medscape.co.uk/drug/sodium-feredetate-oral-69594-69594",
    }),
    {
      brands: ["Sytron"],
      other: ["Sodium ironedetate"],
      otc: true,
      nutrients: [
        {
          ingredient: "iron",
          amount: 165,
          unit: "mg",
          usualDose:
            "10 ml three times a day (27.5 mg iron in each 5 ml), built up to from 5 ml three times a day",
        },
      ],
    },
  ),
  med("ferric-maltol", "Ferric maltol", ["iron-preparation"], "twice_daily", epar("feraccru", "Feraccru"), {
    brands: ["Feraccru"],
    nutrients: [
      {
        ingredient: "iron",
        amount: 60,
        unit: "mg",
        usualDose: "one 30 mg capsule (30 mg iron) twice a day, on an empty stomach",
      },
    ],
  }),
  // Strengths differ between brands, so the generic entry gives no daily amount; the brands below do.
  med(
    "calcium-carbonate-with-colecalciferol",
    "Calcium carbonate with colecalciferol",
    CALCIUM_D3,
    null,
    bnf("calcium-carbonate-with-colecalciferol"),
    {
      // Evacal D3 and Calceos: strengths read from their leaflets, doses not, so no daily amount.
      brands: ["Calcichew-D3", "Evacal D3", "Calceos"],
      other: ["Calcium and vitamin D"],
      components: CALCIUM_D3_PARTS,
      otc: true,
      also: [
        {
          title:
            "Evacal D3 1500 mg/400 IU chewable tablets (calcium carbonate, colecalciferol): patient leaflet",
          publisher: "Drugs.com (UK edition)",
          url: "https://www.drugs.com/uk/evacal-d3-1500-mg-400-iu-chewable-tablets-leaflet.html",
        },
        {
          title:
            "Calceos 500 mg/400 IU chewable tablets (calcium carbonate, colecalciferol): patient leaflet",
          publisher: "Medine.co.uk (imedi)",
          url: "https://imedi.co.uk/calceos-chewable-tablets",
        },
      ],
    },
  ),
  med(
    "calcium-600mg-with-colecalciferol-400-units",
    "Calcium 600 mg with vitamin D3 400 units",
    CALCIUM_D3,
    "twice_daily",
    page(LANARKSHIRE_CALCIUM_D),
    {
      brands: ["Adcal-D3", "Accrete D3", "Natecal D3", "Adcal-D3 Dissolve"],
      components: CALCIUM_D3_PARTS,
      otc: true,
      nutrients: [
        {
          ingredient: "calcium",
          amount: 1200,
          unit: "mg",
          usualDose: "one tablet twice a day (600 mg calcium, 400 units vitamin D3 each)",
        },
        {
          ingredient: "vitamin-d3",
          amount: 20,
          unit: "µg",
          usualDose: "one tablet twice a day (600 mg calcium, 400 units vitamin D3 each)",
        },
      ],
      also: [
        {
          title:
            "Adcal-D3 chewable tablets (calcium carbonate and colecalciferol): summary of product characteristics",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://www.medicines.org.uk/emc/product/401/smpc",
        },
        {
          title:
            "Natecal D3 600 mg + 400 I.U. chewable tablets: summary of product characteristics (one tablet twice a day)",
          publisher: "Drugs.com (UK edition)",
          url: "https://www.drugs.com/uk/natecal-d3-600-mg-400-i-u-chewable-tablets-leaflet.html",
        },
        {
          title:
            "Adcal-D3 Dissolve 1500mg/400IU effervescent tablets (600 mg calcium, 400 units D3; one morning and evening): summary of product characteristics",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://medicines.org.uk/emc/product/6177/smpc/print",
        },
      ],
    },
  ),
  med(
    "calcium-500mg-with-colecalciferol-400-units",
    "Calcium 500 mg with vitamin D3 400 units",
    CALCIUM_D3,
    "twice_daily",
    page({
      title:
        "Calcichew-D3 Forte 500 mg/400 IU chewable tablets: summary of product characteristics (one tablet twice daily)",
      publisher: "Medthority",
      url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a12/a12a/a12ax/calcichew-d3-forte-500-mg400-iu-chewable-tablets",
    }),
    {
      brands: ["Calcichew-D3 Forte"],
      components: CALCIUM_D3_PARTS,
      otc: true,
      nutrients: [
        {
          ingredient: "calcium",
          amount: 1000,
          unit: "mg",
          usualDose: "one tablet twice a day (500 mg calcium, 400 units vitamin D3 each)",
        },
        {
          ingredient: "vitamin-d3",
          amount: 20,
          unit: "µg",
          usualDose: "one tablet twice a day (500 mg calcium, 400 units vitamin D3 each)",
        },
      ],
    },
  ),
  med(
    "calcium-1000mg-with-colecalciferol-880-units",
    "Calcium 1000 mg with vitamin D3 880 units",
    CALCIUM_D3,
    "once_daily",
    page(LANARKSHIRE_CALCIUM_D),
    {
      brands: ["TheiCal-D3", "Accrete D3 One a Day"],
      components: CALCIUM_D3_PARTS,
      otc: true,
      also: [
        {
          title:
            "Accrete D3 One a Day 1000 mg / 880 IU chewable tablets (one tablet daily): summary of product characteristics",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://medicines.org.uk/emc/product/8506/smpc/print",
        },
      ],
      nutrients: [
        {
          ingredient: "calcium",
          amount: 1000,
          unit: "mg",
          usualDose: "one chewable tablet a day (1000 mg calcium, 880 units vitamin D3)",
        },
        {
          ingredient: "vitamin-d3",
          amount: 22,
          unit: "µg",
          usualDose: "one chewable tablet a day (1000 mg calcium, 880 units vitamin D3)",
        },
      ],
    },
  ),
  med(
    "calcium-500mg-chewable",
    "Calcium 500 mg chewable tablets",
    ["calcium-preparation"],
    null,
    page({
      title: "Calcichew 500 mg chewable tablets: summary of product characteristics (2 to 3 tablets daily)",
      publisher: "Electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/12847/smpc",
    }),
    {
      brands: ["Calcichew"],
      components: ["calcium-carbonate"],
      otc: true,
      nutrients: [
        {
          ingredient: "calcium",
          amount: 1000,
          unit: "mg",
          usualDose: "2 to 3 chewable tablets a day (500 mg calcium each), counted as 2",
        },
      ],
    },
  ),
  // No daily amount: the dose depends on the blood potassium it is prescribed for.
  // Sando-K adds potassium bicarbonate: potassium either way.
  // Slow-K is 600 mg modified-release tablets; Kay-Cee-L syrup (1 mmol/ml) was discontinued in 2024.
  med("potassium-chloride", "Potassium chloride", ["potassium-supplement"], null, bnf("potassium-chloride"), {
    brands: ["Sando-K", "Slow-K", "Kay-Cee-L"],
    also: [
      {
        title: "Slow-K 600 mg prolonged-release tablets (potassium chloride): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/slow-k-600mg-prolonged-release-tablets-leaflet.html",
      },
      {
        title:
          "Joint Adult Formulary, chapter 9 oral potassium: Sando-K, Kay-Cee-L syrup (discontinued November 2024)",
        publisher: "NHS Lanarkshire (Right Decisions)",
        url: "https://rightdecisions.scot.nhs.uk/nhsl-medicines-guidance/joint-adult-formulary/chapter-9-nutrition-and-blood/fluids-and-electrolytes/oral-potassium",
      },
      {
        title:
          "Sando-K effervescent tablets (potassium chloride 600 mg, potassium bicarbonate 400 mg): summary of product characteristics",
        publisher: "Electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/959",
      },
    ],
  }),
];

const SKIN: Medicine[] = [
  med("isotretinoin", "Isotretinoin", ["retinoid"], null, nhs("isotretinoin-capsules"), {
    brands: ["Roaccutane", "Rizuderm", "Reticutan"],
    other: ["Accutane"],
  }),
  med("acitretin", "Acitretin", ["retinoid"], "once_daily", bnf("acitretin"), { brands: ["Neotigason"] }),
  med("alitretinoin", "Alitretinoin", ["retinoid"], "once_daily", bnf("alitretinoin"), {
    brands: ["Toctino"],
  }),
  med("clobetasol", "Clobetasol", ["topical-corticosteroid"], null, nhs("clobetasol"), {
    brands: ["Dermovate", "Clobaderm", "Etrivex"],
    other: ["Clobetasol propionate"],
  }),
  // Every Betnovate product is for the skin or scalp; betamethasone tablets are Betnesol (diabetes-endocrine.ts).
  med(
    "betamethasone-skin",
    "Betamethasone (for skin)",
    ["topical-corticosteroid"],
    null,
    nhs("betamethasone-skin"),
    {
      brands: ["Betnovate", "Betnovate RD"],
      other: ["Betamethasone valerate"],
    },
  ),
  // HC45 is a 1% cream sold over the counter; the NHS hydrocortisone page covers its creams and tablets.
  med(
    "hydrocortisone-skin",
    "Hydrocortisone (for skin)",
    ["topical-corticosteroid"],
    null,
    nhs("hydrocortisone", "Hydrocortisone"),
    { brands: ["HC45"], otc: true },
  ),
  med("clobetasone", "Clobetasone", ["topical-corticosteroid"], null, nhs("clobetasone"), {
    brands: ["Eumovate"],
    other: ["Clobetasone butyrate"],
    otc: true,
  }),
];

export const OTHER_MEDICINES: Medicine[] = [
  ...BLADDER_PROSTATE_AND_ERECTION,
  ...GOUT_AND_IMMUNE_SYSTEM,
  ...CHELATORS,
  ...PLATELETS,
  ...SMOKING_VITAMINS_AND_MINERALS,
  ...SKIN,
];
