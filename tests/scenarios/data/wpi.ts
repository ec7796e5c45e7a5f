// Scenarios of the wpi round: supplements named by medicines' own product information, with sister medicines as negatives.
import type { ScenarioInput } from "../schema";
import { stJohnsWortCases, pairCases } from "./by-mechanism";
import { take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  macitentan: {
    title:
      "Macitentan: interactions, from product information (strong CYP3A4 inducers such as St John's wort should be avoided)",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/macitentan/precautions",
  },
  medscapeRimegepant: {
    title: "Rimegepant oral (Vydura 75mg oral lyophilisates): precautions and warnings",
    publisher: "Medscape UK",
    url: "https://www.medscape.co.uk/drug/rimegepant-oral-71450-71450",
  },
  reagila: {
    title:
      "Reagila (cariprazine): interactions with other drugs, medications that should be avoided (CYP3A4 inducers, St John's wort)",
    publisher: "reagila.nl (Reagila product information site)",
    url: "https://reagila.nl/interactions-with-other-drugs/",
  },
  fesoterodine: {
    title:
      "Fesoterodine: interactions, from product information (CYP3A4 inducers such as St John's wort not recommended)",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/fesoterodine/precautions",
  },
  ivabradine: {
    title:
      "Ivabradine: interactions, from product information (St John's wort halved ivabradine exposure; intake to be restricted)",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/ivabradine/precautions",
  },
  tagrisso: {
    title: "Tagrisso (osimertinib): prescribing information, warnings and precautions (contraindications)",
    publisher: "AstraZeneca UK (medicines information for healthcare professionals)",
    url: "https://medicines.astrazeneca.co.uk/home/oncology/tagrisso/prescribing-information/warnings-and-precautions.html",
  },
  aquipta: {
    title: "Aquipta (atogepant): summary of product characteristics, sections 4.3 to 4.5 (EMA, 2023)",
    publisher: "RxReasoner (copy of the EU SmPC)",
    url: "https://rxreasoner.com/monographs/aquipta/precautions",
  },
  solifenacin: {
    title: "Solifenacin: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/solifenacin/precautions",
  },
  volibris: {
    title: "Volibris (ambrisentan): interakce (section 4.5 of the EU SmPC, in Czech)",
    publisher: "medicinous.com (copy of the Czech product information)",
    url: "https://www.medicinous.com/cs/info/Volibris-interakce/int111748",
  },
  bjmo: {
    title:
      "Capecitabine and folic acid, a lethal combination (case report, Belg J Med Oncol 2022;16(2):74-8)",
    publisher: "Belgian Journal of Medical Oncology",
    url: "https://www.bjmo.be/journal-article/capecitabine-and-folic-acid-a-lethal-combination/",
  },
} satisfies Record<string, Reference>;

const MACITENTAN =
  "Macitentan's product information says the combination with strong CYP3A4 inducers, naming St John's wort, should be avoided, as reduced efficacy could occur.";
const RIMEGEPANT =
  "Medscape UK's rimegepant entry says to advise patients not to take St John's wort with it; Vydura's EU text says it is not recommended with CYP3A4 inducers.";
const CARIPRAZINE =
  "Reagila's product information site lists St John's wort among the CYP3A4 inducers to avoid while taking cariprazine.";
const FESOTERODINE =
  "Fesoterodine's product information says use with CYP3A4 inducers, naming St John's wort, is not recommended, as levels may become subtherapeutic.";
const IVABRADINE =
  "Ivabradine's product information says St John's wort halved ivabradine exposure and that its intake should be restricted during treatment.";

const KIRA = stJohnsWortCases("wpi", PRODUCT.stJohnsWort, "Kira");
const sjw = (id: string, medicine: string, rationale: string, source: Reference) =>
  KIRA.named(id, medicine, "major", rationale, source);
const { quiet } = KIRA;
const FOLIC = pairCases("sc-wpi-folic-", "medicine");
const FOLIC_ACID = take(PRODUCT.folicAcid400);

const CAPECITABINE =
  "A 2022 case report describes fatal capecitabine toxicity with a high folic acid level and asks for awareness of folic acid supplements with capecitabine; the person should ask their cancer team first.";

