// Groups product information names that the dictionary lacked: "mTOR inhibitors", the CYP3A4 inhibitors, whole
// and by strength, "dopamine antagonists", "steroid hormones", "aminoquinolines", "potassium-losing diuretics",
// "cough suppressants" and "strontium ranelate preparations"; then groups people type for a kind of effect: medicines
// that can lower the seizure threshold, that can lower blood potassium, anticholinergics, and the oestrogen-blocking
// treatments for breast cancer. Each class cites a page naming its members; dictionary
// medicines and groups get the class through CLASS_MEMBERS_WGRP (index.ts), the medicines added this round in
// medicines/wgrp.ts. People type these groups as the sources word them, so none is a mechanism-only class.
import { CODEINE_LINCTUS_SMPC } from "./medicines/pain";
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { REF_HMPC } from "../interactions/references-hmpc";
import { REF_WCBD } from "../interactions/references-wcbd";
import { REF_WGRP } from "../interactions/references-wgrp";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";

/** The BASG warnings on "mTOR-Inhibitoren (Everolimus, Sirolimus, Temsirolimus)". */
const MTOR_INHIBITORS: Reference = REF_WCBD.oeazCbd;

/** "CYP3A4-Inhibitoren wie Ketoconazol, Itraconazol, Clarithromycin oder Ritonavir". */
const CYP3A4_INHIBITORS: Reference = REF_WCBD.dapCbdValproate;

/** "Antipsychotics act by blocking dopamine receptors in the brain and interfering with dopaminergic transmission." */
const ANTIPSYCHOTICS_BLOCK_DOPAMINE: Reference = {
  title: "Antipsychotics (drug class)",
  publisher: "Drugs.com",
  url: "https://www.drugs.com/drug-class/antipsychotics.html",
};

/** "Steroid hormones can be grouped into two classes: corticosteroids ... and sex steroids": glucocorticoids and mineralocorticoids, and androgens, estrogens and progestogens. */
const STEROID_HORMONES: Reference = {
  title: "Steroid hormone (drug class)",
  publisher: "WordDisk (copy of the Wikipedia article)",
  url: "https://worddisk.com/wiki/Steroid_hormone/",
};

/** "Chloroquine phosphate and hydroxychloroquine sulfate are substituted 4-amino quinoline compounds". */
const AMINOQUINOLINES: Reference = {
  title: "Antimalarial agents (abstract)",
  publisher: "Scilit",
  url: "https://scilit.net/publications/581bdcc51dafba2d03539bcfcb48aa91",
};

/** Diuretics: "Hypokalaemia may occur with both thiazide and loop diuretics." */
const POTASSIUM_LOSING_DIURETICS: Reference = {
  title: "2.2 Diuretics: general guidance (hypokalaemia)",
  publisher: "NHS Dudley Health Economy Medicines Formulary",
  url: "https://www.dudleyformulary.nhs.uk/formulary/44/22-diuretics",
};

/** 3.9.1 Cough suppressants: "Codeine may be effective but it can be constipating, dextromethorphan and pholcodine have fewer adverse effects." */
const COUGH_SUPPRESSANTS: Reference = {
  title: "3.9.1 Cough suppressants: general guidance",
  publisher: "NHS Dudley Health Economy Medicines Formulary",
  url: "https://www.dudleyformulary.nhs.uk/formulary/106/391-cough-suppressants",
};

/** Strong and moderate inhibitors of CYP3A4, each listed by name. */
const CYP3A4_BY_STRENGTH: Reference = REF_WGRP.imbruvicaInteractions;

