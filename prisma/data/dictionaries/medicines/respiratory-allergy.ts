// Asthma and COPD inhalers, other breathing medicines, antihistamines and decongestants. Chosen from
// the most prescribed items in England (NHSBSA Prescription Cost Analysis and English Prescribing
// Dataset) and the common over-the-counter allergy remedies. Frequencies are the usual adult ones on
// the cited page; null where they depend on the inhaler or the condition treated.
//
// Cough and cold remedies bought at the pharmacy counter (Lemsip, Beechams, Night Nurse, Day Nurse,
// Nurofen Cold & Flu, Covonia Night Time) are entries of their own with their components; each cites the
// page of its main component and the product's summary of product characteristics (SmPC). Products whose
// only other active is a flavouring-strength menthol are left out, so a brand here names every medicine
// in it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { andVariants, bnf, epar, med, nhs, page } from "./build";
import { REF_WOTC_PRODUCTS as WOTC } from "./wotc";

/** A UK product's summary of product characteristics, from the emc or a site that reproduces it. */
function smpc(title: string, publisher: string, url: string): Reference {
  return { title: `${title}: summary of product characteristics`, publisher, url };
}

const EMC = "Electronic medicines compendium (emc)";
const DRUGS_COM_UK = "Drugs.com (UK edition)";
const PARACETAMOL_PAGE = nhs("paracetamol-for-adults", "Paracetamol");
const LEMSIP_SMPC = smpc(
  "Lemsip Cold & Flu Lemon (paracetamol 650 mg, phenylephrine hydrochloride 10 mg)",
  DRUGS_COM_UK,
  "https://www.drugs.com/uk/lemsip-cold-flu-lemon-leaflet.html",
);
const BEECHAMS_ALL_IN_ONE_SMPC = smpc(
  "Beechams All-In-One Tablets (paracetamol, guaifenesin, phenylephrine hydrochloride)",
  EMC,
  "https://www.medicines.org.uk/emc/product/6476/smpc",
);
const NIGHT_NURSE_SMPC = smpc(
  "Night Nurse (paracetamol, promethazine hydrochloride, dextromethorphan hydrobromide)",
  EMC,
  "https://www.medicines.org.uk/emc/product/354/smpc",
);
const SUDAFED_CONGESTION_RELIEF_SMPC = smpc(
  "Non-Drowsy Sudafed Congestion Relief Capsules / Sudafed Blocked Nose Capsules (phenylephrine hydrochloride 12 mg)",
  "Medine.co.uk (imedi)",
  "https://imedi.co.uk/non-drowsy-sudafed-congestion-relief-capsules/summary",
);
const LEMSIP_CHESTY_COUGH_SMPC = smpc(
  "Lemsip Cough for Chesty Cough 50mg/5ml Oral Solution (guaifenesin)",
  DRUGS_COM_UK,
  "https://www.drugs.com/uk/lemsip-cough-for-chesty-cough-50mg-5ml-oral-solution-leaflet.html",
);
const COVONIA_CHESTY_COUGH_SUGAR_FREE_LEAFLET: Reference = {
  title: "Covonia Chesty Cough Sugar Free Syrup (guaifenesin): patient information leaflet",
  publisher: DRUGS_COM_UK,
  url: "https://www.drugs.com/uk/covonia-chesty-cough-sugar-free-syrup-leaflet.html",
};

