// The read log of the third reading of the nutrients (drug-interactions-part-19.ts,
// supplement-interactions-nutrients-3.ts, references-nutrients-3.ts): every page found for them, and what it said.
// Non-UK product information is not one of the log's kinds: the guar gum medicines of Finland, Germany and
// Switzerland are told in the guar gum entry, the Italian and Swiss 5-HTP medicine in the 5-HTP entry, the French
// and Spanish citrulline medicine in the citrulline entry, the German beta-carotene medicine in its entry, and the
// EU Imbruvica SmPC (fish oil and vitamin E with ibrutinib) in the vitamin E entry.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_NUT3 } from "./references-nutrients-3";
import { noUkProduct, notFound, records, ukProductInformation } from "./sources-read-page";

const VITAMIN_E_SMPC_RECORDS = [
  "di-vitamin-e-ibrutinib",
  "di-vitamin-e-tipranavir",
  "di-vitamin-e-ciclosporin",
  "di-vitamin-e-bile-acid-sequestrant",
  "di-vitamin-e-orlistat",
  "di-vitamin-e-combined-hormonal-contraceptive",
  "di-vitamin-e-hrt",
  "ss-iron-vitamin-e",
];

const ODS_WEIGHT_LOSS_NOT_FOUND =
  "The NIH ODS health professional fact sheet on dietary supplements for weight loss was looked for by title and subject; it was not among what could be searched here (only copies on other sites, and a syndicated copy of the consumer fact sheet whose part read stops at its contents), so its safety sections were not read.";

const ODS_NOT_FOUND =
  "The NIH ODS health professional fact sheet was looked for by title and subject; it was not among what could be searched here (only summaries and copies on other sites), so its section on interactions with medications was not read.";

const WEIGHT_LOSS_INGREDIENTS = [
  "glucomannan",
  "guar-gum",
  "beta-glucan",
  "chitosan",
  "garcinia-cambogia",
  "cla",
  "raspberry-ketone",
  "green-coffee-extract",
  "guarana",
  "white-kidney-bean",
] as const;

