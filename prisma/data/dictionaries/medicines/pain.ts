// Painkillers: paracetamol, NSAIDs, opioids and the co- combinations. Chosen from the most prescribed
// items in England (NHSBSA Prescription Cost Analysis and English Prescribing Dataset), the common
// over-the-counter painkillers, and every member of the NSAID, opioid and serotonergic-opioid classes
// the knowledge base targets. Frequencies are the usual adult ones on the cited page ("as needed" for
// painkillers taken when pain comes); null where they depend on the form or the condition treated.
//
// The over-the-counter combination painkillers (Anadin, Solpadeine, Syndol, Migraleve, Panadol Extra) are
// entries of their own with their components, so naming the brand checks each medicine in it; each cites
// the page of its main component and the product's summary of product characteristics (SmPC).
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { andVariants, bnf, med, nhs, page } from "./build";
import { REF_WOTC_PRODUCTS as WOTC } from "./wotc";

/** A UK product's summary of product characteristics, from the emc or a site that reproduces it. */
function smpc(title: string, publisher: string, url: string): Reference {
  return { title: `${title}: summary of product characteristics`, publisher, url };
}

const EMC = "Electronic medicines compendium (emc)";
const ANADIN_EXTRA_SMPC = smpc(
  "Anadin Extra (aspirin 300 mg, paracetamol 200 mg, caffeine 45 mg)",
  EMC,
  "https://www.medicines.org.uk/emc/product/11893/smpc",
);
const CO_CODAMOL_PAGE = nhs("co-codamol-for-adults", "Co-codamol (codeine with paracetamol)");
/** 4.1: "Recommended as an anti-tussive for a non productive cough"; 15 mg codeine phosphate in each 5 ml. */
export const CODEINE_LINCTUS_SMPC = smpc(
  "Codeine Linctus BP (codeine phosphate 15 mg in 5 ml)",
  "imedi.co.uk (copy of the UK SmPC)",
  "https://imedi.co.uk/codeine-linctus-b-p/summary",
);

const NON_OPIOIDS: Medicine[] = [
  med("paracetamol", "Paracetamol", ["analgesic"], "as_needed", nhs("paracetamol-for-adults"), {
    brands: [
      "Panadol",
      "Panadol Advance",
      "Panadol Actifast",
      "Panadol Original",
      "Calpol",
      "Calpol Infant",
      "Calpol Six Plus",
      "Hedex",
      "Anadin Paracetamol",
      "Disprol",
    ],
    other: ["Acetaminophen", "Tylenol", "APAP"],
    otc: true,
  }),
  med("ibuprofen", "Ibuprofen", ["nsaid"], "as_needed", nhs("ibuprofen-for-adults"), {
    brands: [
      "Nurofen",
      "Nurofen Express",
      "Nurofen Maximum Strength",
      "Nurofen Migraine Pain",
      "Nurofen for Children",
      ...andVariants("Nurofen Joint & Back"),
      "Brufen",
      "Calprofen",
      "Cuprofen",
      "Fenbid",
      "Ibugel",
      "Ibuleve",
      "Anadin Ibuprofen",
      "Anadin Ultra",
      "Anadin Joint Pain",
      "Feminax Express",
    ],
    other: ["Advil", "Motrin", "Ibuprofen lysine"],
    otc: true,
  }),
  med("naproxen", "Naproxen", ["nsaid"], "twice_daily", nhs("naproxen"), {
    brands: ["Naprosyn", "Stirlescent", "Feminax Ultra"],
    other: ["Naproxen sodium", "Aleve"],
    otc: true,
  }),
  med("diclofenac", "Diclofenac", ["nsaid"], null, nhs("diclofenac"), {
    brands: ["Voltarol", "Voltarol Emulgel", "Voltarol Pain-eze"],
    other: ["Diclofenac sodium", "Diclofenac potassium"],
    otc: true,
  }),
  med("celecoxib", "Celecoxib", ["nsaid"], null, bnf("celecoxib"), { brands: ["Celebrex"] }),
  med("etoricoxib", "Etoricoxib", ["nsaid"], "once_daily", bnf("etoricoxib"), { brands: ["Arcoxia"] }),
  med("mefenamic-acid", "Mefenamic acid", ["nsaid"], "three_times_daily", bnf("mefenamic-acid"), {
    brands: ["Ponstan"],
  }),
  med("meloxicam", "Meloxicam", ["nsaid"], "once_daily", bnf("meloxicam")),
  med("indometacin", "Indometacin", ["nsaid"], null, bnf("indometacin"), { other: ["Indomethacin"] }),
  med("ketoprofen", "Ketoprofen", ["nsaid"], null, bnf("ketoprofen"), { brands: ["Oruvail"] }),
  med("piroxicam", "Piroxicam", ["nsaid"], "once_daily", bnf("piroxicam"), { brands: ["Feldene"] }),
  med("nabumetone", "Nabumetone", ["nsaid"], "once_daily", bnf("nabumetone")),
  med("etodolac", "Etodolac", ["nsaid"], null, bnf("etodolac")),
  med("aceclofenac", "Aceclofenac", ["nsaid"], "twice_daily", bnf("aceclofenac"), { brands: ["Preservex"] }),
  med("dexketoprofen", "Dexketoprofen", ["nsaid"], null, bnf("dexketoprofen"), { brands: ["Keral"] }),
  med("flurbiprofen", "Flurbiprofen", ["nsaid"], null, bnf("flurbiprofen"), {
    brands: ["Strefen", "Strepsils Intensive", "Streflam"],
    otc: true,
    also: [WOTC.strepsilsIntensiveLeaflet, WOTC.streflamLeaflet],
  }),
  med("sulindac", "Sulindac", ["nsaid"], "twice_daily", bnf("sulindac")),
  med("tenoxicam", "Tenoxicam", ["nsaid"], "once_daily", bnf("tenoxicam")),
  med("tiaprofenic-acid", "Tiaprofenic acid", ["nsaid"], null, bnf("tiaprofenic-acid")),
  med("fenoprofen", "Fenoprofen", ["nsaid"], null, bnf("fenoprofen")),
  // A gel or foam rubbed on the skin, but an NSAID all the same (as Voltarol gel is diclofenac).
  med("felbinac", "Felbinac", ["nsaid"], null, bnf("felbinac"), { otc: true }),
  // The caffeine in painkillers and cold remedies (45 to 65 mg a tablet), a component of the combinations below.
  med("caffeine", "Caffeine", ["caffeine-containing"], null, page(ANADIN_EXTRA_SMPC), {
    // Pro-Plus is caffeine alone (50 mg), sold for tiredness.
    brands: ["Pro-Plus", "Pro Plus"],
    other: ["Caffeine citrate"],
    otc: true,
    also: [
      smpc(
        "Pro Plus (caffeine anhydrous 50 mg)",
        "Medine.co.uk",
        "https://medine.co.uk/pro-plus/summary?doc=0",
      ),
    ],
  }),
  med("nefopam", "Nefopam", ["analgesic"], "three_times_daily", nhs("nefopam"), {
    other: ["Nefopam hydrochloride"],
  }),
];

