// The read log of the wcn9 round; the condition pages themselves are cited in conditions-wcn9.ts.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage } from "./sources-read-page";
import { REF_WCN9 as R } from "./references-wcn9";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WCN9: SourceReadInput[] = [
  {
    ...readPage("iron", "nhs", R.ncicMoviprepColonoscopy, {
      outcome: "records",
      records: ["mc-iron-upcoming-colonoscopy"],
      note: "Stop iron tablets 7 days before the colonoscopy; a copy of another UK endoscopy unit's leaflet (docslib) says the same for anything with 'ferrous' in the name. An instruction for the test, so the record asks rather than blocks.",
    }),
    dateRead: READ_ON,
  },
  {
    ...readPage("psyllium", "nhs", R.ncicMoviprepColonoscopy, {
      outcome: "records",
      records: ["mc-psyllium-upcoming-colonoscopy"],
      note: "Stop stool bulking agents (e.g. Fybogel, Regulan, Proctofibre) 3 days before. Fybogel is ispaghula husk (psyllium); flaxseed, glucomannan and guar gum are not named, so nothing was written for them.",
    }),
    dateRead: READ_ON,
  },
  notFound(
    "garlic",
    "nhs",
    "Looked for ginkgo, garlic and fish oil with a past serious bleed (a bleed in the brain, a gut bleed): read the abstract of the 2005 systematic review of case reports (15 bleeding events, 8 inside the skull; people with known bleeding risks should be told of a possible increase in bleeding risk) on Kaiser Permanente's page, a summary of a subarachnoid haemorrhage case (Lancet 1998) and the HAS-BLED page of Queensland Health (a history of intracranial bleeding or a bleed needing hospital care counts as a bleeding risk). Recorded mc-ginkgo-biloba-previous-serious-bleed (ask). The bleeding-disorder records (ginkgo, garlic, vitamin E, goldenseal, pelargonium) speak of a bleeding tendency and 'your haematologist', so a past bleed was not filed under bleeding disorder and garlic, goldenseal and pelargonium got no record for it. Fish oil: only a US consumer page (very high doses could increase the risk of haemorrhagic stroke) and a paywalled Harvard page came up, so nothing was written.",
    READ_ON,
  ),
  notFound(
    "vitamin-e",
    "nhs",
    "Looked for vitamin E with haemorrhagic stroke: the ODS fact sheet's text was not among what could be read; read the 2010 BMJ meta-analysis on PubMed Central (nine trials: haemorrhagic stroke risk up 22%, ischaemic stroke down 10%; widespread use cautioned against). Recorded mc-vitamin-e-haemorrhagic-stroke (ask). The trials counted new strokes; none speaks of a past gut bleed, so no record was written for that. Also looked for vitamin E with retinitis pigmentosa: read RP Fighting Blindness and Retina UK (UK charities) and the National Eye Institute's 1993 clinical alert: avoid (high-dose) vitamin E supplements, and Retina UK advises checking labels for added vitamin E. Recorded mc-vitamin-e-retinitis-pigmentosa (block). Vitamin A: the newer analysis finds no benefit and no harm in RP (harm is named for Stargardt disease only), so nothing was written for vitamin A.",
    READ_ON,
  ),
  notFound(
    "iron",
    "nih-ods",
    "Looked for iron with anaemia of chronic disease: the A.D.A.M. encyclopedia text (iron only for those whose iron is low; always talk to a provider first) was read only on an http copy (healthcentral.com), which a record cannot cite, so nothing was written; the condition is filed under anaemia. Low ferritin is filed under iron deficiency anaemia (NHS Lothian: a ferritin below 30 micrograms/L is diagnostic of iron deficiency).",
    READ_ON,
  ),
  notFound(
    "vitamin-d3",
    "nhs",
    "Looked for vitamin D or calcium with Williams syndrome: Contact (UK charity) and a UK genetics service page say some children have high calcium, usually in the first years, and some may be on a reduced calcium diet; a 1970s study speaks of increased sensitivity to vitamin D. No text read here says to avoid vitamin D or calcium supplements, so nothing was written; hypercalcaemia itself keeps its records.",
    READ_ON,
  ),
  notFound(
    "coq10",
    "nih-ods",
    "Looked for supplements with Leber's hereditary optic neuropathy: the LHON Society says studies of curcumin, coenzyme Q10, lutein, B vitamins, vitamins C and E, alpha-lipoic acid, carnitine, creatine and L-arginine were inconclusive and names no harm (smoking and heavy drinking are the triggers), so nothing was written.",
    READ_ON,
  ),
  notFound(
    "thiamin",
    "nhs",
    "Looked for thiamine deficiency: read as a condition from Patient's beriberi page; thiamin is its treatment and no catalogue ingredient is named as harmful in it, so nothing was written.",
    READ_ON,
  ),
  notFound(
    "echinacea",
    "nih-ods",
    "Looked for supplements with scleroderma and Guillain-Barré syndrome: scleroderma is an autoimmune condition (Scleroderma & Raynaud's UK), so it meets the existing autoimmune-disease records; for Guillain-Barré only blogs came up, none naming a catalogue ingredient from a regulator or monograph, so nothing was written. Also looked for catalogue ingredients with aspirin allergy (salicylate sensitivity): Boots WebMD says salicylates may be found in some complementary and alternative medicines, and willow bark holds them, but no text read names a catalogue ingredient, so nothing was written and aspirin allergy stays unread (typed among medicines it is already listed as a reaction, not checked).",
    READ_ON,
  ),
  notFound(
    "zinc",
    "nhs",
    "Looked for supplements with hidradenitis suppurativa: zinc gluconate is studied as a treatment (reviews in Actas Dermo-Sifiliográficas and Forum Dermatologicum); none names a harm, so nothing was written.",
    READ_ON,
  ),
  notFound(
    "psyllium",
    "nhs",
    "Looked for supplements with achalasia, bile acid malabsorption and SIBO: the Oesophageal Patients Association guide and achalasia charity pages name food textures, not supplements; bile acid malabsorption pages speak of colestyramine binding vitamins (a medicine, not the condition); SIBO pages name no catalogue ingredient from a UK or regulatory text. Nothing was written.",
    READ_ON,
  ),
  notFound(
    "vitamin-c",
    "nih-ods",
    "Looked for supplements with cataracts: a Swedish cohort (Am J Clin Nutr 2010, PubMed) links about 1,000 mg vitamin C supplements with more cataract operations in women; it concerns getting cataracts, not harm to people who have them, so nothing was written for the cataracts condition.",
    READ_ON,
  ),
  notFound(
    "caffeine",
    "nih-ods",
    "Looked for catalogue ingredients with haemorrhoids, varicose veins and Bell's palsy: the NHS piles text (on a pharmacy training page and a health A to Z copy) says to cut down on caffeine and alcohol to avoid constipation, so mc-caffeine-haemorrhoids asks. Horse chestnut is used for varicose veins (NCCIH summary, reviews) and no text names a harm; for Bell's palsy only supplement sellers' pages on vitamin B12 came up. Nothing else was written.",
    READ_ON,
  ),
];