const INHALERS: Medicine[] = [
  med("salbutamol", "Salbutamol", ["beta2-agonist"], "as_needed", nhs("salbutamol-inhaler"), {
    brands: ["Ventolin", "Salamol", "Airomir"],
    other: ["Albuterol", "Salbutamol sulfate"],
  }),
  med("terbutaline", "Terbutaline", ["beta2-agonist"], "as_needed", bnf("terbutaline-sulfate"), {
    brands: ["Bricanyl"],
    other: ["Terbutaline sulfate"],
  }),
  med("salmeterol", "Salmeterol", ["beta2-agonist"], "twice_daily", bnf("salmeterol"), {
    brands: ["Serevent"],
  }),
  med("formoterol", "Formoterol", ["beta2-agonist"], "twice_daily", bnf("formoterol-fumarate"), {
    brands: ["Oxis", "Atimos Modulite"],
    other: ["Eformoterol", "Formoterol fumarate"],
  }),
  med("vilanterol", "Vilanterol", ["beta2-agonist"], null, epar("relvar-ellipta", "Relvar Ellipta")),
  med("indacaterol", "Indacaterol", ["beta2-agonist"], "once_daily", bnf("indacaterol"), {
    brands: ["Onbrez Breezhaler"],
  }),
  med("olodaterol", "Olodaterol", ["beta2-agonist"], "once_daily", bnf("olodaterol"), {
    brands: ["Striverdi Respimat"],
  }),
  med(
    "beclometasone",
    "Beclometasone",
    ["inhaled-corticosteroid", "topical-corticosteroid"],
    "twice_daily",
    nhs("beclometasone-inhalers"),
    {
      // Clenil Modulite is the only Clenil product, so the bare brand is safe.
      brands: ["Clenil", "Clenil Modulite", "Qvar", "Soprobec", "Kelhale", "Beconase", "Beconase Hayfever"],
      other: ["Beclomethasone", "Beclometasone dipropionate"],
      otc: true,
    },
  ),
  med("budesonide", "Budesonide", ["inhaled-corticosteroid"], null, nhs("budesonide-inhalers"), {
    brands: ["Pulmicort", "Budelin Novolizer", "Rhinocort"],
  }),
  med(
    "fluticasone",
    "Fluticasone",
    ["inhaled-corticosteroid", "topical-corticosteroid"],
    null,
    nhs("fluticasone-inhalers"),
    {
      brands: ["Flixotide", "Flixonase", "Flixonase Allergy", "Pirinase", "Avamys", "Cutivate"],
      other: ["Fluticasone propionate", "Fluticasone furoate"],
      otc: true,
    },
  ),
  med(
    "mometasone",
    "Mometasone",
    ["inhaled-corticosteroid", "topical-corticosteroid"],
    null,
    nhs("mometasone-nasal-spray"),
    {
      brands: ["Nasonex", "Elocon", "Asmanex"],
      other: ["Mometasone furoate"],
    },
  ),
  med("ciclesonide", "Ciclesonide", ["inhaled-corticosteroid"], "once_daily", bnf("ciclesonide"), {
    brands: ["Alvesco"],
  }),
  // A nasal spray bought for hay fever and a steroid injection (Kenalog) for joints: both forms count.
  med(
    "triamcinolone",
    "Triamcinolone",
    ["inhaled-corticosteroid", "corticosteroid"],
    null,
    bnf("triamcinolone-acetonide"),
    {
      brands: ["Nasacort", "Kenalog", "Adcortyl"],
      other: ["Triamcinolone acetonide"],
      otc: true,
    },
  ),
  med(
    "beclometasone-with-formoterol",
    "Beclometasone with formoterol",
    ["inhaled-corticosteroid", "beta2-agonist"],
    "twice_daily",
    nhs("beclometasone-inhalers", "Beclometasone inhalers"),
    {
      brands: ["Fostair", "Fostair NEXThaler", "Luforbec"],
      components: ["beclometasone", "formoterol"],
    },
  ),
  med(
    "budesonide-with-formoterol",
    "Budesonide with formoterol",
    ["inhaled-corticosteroid", "beta2-agonist"],
    "twice_daily",
    nhs("budesonide-inhalers", "Budesonide inhalers"),
    {
      brands: ["Symbicort", "DuoResp Spiromax", "Fobumix Easyhaler"],
      components: ["budesonide", "formoterol"],
    },
  ),
  med(
    "fluticasone-with-salmeterol",
    "Fluticasone with salmeterol",
    ["inhaled-corticosteroid", "beta2-agonist"],
    "twice_daily",
    nhs("fluticasone-inhalers", "Fluticasone inhalers"),
    {
      brands: ["Seretide", "Sirdupla", "AirFluSal", "Combisal"],
      other: ["Salmeterol and fluticasone"],
      components: ["fluticasone", "salmeterol"],
    },
  ),
  med(
    "fluticasone-furoate-with-vilanterol",
    "Fluticasone furoate with vilanterol",
    ["inhaled-corticosteroid", "beta2-agonist"],
    "once_daily",
    epar("relvar-ellipta", "Relvar Ellipta"),
    {
      brands: ["Relvar", "Relvar Ellipta"],
      components: ["fluticasone", "vilanterol"],
    },
  ),
  med(
    "tiotropium",
    "Tiotropium",
    ["antimuscarinic-bronchodilator"],
    "once_daily",
    nhs("tiotropium-inhalers"),
    {
      brands: ["Spiriva", "Spiriva Respimat", "Braltus"],
      other: ["Tiotropium bromide"],
    },
  ),
  med("ipratropium", "Ipratropium", ["antimuscarinic-bronchodilator"], null, bnf("ipratropium-bromide"), {
    brands: ["Atrovent"],
    other: ["Ipratropium bromide"],
  }),
  med(
    "umeclidinium",
    "Umeclidinium",
    ["antimuscarinic-bronchodilator"],
    "once_daily",
    epar("incruse-ellipta", "Incruse Ellipta"),
    {
      brands: ["Incruse Ellipta", "Incruse"],
      also: [WOTC.incruseLeaflet],
    },
  ),
  med(
    "aclidinium",
    "Aclidinium",
    ["antimuscarinic-bronchodilator"],
    "twice_daily",
    epar("eklira-genuair", "Eklira Genuair"),
    {
      brands: ["Eklira", "Eklira Genuair"],
      other: ["Aclidinium bromide"],
    },
  ),
  med(
    "glycopyrronium",
    "Glycopyrronium",
    ["antimuscarinic-bronchodilator"],
    "once_daily",
    epar("seebri-breezhaler", "Seebri Breezhaler"),
    {
      brands: ["Seebri", "Seebri Breezhaler"],
      other: ["Glycopyrronium bromide", "Glycopyrrolate"],
    },
  ),
  med(
    "fluticasone-with-formoterol",
    "Fluticasone with formoterol",
    ["inhaled-corticosteroid", "beta2-agonist"],
    "twice_daily",
    nhs("fluticasone-inhalers", "Fluticasone inhalers"),
    {
      brands: ["Flutiform", "Flutiform K-haler"],
      components: ["fluticasone", "formoterol"],
    },
  ),
  med(
    "tiotropium-with-olodaterol",
    "Tiotropium with olodaterol",
    ["antimuscarinic-bronchodilator", "beta2-agonist"],
    "once_daily",
    nhs("tiotropium-inhalers", "Tiotropium inhalers"),
    {
      brands: ["Spiolto", "Spiolto Respimat"],
      components: ["tiotropium", "olodaterol"],
    },
  ),
  med(
    "indacaterol-with-glycopyrronium",
    "Indacaterol with glycopyrronium",
    ["antimuscarinic-bronchodilator", "beta2-agonist"],
    "once_daily",
    epar("ultibro-breezhaler", "Ultibro Breezhaler"),
    {
      brands: ["Ultibro", "Ultibro Breezhaler"],
      components: ["indacaterol", "glycopyrronium"],
    },
  ),
  med(
    "aclidinium-with-formoterol",
    "Aclidinium with formoterol",
    ["antimuscarinic-bronchodilator", "beta2-agonist"],
    "twice_daily",
    epar("duaklir-genuair", "Duaklir Genuair"),
    {
      brands: ["Duaklir", "Duaklir Genuair"],
      components: ["aclidinium", "formoterol"],
    },
  ),
  med(
    "budesonide-glycopyrronium-formoterol",
    "Budesonide, glycopyrronium and formoterol",
    ["inhaled-corticosteroid", "antimuscarinic-bronchodilator", "beta2-agonist"],
    "twice_daily",
    epar("trixeo-aerosphere", "Trixeo Aerosphere"),
    {
      brands: ["Trixeo Aerosphere"],
      components: ["budesonide", "glycopyrronium", "formoterol"],
    },
  ),
  med(
    "umeclidinium-with-vilanterol",
    "Umeclidinium with vilanterol",
    ["antimuscarinic-bronchodilator", "beta2-agonist"],
    "once_daily",
    epar("anoro-ellipta", "Anoro Ellipta"),
    {
      brands: ["Anoro Ellipta"],
      components: ["umeclidinium", "vilanterol"],
    },
  ),
  med(
    "fluticasone-furoate-umeclidinium-vilanterol",
    "Fluticasone furoate, umeclidinium and vilanterol",
    ["inhaled-corticosteroid", "antimuscarinic-bronchodilator", "beta2-agonist"],
    "once_daily",
    epar("trelegy-ellipta", "Trelegy Ellipta"),
    {
      brands: ["Trelegy", "Trelegy Ellipta"],
      components: ["fluticasone", "umeclidinium", "vilanterol"],
    },
  ),
  med(
    "beclometasone-formoterol-glycopyrronium",
    "Beclometasone, formoterol and glycopyrronium",
    ["inhaled-corticosteroid", "antimuscarinic-bronchodilator", "beta2-agonist"],
    "twice_daily",
    epar("trimbow", "Trimbow"),
    {
      brands: ["Trimbow"],
      components: ["beclometasone", "formoterol", "glycopyrronium"],
    },
  ),
];

