// Mechanism properties: classes the knowledge base's class records target ("St John's wort with medicines
// cleared mainly by CYP3A4"), and their members, each with the page that states the property for it. index.ts
// gives every member the class and the source, so a class record reaches each of them and cites why.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { REF_CYP } from "../interactions/references-cyp";
import { REF_P10 } from "../interactions/references-p10";
import { REFN } from "../interactions/references-nutrients";

/**
 * The US label of Paxlovid lists, as contraindicated with ritonavir, drugs "primarily metabolized by CYP3A" (a
 * strong CYP3A inhibitor raises them); the same dependence is why an inducer such as St John's wort lowers them.
 * Read through the label's own page and copies of its section 4; flecainide and propafenone, listed there but
 * cleared mainly by CYP2D6, are left out.
 */
const PAXLOVID_US_CONTRAINDICATIONS: Reference = {
  title:
    "PAXLOVID (nirmatrelvir; ritonavir) prescribing information, section 4: drugs primarily metabolized by CYP3A",
  publisher: "Pfizer (US prescribing information)",
  url: "https://www.pfizermedical.com/paxlovid/contradictions",
};

/** The Canadian product monograph's list of drugs "highly dependent on CYP3A for clearance". */
const PAXLOVID_CA_CONTRAINDICATIONS: Reference = {
  title: "PAXLOVID product monograph, section 2: drugs highly dependent on CYP3A for clearance",
  publisher: "Pfizer Canada",
  url: "https://www.pfizermedicalinformation.ca/en-ca/paxlovid/2-contraindications",
};

/** Section 4.5 names tetracyclines, quinolones and bisphosphonates as medicines iron binds. */
const FERROUS_SULFATE_SMPC: Reference = {
  title:
    "Ferrous sulfate tablets: summary of product characteristics, section 4.5 (tetracyclines, quinolones, bisphosphonates)",
  publisher: "electronic medicines compendium (emc)",
  url: "https://www.medicines.org.uk/emc/product/3130",
};

const MINERAL_FACT_SHEET = (mineral: string): Reference => ({
  title: `${mineral}: Fact Sheet for Health Professionals (interactions with medications)`,
  publisher: "NIH Office of Dietary Supplements",
  url: `https://ods.od.nih.gov/factsheets/${mineral}-HealthProfessional/`,
});

/** Doxycycline: not at the same time as indigestion remedies or iron, magnesium or zinc. */
const DOXYCYCLINE_LEAFLET: Reference = {
  title: "Doxycycline (do not take indigestion remedies or iron, magnesium or zinc at the same time)",
  publisher: "Patient.info",
  url: "https://patient.info/medicine/doxycycline",
};

/** Integrase inhibitors and polyvalent cations (calcium, iron, magnesium, aluminium). */
const BIKTARVY_INTERACTIONS: Reference = {
  title: "Biktarvy: contraindications and drug interactions (polyvalent cations, St John's wort)",
  publisher: "Gilead Sciences (summary of the US prescribing information)",
  url: "https://biktarvyhcp.com/safety-tolerability/contraindications-ddis",
};

/** Sections 4.2 and 4.5: at least 4 hours from antacids, dairy products and supplements with polyvalent cations. */
const REVOLADE_SMPC: Reference = {
  title:
    "Revolade (eltrombopag): EPAR product information, sections 4.2 and 4.5 (polyvalent cations such as iron, calcium, magnesium, aluminium, selenium and zinc)",
  publisher: "European Medicines Agency",
  url: "https://www.ema.europa.eu/en/medicines/human/EPAR/revolade",
};

/** Section 4.5: entacapone may form chelates with iron in the gut; take them at least 2 to 3 hours apart. */
const COMTAN_SMPC: Reference = {
  title: "Comtan (entacapone): EPAR product information, section 4.5 (iron preparations)",
  publisher: "European Medicines Agency",
  url: "https://www.ema.europa.eu/en/medicines/human/EPAR/comtan",
};

