// The wcns round's scenarios, written from the texts read rather than the records; neighbours the texts do not name stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS } from "./by-mechanism";
import { flag, med, noFlag } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type Level = Parameters<typeof flag>[2];
type Severity = readonly [Level, Level?];

const EBSCO = "EBSCO Research Starters (complementary and alternative medicine)";
const SOURCE = {
  maoi: {
    title:
      "Monoamine oxidase (MAO) inhibitors (drug interactions): green tea, because it contains caffeine, should not be combined with MAO inhibitors",
    publisher: EBSCO,
    url: "https://ebsco.com/research-starters/health-and-medicine/monoamine-oxidase-mao-inhibitors-drug-interactions",
  },
  ssri: {
    title:
      "Selective serotonin reuptake inhibitors (drug interactions): kava and valerian may increase side effects such as dizziness and confusion",
    publisher: EBSCO,
    url: "https://ebsco.com/research-starters/complementary-and-alternative-medicine/selective-serotonin-reuptake-inhibitors",
  },
  lithium: {
    title:
      "Lithium as medicine (drug interactions): herbal diuretics, among them dandelion, may raise lithium levels",
    publisher: EBSCO,
    url: "https://ebsco.com/research-starters/complementary-and-alternative-medicine/lithium-medicine-drug-interactions",
  },
  guarana: {
    title:
      "Lithium with guarana: interaction details (caffeine may increase lithium excretion; stopping it may raise lithium levels)",
    publisher: "HelloPharmacist (interaction monograph edited by a PharmD)",
    url: "https://hellopharmacist.com/drug-interactions/drugs/lithium/guarana-with-lithium",
  },
  bitterOrange: {
    title:
      "Citrus aurantium: side effects and warnings (its tyramine can cause deadly side effects with MAO inhibitor drugs)",
    publisher: "FoundHealth",
    url: "https://foundhealth.com/citrus-aurantium/side-effects-and-warnings",
  },
  guaranaWarnings: {
    title: "Guarana: side effects and warnings (MAO inhibitors; drugs to treat insomnia or anxiety)",
    publisher: "FoundHealth",
    url: "https://foundhealth.com/guarana/side-effects-and-warnings",
  },
  adaptogens: {
    title:
      "Harder, better, faster, stronger? Retrospective chart review of adverse events of interactions between adaptogens and antidepressant drugs (Front Pharmacol 2023;14:1271776)",
    publisher: "Frontiers in Pharmacology",
    url: "https://frontiersin.org/journals/pharmacology/articles/10.3389/fphar.2023.1271776/full",
  },
  nci: {
    title:
      "Nutrition in Cancer Care (PDQ), Health Professional Version, Table 3: common herbal treatments used by people with cancer and possible food/drug interactions",
    publisher: "National Cancer Institute (archived by the UNT Libraries End of Term web archive, 2009)",
    url: "https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3",
  },
  parnate: {
    title:
      "Parnate (tranylcypromine): what may interact with this medication (patient information: do not take with caffeine, ginseng, green tea, guarana or yohimbine)",
    publisher: "Sermo (drug ratings page carrying the medicine's patient information)",
    url: "https://www.sermo.com/drug-ratings/parnate?c=indication456",
  },
} satisfies Record<string, Reference>;

const custom = (name: string, ingredient: string, amount: number): StackItem => ({
  custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] },
  servingsPerDay: 1,
});
const GREEN_TEA: StackItem = { product: PRODUCT.greenTea, servingsPerDay: 1 };
const VALERIAN: StackItem = { product: PRODUCT.valerian, servingsPerDay: 1 };
const KAVA = custom("Kava root extract 250 mg capsules", "kava", 250);
const BITTER_ORANGE = custom("Bitter orange (Citrus aurantium) extract 500 mg", "bitter-orange", 500);
const DANDELION = custom("Dandelion root 500 mg capsules", "dandelion", 500);
const YOHIMBE = custom("Yohimbe bark extract 500 mg", "yohimbe", 500);
const GINSENG: StackItem = { product: PRODUCT.ginseng, servingsPerDay: 1 };
const CAFFEINE: StackItem = { product: PRODUCT.caffeine200, servingsPerDay: 1 };
const ASHWAGANDHA: StackItem = { product: PRODUCT.ashwagandha, servingsPerDay: 1 };
const GUARANA = custom("Guarana seed extract 500 mg capsules", "guarana", 500);

interface Pair {
  id: string;
  title: string;
  medicine: string;
  stack: StackItem;
  ingredient: string;
  rationale: string;
  source: Reference;
}