const OPIOIDS: Medicine[] = [
  med("codeine", "Codeine", ["opioid"], "as_needed", nhs("codeine"), { other: ["Codeine phosphate"] }),
  // The pharmacy cough syrup: codeine as a cough suppressant, which the painkiller entry is not.
  med("codeine-linctus", "Codeine linctus", ["opioid"], null, page(CODEINE_LINCTUS_SMPC), {
    other: ["Codeine linctus BP", "Codeine phosphate linctus", "Codeine cough syrup"],
    components: ["codeine"],
  }),
  med("dihydrocodeine", "Dihydrocodeine", ["opioid"], null, nhs("dihydrocodeine"), {
    brands: ["DF118 Forte", "DHC Continus"],
    other: ["Dihydrocodeine tartrate"],
  }),
  med("morphine", "Morphine", ["opioid"], null, nhs("morphine"), {
    brands: ["MST Continus", "Zomorph", "Sevredol", "Morphgesic", "MXL", "Oramorph", "Actimorph"],
    other: ["Morphine sulfate", "Morphine sulphate"],
  }),
  med("oxycodone", "Oxycodone", ["opioid"], null, nhs("oxycodone"), {
    brands: ["OxyContin", "OxyNorm", "Longtec", "Shortec", "Oxypro", "Lynlor", "Reltebon"],
    other: ["Oxycodone hydrochloride"],
  }),
  med("buprenorphine", "Buprenorphine", ["opioid"], null, nhs("buprenorphine-for-pain"), {
    brands: ["BuTrans", "Transtec", "Subutex", "Espranor", "Butec", "Reletrans", "Buvidal"],
  }),
  med("hydromorphone", "Hydromorphone", ["opioid"], null, bnf("hydromorphone-hydrochloride"), {
    brands: ["Palladone"],
    other: ["Hydromorphone hydrochloride"],
  }),
  med("diamorphine", "Diamorphine", ["opioid"], null, bnf("diamorphine-hydrochloride"), {
    other: ["Diamorphine hydrochloride", "Heroin"],
  }),
  med("tramadol", "Tramadol", ["serotonergic-opioid"], null, nhs("tramadol"), {
    brands: ["Zydol", "Zamadol", "Maxitram", "Marol", "Tramulief", "Tramquel"],
    other: ["Tramadol hydrochloride", "Ultram"],
  }),
  med("tapentadol", "Tapentadol", ["serotonergic-opioid"], null, bnf("tapentadol"), { brands: ["Palexia"] }),
  med("pethidine", "Pethidine", ["serotonergic-opioid"], null, bnf("pethidine-hydrochloride"), {
    other: ["Meperidine", "Pethidine hydrochloride", "Demerol"],
  }),
  med("methadone", "Methadone", ["serotonergic-opioid"], "once_daily", nhs("methadone"), {
    brands: ["Physeptone"],
    other: ["Methadone hydrochloride"],
  }),
  med("fentanyl", "Fentanyl", ["serotonergic-opioid"], null, nhs("fentanyl"), {
    brands: ["Durogesic", "Matrifen", "Abstral", "Effentora", "Instanyl", "PecFent", "Actiq"],
  }),
  med("meptazinol", "Meptazinol", ["opioid"], null, bnf("meptazinol"), { brands: ["Meptid"] }),
  med("pentazocine", "Pentazocine", ["opioid"], null, bnf("pentazocine")),
];