/** Oral iron and zinc reduce the absorption of penicillamine. */
const PENICILLAMINE_INTERACTIONS: Reference = {
  title: "BNF interactions: Penicillamine (oral iron, zinc)",
  publisher: "NICE (British National Formulary)",
  url: "https://bnf.nice.org.uk/interactions/penicillamine/",
};

/**
 * A glossary table of "common or clinically relevant" P-glycoprotein substrates (citing Cascorbi 2011 and Kim
 * 2002); the members kept here are the dictionary medicines it names. An inducer of intestinal P-gp (St John's
 * wort) lowers their absorption, an inhibitor (ginkgo, by the talinolol study its product information cites)
 * raises it.
 */
const PGP_SUBSTRATES: Reference = {
  title: "P-glycoprotein substrates (glossary: table of common or clinically relevant substrates)",
  publisher: "Examine.com",
  url: "https://cf.examinecdn.com/glossary/p-glycoprotein-substrates",
};

/** Digoxin, fexofenadine and dabigatran as the probe substrates of P-gp in 151 human studies. */
const PGP_PROBE_REVIEW: Reference = {
  title:
    "A systematic review and classification of the effects of P-glycoprotein inhibitors and inducers in humans, using digoxin, fexofenadine, and dabigatran as probe drugs (Clinical Pharmacokinetics 2025;64:849-863)",
  publisher: "University of Lausanne (Serval repository)",
  url: "https://serval.unil.ch/en/notice/serval:BIB_1A9D4D5608FA",
};

/** Digoxin, "a recognized P-gp substrate", in a study of St John's wort, echinacea, rifampicin and clarithromycin. */
const GURLEY_DIGOXIN_PGP: Reference = {
  title:
    "Gauging the clinical significance of P-glycoprotein-mediated herb-drug interactions: comparative effects of St. John's wort, echinacea, clarithromycin, and rifampin on digoxin pharmacokinetics",
  publisher: "Molecular Nutrition & Food Research (author manuscript, PubMed Central)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2562898/",
};

function mechanismClass(slug: string, name: string, parents: string[], reference: Reference): MedicineClass {
  return { slug, name, synonyms: [], parents, mechanism: true, references: [reference] };
}

// One class per mineral, because a source may name one ("iron and entacapone"); a medicine every polyvalent
// cation binds belongs to all four through binds-polyvalent-cations.
// A medicine cleared mainly by CYP3A4 is also broken down by it, so cyp3a4-dependent sits under cyp3a4-substrate
// and its narrower record wins for its members (lib/interactions/findings.ts).
export const MECHANISM_CLASSES: MedicineClass[] = [
  mechanismClass(
    "cyp3a4-dependent",
    "Medicines cleared mainly by the liver enzyme CYP3A4",
    ["cyp3a4-substrate"],
    PAXLOVID_US_CONTRAINDICATIONS,
  ),
  mechanismClass(
    "cyp3a4-substrate",
    "Medicines broken down by the liver enzyme CYP3A4",
    [],
    REF_CYP.sensitiveCyp3aSubstrates,
  ),
  mechanismClass(
    "cyp2c9-substrate",
    "Medicines broken down by the liver enzyme CYP2C9",
    [],
    REF_CYP.indexSubstrates,
  ),
  mechanismClass(
    "cyp2c19-substrate",
    "Medicines broken down by the liver enzyme CYP2C19",
    [],
    REF_CYP.indexSubstrates,
  ),
  mechanismClass(
    "cyp1a2-substrate",
    "Medicines broken down by the liver enzyme CYP1A2",
    [],
    REF_CYP.indexSubstrates,
  ),
  mechanismClass(
    "pgp-substrate",
    "Medicines carried by the P-glycoprotein (P-gp) pump in the gut",
    [],
    PGP_SUBSTRATES,
  ),
  mechanismClass(
    "needs-stomach-acid",
    "Medicines absorbed less when an antacid lowers stomach acid",
    [],
    REF_P10.edurantLeaflet,
  ),
  mechanismClass("binds-iron", "Medicines that iron binds in the gut", [], FERROUS_SULFATE_SMPC),
  mechanismClass(
    "binds-calcium",
    "Medicines that calcium binds in the gut",
    [],
    MINERAL_FACT_SHEET("Calcium"),
  ),
  mechanismClass(
    "binds-magnesium",
    "Medicines that magnesium binds in the gut",
    [],
    MINERAL_FACT_SHEET("Magnesium"),
  ),
  mechanismClass("binds-zinc", "Medicines that zinc binds in the gut", [], MINERAL_FACT_SHEET("Zinc")),
  mechanismClass(
    "binds-polyvalent-cations",
    "Medicines that iron, calcium, magnesium and zinc bind in the gut",
    ["binds-iron", "binds-calcium", "binds-magnesium", "binds-zinc"],
    FERROUS_SULFATE_SMPC,
  ),
];