const MOMETASONE_COMBINATIONS: Medicine[] = [
  med(
    "mometasone-with-indacaterol",
    "Mometasone with indacaterol",
    ["inhaled-corticosteroid", "beta2-agonist"],
    "once_daily",
    epar("atectura-breezhaler", "Atectura Breezhaler"),
    { brands: ["Atectura Breezhaler"], components: ["mometasone", "indacaterol"] },
  ),
  med(
    "mometasone-indacaterol-glycopyrronium",
    "Mometasone with indacaterol and glycopyrronium",
    ["inhaled-corticosteroid", "beta2-agonist", "antimuscarinic-bronchodilator"],
    "once_daily",
    epar("enerzair-breezhaler", "Enerzair Breezhaler"),
    { brands: ["Enerzair Breezhaler"], components: ["mometasone", "indacaterol", "glycopyrronium"] },
  ),
];

const OTHER_BREATHING: Medicine[] = [
  med("montelukast", "Montelukast", ["leukotriene-receptor-antagonist"], "once_daily", nhs("montelukast"), {
    brands: ["Singulair"],
  }),
  med("theophylline", "Theophylline", ["methylxanthine"], "twice_daily", bnf("theophylline"), {
    brands: ["Uniphyllin Continus", "Uniphyllin", "Slo-Phyllin"],
  }),
  med("aminophylline", "Aminophylline", ["methylxanthine"], "twice_daily", bnf("aminophylline"), {
    brands: ["Phyllocontin", "Phyllocontin Continus"],
  }),
  med("carbocisteine", "Carbocisteine", ["mucolytic"], null, nhs("carbocisteine"), {
    brands: ["Mucodyne"],
    other: ["Carbocysteine"],
  }),
  med("erdosteine", "Erdosteine", ["mucolytic"], "twice_daily", bnf("erdosteine"), { brands: ["Erdotin"] }),
];

