// Pharmacy-counter brands typed as their packs name them (the wotc round): a decongestant cough syrup and a
// flurbiprofen lozenge meet what caffeine tablets' and ginkgo's product information say about pseudoephedrine and
// NSAIDs, an oestrogen ring meets what UK St John's wort information says about HRT, an antacid meets what its own
// SmPC says about iron, and the plain products of the same ranges (guaifenesin alone, antiseptic lozenges) and
// products used only where they act (a throat spray, allergy eye drops, a scabies cream, a chest rub) give no alarm.
// A range name alone ("Strepsils", "Benylin") is not fully checked.
import type { ScenarioInput } from "../schema";
import { flag, med } from "./build";
import { quietMedicine, scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  pepCaffeine: {
    title: "PEP (caffeine 30 mg tablets): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/pep/summary",
  },
  robitussinCongestion: {
    title:
      "Robitussin Mucus Cough and Congestion Relief / Robitussin Chesty Cough with Congestion: patient leaflet, section 1",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/robitussin-mucus-cough-and-congestion-relief-20-mg-6-mg-ml-oral-solution-robitussin-chesty-cough-with-congestion-85573/patient-leaflet",
  },
  robitussinChesty: {
    title: "Robitussin Chesty Cough Medicine (guaifenesin): summary of product characteristics",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/11926/smpc/print",
  },
  ginkgo: {
    title: "Ginkgo biloba: interactions and special warnings, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/ginkgo/precautions",
  },
  strepsilsIntensive: {
    title: "Strepsils Intensive 8.75 mg Lozenges (flurbiprofen): patient information leaflet, section 1",
    publisher: "myHealthbox (HPRA, Ireland)",
    url: "https://www.myhealthbox.eu/en/strepsils-intensive-875-mg-lozenges/2638957",
  },
  streflam: {
    title: "Streflam 8.75 mg lozenges (flurbiprofen): patient leaflet, section 1",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/streflam-8-75-mg-lozenges-95146/patient-leaflet",
  },
  strepsils: {
    title:
      "Strepsils lozenges (amylmetacresol, 2,4-dichlorobenzyl alcohol): summary of product characteristics",
    publisher: "UK SmPC, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/strepsils-lozenge-leaflet.html",
  },
  nhsStJohnsWort: {
    title: "St. Johns wort: medicines that may interact (NHS medicine guides)",
    publisher: "NHS",
    url: "https://www.nhs.uk/medicine-guides/pages/MedicineOverview.aspx?medicine=St.%20Johns%20wort",
  },
  kiraSmpc: {
    title:
      "Kira LowMood Relief (St John's wort extract 450 mg): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/kira-lowmood-relief/g/dde9:4bfa/info/summary",
  },
  estring: {
    title:
      "ESTRING 7.5 microgram/24 hours vaginal delivery system (estradiol): summary of product characteristics",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/1083/smpc/print",
  },
  estringLeaflet: {
    title: "Estring 7.5 microgram/24 hours vaginal delivery system: patient information leaflet, section 1",
    publisher: "UK patient leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/estring-7-5-microgram-24-hours-vaginal-delivery-system-leaflet.html",
  },
  ultraChloraseptic: {
    title: "Ultra Chloraseptic Anaesthetic Throat Spray (benzocaine): summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ultra-chloraseptic-anaesthetic-throat-spray-86803/summary-of-medicine-characteristics",
  },
  ultraChlorasepticOverdose: {
    title: "Ultra Chloraseptic Anaesthetic Throat Spray: summary of product characteristics, section 4.9",
    publisher: "RxReasoner (copy of MHRA product information)",
    url: "https://www.rxreasoner.com/monographs/2548/usage",
  },
  opticrom: {
    title: "Opticrom Allergy 2% w/v Eye Drops (sodium cromoglicate): patient information leaflet",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/6769/pil",
  },
  lyclear: {
    title: "Lyclear Dermal Cream 5% (permethrin): summary of product characteristics, sections 4.4 and 4.5",
    publisher: "RxReasoner (copy of MHRA product information)",
    url: "https://rxreasoner.com/monographs/lyclear/precautions",
  },
  bisodol: {
    title: "Bisodol Indigestion Relief Tablets: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/bisodol-indigestion-relief-tablets/summary",
  },
  vaporub: {
    title:
      "Vicks VapoRub (levomenthol, camphor, eucalyptus oil, turpentine oil): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/vicks-vaporub/summary",
  },
  benylinChestyOriginal: {
    title:
      "Benylin Chesty Coughs (Original) (diphenhydramine, L-menthol): summary of product characteristics",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/1476/smpc/print",
  },
  benylinMucusMax: {
    title:
      "Benylin Mucus Cough Max Honey & Lemon Flavour 100 mg/5 ml Syrup (guaifenesin): summary of product characteristics",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/9356/smpc%23gref",
  },
} satisfies Record<string, Reference>;