export interface MechanismMembers {
  /** The mechanism class. */
  property: string;
  /** Dictionary medicines that have it. */
  medicines?: string[];
  /** Dictionary classes every member of which has it. */
  classes?: string[];
  /** The pages that state it for these members. */
  sources: Reference[];
}

export const MECHANISM_MEMBERS: MechanismMembers[] = [
  // Each leaflet names antacids such as calcium carbonate or magnesium hydroxide and a gap in hours.
  { property: "needs-stomach-acid", medicines: ["ledipasvir"], sources: [REF_P10.harvoniLeaflet] },
  { property: "needs-stomach-acid", medicines: ["velpatasvir"], sources: [REF_P10.epclusaLeaflet] },
  { property: "needs-stomach-acid", medicines: ["rilpivirine"], sources: [REF_P10.edurantLeaflet] },
  { property: "needs-stomach-acid", medicines: ["acalabrutinib"], sources: [REF_P10.calquenceLeaflet] },
  { property: "needs-stomach-acid", medicines: ["dasatinib"], sources: [REF_P10.sprycelLeaflet] },
  { property: "needs-stomach-acid", medicines: ["nilotinib"], sources: [REF_P10.tasignaLeaflet] },
  { property: "needs-stomach-acid", medicines: ["gefitinib"], sources: [REF_P10.iressaLeaflet] },
  {
    property: "cyp3a4-dependent",
    medicines: [
      "alfuzosin",
      "ranolazine",
      "amiodarone",
      "dronedarone",
      "colchicine",
      "lurasidone",
      "pimozide",
      "silodosin",
      "eplerenone",
      "ivabradine",
      "simvastatin",
      "eletriptan",
      "naloxegol",
      "midazolam",
      "finerenone",
      "lomitapide",
    ],
    sources: [PAXLOVID_US_CONTRAINDICATIONS],
  },
  {
    property: "cyp3a4-dependent",
    medicines: ["neratinib", "venetoclax"],
    sources: [PAXLOVID_CA_CONTRAINDICATIONS],
  },
  // Substrates of the enzymes St John's wort induces, as named by the lists read (references-cyp.ts). Medicines
  // activated rather than cleared by these enzymes (clopidogrel, prasugrel, losartan) are left out, and so are the
  // steroids that act where they are put (budesonide, fluticasone, mometasone), whose effect a faster breakdown
  // after absorption does not lessen.
  {
    property: "cyp3a4-substrate",
    medicines: ["amlodipine", "diltiazem", "felodipine", "nifedipine", "nimodipine", "verapamil"],
    sources: [REF_CYP.calciumChannelBlockersCyp3a4],
  },
  {
    property: "cyp3a4-substrate",
    medicines: ["alfentanil", "fentanyl", "methadone", "oxycodone"],
    sources: [REF_CYP.opioidsCyp3a4],
  },
  {
    property: "cyp3a4-substrate",
    medicines: ["dexamethasone", "methylprednisolone"],
    sources: [REF_CYP.corticosteroidsCyp3a4],
  },
  {
    property: "cyp3a4-substrate",
    medicines: ["alprazolam", "buspirone", "clonazepam", "diazepam", "midazolam"],
    sources: [REF_CYP.anxiolyticsCyp3a4],
  },
  {
    property: "cyp3a4-substrate",
    medicines: ["haloperidol", "quetiapine", "cariprazine", "risperidone", "aripiprazole", "clozapine"],
    sources: [REF_CYP.antipsychoticEnzymes],
  },
  {
    property: "cyp3a4-substrate",
    medicines: ["brexpiprazole", "aripiprazole", "cariprazine", "lurasidone"],
    sources: [REF_CYP.antipsychoticTdm],
  },
  {
    property: "cyp3a4-substrate",
    medicines: [
      "quetiapine",
      "simvastatin",
      "ivabradine",
      "midazolam",
      "ibrutinib",
      "abemaciclib",
      "acalabrutinib",
      "zanubrutinib",
    ],
    sources: [REF_CYP.sensitiveCyp3aSubstrates],
  },
  {
    property: "cyp3a4-substrate",
    medicines: ["sildenafil", "vardenafil", "tadalafil"],
    sources: [REF_CYP.pde5Metabolism],
  },
  {
    property: "cyp3a4-substrate",
    medicines: ["ticagrelor", "cilostazol"],
    sources: [REF_CYP.cyp3aSubstratesByClass],
  },
  { property: "cyp3a4-substrate", medicines: ["donepezil"], sources: [REF_CYP.donepezilInteractions] },
  {
    property: "cyp3a4-substrate",
    medicines: ["buprenorphine"],
    sources: [REF_CYP.buprenorphineInteractions],
  },
  { property: "cyp3a4-substrate", medicines: ["clarithromycin"], sources: [REF_CYP.clarithromycinMonograph] },
  { property: "cyp3a4-substrate", medicines: ["montelukast"], sources: [REF_CYP.montelukastInteractions] },
  { property: "cyp3a4-substrate", medicines: ["ondansetron"], sources: [REF_CYP.ondansetronInteractions] },
  { property: "cyp2c9-substrate", medicines: ["montelukast"], sources: [REF_CYP.montelukastInteractions] },
  { property: "cyp1a2-substrate", medicines: ["ondansetron"], sources: [REF_CYP.ondansetronInteractions] },
  {
    property: "cyp1a2-substrate",
    medicines: ["agomelatine", "melatonin", "theophylline", "tizanidine"],
    sources: [REF_CYP.indexSubstrates],
  },
  {
    property: "cyp1a2-substrate",
    medicines: ["olanzapine", "clozapine"],
    sources: [REF_CYP.antipsychoticEnzymes],
  },
  {
    property: "cyp1a2-substrate",
    medicines: ["olanzapine", "clozapine"],
    sources: [REF_CYP.antipsychoticTdm],
  },
  {
    property: "cyp2c9-substrate",
    medicines: ["warfarin", "flurbiprofen", "fluvastatin", "tolbutamide"],
    sources: [REF_CYP.indexSubstrates],
  },
  {
    property: "cyp2c9-substrate",
    medicines: ["sildenafil", "vardenafil"],
    sources: [REF_CYP.pde5Metabolism],
  },
  {
    property: "cyp2c19-substrate",
    medicines: ["lansoprazole", "omeprazole", "pantoprazole", "rabeprazole"],
    sources: [REF_CYP.indexSubstrates],
  },
  { property: "cyp2c19-substrate", medicines: ["clozapine"], sources: [REF_CYP.antipsychoticEnzymes] },
  { property: "cyp2c19-substrate", medicines: ["clozapine"], sources: [REF_CYP.antipsychoticTdm] },
  {
    property: "pgp-substrate",
    medicines: ["edoxaban", "colchicine", "ciclosporin", "tacrolimus", "sirolimus", "everolimus"],
    sources: [PGP_SUBSTRATES],
  },
  {
    property: "pgp-substrate",
    medicines: ["dabigatran", "fexofenadine"],
    sources: [PGP_PROBE_REVIEW, PGP_SUBSTRATES],
  },
  {
    property: "pgp-substrate",
    medicines: ["digoxin"],
    sources: [PGP_PROBE_REVIEW, GURLEY_DIGOXIN_PGP, PGP_SUBSTRATES],
  },
  {
    property: "binds-polyvalent-cations",
    classes: ["tetracycline"],
    sources: [FERROUS_SULFATE_SMPC, DOXYCYCLINE_LEAFLET],
  },
  {
    property: "binds-polyvalent-cations",
    classes: ["fluoroquinolone", "bisphosphonate"],
    sources: [FERROUS_SULFATE_SMPC, MINERAL_FACT_SHEET("Calcium")],
  },
  {
    property: "binds-polyvalent-cations",
    classes: ["integrase-inhibitor"],
    sources: [BIKTARVY_INTERACTIONS],
  },
  { property: "binds-polyvalent-cations", medicines: ["eltrombopag"], sources: [REVOLADE_SMPC] },
  { property: "binds-iron", medicines: ["entacapone"], sources: [COMTAN_SMPC] },
  {
    property: "binds-iron",
    medicines: ["penicillamine"],
    sources: [PENICILLAMINE_INTERACTIONS],
  },
  {
    property: "binds-zinc",
    medicines: ["penicillamine"],
    sources: [PENICILLAMINE_INTERACTIONS, MINERAL_FACT_SHEET("Zinc")],
  },
  // Named by section 4.5 of a licensed UK iron, zinc or magnesium product (sources-read.ts).
  {
    property: "binds-iron",
    medicines: ["penicillamine", "entacapone", "mycophenolate-mofetil"],
    sources: [REFN.ferrousFumarateSmpc],
  },
  { property: "binds-zinc", medicines: ["trientine"], sources: [REFN.solvazincSmpc] },
  { property: "binds-magnesium", medicines: ["nitrofurantoin"], sources: [REFN.magnaspartateSmpc] },
];