const ALLERGY_AND_COLDS: Medicine[] = [
  med("cetirizine", "Cetirizine", ["antihistamine"], "once_daily", nhs("cetirizine"), {
    brands: ["Zirtek", "Zirtek Allergy", "Piriteze", "Piriteze Allergy", "Benadryl One a Day"],
    other: ["Cetirizine hydrochloride", "Zyrtec"],
    otc: true,
  }),
  med("loratadine", "Loratadine", ["antihistamine"], "once_daily", nhs("loratadine"), {
    brands: ["Clarityn", "Clarityn Allergy"],
    other: ["Claritin"],
    otc: true,
  }),
  med("fexofenadine", "Fexofenadine", ["antihistamine"], "once_daily", nhs("fexofenadine"), {
    brands: ["Telfast", "Allevia"],
    other: ["Fexofenadine hydrochloride", "Allegra"],
    otc: true,
  }),
  med("acrivastine", "Acrivastine", ["antihistamine"], "three_times_daily", nhs("acrivastine"), {
    brands: ["Benadryl Allergy Relief"],
    otc: true,
  }),
  med("desloratadine", "Desloratadine", ["antihistamine"], "once_daily", bnf("desloratadine"), {
    brands: ["Neoclarityn"],
  }),
  med(
    "levocetirizine",
    "Levocetirizine",
    ["antihistamine"],
    "once_daily",
    bnf("levocetirizine-hydrochloride"),
    {
      brands: ["Xyzal"],
    },
  ),
  med("bilastine", "Bilastine", ["antihistamine"], "once_daily", bnf("bilastine"), { brands: ["Ilaxten"] }),
  med(
    "chlorphenamine",
    "Chlorphenamine",
    ["antihistamine", "sedative"],
    null,
    nhs("chlorphenamine-including-piriton"),
    {
      brands: ["Piriton", "Piriton Allergy"],
      other: ["Chlorpheniramine", "Chlorphenamine maleate"],
      otc: true,
    },
  ),
  med("promethazine", "Promethazine", ["antihistamine", "sedative"], null, nhs("promethazine"), {
    brands: ["Phenergan", "Sominex", "Avomine"],
    other: ["Promethazine hydrochloride"],
    otc: true,
  }),
  med("hydroxyzine", "Hydroxyzine", ["antihistamine", "sedative"], null, bnf("hydroxyzine-hydrochloride"), {
    brands: ["Atarax", "Ucerax"],
    other: ["Hydroxyzine hydrochloride"],
  }),
  med("diphenhydramine", "Diphenhydramine", ["antihistamine", "sedative"], null, nhs("diphenhydramine"), {
    // Not the bare "Nytol": Nytol Herbal is a traditional herbal medicine (valerian) without diphenhydramine.
    brands: ["Nytol One-A-Night", "Nytol Original", "Nytol Simply Sleep Hot Chocolate"],
    other: ["Diphenhydramine hydrochloride"],
    otc: true,
    also: [WOTC.nytolHotChocolateSmpc],
  }),
  med("pseudoephedrine", "Pseudoephedrine", ["decongestant"], null, nhs("pseudoephedrine"), {
    // Not the bare "Sudafed": most Sudafed products hold phenylephrine or xylometazoline instead.
    brands: ["Sudafed Decongestant", "Galpseud"],
    other: ["Pseudoephedrine hydrochloride"],
    otc: true,
  }),
  med(
    "xylometazoline",
    "Xylometazoline",
    ["decongestant"],
    "as_needed",
    bnf("xylometazoline-hydrochloride"),
    {
      brands: ["Otrivine", "Sudafed Blocked Nose Spray"],
      other: ["Xylometazoline hydrochloride"],
      otc: true,
    },
  ),
];