export const MEDICINE_CLASSES_WGRP: MedicineClass[] = [
  // No parent: temsirolimus treats cancer, while sirolimus and everolimus also prevent transplant rejection.
  cls("mtor-inhibitor", "mTOR inhibitors (sirolimus, everolimus, temsirolimus)", [], MTOR_INHIBITORS),
  // Antifungals, antibiotics, HIV medicines and heart medicines alike: no broader group holds them.
  cls("cyp3a4-inhibitor", "CYP3A4 inhibitors", [], CYP3A4_INHIBITORS),
  cls("strong-cyp3a4-inhibitor", "Strong CYP3A4 inhibitors", ["cyp3a4-inhibitor"], CYP3A4_BY_STRENGTH),
  cls("moderate-cyp3a4-inhibitor", "Moderate CYP3A4 inhibitors", ["cyp3a4-inhibitor"], CYP3A4_BY_STRENGTH),
  // Agnus castus SmPCs name "dopamine antagonists"; the anti-sickness members and the antipsychotics below.
  cls("dopamine-antagonist", "Dopamine antagonists", [], REF_HMPC.dtbDomperidone),
  // A St John's wort text names "steroid hormones": corticosteroids and the sex hormones, each a group already.
  cls("steroid-hormone", "Steroid hormones (corticosteroids and sex hormones)", [], STEROID_HORMONES),
  // Liquorice sources name "potassium-losing diuretics": the thiazide and loop diuretics, not the potassium-sparing.
  cls(
    "potassium-losing-diuretic",
    "Potassium-losing diuretics (thiazide and loop diuretics)",
    ["diuretic"],
    POTASSIUM_LOSING_DIURETICS,
  ),
  // The NAC leaflet names "cough suppressants"; codeine painkillers are left out, codeine linctus is in.
  cls("cough-suppressant", "Cough suppressants", ["cough-medicine"], COUGH_SUPPRESSANTS),
  // Magnesium SmPCs name "aminoquinolines" among the medicines magnesium binds.
  cls("aminoquinoline", "Aminoquinolines (chloroquine, hydroxychloroquine)", [], AMINOQUINOLINES),
  // Kalcipos-D's section 4.5 says "iron, zinc or strontium ranelate preparations"; its one UK product is the granules.
  cls("strontium-preparation", "Strontium ranelate preparations", [], REF_WGRP.strontiumRanelate),
  // Painkillers, antibiotics, antidepressants and antipsychotics alike: no broader group holds them.
  cls(
    "lowers-seizure-threshold",
    "Medicines that can lower the seizure threshold",
    [],
    REF_WGRP.seizureThresholdList,
  ),
  // Diuretics, steroids, laxatives and asthma medicines alike; the potassium-losing diuretics are one kind of it.
  cls("lowers-potassium", "Medicines that can lower blood potassium", [], REF_WGRP.virtualWardHypokalaemia),
  cls("anticholinergic", "Anticholinergic (antimuscarinic) medicines", [], REF_WGRP.bpacAnticholinergic),
  // Not under "oestrogens": these block oestrogen, and a record on oestrogens must not reach them.
  cls(
    "breast-cancer-hormone-therapy",
    "Breast cancer hormone (oestrogen-blocking) therapy",
    ["anticancer"],
    REF_WGRP.breastCancerNowHormoneTherapy,
  ),
  cls(
    "anti-oestrogen",
    "Anti-oestrogens (tamoxifen, fulvestrant)",
    ["breast-cancer-hormone-therapy"],
    REF_WGRP.cancerAustraliaAntiOestrogens,
  ),
];

