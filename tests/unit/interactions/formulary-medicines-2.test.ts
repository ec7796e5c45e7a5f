/** @jest-environment node */
// Medicines found unrecognised in the second read-through of NHS trust formularies
// (prisma/data/dictionaries/medicines/formulary-2.ts, and brands the formularies list, added to existing
// entries): each reads as its medicine, in its class, and a combination as its components.
import { classesOf, read } from "./shipped-dictionary";

describe("formulary medicines, second round: names and brands", () => {
  it.each([
    ["Vizimpro", "dacomitinib", "kinase-inhibitor"],
    ["dacomitinib", "dacomitinib", "anticancer"],
    ["Lysodren", "mitotane", "anticancer"],
    ["mitoxantrone", "mitoxantrone", "anticancer"],
    ["pixantrone", "pixantrone", "anticancer"],
    ["gemtuzumab", "gemtuzumab-ozogamicin", "anticancer"],
    ["Besponsa", "inotuzumab-ozogamicin", "anticancer"],
    ["mifamurtide", "mifamurtide", "anticancer"],
    ["Mulpleo", "lusutrombopag", "tpo-receptor-agonist"],
    ["Venofer", "iron-sucrose", "iron-preparation"],
    ["Xagrid", "anagrelide", "bleeding-risk-medicine"],
    ["Leqembi", "lecanemab", "dementia-medicine"],
    ["Livazo", "pitavastatin", "statin"],
    ["pitavastatin", "pitavastatin", "lipid-lowering"],
    ["Edarbi", "azilsartan", "arb"],
    ["azilsartan medoxomil", "azilsartan", "antihypertensive"],
    ["Verquvo", "vericiguat", "heart-medicine"],
    ["Sivextro", "tedizolid", "antibacterial"],
    ["Livtencity", "maribavir", "antiviral"],
    ["Hepcludex", "bulevirtide", "antiviral"],
    ["Litfulo", "ritlecitinib", "immunosuppressant"],
    ["nabilone", "nabilone", "antiemetic"],
    ["Eladynos", "abaloparatide", "osteoporosis-medicine"],
    ["Produodopa", "foslevodopa-with-foscarbidopa", "dopaminergic"],
  ])("%s reads as %s, in %s", (typed, slug, classSlug) => {
    expect(read(typed)).toEqual({ medicines: [slug], unrecognised: [] });
    expect(classesOf(slug).has(classSlug)).toBe(true);
  });

  it.each([
    ["Capsorin", "ciclosporin"],
    ["Capexion", "tacrolimus"],
    ["Tacni", "tacrolimus"],
    ["Vivadex", "tacrolimus"],
    ["Tyenne", "tocilizumab"],
    ["Hulio", "adalimumab"],
    ["Rimactane", "rifampicin"],
    ["Dyzantil", "sodium-valproate"],
    ["Diafer", "ferric-derisomaltose"],
    ["FemSeven", "estradiol"],
    ["Estraderm", "estradiol"],
    ["Buvidal", "buprenorphine"],
    ["Trevicta", "paliperidone"],
    ["Xenidate XL", "methylphenidate"],
    ["Matoride XL", "methylphenidate"],
    ["Carbagen SR", "carbamazepine"],
    ["Semglee", "insulin-glargine"],
  ])("the formulary brand %s reads as %s", (typed, slug) => {
    expect(read(typed)).toEqual({ medicines: [slug], unrecognised: [] });
  });

  it.each([
    ["Vyxeos", "daunorubicin-with-cytarabine", ["cytarabine", "daunorubicin"], "anticancer"],
    ["Bijuve", "estradiol-with-progesterone", ["estradiol", "progesterone"], "hrt"],
    ["FemSeven Conti", "estradiol-with-levonorgestrel", ["estradiol", "levonorgestrel"], "hrt"],
    ["Paramax", "paracetamol-with-metoclopramide", ["metoclopramide", "paracetamol"], "antiemetic"],
    ["Suboxone", "buprenorphine-with-naloxone", ["buprenorphine", "naloxone"], "dependence-medicine"],
    ["Targinact", "oxycodone-with-naloxone", ["naloxone", "oxycodone"], "opioid"],
    ["Sastravi", "levodopa-carbidopa-entacapone", ["carbidopa", "entacapone", "levodopa"], "dopaminergic"],
    ["MigraMax", "aspirin-with-metoclopramide", ["aspirin", "metoclopramide"], "antiplatelet"],
    [
      "Rifater",
      "rifampicin-with-isoniazid-and-pyrazinamide",
      ["isoniazid", "pyrazinamide", "rifampicin"],
      "antibacterial",
    ],
    [
      "SyreniRing",
      "ethinylestradiol-with-etonogestrel",
      ["ethinylestradiol", "etonogestrel"],
      "combined-hormonal-contraceptive",
    ],
  ])("reads the combination %s as %s and each of its components", (typed, slug, components, classSlug) => {
    expect(read(typed)).toEqual({ medicines: [...components, slug].sort(), unrecognised: [] });
    expect(classesOf(slug).has(classSlug)).toBe(true);
  });
});