const COMBINATIONS: Medicine[] = [
  med("co-codamol", "Co-codamol", ["opioid", "analgesic"], "as_needed", nhs("co-codamol-for-adults"), {
    // Solpadeine Max tablets and Migraleve Yellow are codeine with paracetamol; Solpadeine Max Soluble also
    // has caffeine (below).
    brands: [
      "Solpadol",
      "Tylex",
      "Zapain",
      "Kapake",
      "Codipar",
      "Solpadeine Max",
      "Solpadeine Max Tablets",
      "Migraleve Yellow",
      "Paracodol",
    ],
    other: ["Codeine and paracetamol", "Paracetamol and codeine"],
    components: ["codeine", "paracetamol"],
    otc: true,
  }),
  med("co-dydramol", "Co-dydramol", ["opioid", "analgesic"], "as_needed", nhs("co-dydramol"), {
    brands: ["Remedeine", "Paramol"],
    other: ["Dihydrocodeine and paracetamol"],
    components: ["dihydrocodeine", "paracetamol"],
  }),
  med("co-codaprin", "Co-codaprin", ["opioid", "nsaid"], "as_needed", nhs("co-codaprin"), {
    other: ["Aspirin and codeine"],
    components: ["codeine", "aspirin"],
  }),
  med(
    "ibuprofen-with-codeine",
    "Ibuprofen with codeine",
    ["nsaid", "opioid"],
    "as_needed",
    nhs("ibuprofen-and-codeine-nurofen-plus"),
    {
      brands: ["Nurofen Plus", "Cuprofen Plus"],
      other: ["Ibuprofen and codeine"],
      components: ["ibuprofen", "codeine"],
      otc: true,
    },
  ),
  // Tramacet's UK leaflet: tramadol hydrochloride 37.5 mg with paracetamol 325 mg in each tablet.
  med(
    "tramadol-with-paracetamol",
    "Tramadol with paracetamol",
    ["serotonergic-opioid", "analgesic"],
    "as_needed",
    page({
      title:
        "Tramacet 37.5 mg/325 mg film-coated tablets (tramadol hydrochloride/paracetamol): patient leaflet",
      publisher: "Grünenthal Ltd, on the electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/6630/pil",
    }),
    {
      brands: ["Tramacet"],
      other: ["Tramadol and paracetamol", "Tramadol hydrochloride/paracetamol"],
      components: ["tramadol", "paracetamol"],
    },
  ),
];

