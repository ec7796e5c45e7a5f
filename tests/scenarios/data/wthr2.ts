// Artichoke leaf and peppermint oil against what EU product information read in the wthr2 round names, typed as people write it; negatives are nearby medicines and conditions those texts do not name.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { BLOCKS, CAUTIONS } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type Range = typeof BLOCKS | typeof CAUTIONS | typeof ASKS;

const SOURCE = {
  warentest: {
    title:
      "Pflanzliches Mittel: Artischocke (artichoke leaf extract medicines): contraindications and interactions (in German)",
    publisher: "Stiftung Warentest (test.de, Medikamente im Test)",
    url: "https://www.test.de/medikamente/wirkstoff/pflanzliches-mittel-artischocke-w640/",
  },
  ptaForum: {
    title:
      "Artischockenblätter-Trockenextrakt (Hepar-SL, Cholspasmin Artischocke, Aristochol): OTC-Beratungscheck (in German)",
    publisher: "PTA-Forum (Pharmazeutische Zeitung)",
    url: "https://ptaforum.pharmazeutische-zeitung.de/artischockenblaetter-trockenextrakt-128874/",
  },
  roteListe: {
    title: "Artischocke (artichoke leaf): Gegenanzeigen und Anwendungsbeschränkungen (in German)",
    publisher: "Rote Liste (German medicines directory)",
    url: "https://www.rote-liste.de/suche/sign/A-118/Artischocke",
  },
  tillotts: {
    title:
      "Pfefferminzöl Tillotts 187 mg magensaftresistente Hartkapseln (peppermint oil, Austria): patient leaflet, section 2 (in German)",
    publisher: "medikamio (copy of the Austrian package leaflet)",
    url: "https://medikamio.com/de-at/medikamente/pfefferminzol-tillotts-187-mg-magensaftresistente-hartkapseln/pil",
  },
  ginsana: {
    title:
      "Ginsana capsules/tonic (Panax ginseng extract G115, Switzerland): patient information, what to note (in German)",
    publisher: "medikamio (copy of the Swiss patient information)",
    url: "https://medikamio.com/de-ch/medikamente/ginsana-kapselntonictonic-ohne-alkohol/pil",
  },
  teufelskralle: {
    title:
      "Teufelskralle Tee (devil's claw root, H&S, Germany): summary of product characteristics, section 5, contraindications (in German)",
    publisher: "imedikament.de (copy of the German Fachinformation)",
    url: "https://imedikament.de/teufelskralle-tee/fachinformation?doc=1",
  },
} satisfies Record<string, Reference>;

type Herb = "artichoke" | "peppermint-oil" | "ginseng" | "devils-claw";

// A coumarin asks (the texts say check more often, not avoid), so moderate at most.
const ASKS = ["minor", "moderate"] as const;

const ITEM: Record<Herb, StackItem> = {
  artichoke: {
    custom: {
      name: "Artichoke leaf 400 mg capsules",
      ingredients: [{ ingredient: "artichoke", amount: 400, unit: "mg" }],
    },
    servingsPerDay: 2,
  },
  "peppermint-oil": {
    custom: {
      name: "Peppermint oil 187 mg gastro-resistant capsules",
      ingredients: [{ ingredient: "peppermint-oil", amount: 187, unit: "mg" }],
    },
    servingsPerDay: 3,
  },
  ginseng: { product: PRODUCT.ginseng, servingsPerDay: 1 },
  "devils-claw": {
    custom: {
      name: "Devil's claw 480 mg tablets",
      ingredients: [{ ingredient: "devils-claw", amount: 480, unit: "mg" }],
    },
    servingsPerDay: 2,
  },
};

const NAME: Record<Herb, string> = {
  artichoke: "Artichoke leaf capsules",
  "peppermint-oil": "Peppermint oil capsules",
  ginseng: "Ginseng",
  "devils-claw": "Devil's claw tablets",
};

