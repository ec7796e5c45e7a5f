// The read log of the wthr2 round: texts read at other addresses are told in the note of the kind looked for first; leads with nothing citable are in the round's report.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { hmpcCopy as copy, notFound, readPage, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WTHR2: SourceReadInput[] = [
  {
    ...readPage(
      "artichoke",
      "ema",
      {
        title: "Artichoke leaf (Cynarae folium): herbal medicine summary for the public",
        publisher: "European Medicines Agency",
        url: "https://www.ema.europa.eu/en/medicines/herbal/cynarae-folium",
      },
      {
        outcome: "not-readable",
        note: "Looked again for the EU monograph on artichoke leaf (Cynarae folium): only the EMA's summary page came up, to its uses (adults and adolescents over 12). The UK registration read before (Digestherb, section 4.3) names gallstones and obstructive gallbladder disease only, and its section 4.5 says there are no published interaction data. Read instead, outside the log's kinds, German and Austrian texts on the artichoke leaf medicines' product information: the Rote Liste (contraindications: known allergy to the daisy family, obstruction of the bile ducts; restrictions: gallstones, children under 12), Stiftung Warentest (not with blocked bile ducts or a daisy-family allergy; with gallstones only after asking a doctor; may weaken phenprocoumon and warfarin, so clotting is checked more often), PTA-Forum's OTC check (not with blocked or inflamed bile ducts, hepatitis or gallstones; caution with a daisy-family allergy; coumarin anticoagulants may be weakened; not in pregnancy or breastfeeding) and the Austrian consumer association on Dr. Böhm Artischocke (not with hepatitis, blocked and inflamed bile ducts or a daisy-family allergy). They give mc-artichoke-daisy-family-allergy, mc-artichoke-cholangitis, mc-artichoke-hepatitis and di-artichoke-vitamin-k-antagonist; gallstones, bile duct obstruction, pregnancy and breastfeeding already have artichoke records. The direct-acting anticoagulants (apixaban, rivaroxaban) and antiplatelets are not named and stay silent. A Swiss interaction text on vitamin K antagonists with artichoke leaf extract was seen only on a shop's page and is not cited.",
      },
    ),
    dateRead: READ_ON,
  },
  {
    ...readPage(
      "peppermint-oil",
      "ema",
      {
        title:
          "Community herbal monograph on Mentha x piperita L., aetheroleum (EMEA/HMPC/349466/2006, final, 31 October 2007)",
        publisher: copy("scribd.com"),
        url: "https://www.scribd.com/document/529718555/Final-Community-Herbal-Monograph-Mentha-x-Piperita-l-Aetheroleum-En",
      },
      {
        outcome: "not-readable",
        note: "Looked again for the EU monograph on peppermint oil (Menthae piperitae aetheroleum) and its EU list entry: this copy of the 2007 monograph and the draft list entry (imedi.co.uk, scribd.com) came up only to their first page, not to sections 4.3 to 4.5. The UK Colpermin SmPC read before names only hypersensitivity in section 4.3. Read instead, outside the log's kinds: the leaflet of Pfefferminzöl Tillotts 187 mg gastro-resistant capsules (authorised in Austria), which says not to take them if a doctor has said you have liver disease, with cholangitis, if your stomach makes too little acid (achlorhydria), with gallstones or other gallbladder diseases, or under 8, and that acid-reducing medicines taken at the same time can release the oil early. Liver disease and achlorhydria give mc-peppermint-oil-liver-disease and mc-peppermint-oil-achlorhydria (achlorhydria joins the conditions, conditions-wthr2.ts); cholangitis, gallstones, other biliary disease and the acid-reducing medicines already have peppermint oil records; the age limit is not recorded.",
      },
    ),
    dateRead: READ_ON,
  },
  notFound(
    "dandelion",
    "ema",
    "Looked for the EU monograph on dandelion leaf and root with herb, for its warning on kidney failure, diabetes and heart failure: it came up only at an http address (theodora.com, to section 4.1) and the assessment reports only to their contents pages. The UK registration read before (Nature's Garden Dandelion Capsules) breaks off in section 4.4. The leaflet of a Swiss dandelion herb-and-root tea (Sidroga Löwenzahn), which says people with kidney or heart failure or diabetes should not take it because of raised blood potassium, was seen only on an online pharmacy's page, which is not cited; dandelion with diabetes and with heart failure stays without a record until a citable copy is read (the chronic kidney disease record stands).",
    READ_ON,
  ),
  ukProductInformation(
    "devils-claw",
    {
      title:
        "Healthspan Devil's Claw JointAid tablets: summary of product characteristics, sections 4.3 and 4.4 (traditional herbal registration)",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 names active gastric or duodenal ulcer, which mc-devils-claw-peptic-ulcer already blocks; the text available here stops in section 4.4. No UK devil's claw text read (this one, JointEeze, Lifeplan, Thompson and Capper, Vitabiotics, Lifecycle) names gallstones. Read instead, outside the log's kinds: the German Fachinformation of Teufelskralle Tee (imedikament.de), which says that with gallstones it may be used only after consulting a doctor: mc-devils-claw-gallstones asks. The same text's ulcer contraindication reaches the existing record.",
    },
    READ_ON,
  ),
];