function flagged(
  { id, title, medicine, stack, ingredient, rationale, source }: Pair,
  severity: Severity,
): ScenarioInput {
  return {
    id: `sc-wcns-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [stack],
    expect: { flags: [flag(ingredient, med(medicine), severity[0], severity[1])] },
    rationale,
    sources: [source],
  };
}

function quiet({ id, title, medicine, stack, ingredient, rationale, source }: Pair): ScenarioInput {
  return {
    id: `sc-wcns-quiet-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [stack],
    expect: { noFlags: [noFlag(ingredient, med(medicine))] },
    rationale,
    sources: [source],
  };
}

const GREEN_TEA_MAOI =
  "EBSCO: green tea is a probable dangerous interaction with MAO inhibitors; because it contains caffeine it should not be combined with them.";
const GREEN_TEA_QUIET = "EBSCO names green tea with MAO inhibitors, not with this medicine.";
const BITTER_ORANGE_MAOI =
  "FoundHealth: the tyramine in Citrus aurantium can cause deadly side effects when combined with drugs in the MAO inhibitor family.";
const BITTER_ORANGE_QUIET = "The bitter orange text names MAO inhibitors, not SSRIs.";
const SSRI = "EBSCO: kava and valerian may increase an SSRI's side effects, such as dizziness and confusion.";
const SSRI_QUIET =
  "EBSCO's SSRI page names SSRIs; an SNRI such as venlafaxine or duloxetine is not among its drugs.";
const DANDELION_LITHIUM =
  "EBSCO: herbal diuretics can raise lithium levels (one case report); dandelion is among the herbs thought to act as diuretics.";
const GUARANA_LITHIUM =
  "HelloPharmacist: guarana's caffeine may increase lithium excretion, and stopping it suddenly may lead to lithium toxicity; optimally avoid guarana with lithium.";
const LITHIUM_QUIET = "The texts name lithium; sodium valproate, another mood stabiliser, is not named.";

const GUARANA_MAOI =
  "FoundHealth: if you are taking MAO inhibitors, the caffeine in guarana could cause dangerous drug interactions.";
const GUARANA_CALMING =
  "FoundHealth: guarana might interfere with the action of drugs to treat insomnia or anxiety.";
const GUARANA_CALMING_QUIET =
  "FoundHealth names drugs to treat insomnia or anxiety; codeine, a painkiller, is not one of them.";
const ASHWAGANDHA_SSRI =
  "Front Pharmacol 2023: adverse event reports judged likely caused by ashwagandha taken with sertraline, escitalopram or paroxetine.";
const ASHWAGANDHA_QUIET =
  "The chart review names sertraline, escitalopram, paroxetine and reboxetine with ashwagandha, not this SSRI.";

const YOHIMBE_NCI =
  "NCI PDQ, nutrition in cancer care, Table 3: yohimbe decreases the effect of antidepressants, antihypertensives, hyperglycaemic agents, MAOIs and St John's wort.";
const YOHIMBE_QUIET = "NCI's table names antidepressants and MAOIs with yohimbe, not lithium or diazepam.";

const PARNATE =
  "Tranylcypromine's patient information: do not take it with caffeine, ginseng, green tea, guarana or yohimbine.";
const PARNATE_OTHER =
  "The tranylcypromine leaflet speaks for tranylcypromine only; NCI's table says yohimbe decreases the effect of MAOIs, a caution.";

const pair = (
  id: string,
  title: string,
  medicine: string,
  stack: StackItem,
  ingredient: string,
  rationale: string,
  source: Reference,
): Pair => ({ id, title, medicine, stack, ingredient, rationale, source });