/** Dictionary medicines each page names as members. */
export const CLASS_MEMBERS_WGRP: MechanismMembers[] = [
  // The named examples only: not all penicillins, SSRIs or SNRIs (the page says these raise the risk only at toxic
  // doses) nor "any diabetic agent that can cause hypoglycaemia", whose members the page does not name. Nor the
  // decongestants it names: no UK product information read says pseudoephedrine or phenylephrine lowers it.
  {
    property: "lowers-seizure-threshold",
    medicines: [
      "tramadol",
      "tapentadol",
      "pethidine",
      "fentanyl",
      "isoniazid",
      "linezolid",
      "bupropion",
      "clozapine",
      "haloperidol",
      "olanzapine",
      "rasagiline",
      "selegiline",
      "theophylline",
      "methylphenidate",
      "dexamfetamine",
      "lisdexamfetamine",
    ],
    classes: ["tricyclic-antidepressant", "fluoroquinolone"],
    sources: [REF_WGRP.seizureThresholdList],
  },
  // The page's drugs that make the body lose potassium. Insulin and beta-agonists, which move potassium into the cells,
  // are left out, as are laxatives other than the stimulant ones, whose use is the laxative cause the page means.
  {
    property: "lowers-potassium",
    classes: ["potassium-losing-diuretic", "corticosteroid", "methylxanthine"],
    medicines: ["senna", "bisacodyl", "sodium-picosulfate"],
    sources: [REF_WGRP.virtualWardHypokalaemia],
  },
  {
    property: "lowers-potassium",
    medicines: ["amphotericin"],
    sources: [REF_WGRP.drugsComLicoricePotassiumDepleting],
  },
  {
    property: "anticholinergic",
    medicines: ["amitriptyline", "cyclizine", "chlorpromazine", "oxybutynin"],
    sources: [REF_WGRP.bpacAnticholinergic],
  },
  {
    property: "anticholinergic",
    medicines: ["diphenhydramine", "hydroxyzine", "orphenadrine"],
    sources: [REF_WGRP.rcemAnticholinergic],
  },
  {
    property: "breast-cancer-hormone-therapy",
    classes: ["aromatase-inhibitor"],
    sources: [REF_WGRP.breastCancerNowHormoneTherapy],
  },
  {
    property: "anti-oestrogen",
    medicines: ["tamoxifen", "fulvestrant"],
    sources: [REF_WGRP.cancerAustraliaAntiOestrogens],
  },
  { property: "mtor-inhibitor", medicines: ["sirolimus", "everolimus"], sources: [MTOR_INHIBITORS] },
  // "Domperidone (Motilium - Janssen), like metoclopramide (Maxolon, Primperan), is a dopamine receptor antagonist."
  {
    property: "dopamine-antagonist",
    medicines: ["metoclopramide", "domperidone"],
    sources: [REF_HMPC.dtbDomperidone],
  },
  { property: "dopamine-antagonist", classes: ["antipsychotic"], sources: [ANTIPSYCHOTICS_BLOCK_DOPAMINE] },
  {
    property: "potassium-losing-diuretic",
    classes: ["thiazide-diuretic", "loop-diuretic"],
    sources: [POTASSIUM_LOSING_DIURETICS],
  },
  { property: "cough-suppressant", medicines: ["dextromethorphan"], sources: [COUGH_SUPPRESSANTS] },
  { property: "cough-suppressant", medicines: ["codeine-linctus"], sources: [CODEINE_LINCTUS_SMPC] },
  {
    property: "aminoquinoline",
    medicines: ["chloroquine", "hydroxychloroquine"],
    sources: [AMINOQUINOLINES],
  },
  {
    property: "steroid-hormone",
    classes: ["corticosteroid", "oestrogen", "progestogen", "androgen"],
    sources: [STEROID_HORMONES],
  },
  // "Temsirolimus and its primary metabolite, sirolimus, are metabolised by the cytochrome P450 3A4 pathway."
  {
    property: "cyp3a4-substrate",
    medicines: ["temsirolimus"],
    sources: [REF_WGRP.temsirolimusKetoconazole],
  },
  {
    property: "cyp3a4-inhibitor",
    medicines: ["ketoconazole", "itraconazole", "clarithromycin", "ritonavir"],
    sources: [CYP3A4_INHIBITORS],
  },
  {
    property: "strong-cyp3a4-inhibitor",
    medicines: [
      "ketoconazole",
      "ritonavir",
      "saquinavir",
      "clarithromycin",
      "itraconazole",
      "cobicistat",
      "voriconazole",
      "posaconazole",
    ],
    sources: [CYP3A4_BY_STRENGTH],
  },
  {
    property: "moderate-cyp3a4-inhibitor",
    medicines: [
      "fluconazole",
      "erythromycin",
      "aprepitant",
      "atazanavir",
      "ciprofloxacin",
      "crizotinib",
      "diltiazem",
      "fosamprenavir",
      "imatinib",
      "verapamil",
      "amiodarone",
      "dronedarone",
    ],
    sources: [CYP3A4_BY_STRENGTH],
  },
];
