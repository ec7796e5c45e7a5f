// Asthma and COPD inhalers, other breathing medicines, antihistamines and decongestants. Chosen from
// the most prescribed items in England (NHSBSA Prescription Cost Analysis and English Prescribing
// Dataset) and the common over-the-counter allergy remedies. Frequencies are the usual adult ones on
// the cited page; null where they depend on the inhaler or the condition treated.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med, nhs } from "./build";

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
  med(
    "beclometasone",
    "Beclometasone",
    ["inhaled-corticosteroid", "topical-corticosteroid"],
    "twice_daily",
    nhs("beclometasone-inhalers"),
    {
      brands: ["Clenil Modulite", "Qvar", "Soprobec", "Kelhale", "Beconase"],
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
      brands: ["Flixotide", "Flixonase", "Avamys", "Cutivate"],
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
      brands: ["Relvar Ellipta"],
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
      brands: ["Incruse Ellipta"],
    },
  ),
  med(
    "aclidinium",
    "Aclidinium",
    ["antimuscarinic-bronchodilator"],
    "twice_daily",
    epar("eklira-genuair", "Eklira Genuair"),
    {
      brands: ["Eklira Genuair"],
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
      brands: ["Seebri Breezhaler"],
      other: ["Glycopyrronium bromide", "Glycopyrrolate"],
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
      brands: ["Trelegy Ellipta"],
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

const OTHER_BREATHING: Medicine[] = [
  med("montelukast", "Montelukast", ["leukotriene-receptor-antagonist"], "once_daily", nhs("montelukast"), {
    brands: ["Singulair"],
  }),
  med("theophylline", "Theophylline", ["methylxanthine"], "twice_daily", bnf("theophylline"), {
    brands: ["Uniphyllin Continus", "Slo-Phyllin"],
  }),
  med("aminophylline", "Aminophylline", ["methylxanthine"], "twice_daily", bnf("aminophylline"), {
    brands: ["Phyllocontin Continus"],
  }),
  med("carbocisteine", "Carbocisteine", ["mucolytic"], null, nhs("carbocisteine"), {
    brands: ["Mucodyne"],
    other: ["Carbocysteine"],
  }),
];

const ALLERGY_AND_COLDS: Medicine[] = [
  med("cetirizine", "Cetirizine", ["antihistamine"], "once_daily", nhs("cetirizine"), {
    brands: ["Zirtek", "Piriteze"],
    other: ["Cetirizine hydrochloride", "Zyrtec"],
    otc: true,
  }),
  med("loratadine", "Loratadine", ["antihistamine"], "once_daily", nhs("loratadine"), {
    brands: ["Clarityn"],
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
      brands: ["Piriton"],
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
    brands: ["Nytol"],
    other: ["Diphenhydramine hydrochloride"],
    otc: true,
  }),
  med("pseudoephedrine", "Pseudoephedrine", ["decongestant"], null, nhs("pseudoephedrine"), {
    brands: ["Sudafed", "Galpseud"],
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
      brands: ["Otrivine"],
      other: ["Xylometazoline hydrochloride"],
      otc: true,
    },
  ),
];

export const RESPIRATORY_ALLERGY_MEDICINES: Medicine[] = [
  ...INHALERS,
  ...OTHER_BREATHING,
  ...ALLERGY_AND_COLDS,
];