const MORE_ANTIHISTAMINES: Medicine[] = [
  med("rupatadine", "Rupatadine", ["antihistamine"], "once_daily", bnf("rupatadine"), {
    brands: ["Rupafin"],
  }),
  med("mizolastine", "Mizolastine", ["antihistamine"], "once_daily", bnf("mizolastine"), {
    brands: ["Mizollen"],
  }),
  med("alimemazine", "Alimemazine", ["antihistamine", "sedative"], null, bnf("alimemazine-tartrate"), {
    other: ["Trimeprazine", "Alimemazine tartrate"],
  }),
  med("clemastine", "Clemastine", ["antihistamine", "sedative"], "twice_daily", bnf("clemastine"), {
    brands: ["Tavegil"],
    otc: true,
  }),
  med(
    "cyproheptadine",
    "Cyproheptadine",
    ["antihistamine", "sedative"],
    null,
    bnf("cyproheptadine-hydrochloride"),
    {
      brands: ["Periactin"],
      other: ["Cyproheptadine hydrochloride"],
    },
  ),
  med("azelastine", "Azelastine", ["antihistamine"], "twice_daily", bnf("azelastine-hydrochloride"), {
    brands: ["Rhinolast", "Optilast"],
    other: ["Azelastine hydrochloride"],
  }),
  med(
    "azelastine-with-fluticasone",
    "Azelastine with fluticasone",
    ["antihistamine", "inhaled-corticosteroid"],
    "twice_daily",
    bnf("azelastine-hydrochloride", "Azelastine hydrochloride"),
    {
      brands: ["Dymista"],
      components: ["azelastine", "fluticasone"],
    },
  ),
  // Sedating antihistamines found only inside over-the-counter combinations (Syndol, Migraleve Pink).
  med(
    "doxylamine",
    "Doxylamine",
    ["antihistamine", "sedative"],
    null,
    page({
      title: "Paracetamol with codeine phosphate, doxylamine and caffeine oral (Syndol caplets)",
      publisher: "Medscape UK",
      url: "https://www.medscape.co.uk/drug/paracetamol-with-codeine-phosphate-doxylamine-and-caffeine-oral-71467-71467",
    }),
    {
      other: ["Doxylamine succinate"],
      otc: true,
    },
  ),
  med(
    "buclizine",
    "Buclizine",
    ["antihistamine", "sedative", "antiemetic"],
    null,
    page(
      smpc(
        "Migraleve Pink (paracetamol, codeine phosphate, buclizine hydrochloride 6.25 mg)",
        EMC,
        "https://www.medicines.org.uk/emc/product/1062/smpc",
      ),
    ),
    {
      other: ["Buclizine hydrochloride"],
      otc: true,
    },
  ),
];