const ARTICHOKE_COUMARINS =
  "Stiftung Warentest and PTA-Forum, from the German product information of artichoke leaf medicines: they can weaken the coumarin anticoagulants phenprocoumon and warfarin, so clotting is checked more often.";
const ARTICHOKE_ALLERGY =
  "The Rote Liste and Stiftung Warentest: artichoke leaf medicines must not be used with a known allergy to the daisy family (Korbblütler).";
const ARTICHOKE_BILE_LIVER =
  "PTA-Forum's check of the German product information: not with diseases of the bile ducts such as a blocked or inflamed bile duct, and not with hepatitis.";
const GINSENG_DIABETES =
  "The Swissmedic-approved Ginsana patient information: ginseng may lower blood sugar, so people with diabetes should take it only after talking to a doctor.";
const DEVILS_CLAW_GALLSTONES =
  "The German Fachinformation of Teufelskralle Tee: with gallstones, only after consulting a doctor.";
const PEPPERMINT_LIVER =
  "The Austrian Pfefferminzöl Tillotts leaflet: not to be taken if a doctor has said you have a liver disease, or if your stomach makes too little acid (achlorhydria).";

type Counterpart = { medicine: string } | { condition: string };
type CaseTail = [range: Range | null, rationale: string, sources: Reference[]];

function herbCase(
  herb: Herb,
  id: string,
  typed: Counterpart,
  range: Range | null,
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  const [counterpart, phrase, profile] =
    "medicine" in typed
      ? [med(typed.medicine), `with ${typed.medicine}`, { medicines: [typed.medicine], conditions: [] }]
      : [
          cond(typed.condition),
          `for someone who has "${typed.condition}"`,
          { medicines: [], conditions: [typed.condition] },
        ];
  return {
    id: `sc-wthr2-${herb}-${id}`,
    title: `${NAME[herb]} ${phrase}${range ? "" : " (not named)"}`,
    profile,
    stack: [ITEM[herb]],
    expect: range
      ? { flags: [flag(herb, counterpart, range[0], range[1])] }
      : { noFlags: [noFlag(herb, counterpart)] },
    rationale,
    sources,
  };
}

const withMedicine = (herb: Herb, id: string, medicine: string, ...rest: CaseTail) =>
  herbCase(herb, id, { medicine }, ...rest);
const withCondition = (herb: Herb, id: string, condition: string, ...rest: CaseTail) =>
  herbCase(herb, id, { condition }, ...rest);

const ARTICHOKE_SOURCES = [SOURCE.warentest, SOURCE.ptaForum];

