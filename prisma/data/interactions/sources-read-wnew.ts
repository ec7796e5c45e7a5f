// The read log of the wnew round, which added pelargonium, devil's claw, artichoke leaf and lemon balm to the catalogue
// (drug-interactions-part-46.ts, medical-contraindications-wnew.ts). Only the relevant sections that came up in the
// copies are claimed as read; what was cut off is said in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WNEW as R } from "./references-wnew";
import { notFound, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WNEW: SourceReadInput[] = [
  // Pelargonium.
  ukProductInformation(
    "pelargonium",
    R.kalobaDropsSmpc,
    {
      outcome: "records",
      records: ["mc-pelargonium-severe-liver-impairment", "mc-pelargonium-cirrhosis"],
      note: "Sections 4.1 to 4.3 read: traditional use for upper respiratory tract infections including the common cold, for up to 2 weeks, not under 6; section 4.3 lists only hypersensitivity and severe hepatic diseases. The copy breaks off at the start of section 4.4, so its warnings and section 4.5 were not read here. The Schwabe Pharma UK page of an older Kaloba tablets SmPC (schwabepharma.co.uk) lists an increased tendency to bleeding, patients using coagulation-inhibiting drugs and severe hepatic and renal diseases in section 4.3, and Schwabe's older professional pages (http only) add pregnancy and lactation: the current text has dropped them, so the records on those rest on the other UK products below. Since the p9 round cirrhosis, which the dictionary reads as a condition of its own, asks (it may or may not be severe).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "pelargonium",
    R.pottersPelargoniumSmpc,
    {
      outcome: "records",
      records: [
        "di-pelargonium-anticoagulant",
        "mc-pelargonium-bleeding-disorder",
        "mc-pelargonium-severe-liver-impairment",
        "mc-pelargonium-severe-kidney-disease",
        "mc-pelargonium-kidney-failure",
      ],
      note: "Section 4.3 read in full; the copy breaks off early in section 4.4, so section 4.5 was not read here. Read beside it, outside the log's kinds: the UK leaflet of PhytoCon Pelargonium oral drops in Drugs.com's UK copy (drugs.com/uk), whose section 2 says not to take them with severe liver or kidney disease, if pregnant or breast-feeding, or with 'a medicine which is affected by alcohol' (the drops contain ethanol: an excipient warning, not recorded); it gives mc-pelargonium-pregnancy and mc-pelargonium-breastfeeding and is cited beside these SmPCs for liver and kidney disease. The copy breaks off at 'Taking other me[dicines]'.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "pelargonium",
    R.diaPelargoSmpc,
    {
      outcome: "records",
      records: [
        "di-pelargonium-anticoagulant",
        "mc-pelargonium-bleeding-disorder",
        "mc-pelargonium-severe-liver-impairment",
        "mc-pelargonium-severe-kidney-disease",
        "mc-pelargonium-kidney-failure",
      ],
      note: "Section 4.3 read in full; section 4.4 breaks off at 'Based on theoretical reasons, DiaPelargo should not be used in cases of an…', so the rest of it and section 4.5 were not read here. The PhytoCon Pelargonium oral drops SmPC (imedi.co.uk) came up with the same section 4.3, cut off after 'severe hepatic and renal'.",
    },
    READ_ON,
  ),
  notFound(
    "pelargonium",
    "ema",
    "The HMPC assessment report on Pelargonium sidoides root (EMA/HMPC/560962/2010) came up only as a copy on vdocuments.site whose text stops at the title pages; the EU monograph itself did not come up. Herbal interaction texts on medicinalplants.us (http) and a letter on mdedge.com report rat studies in which the extract did not change clotting or warfarin's effect; Spanish and Italian Kaloba texts (shop pages) say it may increase the effect of oral anticoagulants such as warfarin. None is cited; the UK section 4.3 texts decide the record.",
  ),
  // Devil's claw.
  ukProductInformation(
    "devils-claw",
    R.lifeplanDevilsClawSmpc,
    {
      outcome: "records",
      records: ["mc-devils-claw-peptic-ulcer", "mc-devils-claw-cardiovascular-disease"],
      note: "Sections 4.1 to 4.4 read; section 4.5 is cut off after 'Non', which reads as 'None' but is not claimed. Not recommended under 18, which the catalogue does not check.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "devils-claw",
    R.jointeezeDevilsClawSmpc,
    {
      outcome: "records",
      records: ["mc-devils-claw-peptic-ulcer", "mc-devils-claw-cardiovascular-disease"],
      note: "Section 4.4 read up to 'Patients w…', where the copy breaks off; what it says next was not read here (secondary herb pages name gallstones), so devil's claw has no gallstones record. Also read: the Healthspan Devil's Claw JointAid SmPC on patient-info.co.uk (its address carries a retailer's name, so it is not cited), whose section 4.3 lists an active gastric or duodenal ulcer, and the Vitabiotics, Thompson and Capper, Lifecycle, DiaHarp and Atrosan SmPCs, which repeat the heart or ulcer warnings or add nothing for an adult; DiaHarp is logged on its own below.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "devils-claw",
    R.diaHarpSmpc,
    {
      outcome: "records",
      records: ["mc-devils-claw-pregnancy", "mc-devils-claw-breastfeeding"],
      note: "Sections 4.1 to 4.4 read; section 4.3 lists hypersensitivity, patients under 18, pregnancy and lactation. imedi marks this text as out of date, and no current UK devil's claw text read reaches section 4.6, so the records rest on it until one does.",
    },
    READ_ON,
  ),
  notFound(
    "devils-claw",
    "ema",
    "The HMPC assessment report on Harpagophytum root (EMA/HMPC/627058/2015) came up only as a copy on healthdocbox.com (http) whose text stops at its table of contents; the EU monograph did not come up. Health Canada's devil's claw monograph came up as far as its uses and doses. Nothing recorded from them.",
  ),
  // Artichoke leaf.
  ukProductInformation(
    "artichoke",
    R.digestherbSmpc,
    {
      outcome: "records",
      records: [
        "mc-artichoke-gallstones",
        "mc-artichoke-bile-duct-obstruction",
        "mc-artichoke-pregnancy",
        "mc-artichoke-breastfeeding",
      ],
      note: "Sections 4.1 to 4.5 read; section 4.5 says there are no published data on drug interactions with artichoke leaf extracts. imedi marks this text as out of date. The Cypar Artichoke Capsules SmPC came up at an http address only (imedi.co.uk), listing obstructions of bile ducts, cholangitis, gallstones, any other biliary diseases and hepatitis in section 4.3; it is not cited, so cholangitis and hepatitis have no artichoke record yet. A Swiss shop page (beeovita.com) quotes a German text saying artichoke leaf extract may weaken vitamin K antagonists; not a UK text and not cited.",
    },
    READ_ON,
  ),
  notFound(
    "artichoke",
    "ema",
    "The EMA's summary page on artichoke leaf (Cynarae folium) came up as far as its uses (adults and adolescents over 12, digestive disorders); its monograph's contraindications and interactions sections did not come up here.",
  ),
  // Lemon balm.
  ukProductInformation(
    "lemon-balm",
    R.lemonBalmCapsulesSmpc,
    {
      outcome: "records",
      records: ["di-lemon-balm-sedative", "di-lemon-balm-benzodiazepine"],
      note: "Sections 4.1 to 4.5 read (medine marks this text as out of date; the current copy on patient-info.co.uk, read as far as section 4.4, has the same sections 4.1 to 4.3). Section 4.3 lists only hypersensitivity; section 4.4 says not recommended under 18. Section 4.6 breaks off at 'Safety during pregnancy and lactation has not been established. In the absence of sufficient data, use…', so no pregnancy or breastfeeding record is written until the rest is read. Pages saying to avoid lemon balm with thyroid disease or thyroid medicines (a copy of a commercial database on skyclk.com, examine.com, blogs) cite no UK or official text and were not used.",
    },
    READ_ON,
  ),
  notFound(
    "lemon-balm",
    "ema",
    "The EU herbal monograph on Melissa leaf came up only at an http address (theodora.com), read as far as its indications and doses, and the HMPC assessment report only in a copy stopping at its title page (vdocuments.net); imedi.co.uk's copy of the EMA's summary for the public says melissa leaf is for adults and children over 12. Health Canada's lemon balm monograph came up as far as its cautions for sleeplessness lasting more than 4 weeks. Nothing recorded from them.",
  ),
];