const COUGH_AND_COLD_REMEDIES: Medicine[] = [
  med("phenylephrine", "Phenylephrine", ["decongestant"], null, bnf("phenylephrine-hydrochloride"), {
    brands: [
      "Sudafed Congestion Relief",
      "Non-Drowsy Sudafed Congestion Relief",
      "Sudafed Blocked Nose Capsules",
    ],
    other: ["Phenylephrine hydrochloride"],
    otc: true,
    also: [LEMSIP_SMPC, SUDAFED_CONGESTION_RELIEF_SMPC],
  }),
  med("guaifenesin", "Guaifenesin", ["cough-medicine"], null, page(BEECHAMS_ALL_IN_ONE_SMPC), {
    brands: [
      "Lemsip Cough for Chesty Cough",
      "Covonia Chesty Cough Sugar Free",
      "Covonia Chesty Cough Sugar Free Syrup",
      ...andVariants("Benylin Mucus Cough Max", "Benylin Mucus Cough Max Honey & Lemon"),
      ...andVariants("Benylin Mucus Cough Honey & Lemon"),
      "Benylin Children's Chesty Coughs",
      "Calcough Six Plus",
      "Robitussin Chesty Cough",
      "Robitussin Chesty Cough Medicine",
    ],
    other: ["Guaiphenesin"],
    otc: true,
    also: [
      LEMSIP_CHESTY_COUGH_SMPC,
      COVONIA_CHESTY_COUGH_SUGAR_FREE_LEAFLET,
      WOTC.benylinMucusMaxSmpc,
      WOTC.benylinMucusHoneyLemonSmpc,
      WOTC.benylinChildrensChestySmpc,
      WOTC.robitussinChestySmpc,
    ],
  }),
  // Serotonergic: its SmPCs warn of serotonin syndrome with SSRIs and MAOIs.
  med(
    "dextromethorphan",
    "Dextromethorphan",
    ["cough-medicine", "serotonergic-medicine"],
    null,
    page(
      smpc(
        "Benylin Dry Coughs 7.5 mg/5 ml syrup (dextromethorphan hydrobromide)",
        EMC,
        "https://www.medicines.org.uk/emc/product/1523/smpc",
      ),
    ),
    {
      // Not the bare "Benylin Dry Coughs": Benylin Dry Coughs Original (and the Irish syrup) add diphenhydramine.
      brands: ["Robitussin Dry Cough", "Robitussin Dry Cough Medicine"],
      other: ["Dextromethorphan hydrobromide", "DXM"],
      otc: true,
      also: [WOTC.robitussinDrySmpc],
    },
  ),
  med(
    "paracetamol-with-phenylephrine",
    "Paracetamol with phenylephrine",
    ["analgesic", "decongestant"],
    "as_needed",
    PARACETAMOL_PAGE,
    {
      // Not the bare "Lemsip" or "Lemsip Max": other Lemsip products add caffeine or guaifenesin.
      brands: andVariants("Lemsip Cold & Flu", "Lemsip Max Cold & Flu"),
      other: ["Paracetamol and phenylephrine"],
      components: ["paracetamol", "phenylephrine"],
      otc: true,
      also: [LEMSIP_SMPC],
    },
  ),
  med(
    "paracetamol-caffeine-phenylephrine",
    "Paracetamol, caffeine and phenylephrine",
    ["analgesic", "decongestant", "caffeine-containing"],
    "as_needed",
    PARACETAMOL_PAGE,
    {
      brands: andVariants(
        "Lemsip Max Cold & Flu Capsules",
        "Lemsip Max Daytime Cold & Flu Relief",
        "Sudafed Blocked Nose & Sinus Capsules",
      ),
      components: ["paracetamol", "caffeine", "phenylephrine"],
      otc: true,
      also: [
        {
          title:
            "Sudafed Blocked Nose & Sinus Capsules (paracetamol, caffeine, phenylephrine): patient information leaflet",
          publisher: "Medine.co.uk",
          url: "https://medine.co.uk/numark-max-strength-sinus-relief-capsules-hard?doc=4",
        },
      ],
    },
  ),
  med(
    "paracetamol-guaifenesin-phenylephrine",
    "Paracetamol, guaifenesin and phenylephrine",
    ["analgesic", "decongestant", "cough-medicine"],
    "as_needed",
    PARACETAMOL_PAGE,
    {
      brands: [
        "Lemsip Max All in One",
        "Beechams All in One",
        "Beechams All-in-One Tablets",
        "Beechams Ultra All in One",
        "Beechams Ultra All in One Capsules",
      ],
      components: ["paracetamol", "guaifenesin", "phenylephrine"],
      otc: true,
      also: [
        BEECHAMS_ALL_IN_ONE_SMPC,
        smpc(
          "Beechams Ultra All In One Capsules (paracetamol 500 mg, guaifenesin 100 mg, phenylephrine hydrochloride 6.1 mg)",
          DRUGS_COM_UK,
          "https://www.drugs.com/uk/beechams-ultra-all-in-one-capsules-hard-spc-8803.html",
        ),
      ],
    },
  ),
  // Day Nurse capsules had pholcodine until pholcodine medicines were withdrawn in 2023; the tablets sold
  // now are paracetamol with pseudoephedrine.
  med(
    "paracetamol-with-pseudoephedrine",
    "Paracetamol with pseudoephedrine",
    ["analgesic", "decongestant"],
    "as_needed",
    PARACETAMOL_PAGE,
    {
      brands: ["Day Nurse", "Day Nurse Tablets"],
      other: ["Paracetamol and pseudoephedrine"],
      components: ["paracetamol", "pseudoephedrine"],
      otc: true,
    },
  ),
  med(
    "paracetamol-promethazine-dextromethorphan",
    "Paracetamol, promethazine and dextromethorphan",
    ["analgesic", "antihistamine", "sedative", "cough-medicine"],
    "as_needed",
    PARACETAMOL_PAGE,
    {
      brands: ["Night Nurse", "Night Nurse Capsules"],
      components: ["paracetamol", "promethazine", "dextromethorphan"],
      otc: true,
      also: [NIGHT_NURSE_SMPC],
    },
  ),
  med(
    "dextromethorphan-with-diphenhydramine",
    "Dextromethorphan with diphenhydramine",
    ["cough-medicine", "antihistamine", "sedative"],
    "as_needed",
    nhs("diphenhydramine", "Diphenhydramine"),
    {
      brands: ["Covonia Night Time Formula"],
      components: ["dextromethorphan", "diphenhydramine"],
      otc: true,
      also: [
        smpc(
          "Covonia Night Time Formula (dextromethorphan hydrobromide, diphenhydramine hydrochloride)",
          DRUGS_COM_UK,
          "https://www.drugs.com/uk/covonia-night-time-formula-spc-11519.html",
        ),
      ],
    },
  ),
  // Nurofen Cold & Flu (and Sinus Relief) has pseudoephedrine; Nurofen Cold & Flu Relief has phenylephrine.
  med(
    "ibuprofen-with-pseudoephedrine",
    "Ibuprofen with pseudoephedrine",
    ["nsaid", "decongestant"],
    "as_needed",
    nhs("ibuprofen-for-adults", "Ibuprofen"),
    {
      brands: [...andVariants("Nurofen Cold & Flu", "Sudafed Sinus Pressure & Pain"), "Nurofen Sinus Relief"],
      components: ["ibuprofen", "pseudoephedrine"],
      otc: true,
      also: [
        smpc(
          "Nurofen Cold & Flu / Nurofen Sinus Relief (ibuprofen 200 mg, pseudoephedrine hydrochloride 30 mg)",
          "Medthority",
          "https://medthority.com/drugs/m-musculo-skeletal-system/m01/m01a/m01ae/m01ae51/nurofen-cold-and-flu--nurofen-sinus-relief",
        ),
        smpc(
          "Sudafed Sinus Pressure & Pain 200mg/30mg film-coated tablets (ibuprofen, pseudoephedrine hydrochloride)",
          "Medthority",
          "https://medthority.com/drugs/r-respiratory-system/r05/r05x/sudafed-sinus-pressure--pain-200mg30mg-film-coated-tablets",
        ),
      ],
    },
  ),
  med(
    "ibuprofen-with-phenylephrine",
    "Ibuprofen with phenylephrine",
    ["nsaid", "decongestant"],
    "as_needed",
    nhs("ibuprofen-for-adults", "Ibuprofen"),
    {
      brands: andVariants("Nurofen Cold & Flu Relief"),
      components: ["ibuprofen", "phenylephrine"],
      otc: true,
      also: [
        smpc(
          "Nurofen Cold & Flu Relief 200 mg/5 mg tablets (ibuprofen, phenylephrine hydrochloride)",
          EMC,
          "https://www.medicines.org.uk/emc/product/3116/smpc",
        ),
      ],
    },
  ),
  med(
    "acrivastine-with-pseudoephedrine",
    "Acrivastine with pseudoephedrine",
    ["antihistamine", "decongestant"],
    "three_times_daily",
    nhs("acrivastine", "Acrivastine"),
    {
      brands: ["Benadryl Allergy Relief Plus Decongestant"],
      components: ["acrivastine", "pseudoephedrine"],
      otc: true,
    },
  ),
  med(
    "xylometazoline-with-ipratropium",
    "Xylometazoline with ipratropium",
    ["decongestant", "antimuscarinic-bronchodilator"],
    "as_needed",
    bnf("xylometazoline-hydrochloride", "Xylometazoline hydrochloride"),
    {
      brands: ["Otrivine Extra Dual Relief"],
      components: ["xylometazoline", "ipratropium"],
      otc: true,
      also: [
        {
          title: "Xylometazoline with ipratropium nasal (Otrivine Extra Dual Relief)",
          publisher: "Medscape UK",
          url: "https://www.medscape.co.uk/drug/xylometazoline-with-ipratropium-nasal-71258-71258",
        },
      ],
    },
  ),
];

export const RESPIRATORY_ALLERGY_MEDICINES: Medicine[] = [
  ...INHALERS,
  ...MOMETASONE_COMBINATIONS,
  ...OTHER_BREATHING,
  ...ALLERGY_AND_COLDS,
  ...MORE_ANTIHISTAMINES,
  ...COUGH_AND_COLD_REMEDIES,
];