export const WCNS_SCENARIOS: ScenarioInput[] = [
  flagged(
    pair(
      "green-tea-phenelzine",
      "On phenelzine and starts green tea extract",
      "phenelzine",
      GREEN_TEA,
      "green-tea-extract",
      GREEN_TEA_MAOI,
      SOURCE.maoi,
    ),
    BLOCKS,
  ),
  flagged(
    pair(
      "green-tea-nardil",
      "Takes Nardil 15mg three times a day and an EGCG green tea capsule",
      "Nardil 15mg",
      GREEN_TEA,
      "green-tea-extract",
      GREEN_TEA_MAOI,
      SOURCE.maoi,
    ),
    BLOCKS,
  ),
  flagged(
    pair(
      "green-tea-moclobemide",
      "Moclobemide for depression and green tea extract for weight",
      "moclobemide",
      GREEN_TEA,
      "green-tea-extract",
      GREEN_TEA_MAOI,
      SOURCE.maoi,
    ),
    BLOCKS,
  ),
  flagged(
    pair(
      "green-tea-selegiline",
      "Selegiline for Parkinson's and green tea extract",
      "selegiline",
      GREEN_TEA,
      "green-tea-extract",
      GREEN_TEA_MAOI,
      SOURCE.maoi,
    ),
    BLOCKS,
  ),
  quiet(
    pair(
      "green-tea-sertraline",
      "Sertraline and green tea extract",
      "sertraline",
      GREEN_TEA,
      "green-tea-extract",
      GREEN_TEA_QUIET,
      SOURCE.maoi,
    ),
  ),
  quiet(
    pair(
      "green-tea-lithium",
      "Lithium and green tea extract",
      "lithium",
      GREEN_TEA,
      "green-tea-extract",
      GREEN_TEA_QUIET,
      SOURCE.maoi,
    ),
  ),
  flagged(
    pair(
      "bitter-orange-phenelzine",
      "Phenelzine and a bitter orange fat burner",
      "phenelzine",
      BITTER_ORANGE,
      "bitter-orange",
      BITTER_ORANGE_MAOI,
      SOURCE.bitterOrange,
    ),
    BLOCKS,
  ),
  flagged(
    pair(
      "bitter-orange-tranylcypromine",
      "Tranylcypromine and bitter orange extract",
      "tranylcypromine",
      BITTER_ORANGE,
      "bitter-orange",
      BITTER_ORANGE_MAOI,
      SOURCE.bitterOrange,
    ),
    BLOCKS,
  ),
  quiet(
    pair(
      "bitter-orange-sertraline",
      "Sertraline and bitter orange extract",
      "sertraline",
      BITTER_ORANGE,
      "bitter-orange",
      BITTER_ORANGE_QUIET,
      SOURCE.bitterOrange,
    ),
  ),
  flagged(
    pair(
      "kava-sertraline",
      "Sertraline 50mg and kava for anxiety",
      "sertraline 50mg",
      KAVA,
      "kava",
      SSRI,
      SOURCE.ssri,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "kava-citalopram",
      "Citalopram and kava root extract",
      "citalopram",
      KAVA,
      "kava",
      SSRI,
      SOURCE.ssri,
    ),
    CAUTIONS,
  ),
  quiet(
    pair(
      "kava-venlafaxine",
      "Venlafaxine and kava root extract",
      "venlafaxine",
      KAVA,
      "kava",
      SSRI_QUIET,
      SOURCE.ssri,
    ),
  ),
  flagged(
    pair(
      "valerian-sertraline",
      "Sertraline and valerian root at night",
      "sertraline",
      VALERIAN,
      "valerian",
      SSRI,
      SOURCE.ssri,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "valerian-prozac",
      "Prozac and valerian root 500 mg",
      "Prozac",
      VALERIAN,
      "valerian",
      SSRI,
      SOURCE.ssri,
    ),
    CAUTIONS,
  ),
  quiet(
    pair(
      "valerian-duloxetine",
      "Duloxetine and valerian root",
      "duloxetine",
      VALERIAN,
      "valerian",
      SSRI_QUIET,
      SOURCE.ssri,
    ),
  ),
  flagged(
    pair(
      "dandelion-lithium",
      "Lithium and dandelion root as a natural diuretic",
      "lithium",
      DANDELION,
      "dandelion",
      DANDELION_LITHIUM,
      SOURCE.lithium,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "dandelion-priadel",
      "Priadel 400mg and dandelion root capsules",
      "Priadel 400mg",
      DANDELION,
      "dandelion",
      DANDELION_LITHIUM,
      SOURCE.lithium,
    ),
    CAUTIONS,
  ),
  quiet(
    pair(
      "dandelion-valproate",
      "Sodium valproate and dandelion root",
      "sodium valproate",
      DANDELION,
      "dandelion",
      LITHIUM_QUIET,
      SOURCE.lithium,
    ),
  ),
  flagged(
    pair(
      "guarana-lithium",
      "Lithium carbonate and a guarana energy capsule",
      "lithium carbonate",
      GUARANA,
      "guarana",
      GUARANA_LITHIUM,
      SOURCE.guarana,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "guarana-camcolit",
      "Camcolit and guarana extract",
      "Camcolit",
      GUARANA,
      "guarana",
      GUARANA_LITHIUM,
      SOURCE.guarana,
    ),
    CAUTIONS,
  ),
  quiet(
    pair(
      "guarana-valproate",
      "Sodium valproate and guarana extract",
      "sodium valproate",
      GUARANA,
      "guarana",
      LITHIUM_QUIET,
      SOURCE.guarana,
    ),
  ),
  flagged(
    pair(
      "guarana-phenelzine",
      "Phenelzine and a guarana energy capsule",
      "phenelzine",
      GUARANA,
      "guarana",
      GUARANA_MAOI,
      SOURCE.guaranaWarnings,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "guarana-diazepam",
      "Diazepam for anxiety and guarana extract",
      "diazepam",
      GUARANA,
      "guarana",
      GUARANA_CALMING,
      SOURCE.guaranaWarnings,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "guarana-zopiclone",
      "Zopiclone at night and guarana in the morning",
      "zopiclone",
      GUARANA,
      "guarana",
      GUARANA_CALMING,
      SOURCE.guaranaWarnings,
    ),
    CAUTIONS,
  ),
  quiet(
    pair(
      "guarana-codeine",
      "Codeine and guarana extract",
      "codeine",
      GUARANA,
      "guarana",
      GUARANA_CALMING_QUIET,
      SOURCE.guaranaWarnings,
    ),
  ),
  flagged(
    pair(
      "ashwagandha-sertraline",
      "Sertraline and ashwagandha 450 mg",
      "sertraline",
      ASHWAGANDHA,
      "ashwagandha",
      ASHWAGANDHA_SSRI,
      SOURCE.adaptogens,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "ashwagandha-cipralex",
      "Cipralex and ashwagandha for stress",
      "Cipralex",
      ASHWAGANDHA,
      "ashwagandha",
      ASHWAGANDHA_SSRI,
      SOURCE.adaptogens,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "ashwagandha-paroxetine",
      "Paroxetine and ashwagandha",
      "paroxetine",
      ASHWAGANDHA,
      "ashwagandha",
      ASHWAGANDHA_SSRI,
      SOURCE.adaptogens,
    ),
    CAUTIONS,
  ),
  quiet(
    pair(
      "ashwagandha-citalopram",
      "Citalopram and ashwagandha",
      "citalopram",
      ASHWAGANDHA,
      "ashwagandha",
      ASHWAGANDHA_QUIET,
      SOURCE.adaptogens,
    ),
  ),
  quiet(
    pair(
      "ashwagandha-fluoxetine",
      "Fluoxetine and ashwagandha",
      "fluoxetine",
      ASHWAGANDHA,
      "ashwagandha",
      ASHWAGANDHA_QUIET,
      SOURCE.adaptogens,
    ),
  ),
  flagged(
    pair(
      "yohimbe-sertraline",
      "Sertraline and a yohimbe bark supplement",
      "sertraline",
      YOHIMBE,
      "yohimbe",
      YOHIMBE_NCI,
      SOURCE.nci,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "yohimbe-amitriptyline",
      "Amitriptyline and yohimbe bark extract",
      "amitriptyline",
      YOHIMBE,
      "yohimbe",
      YOHIMBE_NCI,
      SOURCE.nci,
    ),
    CAUTIONS,
  ),
  flagged(
    pair(
      "yohimbe-selegiline",
      "Selegiline and yohimbe bark extract",
      "selegiline",
      YOHIMBE,
      "yohimbe",
      YOHIMBE_NCI,
      SOURCE.nci,
    ),
    CAUTIONS,
  ),
  quiet(
    pair(
      "yohimbe-lithium",
      "Lithium and yohimbe bark extract",
      "lithium",
      YOHIMBE,
      "yohimbe",
      YOHIMBE_QUIET,
      SOURCE.nci,
    ),
  ),
  quiet(
    pair(
      "yohimbe-diazepam",
      "Diazepam and yohimbe bark extract",
      "diazepam",
      YOHIMBE,
      "yohimbe",
      YOHIMBE_QUIET,
      SOURCE.nci,
    ),
  ),
  flagged(
    pair(
      "guarana-tranylcypromine",
      "Tranylcypromine and guarana extract",
      "tranylcypromine",
      GUARANA,
      "guarana",
      PARNATE,
      SOURCE.parnate,
    ),
    BLOCKS,
  ),
  flagged(
    pair(
      "ginseng-tranylcypromine",
      "Tranylcypromine and Panax ginseng",
      "tranylcypromine",
      GINSENG,
      "ginseng",
      PARNATE,
      SOURCE.parnate,
    ),
    BLOCKS,
  ),
  flagged(
    pair(
      "caffeine-tranylcypromine",
      "Tranylcypromine and caffeine tablets",
      "tranylcypromine",
      CAFFEINE,
      "caffeine",
      PARNATE,
      SOURCE.parnate,
    ),
    BLOCKS,
  ),
  flagged(
    pair(
      "yohimbe-tranylcypromine",
      "Tranylcypromine and yohimbe bark extract",
      "tranylcypromine",
      YOHIMBE,
      "yohimbe",
      PARNATE,
      SOURCE.parnate,
    ),
    BLOCKS,
  ),
  flagged(
    pair(
      "yohimbe-isocarboxazid",
      "Isocarboxazid and yohimbe bark extract",
      "isocarboxazid",
      YOHIMBE,
      "yohimbe",
      PARNATE_OTHER,
      SOURCE.nci,
    ),
    ["minor", "moderate"],
  ),
];