export const WPI_SCENARIOS: ScenarioInput[] = [
  sjw("macitentan", "macitentan 10mg once a day", MACITENTAN, SOURCE.macitentan),
  sjw("opsumit", "Opsumit", MACITENTAN, SOURCE.macitentan),
  sjw("vydura", "Vydura 75mg when I get a migraine", RIMEGEPANT, SOURCE.medscapeRimegepant),
  sjw("rimegepant", "rimegepant every other day", RIMEGEPANT, SOURCE.medscapeRimegepant),
  sjw("reagila", "Reagila 3mg", CARIPRAZINE, SOURCE.reagila),
  sjw("cariprazine", "cariprazine 1.5mg daily", CARIPRAZINE, SOURCE.reagila),
  sjw("toviaz", "Toviaz 4mg for my bladder", FESOTERODINE, SOURCE.fesoterodine),
  sjw("fesoterodine", "fesoterodine 8mg", FESOTERODINE, SOURCE.fesoterodine),
  KIRA.named("ivabradine", "ivabradine 5mg twice a day", "moderate", IVABRADINE, SOURCE.ivabradine),
  KIRA.named("procoralan", "Procoralan 7.5mg", "moderate", IVABRADINE, SOURCE.ivabradine),
  KIRA.named(
    "tagrisso",
    "Tagrisso 80mg once daily",
    "contraindicated",
    "Tagrisso's UK prescribing information lists as a contraindication that St John's wort should not be used together with it.",
    SOURCE.tagrisso,
  ),
  KIRA.named(
    "osimertinib",
    "osimertinib",
    "contraindicated",
    "Tagrisso's UK prescribing information lists as a contraindication that St John's wort should not be used together with it.",
    SOURCE.tagrisso,
  ),
  quiet(
    "aquipta",
    "Aquipta 60mg",
    "Aquipta's EU product information, section 4.5, names CYP3A4 and OATP inhibitors but no inducer and no herb: St John's wort is not named with atogepant, unlike the other migraine gepant, rimegepant.",
    SOURCE.aquipta,
  ),
  quiet(
    "atogepant",
    "atogepant 10mg",
    "Aquipta's EU product information names no CYP3A4 inducer or herb for atogepant.",
    SOURCE.aquipta,
  ),
  quiet(
    "ambrisentan",
    "ambrisentan 5mg",
    "Volibris's product information says rifampicin at steady state had no clinically relevant effect on ambrisentan and names no herb, unlike macitentan's.",
    SOURCE.volibris,
  ),
  quiet(
    "solifenacin",
    "solifenacin 5mg",
    "Solifenacin's product information says enzyme induction has not been studied and names rifampicin, phenytoin and carbamazepine, not St John's wort, unlike fesoterodine's.",
    SOURCE.solifenacin,
  ),
  FOLIC.named(
    "capecitabine",
    "Folic acid 400 micrograms with capecitabine",
    "folic-acid",
    "capecitabine 500mg tablets",
    FOLIC_ACID,
    ["minor", "major"],
    CAPECITABINE,
    [SOURCE.bjmo],
  ),
  FOLIC.named(
    "xeloda",
    "Folic acid 400 micrograms with Xeloda",
    "folic-acid",
    "Xeloda",
    FOLIC_ACID,
    ["minor", "major"],
    CAPECITABINE,
    [SOURCE.bjmo],
  ),
  FOLIC.quiet(
    "temozolomide",
    "Folic acid 400 micrograms with temozolomide (not named)",
    "folic-acid",
    "temozolomide",
    FOLIC_ACID,
    "Temozolomide, another cancer medicine taken by mouth, is not a fluoropyrimidine, and neither text read names folic acid with it.",
    [SOURCE.bjmo],
  ),
  FOLIC.quiet(
    "tamoxifen",
    "Folic acid 400 micrograms with tamoxifen (not named)",
    "folic-acid",
    "tamoxifen 20mg",
    FOLIC_ACID,
    "Tamoxifen is not named with folic acid by the texts read; the case report concerns capecitabine and fluorouracil.",
    [SOURCE.bjmo],
  ),
];