const PSEUDOEPHEDRINE =
  "The syrup's leaflet says it contains pseudoephedrine, and caffeine tablets' SmPC says they must not be used by anyone also taking sympathomimetics such as pseudoephedrine.";

const FLURBIPROFEN =
  "The lozenge's leaflet says flurbiprofen is an NSAID, and ginkgo's product information says the effect of antiplatelet drugs, naming acetylsalicylic acid and other NSAIDs, may be influenced.";

const CONGESTION_CAFFEINE = [
  "Robitussin Chesty Cough with Congestion",
  "Robitussin Mucus Cough and Congestion Relief",
].map((medicine, index) =>
  scenario(
    {
      id: `sc-wotc-robitussin-congestion-caffeine-${index + 1}`,
      title: `${medicine} (guaifenesin with pseudoephedrine) with caffeine tablets`,
      medicines: [medicine],
      stack: [PRODUCT.caffeine200],
      rationale: PSEUDOEPHEDRINE,
      sources: [SOURCE.robitussinCongestion, SOURCE.pepCaffeine],
    },
    { flags: [flag("caffeine", med(medicine), "moderate", "contraindicated")] },
  ),
);

const FLURBIPROFEN_GINKGO = [
  { medicine: "Strepsils Intensive", source: SOURCE.strepsilsIntensive },
  { medicine: "Streflam", source: SOURCE.streflam },
].map(({ medicine, source }) =>
  scenario(
    {
      id: `sc-wotc-${medicine.toLowerCase().replaceAll(" ", "-")}-ginkgo`,
      title: `${medicine} (flurbiprofen lozenges) with ginkgo`,
      medicines: [medicine],
      stack: [PRODUCT.ginkgo],
      rationale: FLURBIPROFEN,
      sources: [source, SOURCE.ginkgo],
    },
    { flags: [flag("ginkgo-biloba", med(medicine), "minor", "major")] },
  ),
);

const ESTRING_ST_JOHNS_WORT = scenario(
  {
    id: "sc-wotc-estring-st-johns-wort",
    title: "Estring (estradiol vaginal ring, a form of HRT) with St John's wort",
    medicines: ["Estring"],
    stack: [PRODUCT.stJohnsWort],
    rationale:
      "Estring's leaflet calls it part of hormone replacement therapy (HRT), and the NHS St John's wort guide lists hormone replacement therapies among the medicines that may interact.",
    sources: [SOURCE.estringLeaflet, SOURCE.estring, SOURCE.nhsStJohnsWort],
  },
  { flags: [flag("st-johns-wort", med("Estring"), "minor", "contraindicated")] },
);

const BISODOL_IRON = scenario(
  {
    id: "sc-wotc-bisodol-iron",
    title:
      "Bisodol Indigestion Relief Tablets (calcium and magnesium carbonates, sodium bicarbonate) with iron",
    medicines: ["Bisodol Indigestion Relief Tablets"],
    stack: [PRODUCT.iron20],
    rationale: "Bisodol's SmPC says antacids are known to reduce the absorption of iron salts.",
    sources: [SOURCE.bisodol],
  },
  { flags: [flag("iron", med("Bisodol Indigestion Relief Tablets"), "minor", "major")] },
);

