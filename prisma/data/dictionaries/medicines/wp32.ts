// Members of the groups product information names that the dictionary lacked, found when the p32 and p33 rounds'
// helpers listed each group's UK members; each is cited to the page that puts it in its group.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { epar, med, page } from "./build";

const ACE_INHIBITORS = page({
  title: "ACE inhibitors (Nursing Times, medicine management)",
  publisher: "Nursing Times",
  url: "https://www.nursingtimes.net/clinical-archive/medicine-management/ace-inhibitors/203551.article",
});
const THIAZIDES = page({
  title: "Formulary 02-02-01: thiazides and related diuretics",
  publisher: "NHS joint formulary (netFormulary)",
  url: "https://build.netformulary.co.uk/Mobile/chaptersSubDetails.asp?FormularySectionID=2&SubSectionID=A100&SubSectionRef=02.02.01",
});

const aceInhibitor = (slug: string, name: string, brand: string) =>
  med(slug, name, ["ace-inhibitor"], "once_daily", ACE_INHIBITORS, { brands: [brand] });

export const WP32_MEDICINES: Medicine[] = [
  aceInhibitor("imidapril", "Imidapril", "Tanatril"),
  aceInhibitor("fosinopril", "Fosinopril", "Staril"),
  aceInhibitor("cilazapril", "Cilazapril", "Vascace"),
  aceInhibitor("moexipril", "Moexipril", "Perdix"),
  med(
    "eprosartan",
    "Eprosartan",
    ["arb"],
    "once_daily",
    page({
      title:
        "Comparison of the eight currently available angiotensin-receptor blockers (Vasc Health Risk Manag 2012;8:299)",
      publisher: "PubMed Central",
      url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3363145/table/t1-vhrm-8-299",
    }),
    { brands: ["Teveten"] },
  ),
  med(
    "nizatidine",
    "Nizatidine",
    ["h2-antagonist"],
    null,
    page({
      title: "H2 antagonists: a patient's guide",
      publisher: "familydoctor.co.nz",
      url: "https://familydoctor.co.nz/categories/medication/h2-antagonists-a-patients-guide/",
    }),
    { brands: ["Axid"] },
  ),
  med(
    "acemetacin",
    "Acemetacin",
    ["nsaid"],
    null,
    page({
      title: "Emflex capsules (acemetacin 60 mg): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/1001/smpc",
    }),
    { brands: ["Emflex"] },
  ),
  med(
    "nicardipine",
    "Nicardipine",
    ["calcium-channel-blocker"],
    null,
    page({
      title: "Formulary 2.6.2: calcium-channel blockers",
      publisher: "Northern Ireland Formulary",
      url: "https://niformulary.hscni.net/formulary/2-0-cardiovascular-system/2-6-nitrates-calcium-channel-blockers-and-other-antianginal-drugs/2-6-2-calcium-channel-blockers/",
    }),
    { other: ["nicardipine hydrochloride"] },
  ),
  med("cyclopenthiazide", "Cyclopenthiazide", ["thiazide-diuretic"], "once_daily", THIAZIDES, {
    brands: ["Navidrex"],
  }),
  med(
    "cortisone",
    "Cortisone acetate",
    ["corticosteroid"],
    null,
    page({
      title: "Joint medicines formulary 6.3: corticosteroids",
      publisher: "East Lancashire Medicines Management Board (NHS)",
      url: "https://www.elmmb.nhs.uk/elmmb-formulary/joint-medicines-formulary/6/6-3/",
    }),
    { other: ["cortisone acetate"] },
  ),
  med("inavolisib", "Inavolisib", ["kinase-inhibitor"], "once_daily", epar("itovebi", "Itovebi"), {
    brands: ["Itovebi"],
  }),
  med(
    "indoramin",
    "Indoramin",
    ["alpha-blocker"],
    "twice_daily",
    page({
      title: "Formulary 7.4.1: drugs for urinary retention",
      publisher: "Dudley Joint Formulary (NHS)",
      url: "https://www.dudleyformulary.nhs.uk/formulary/236/741-drugs-for-urinary-retention",
    }),
  ),
  med(
    "norfloxacin",
    "Norfloxacin",
    ["fluoroquinolone"],
    "twice_daily",
    page({
      title: "Antibiotic use: quinolones (ciprofloxacin, levofloxacin and norfloxacin)",
      publisher: "British Journal of Nursing, BJN inform",
      url: "https://www.bjninform.com/clinical-a-z/antibiotic-use/",
    }),
  ),
  med(
    "co-fluampicil",
    "Co-fluampicil",
    ["penicillin"],
    null,
    page({
      title: "Prescribing for PAs: common antibiotics (co-amoxiclav, co-fluampicil and other penicillins)",
      publisher: "MyPANotes",
      url: "https://www.mypanotes.co.uk/prescribing-for-pas/common-antibiotics",
    }),
    { components: ["ampicillin", "flucloxacillin"], other: ["ampicillin with flucloxacillin"] },
  ),
  med(
    "cytisine",
    "Cytisine",
    ["smoking-cessation"],
    null,
    page({
      title: "2024 exceptional surveillance of tobacco (NICE guideline NG209): surveillance decision",
      publisher: "NICE",
      url: "https://www.nice.org.uk/guidance/ng209/resources/2024-exceptional-surveillance-of-tobacco-preventing-uptake-promoting-quitting-and-treating-dependence-nice-guideline-ng209-13312648045/chapter/Surveillance-decision?tab=evidence",
    }),
    { other: ["cytisinicline"] },
  ),
  med(
    "zafirlukast",
    "Zafirlukast",
    ["leukotriene-receptor-antagonist"],
    "twice_daily",
    page({
      title: "Leukotriene receptor antagonist: montelukast (Singulair) and zafirlukast (Accolate)",
      publisher: "Encyclopedia.com",
      url: "https://encyclopedia.com/caregiving/dictionaries-thesauruses-pictures-and-press-releases/leukotriene-receptor-antagonist",
    }),
    { brands: ["Accolate"] },
  ),
  med(
    "day-and-night-nurse",
    "Day & Night Nurse capsules",
    ["analgesic", "decongestant", "antihistamine", "sedative", "cough-medicine"],
    "as_needed",
    page({
      title: "Day & Night Nurse Capsules: summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/3921/smpc/print",
    }),
    {
      brands: ["Day & Night Nurse", "Day and Night Nurse"],
      components: ["paracetamol", "pseudoephedrine", "pholcodine", "promethazine", "dextromethorphan"],
      otc: true,
    },
  ),
  med(
    "piperaquine-with-artenimol",
    "Piperaquine with artenimol",
    ["antimalarial"],
    "once_daily",
    epar("eurartesim", "Eurartesim"),
    {
      brands: ["Eurartesim"],
      other: ["dihydroartemisinin-piperaquine", "piperaquine with artenimol"],
    },
  ),
];