const OVER_THE_COUNTER_COMBINATIONS: Medicine[] = [
  med(
    "paracetamol-with-caffeine",
    "Paracetamol with caffeine",
    ["analgesic", "caffeine-containing"],
    "as_needed",
    nhs("paracetamol-for-adults", "Paracetamol"),
    {
      brands: ["Panadol Extra", "Panadol Extra Advance", "Hedex Extra", "Solpadeine Headache"],
      other: ["Paracetamol and caffeine"],
      components: ["paracetamol", "caffeine"],
      otc: true,
      also: [
        smpc(
          "Hedex Extra or Solpadeine Headache Tablets (paracetamol 500 mg, caffeine 65 mg)",
          "Medthority",
          "https://medthority.com/drugs/n-nervous-system/n02/n02b/n02be/n02be51/hedex-extra",
        ),
      ],
    },
  ),
  med(
    "aspirin-with-caffeine",
    "Aspirin with caffeine",
    ["nsaid", "caffeine-containing"],
    "as_needed",
    bnf("aspirin", "Aspirin"),
    {
      // Not the bare "Anadin": Anadin Extra, Paracetamol, Ibuprofen and Ultra hold other medicines.
      brands: ["Anadin Original", "Beechams Powders"],
      other: ["Aspirin and caffeine"],
      components: ["aspirin", "caffeine"],
      otc: true,
      also: [
        smpc(
          "Anadin Original (aspirin 325 mg, caffeine 15 mg)",
          EMC,
          "https://www.medicines.org.uk/emc/product/11895/smpc",
        ),
        smpc(
          "Beechams Powders (aspirin 600 mg, caffeine 50 mg)",
          EMC,
          "https://www.medicines.org.uk/emc/product/7305/smpc",
        ),
      ],
    },
  ),
  med(
    "aspirin-paracetamol-caffeine",
    "Aspirin, paracetamol and caffeine",
    ["nsaid", "analgesic", "caffeine-containing"],
    "as_needed",
    bnf("aspirin", "Aspirin"),
    {
      brands: ["Anadin Extra", "Anadin Extra Soluble"],
      components: ["aspirin", "paracetamol", "caffeine"],
      otc: true,
      also: [ANADIN_EXTRA_SMPC],
    },
  ),
  med(
    "paracetamol-codeine-caffeine",
    "Paracetamol, codeine and caffeine",
    ["opioid", "analgesic", "caffeine-containing"],
    "as_needed",
    CO_CODAMOL_PAGE,
    {
      brands: [
        "Solpadeine Plus",
        "Solpadeine Max Soluble",
        "Syndol Headache Relief",
        "Veganin",
        "Ultramol Soluble",
        "Codasolve",
      ],
      other: ["Co-codamol with caffeine"],
      components: ["paracetamol", "codeine", "caffeine"],
      otc: true,
      also: [
        {
          title:
            "Paracetamol with codeine and caffeine oral (Solpadeine Plus, Solpadeine Max Soluble, Syndol Headache Relief, Veganin)",
          publisher: "Medscape UK",
          url: "https://www.medscape.co.uk/drug/paracetamol-with-codeine-and-caffeine-oral-25547-25547",
        },
      ],
    },
  ),
  med(
    "paracetamol-codeine-doxylamine-caffeine",
    "Paracetamol, codeine, doxylamine and caffeine",
    ["opioid", "analgesic", "antihistamine", "caffeine-containing"],
    "as_needed",
    CO_CODAMOL_PAGE,
    {
      brands: ["Syndol"],
      components: ["paracetamol", "codeine", "doxylamine", "caffeine"],
      otc: true,
      also: [
        {
          title: "Paracetamol with codeine phosphate, doxylamine and caffeine oral (Syndol caplets)",
          publisher: "Medscape UK",
          url: "https://www.medscape.co.uk/drug/paracetamol-with-codeine-phosphate-doxylamine-and-caffeine-oral-71467-71467",
        },
      ],
    },
  ),
  // Migraleve Pink has buclizine for the sickness; the Yellow tablets are codeine with paracetamol only.
  med(
    "paracetamol-codeine-buclizine",
    "Paracetamol, codeine and buclizine",
    ["opioid", "analgesic", "antihistamine", "antiemetic"],
    "as_needed",
    CO_CODAMOL_PAGE,
    {
      // Not the bare "Migraleve", which may be the Yellow tablets (co-codamol) alone.
      brands: ["Migraleve Pink", "Migraleve Complete"],
      components: ["paracetamol", "codeine", "buclizine"],
      otc: true,
      also: [
        smpc(
          "Migraleve Pink (paracetamol, codeine phosphate, buclizine) and Migraleve Yellow",
          EMC,
          "https://www.medicines.org.uk/emc/product/1062/smpc",
        ),
      ],
    },
  ),
  med(
    "ibuprofen-with-paracetamol",
    "Ibuprofen with paracetamol",
    ["nsaid", "analgesic"],
    "as_needed",
    nhs("ibuprofen-for-adults", "Ibuprofen"),
    {
      brands: ["Nuromol", "Combogesic"],
      other: ["Paracetamol and ibuprofen"],
      components: ["ibuprofen", "paracetamol"],
      otc: true,
    },
  ),
  med(
    "paracetamol-with-diphenhydramine",
    "Paracetamol with diphenhydramine",
    ["analgesic", "antihistamine", "sedative"],
    "as_needed",
    nhs("paracetamol-for-adults", "Paracetamol"),
    {
      brands: ["Panadol Night", "Panadol NightPain", "Panadol Night Pain"],
      components: ["paracetamol", "diphenhydramine"],
      otc: true,
      also: [
        smpc(
          "Panadol Night or Panadol NightPain (paracetamol 500 mg, diphenhydramine hydrochloride 25 mg)",
          EMC,
          "https://www.medicines.org.uk/emc/product/3919/smpc",
        ),
      ],
    },
  ),
];

export const PAIN_MEDICINES: Medicine[] = [
  ...NON_OPIOIDS,
  ...OPIOIDS,
  ...COMBINATIONS,
  ...OVER_THE_COUNTER_COMBINATIONS,
];
