// Herbs with blood pressure and diabetes medicines (wmet), typed as people write them; neighbours the sources do not name stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, pairCases } from "./by-mechanism";
import { take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const SOURCE = {
  licorice: {
    title:
      "Drug interactions between licorice and nisoldipine (professional monograph: licorice and antihypertensive agents)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-interactions/licorice-with-nisoldipine-2383-0-1720-0.html?professional=1",
  },
  cinnamon: {
    title:
      "Drug interactions between cinnamon and lixisenatide (professional monograph: cinnamon and antidiabetic drugs)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-interactions/cinnamon-with-lixisenatide-2606-0-3760-0.html?professional=1",
  },
  fenugreek: {
    title: "Glimepiride with fenugreek: interaction details (antidiabetic agents)",
    publisher: "HelloPharmacist",
    url: "https://hellopharmacist.com/drug-interactions/drugs/glimepiride/fenugreek-with-glimepiride",
  },
  mayo: {
    title:
      "Do you have high blood pressure? Herbal and over-the-counter products that can raise blood pressure (Primary Care in Rochester and Kasson)",
    publisher: "Mayo Clinic Health System, Community Health (page read at its test address)",
    url: "https://test.communityhealth.mayoclinic.org/featured-stories/herbal-medications-high-blood-pressure",
  },
  ginseng: {
    title: "Ginseng: interactions (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/ginseng/4?hlpage=drug_information&loc=table_of_contents_nav&brand=",
  },
  nhsGliclazide: {
    title:
      "Taking gliclazide with other medicines and herbal supplements (mixing gliclazide with herbal remedies)",
    publisher: "NHS",
    url: "https://nhs.uk/medicines/gliclazide/taking-gliclazide-with-other-medicines-and-herbal-supplements",
  },
  clonidine: {
    title:
      "Clonidine (drug interactions): yohimbe, a probable dangerous interaction (EBSCO Research Starters)",
    publisher: "EBSCO (CAM Review Board)",
    url: "https://www.ebsco.com/research-starters/health-and-medicine/clonidine-drug-interactions",
  },
} satisfies Record<string, Reference>;

const custom = (name: string, ingredient: string, amount: number): StackItem => ({
  custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] },
  servingsPerDay: 1,
});

const LIQUORICE = custom("Liquorice root 450 mg capsules", "licorice-root", 450);
const CINNAMON = custom("Cinnamon 1000 mg capsules", "cinnamon", 1000);
const FENUGREEK = custom("Fenugreek seed 610 mg capsules", "fenugreek", 610);
const BITTER_ORANGE = custom("Bitter orange extract 500 mg", "bitter-orange", 500);
const GUARANA = custom("Guarana 500 mg capsules", "guarana", 500);
const YOHIMBE = custom("Yohimbe bark 500 mg capsules", "yohimbe", 500);

const LIQUORICE_WHY =
  "Drugs.com: generally avoid licorice with antihypertensive agents; it has been associated with hypertension and may antagonise them.";
const CINNAMON_WHY =
  "Drugs.com: cinnamon with antidiabetic drugs or insulin may add to their blood glucose-lowering effect; monitor blood glucose.";
const FENUGREEK_WHY =
  "Fenugreek with antidiabetic agents may lower blood glucose further (moderate); close monitoring of blood glucose is recommended.";
const MAYO_WHY =
  "Mayo Clinic pharmacist: the herb can raise blood pressure; anyone on a blood pressure prescription should talk to their team before starting herbal products.";
const GINSENG_WHY =
  "Natural Standard: ginseng may alter the effects of blood pressure or heart medications, including calcium channel blockers.";
const YOHIMBE_CLONIDINE_WHY = "EBSCO: yohimbe with clonidine is a probable dangerous interaction.";
const NHS_SJW =
  "NHS gliclazide page: do not take the herbal remedy St John's wort; it may change the way the body processes gliclazide.";
const NHS_HERBS =
  "NHS gliclazide page: not enough information to say other herbal remedies are safe with gliclazide; taken at the same time they can cause low blood sugar.";
