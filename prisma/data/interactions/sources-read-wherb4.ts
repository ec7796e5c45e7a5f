// The read log of the round that looked again for the product information of the catalogue herbs no earlier round
// reached (drug-interactions-part-39.ts, medical-contraindications-wherb4.ts, food-interactions-wherb4.ts). The
// log's kinds hold UK and EMA addresses only, so German, Austrian and Swiss product texts, and the pages read in
// place of an NCCIH page, are told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { noUkProduct, notFound, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

// Searched by herb and "traditional herbal registration", "THR", "summary of product characteristics" and
// "patient information leaflet": only EU monograph drafts, assessment reports and other countries' pages came up.
const NO_THR =
  "No UK traditional herbal registration or licence was found when looked for by name with 'traditional herbal registration', 'THR', 'summary of product characteristics' and 'patient information leaflet'";

export const SOURCES_READ_WHERB4: SourceReadInput[] = [
  // Saw palmetto.
  notFound(
    "saw-palmetto",
    "uk-product-information",
    "The UK saw palmetto registrations were looked for again: their copies stop before section 4.5, as logged, and the MHRA public assessment report of Prostasan (THR 13668/0011) came up only on dokumen.tips, its text stopping in the lay summary; Napiers Pro-Vitality tablets hold saw palmetto only beside cola seed and damiana, whose section 4.3 conditions are not saw palmetto's. Read beside them, outside the log's kinds, German and Austrian product information of saw palmetto extract capsules: the SE Sägepalme Fachinformation (imedikament.de) says in section 4.3 'keine bekannt' (none known), in 4.5 no known interactions with other medicines, and in 4.6 that pregnancy and breastfeeding are not relevant to its use; the Fachinformationen of Sabal Prostata Kapseln and Steiprostat uno (imedikament.de) and the Austrian SmPC of Prosta Urgenin (info-patient.at) name only hypersensitivity in section 4.3, their texts stopping in 4.4; the Prostess uno text stops in 4.2. Nothing new to record.",
  ),
  // Horse chestnut.
  notFound(
    "horse-chestnut",
    "uk-product-information",
    "No UK horse chestnut registration text beyond those logged came up, and those stop before section 4.5. Read beside them, outside the log's kinds, more German-language product information of horse chestnut seed extract. The Austrian leaflet of Venosin retard 50 mg capsules (info-patient.at) says anticoagulant medicines were strengthened in single cases, so clotting should be checked more often (as di-horse-chestnut-anticoagulant advises), and that it must not be used in pregnancy or breastfeeding (recorded). The German Fachinformationen of Aescusan retard (fachinfo.de), Venen-Retardtabletten Schwabe and Aesculus retard (imedikament.de) name only hypersensitivity in section 4.3 and, in 4.4, skin inflammation, thrombophlebitis, sudden leg swelling and heart or kidney insufficiency as reasons to see a doctor (recorded); their texts stop before 4.5. The Venostasin Tropfen Fachinformation (imedikament.de) names hypersensitivity, advises against use in pregnancy and against breastfeeding; its interactions were not in the part read. Nothing new to record.",
  ),
  // Chamomile.
  ukProductInformation(
    "chamomile",
    {
      title:
        "Napiers Chamomile Digestive Relief (Roman chamomile oral liquid): summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/napiers-chamomile-digestive-relief/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "A registration of Roman chamomile (Chamaemelum nobile), not the catalogue's German chamomile. Section 4.3 names hypersensitivity to Roman chamomile or to plants of the Asteraceae (Compositae) family, which mc-chamomile-daisy-family-allergy already covers; 4.4 warns about the alcohol in the liquid (an excipient, not recorded). The text stops in 4.4, before 4.5. Read beside it, as the NCCIH chamomile page was not found at its own address (logged before), and outside the log's kinds: the MSD Manual's chamomile page, consumer edition in German (msdmanuals.com/de/heim): chamomile may reduce the absorption of medicines taken by mouth, possibly strengthens anticoagulants and sedatives, alcohol included, and lowers the absorption of iron preparations. That gives di-chamomile-ferrous-sulfate and the records for the other iron medicines taken by mouth (part 39), and fi-chamomile-alcohol; anticoagulants and sedatives have records already. The general effect on medicines taken by mouth names no medicine and is not a record. The English page says the same ('decrease the absorption of iron supplements'); it was read in medicine.com's copy, cited beside the German one, and at an http address on merckmanuals.com. St. Luke's A.D.A.M. page on Roman chamomile also names fexofenadine, statins, birth control pills and some antifungals as broken down by the same liver enzymes; not recorded, as it is written for another species and gives no study.",
    },
    READ_ON,
  ),
  noUkProduct(
    "chamomile",
    `${NO_THR} for German chamomile (Matricaria recutita); the one UK registration found is for Roman chamomile.`,
  ),
  // Red clover.
  noUkProduct("red-clover", `${NO_THR}; the red clover products seen are food supplements.`),
  notFound(
    "red-clover",
    "ema",
    "No EU monograph on red clover flower was found. Read instead, outside the log's kinds, PTA-Forum's advice on isoflavone products from soy and red clover (in German): not with oestrogen-dependent breast or womb cancer, including in the past, and ask the doctor first with hormone-dependent diseases, which gives mc-red-clover-womb-cancer and mc-red-clover-hormone-sensitive-cancer (breast cancer has a record). Its soy protein allergy warning concerns soy products, not red clover.",
  ),
  // The herbs with no UK product found.
  noUkProduct("fenugreek", `${NO_THR}; only copies of the EU monograph draft and assessment report came up.`),
  noUkProduct(
    "green-tea-extract",
    `${NO_THR}; only copies of the EU monograph draft and assessment report, and food rules on green tea extracts, came up. Read instead, outside the log's kinds: Medscape's green tea monograph, which lists bortezomib as contraindicated (avoid green tea in patients treated with it), and CancerConnect's report of the study in Blood (green tea's EGCG stopped bortezomib killing myeloma cells in the laboratory and in mice, only with boronic acid proteasome inhibitors): di-green-tea-extract-bortezomib. The rest of Medscape's list (over a hundred medicines to monitor, most for the caffeine) was not in the part read.`,
  ),
  noUkProduct("cinnamon", `${NO_THR}.`),
  noUkProduct("goldenseal", `${NO_THR}.`),
  noUkProduct("astragalus", `${NO_THR}.`),
  noUkProduct("grape-seed-extract", `${NO_THR}.`),
  notFound(
    "cats-claw",
    "ema",
    "The HMPC wrote no monograph on cat's claw: its 2015 draft assessment report on Uncaria tomentosa bark (EMA/HMPC/259598/2014, copy on vdocument.in) was published for the consultation on a draft public statement, and the copy stops in its front matter.",
  ),
  noUkProduct(
    "cats-claw",
    `${NO_THR}. The Deutsche Apotheker Zeitung's article on cat's claw root (2009) says no cat's claw product is authorised as a medicine in Germany either. Read instead, outside the log's kinds: Drugs.com's professional interaction report on cat's claw with ritonavir (the same text for indinavir and saquinavir), which says to generally avoid it with protease inhibitors after a case report of raised atazanavir, ritonavir and saquinavir levels: di-cats-claw-hiv-protease-inhibitor.`,
  ),
];