const NEGATIVES: ScenarioInput[] = [
  quietMedicine(
    {
      id: "sc-wotc-robitussin-chesty-caffeine-none",
      title: "Robitussin Chesty Cough (guaifenesin alone) with caffeine tablets",
      product: PRODUCT.caffeine200,
      rationale:
        "This syrup's only active is guaifenesin, an expectorant; the caffeine SmPC names sympathomimetics, not expectorants.",
      sources: [SOURCE.robitussinChesty, SOURCE.pepCaffeine],
    },
    "caffeine",
    "Robitussin Chesty Cough",
  ),
  quietMedicine(
    {
      id: "sc-wotc-benylin-mucus-max-caffeine-none",
      title: "Benylin Mucus Cough Max (guaifenesin alone) with caffeine tablets",
      product: PRODUCT.caffeine200,
      rationale:
        "Benylin Mucus Cough Max holds guaifenesin only; the caffeine SmPC names sympathomimetics such as pseudoephedrine, which it does not contain.",
      sources: [SOURCE.benylinMucusMax, SOURCE.pepCaffeine],
    },
    "caffeine",
    "Benylin Mucus Cough Max",
  ),
  quietMedicine(
    {
      id: "sc-wotc-strepsils-original-ginkgo-none",
      title: "Strepsils Original (antiseptic lozenges) with ginkgo",
      product: PRODUCT.ginkgo,
      rationale:
        "Strepsils lozenges hold two antiseptics, amylmetacresol and dichlorobenzyl alcohol, with no clinically significant interactions known; ginkgo's product information names anticoagulants and antiplatelet drugs.",
      sources: [SOURCE.strepsils, SOURCE.ginkgo],
    },
    "ginkgo-biloba",
    "Strepsils Original",
  ),
  quietMedicine(
    {
      id: "sc-wotc-ultra-chloraseptic-st-johns-wort-none",
      title: "Ultra Chloraseptic throat spray (benzocaine) with St John's wort",
      product: PRODUCT.stJohnsWort,
      rationale:
        "A benzocaine spray to the throat: its SmPC expects no systemic effects, given poor absorption and a low dose, so nothing St John's wort speeds the breakdown of is at stake.",
      sources: [SOURCE.ultraChloraseptic, SOURCE.ultraChlorasepticOverdose, SOURCE.kiraSmpc],
    },
    "st-johns-wort",
    "Ultra Chloraseptic",
  ),
  quietMedicine(
    {
      id: "sc-wotc-opticrom-st-johns-wort-none",
      title: "Opticrom Allergy eye drops (sodium cromoglicate) with St John's wort",
      product: PRODUCT.stJohnsWort,
      rationale:
        "Anti-allergy eye drops used in the eye; neither the leaflet nor UK St John's wort information names them.",
      sources: [SOURCE.opticrom, SOURCE.kiraSmpc, SOURCE.nhsStJohnsWort],
    },
    "st-johns-wort",
    "Opticrom Allergy",
  ),
  quietMedicine(
    {
      id: "sc-wotc-lyclear-st-johns-wort-none",
      title: "Lyclear scabies cream (permethrin) with St John's wort",
      product: PRODUCT.stJohnsWort,
      rationale:
        "A cream for the skin only, whose SmPC says no interactions are known; UK St John's wort information does not name it.",
      sources: [SOURCE.lyclear, SOURCE.kiraSmpc, SOURCE.nhsStJohnsWort],
    },
    "st-johns-wort",
    "Lyclear",
  ),
  quietMedicine(
    {
      id: "sc-wotc-vicks-vaporub-st-johns-wort-none",
      title: "Vicks VapoRub (a chest rub) with St John's wort",
      product: PRODUCT.stJohnsWort,
      rationale:
        "An ointment rubbed on the chest or inhaled, whose SmPC knows no interactions; UK St John's wort information does not name it.",
      sources: [SOURCE.vaporub, SOURCE.kiraSmpc, SOURCE.nhsStJohnsWort],
    },
    "st-johns-wort",
    "Vicks VapoRub",
  ),
];

// A range whose products hold different medicines: the name alone cannot be checked as one of them.
const RANGES: ScenarioInput[] = [
  scenario(
    {
      id: "sc-wotc-strepsils-alone-not-fully-checked",
      title: "Strepsils typed alone (antiseptic lozenges or flurbiprofen) with ginkgo",
      medicines: ["Strepsils"],
      stack: [PRODUCT.ginkgo],
      rationale:
        "Strepsils lozenges are antiseptics, but Strepsils Intensive is flurbiprofen, an NSAID: which one is taken decides whether ginkgo's warning applies.",
      sources: [SOURCE.strepsils, SOURCE.strepsilsIntensive, SOURCE.ginkgo],
    },
    { notFullyChecked: true },
  ),
  scenario(
    {
      id: "sc-wotc-benylin-alone-not-fully-checked",
      title: "Benylin typed alone (cough syrups, some sedating) with caffeine tablets",
      medicines: ["Benylin"],
      stack: [PRODUCT.caffeine200],
      rationale:
        "Benylin Chesty Coughs (Original) holds diphenhydramine and may cause drowsiness, Benylin Mucus Cough Max only guaifenesin; the caffeine SmPC says not with sedatives, so the range name alone cannot be checked.",
      sources: [SOURCE.benylinChestyOriginal, SOURCE.benylinMucusMax, SOURCE.pepCaffeine],
    },
    { notFullyChecked: true },
  ),
];

export const WOTC_SCENARIOS: ScenarioInput[] = [
  ...CONGESTION_CAFFEINE,
  ...FLURBIPROFEN_GINKGO,
  ESTRING_ST_JOHNS_WORT,
  BISODOL_IRON,
  ...NEGATIVES,
  ...RANGES,
];