export const SOURCES_READ_NUTRIENTS_3: SourceReadInput[] = [
  ukProductInformation("vitamin-e", REF_NUT3.vitaminEOralSmpc, {
    ...records(
      ...VITAMIN_E_SMPC_RECORDS,
      // Added by the vitamins' round, which read section 4.5 again for every medicine it names.
      "di-vitamin-e-selumetinib",
      "di-vitamin-e-iron-preparation",
      "ni-phenobarbital-vitamin-e",
      "ni-phenytoin-vitamin-e",
      "ni-carbamazepine-vitamin-e",
    ),
    note: "Anticoagulants and platelet aggregation inhibitors are di-vitamin-e-warfarin, di-vitamin-e-doac and di-vitamin-e-antiplatelet, which cite this page at its www address; oestrogens are the contraceptive and HRT records. Not recorded: thrombolytics (hospital medicines, not in the dictionary), phenprocoumon and ticlopidine (not UK medicines), and vitamin E raising vitamin A absorption (a benefit). Selumetinib was added to the dictionary for its record. di-vitamin-e-ibrutinib also cites the EU Imbruvica SmPC (RxReasoner copy), which says fish oil and vitamin E supplements should be avoided; it gives di-omega-3-fish-oil-ibrutinib and di-cod-liver-oil-ibrutinib.",
  }),
  ukProductInformation("iron", REF_NUT3.vitaminEOralSmpc, {
    ...records("ss-iron-vitamin-e"),
    note: "A vitamin E SmPC: iron-containing medicines reduce the activity of vitamin E, so a few hours' interval should be kept.",
  }),
  ukProductInformation(
    "vitamin-k1",
    REF_NUT3.konakionPaediatricSmpc,
    records("di-vitamin-k1-vitamin-k-antagonist"),
  ),
  ukProductInformation(
    "vitamin-k1",
    {
      title:
        "Konakion MM 10 mg/1 ml (phytomenadione): summary of product characteristics, sections 4.3 and 4.4",
      publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
      url: "https://www.rxreasoner.com/monographs/konakion/precautions",
    },
    {
      outcome: "none-stated",
      note: "Sections 4.3 and 4.4 concern giving vitamin K1 to people on coumarin anticoagulants (not by intramuscular injection, no more than 40 mg a day, INR monitoring in liver impairment); they name no other medicine. The coumarins are di-vitamin-k1-warfarin and di-vitamin-k1-vitamin-k-antagonist.",
    },
  ),
  noUkProduct(
    "vitamin-k2",
    "The UK vitamin K medicines found are phytomenadione (vitamin K1: Konakion MM) and menadiol diphosphate tablets, a synthetic vitamin K analogue whose SmPC says large doses may decrease sensitivity to anticoagulants; no licensed UK medicine of menaquinone (vitamin K2) was found.",
  ),
  ukProductInformation(
    "nac",
    {
      title:
        "Parvolex 200 mg/ml concentrate for solution for infusion (acetylcysteine): summary of product characteristics, sections 4.3 and 4.4",
      publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
      url: "https://www.rxreasoner.com/monographs/2452/precautions",
    },
    {
      outcome: "not-readable",
      note: "Sections 4.3 and 4.4 were read (no contraindications in paracetamol overdose; anaphylactoid reactions, more likely with asthma or atopy); section 4.5 was not in what could be read.",
    },
  ),
  ukProductInformation("vitamin-a", REF_NUT3.questranLightSmpc, {
    ...records("ni-colestyramine-vitamin-a"),
    note: "Colestyramine's own product information: vitamin A may need supplementing during prolonged high-dose use.",
  }),
  ukProductInformation("vitamin-k1", REF_NUT3.questranLightSmpc, {
    ...records("ni-colestyramine-vitamin-k"),
    note: "Colestyramine's own product information: vitamin K may need supplementing during prolonged high-dose use, and chronic use may cause a bleeding tendency from vitamin K deficiency.",
  }),
  ukProductInformation("vitamin-k2", REF_NUT3.questranLightSmpc, {
    outcome: "stated-not-recorded",
    note: "The SmPC says 'vitamin K' without naming a form; the nutrient record ni-colestyramine-vitamin-k is kept on vitamin K1, as the orlistat one is.",
  }),
  noUkProduct(
    "5-htp",
    "No licensed UK 5-HTP (oxitriptan) medicine was found. Tript-OH is one in Italy and Switzerland: its Italian product information (read in Italian) gives di-5-htp-carbidopa, di-5-htp-methyldopa and di-5-htp-tricyclic-antidepressant, and its Swiss product information (read in German) mc-5-htp-kidney-failure and mc-5-htp-pregnancy. The Italian text also names MAOIs and SSRIs, which the existing serotonergic class records cover, tetracyclic antidepressants (mirtazapine already has a record; mianserin has none), and lithium raising cortisol, a laboratory effect not recorded.",
  ),
  noUkProduct(
    "citrulline",
    "No licensed UK citrulline medicine was found. Stimol (citrulline malate) is one in France and Spain: the Spanish product information (read in Spanish) contraindicates it in severe kidney or liver insufficiency, giving mc-citrulline-kidney-failure and mc-citrulline-liver-disease; the French one (read in French) lists only hypersensitivity and says the data do not suggest clinically significant interactions.",
  ),
  noUkProduct(
    "beta-carotene",
    "No licensed UK beta-carotene medicine was found. Carotaben (25 mg capsules) is one in Germany, Austria and Switzerland: its German leaflet (read in German) gives mc-beta-carotene-liver-disease and mc-beta-carotene-chronic-kidney-disease; its warning for heavy smokers is already mc-beta-carotene-smoker. The Swiss leaflet also says it should not be combined with vitamin A preparations, giving no reason; the existing pair ss-beta-carotene-vitamin-a (unverified, from other sources) grades the combination minor and is not changed here.",
  ),
  noUkProduct(
    "guar-gum",
    "No licensed UK guar gum medicine was found. Guar gum medicines of other countries were found — Guarem granules (Finland), Guar Verlan (Germany) and Leiguar (Switzerland) — but their sections on other medicines were not in what could be read.",
  ),
  ...WEIGHT_LOSS_INGREDIENTS.map((slug) => notFound(slug, "nih-ods", ODS_WEIGHT_LOSS_NOT_FOUND)),
  ...(["vitamin-k1", "vitamin-k2", "vitamin-e", "vitamin-a", "beta-carotene", "chromium"] as const).map(
    (slug) => notFound(slug, "nih-ods", ODS_NOT_FOUND),
  ),
];