export const WTHR2_SCENARIOS: ScenarioInput[] = [
  withMedicine("artichoke", "warfarin", "warfarin 3mg daily", ASKS, ARTICHOKE_COUMARINS, ARTICHOKE_SOURCES),
  withMedicine("artichoke", "marevan", "Marevan", ASKS, ARTICHOKE_COUMARINS, ARTICHOKE_SOURCES),
  withMedicine(
    "artichoke",
    "acenocoumarol",
    "acenocoumarol 1mg",
    ASKS,
    ARTICHOKE_COUMARINS,
    ARTICHOKE_SOURCES,
  ),
  ...(
    [
      ["clopidogrel", "clopidogrel 75mg"],
      ["aspirin", "aspirin 75mg"],
    ] as const
  ).map(([id, medicine]) =>
    withMedicine(
      "artichoke",
      `quiet-${id}`,
      medicine,
      null,
      `${medicine}: the artichoke texts read name the coumarin anticoagulants only, not antiplatelets (the newer anticoagulants meet the SPS herbal answer instead).`,
      ARTICHOKE_SOURCES,
    ),
  ),
  withCondition("artichoke", "daisy-allergy", "allergic to daisies", BLOCKS, ARTICHOKE_ALLERGY, [
    SOURCE.roteListe,
    SOURCE.warentest,
  ]),
  withCondition("artichoke", "asteraceae", "Asteraceae allergy", BLOCKS, ARTICHOKE_ALLERGY, [
    SOURCE.roteListe,
    SOURCE.warentest,
  ]),
  withCondition("artichoke", "cholangitis", "cholangitis", BLOCKS, ARTICHOKE_BILE_LIVER, [SOURCE.ptaForum]),
  withCondition("artichoke", "hepatitis", "hepatitis", BLOCKS, ARTICHOKE_BILE_LIVER, [SOURCE.ptaForum]),
  withCondition("artichoke", "hepatitis-b", "hepatitis B", BLOCKS, ARTICHOKE_BILE_LIVER, [SOURCE.ptaForum]),
  withCondition(
    "artichoke",
    "liver-disease",
    "liver disease",
    CAUTIONS,
    `${ARTICHOKE_BILE_LIVER} "Liver disease" may or may not be hepatitis, so a caution.`,
    [SOURCE.ptaForum],
  ),
  withCondition(
    "artichoke",
    "quiet-peanut-allergy",
    "peanut allergy",
    null,
    "Peanut allergy: the artichoke texts read name only a daisy-family allergy.",
    ARTICHOKE_SOURCES,
  ),
  withCondition(
    "artichoke",
    "quiet-kidney-stones",
    "kidney stones",
    null,
    "Kidney stones: the artichoke texts read name bile duct, gallstone and liver conditions, not this one.",
    ARTICHOKE_SOURCES,
  ),
  withCondition("peppermint-oil", "liver-disease", "liver disease", BLOCKS, PEPPERMINT_LIVER, [
    SOURCE.tillotts,
  ]),
  withCondition("peppermint-oil", "cirrhosis", "cirrhosis of the liver", BLOCKS, PEPPERMINT_LIVER, [
    SOURCE.tillotts,
  ]),
  withCondition("peppermint-oil", "achlorhydria", "achlorhydria", BLOCKS, PEPPERMINT_LIVER, [
    SOURCE.tillotts,
  ]),
  withCondition("peppermint-oil", "low-stomach-acid", "low stomach acid", BLOCKS, PEPPERMINT_LIVER, [
    SOURCE.tillotts,
  ]),
  withCondition(
    "peppermint-oil",
    "quiet-kidney-stones",
    "kidney stones",
    null,
    "Kidney stones: the peppermint oil texts read name liver, bile duct and stomach acid conditions, not this one.",
    [SOURCE.tillotts],
  ),
  withCondition(
    "peppermint-oil",
    "quiet-asthma",
    "asthma",
    null,
    "Asthma: the peppermint oil capsule texts read do not name it.",
    [SOURCE.tillotts],
  ),
  // Warfarin now meets the bleeding review's record (wplt round), so the neighbour kept quiet is an antiplatelet.
  withMedicine(
    "peppermint-oil",
    "quiet-clopidogrel",
    "clopidogrel",
    null,
    "Clopidogrel: the peppermint oil capsule texts read name acid-reducing medicines only.",
    [SOURCE.tillotts],
  ),
  withCondition("ginseng", "diabetes", "type 2 diabetes", CAUTIONS, GINSENG_DIABETES, [SOURCE.ginsana]),
  withCondition("ginseng", "diabetic", "diabetic", CAUTIONS, GINSENG_DIABETES, [SOURCE.ginsana]),
  withCondition("ginseng", "quiet-asthma", "asthma", null, "Asthma: the ginseng texts read do not name it.", [
    SOURCE.ginsana,
  ]),
  withCondition("devils-claw", "gallstones", "gallstones", CAUTIONS, DEVILS_CLAW_GALLSTONES, [
    SOURCE.teufelskralle,
  ]),
  withCondition(
    "devils-claw",
    "quiet-kidney-stones",
    "kidney stones",
    null,
    "Kidney stones: the devil's claw texts read name gallstones, not stones in the kidney.",
    [SOURCE.teufelskralle],
  ),
];