const NHS_GLICLAZIDE_ONLY =
  "The NHS page speaks of gliclazide; this medicine is not gliclazide and no other record links the herb with it.";
const NOT_NAMED =
  "The source names blood pressure or diabetes medicines for this herb, not this medicine; no other record links them.";

const { named, quiet } = pairCases("sc-wmet-", "medicine");

export const WMET_SCENARIOS: ScenarioInput[] = [
  named(
    "st-johns-wort-gliclazide",
    "Gliclazide and St John's wort for low mood",
    "st-johns-wort",
    "gliclazide 80mg twice a day",
    take(PRODUCT.stJohnsWort),
    BLOCKS,
    NHS_SJW,
    [SOURCE.nhsGliclazide],
  ),
  named(
    "valerian-gliclazide",
    "Gliclazide and valerian for sleep",
    "valerian",
    "gliclazide",
    take(PRODUCT.valerian),
    CAUTIONS,
    NHS_HERBS,
    [SOURCE.nhsGliclazide],
  ),
  named(
    "echinacea-gliclazide",
    "Gliclazide MR and echinacea for a cold",
    "echinacea",
    "gliclazide MR 30mg",
    take(PRODUCT.echinacea),
    CAUTIONS,
    NHS_HERBS,
    [SOURCE.nhsGliclazide],
  ),
  named(
    "milk-thistle-gliclazide",
    "Diamicron and milk thistle",
    "milk-thistle",
    "Diamicron",
    take(PRODUCT.milkThistle),
    CAUTIONS,
    NHS_HERBS,
    [SOURCE.nhsGliclazide],
  ),
  named(
    "liquorice-gliclazide",
    "Gliclazide and liquorice root capsules",
    "licorice-root",
    "gliclazide",
    LIQUORICE,
    CAUTIONS,
    NHS_HERBS,
    [SOURCE.nhsGliclazide],
  ),
  quiet(
    "echinacea-metformin-quiet",
    "Metformin and echinacea for a cold",
    "echinacea",
    "metformin",
    take(PRODUCT.echinacea),
    NHS_GLICLAZIDE_ONLY,
    [SOURCE.nhsGliclazide],
  ),
  quiet(
    "valerian-sitagliptin-quiet",
    "Sitagliptin and valerian for sleep",
    "valerian",
    "sitagliptin",
    take(PRODUCT.valerian),
    NHS_GLICLAZIDE_ONLY,
    [SOURCE.nhsGliclazide],
  ),
  named(
    "liquorice-amlodipine",
    "Amlodipine for blood pressure, starts liquorice root capsules for heartburn",
    "licorice-root",
    "amlodipine 5mg",
    LIQUORICE,
    BLOCKS,
    LIQUORICE_WHY,
    [SOURCE.licorice],
  ),
  named(
    "liquorice-bisoprolol",
    "Bisoprolol and liquorice root capsules",
    "licorice-root",
    "bisoprolol",
    LIQUORICE,
    BLOCKS,
    LIQUORICE_WHY,
    [SOURCE.licorice],
  ),
  named(
    "liquorice-losartan",
    "Losartan 50mg and liquorice root",
    "licorice-root",
    "losartan 50mg",
    LIQUORICE,
    BLOCKS,
    LIQUORICE_WHY,
    [SOURCE.licorice],
  ),
  named(
    "liquorice-bp-tablets",
    "Takes blood pressure tablets and adds liquorice root",
    "licorice-root",
    "blood pressure tablets",
    LIQUORICE,
    BLOCKS,
    LIQUORICE_WHY,
    [SOURCE.licorice],
  ),
  quiet(
    "liquorice-metformin-quiet",
    "Metformin and liquorice root capsules",
    "licorice-root",
    "metformin",
    LIQUORICE,
    NOT_NAMED,
    [SOURCE.licorice],
  ),
  named(
    "cinnamon-metformin",
    "Metformin 500mg twice a day and cinnamon capsules for blood sugar",
    "cinnamon",
    "metformin 500mg twice a day",
    CINNAMON,
    CAUTIONS,
    CINNAMON_WHY,
    [SOURCE.cinnamon],
  ),
  named(
    "cinnamon-gliclazide",
    "Gliclazide and cinnamon capsules",
    "cinnamon",
    "gliclazide 80mg",
    CINNAMON,
    CAUTIONS,
    CINNAMON_WHY,
    [SOURCE.cinnamon],
  ),
  named(
    "cinnamon-insulin",
    "Insulin glargine and cinnamon capsules",
    "cinnamon",
    "insulin glargine",
    CINNAMON,
    CAUTIONS,
    CINNAMON_WHY,
    [SOURCE.cinnamon],
  ),
  quiet(
    "cinnamon-amlodipine-quiet",
    "Amlodipine and cinnamon capsules",
    "cinnamon",
    "amlodipine",
    CINNAMON,
    NOT_NAMED,
    [SOURCE.cinnamon],
  ),
  named(
    "fenugreek-metformin",
    "Metformin and fenugreek capsules",
    "fenugreek",
    "metformin",
    FENUGREEK,
    CAUTIONS,
    FENUGREEK_WHY,
    [SOURCE.fenugreek],
  ),
  named(
    "fenugreek-gliclazide",
    "Gliclazide and fenugreek seed capsules",
    "fenugreek",
    "gliclazide",
    FENUGREEK,
    CAUTIONS,
    FENUGREEK_WHY,
    [SOURCE.fenugreek],
  ),
  quiet(
    "fenugreek-atorvastatin-quiet",
    "Atorvastatin and fenugreek capsules",
    "fenugreek",
    "atorvastatin 20mg",
    FENUGREEK,
    NOT_NAMED,
    [SOURCE.fenugreek],
  ),
  named(
    "bitter-orange-amlodipine",
    "Amlodipine and a bitter orange fat burner",
    "bitter-orange",
    "amlodipine 10mg",
    BITTER_ORANGE,
    CAUTIONS,
    MAYO_WHY,
    [SOURCE.mayo],
  ),
  quiet(
    "bitter-orange-metformin-quiet",
    "Metformin and bitter orange extract",
    "bitter-orange",
    "metformin",
    BITTER_ORANGE,
    NOT_NAMED,
    [SOURCE.mayo],
  ),
  named(
    "guarana-ramipril",
    "Ramipril and guarana energy capsules",
    "guarana",
    "ramipril",
    GUARANA,
    CAUTIONS,
    MAYO_WHY,
    [SOURCE.mayo],
  ),
  quiet(
    "guarana-metformin-quiet",
    "Metformin and guarana capsules",
    "guarana",
    "metformin",
    GUARANA,
    NOT_NAMED,
    [SOURCE.mayo],
  ),
  named(
    "yohimbe-indapamide",
    "Indapamide and yohimbe bark capsules",
    "yohimbe",
    "indapamide",
    YOHIMBE,
    CAUTIONS,
    MAYO_WHY,
    [SOURCE.mayo],
  ),
  named(
    "yohimbe-clonidine",
    "Clonidine and yohimbe bark capsules",
    "yohimbe",
    "clonidine",
    YOHIMBE,
    CAUTIONS,
    YOHIMBE_CLONIDINE_WHY,
    [SOURCE.clonidine, SOURCE.mayo],
  ),
  quiet(
    "yohimbe-simvastatin-quiet",
    "Simvastatin and yohimbe bark capsules",
    "yohimbe",
    "simvastatin 40mg",
    YOHIMBE,
    NOT_NAMED,
    [SOURCE.mayo],
  ),
  named(
    "ginseng-amlodipine",
    "Amlodipine and Panax ginseng",
    "ginseng",
    "amlodipine",
    take(PRODUCT.ginseng),
    CAUTIONS,
    GINSENG_WHY,
    [SOURCE.ginseng],
  ),
  named(
    "ginseng-ramipril",
    "Ramipril and Panax ginseng",
    "ginseng",
    "ramipril",
    take(PRODUCT.ginseng),
    CAUTIONS,
    GINSENG_WHY,
    [SOURCE.ginseng],
  ),
];