function withSources<T extends { references: Reference[] }>(entry: T, sources: readonly Reference[]): T {
  const urls = new Set(entry.references.map((reference) => reference.url));
  return {
    ...entry,
    references: [...entry.references, ...sources.filter((source) => !urls.has(source.url))],
  };
}

/** Each listed medicine gains the property class, each listed class it as a parent, both with the sources. */
export function withMechanisms<M extends { slug: string; classes: string[]; references: Reference[] }>(
  medicines: readonly M[],
  classes: readonly MedicineClass[],
  members: readonly MechanismMembers[] = MECHANISM_MEMBERS,
): { medicines: M[]; classes: MedicineClass[] } {
  const medicineBySlug = new Map(medicines.map((medicine) => [medicine.slug, medicine]));
  const classBySlug = new Map(classes.map((entry) => [entry.slug, entry]));
  // A second entry with a slug already used would silently replace the first one here.
  if (medicineBySlug.size !== medicines.length) {
    const seen = new Set<string>();
    const twice = medicines.filter(({ slug }) => seen.has(slug) || !seen.add(slug)).map(({ slug }) => slug);
    throw new Error(`medicine slugs used twice: ${twice.join(", ")}`);
  }
  for (const { property, medicines: slugs = [], classes: groups = [], sources } of members) {
    for (const slug of slugs) {
      const medicine = medicineBySlug.get(slug);
      if (!medicine) throw new Error(`${property}: no medicine ${slug}`);
      medicineBySlug.set(
        slug,
        withSources({ ...medicine, classes: [...medicine.classes, property] }, sources),
      );
    }
    for (const slug of groups) {
      const group = classBySlug.get(slug);
      if (!group) throw new Error(`${property}: no class ${slug}`);
      classBySlug.set(slug, withSources({ ...group, parents: [...group.parents, property] }, sources));
    }
  }
  return { medicines: [...medicineBySlug.values()], classes: [...classBySlug.values()] };
}
