// The read log of the audit of the vitamins' UK product information item by item (drug-interactions-part-44.ts,
// references-wvit.ts, medicine-classes-wvit.ts, class-wordings-wvit.ts): each medicine, group and condition that
// sections 4.3 to 4.5 name was typed as worded and as a member. Pages already in the log for the same ingredient
// were read again and are told here rather than logged twice: Fultium-D3 (emc 2813), Colextra-D3, the folic acid
// SmPCs (emc 23233, medine 5 mg, the Accord text on RxReasoner), Cobalin and the hydroxocobalamin injection (emc
// 31182), Cytacon (emc 5716; its "biguanides" reads as metformin's group, and para-aminosalicylic acid and neomycin
// are still not in the medicine dictionary), Pyridoxine 20 mg and 50 mg (emc 1208), the ascorbic acid 500 mg SmPCs
// and the Vodexo leaflet, the vitamin E suspension (emc 3734) and oral vitamin E (emc 14884) SmPCs, Konakion MM and
// Thiamine 50 mg. di-folic-acid-sulfonamide cites emc 23233 ("trimethoprim or sulphonamides, alone or in combination
// as co-trimoxazole, may reduce the effect of folic acid"), logged in sources-read.ts. Drugs.com transcripts (the
// Aviticol 1000 IU leaflet: "barbiturates or other anti-convulsants (e.g. carbamazepine, phenobarbital, phenytoin,
// primidone)", "other vitamin D containing medicines including multi-vitamins", "medicines to control the rate of
// your heart beat (e.g. digoxin, digitoxin)") lie outside the log's kinds.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WVIT as R } from "./references-wvit";
import { records, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WVIT: SourceReadInput[] = [
  ukProductInformation(
    "vitamin-d3",
    R.colecalciferol800TabletsLeaflet,
    {
      ...records("di-vitamin-d3-colecalciferol"),
      note: "Section 2, read to where the copy stops in its medicines list ('anticon…'). Before that it names diuretics (water tablets), corticosteroids ('steroids' e.g. prednisolone, dexamethasone), cholestyramine, laxatives (e.g. paraffin oil) and heart medicines (cardiac glycosides): each, typed as worded and as a member, reaches a vitamin D record. Taking other vitamin D (multivitamins or food supplements) is a reason not to take it: the checker's limits serve stacked supplements, and since the nutrient SmPC audit di-vitamin-d3-colecalciferol reaches vitamin D3 someone is prescribed; sarcoidosis, kidney problems, kidney stones and pseudo-hypoparathyroidism already had records.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    R.aviticol1000Smpc,
    {
      outcome: "not-readable",
      note: "Read only to section 4.2, which names anticonvulsants, glucocorticoids and antiretrovirals among the reasons a higher dose may be needed; sections 4.3 to 4.5 were not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    R.desunin4000Smpc,
    {
      outcome: "not-readable",
      note: "Sections 4.3 and 4.4 in part (hypercalcaemia, hypercalciuria, nephrolithiasis, nephrocalcinosis, hypervitaminosis D, sarcoidosis, and monitoring with cardiac glycosides or diuretics): all reach records when typed as worded. Section 4.5 was not in what could be read. Its 'high tendency to calculus formation' is not read as kidney stones, whose record it would meet.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    R.desunin2000Leaflet,
    {
      outcome: "not-readable",
      note: "Section 2 to its warnings (hypercalcaemia, hypercalciuria, hypervitaminosis D, kidney stones, sarcoidosis, other medicines containing vitamin D, kidney problems), all already recorded; the medicines list was not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    R.stexerolLeaflet,
    {
      outcome: "not-readable",
      note: "Section 2 says which medicines may decrease or increase its effect, but in this copy the lists under both headings are empty.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    R.invitaDropsSmpc,
    {
      outcome: "not-readable",
      note: "Read to section 4.2 only, which asks for higher doses in patients on medications affecting vitamin D metabolism without naming them.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    R.ergocalciferol50000Smpc,
    {
      outcome: "not-readable",
      note: "Vitamin D2, read for vitamin D: only to section 4.2, which names anticonvulsant medications, glucocorticoids and antiretrovirals among the reasons for higher doses; sections 4.3 to 4.5 were not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    R.calciumErgocalciferolLeaflet,
    {
      outcome: "stated-not-recorded",
      note: "Vitamin D2 with calcium, read for vitamin D: elderly people taking cardiac glycosides (digitalis, digoxin) or diuretics (water tablets) should check first, as calcium increases their effects on the heart; each wording reaches a vitamin D record (di-vitamin-d3-cardiac-glycoside, and di-vitamin-d3-bendroflumethiazide through diuretics), so nothing new was written. Its overactive thyroid and gallstones are written for the calcium salt, not vitamin D. The copy stops before its list of other medicines.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-b6",
    R.pyridoxine50FilmCoatedSmpc,
    {
      outcome: "stated-not-recorded",
      note: "Section 4.5 as in emc 1208: isoniazid and penicillamine raise the need for pyridoxine (ni-isoniazid-vitamin-b6, ni-penicillamine-vitamin-b6); oral contraceptives likewise, but a nutrient record names one medicine and the contraceptives are a group, so typed as 'oral contraceptives' or as Microgynon they meet no vitamin B6 record; levodopa unless a dopa decarboxylase inhibitor is given, not recorded because a levodopa record also reaches co-careldopa and co-beneldopa.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-c",
    R.ascorbicAcid500ChewableSmpc,
    {
      outcome: "stated-not-recorded",
      note: "Section 4.5, to where the copy stops: ascorbic acid increases the renal excretion of amphetamine (di-vitamin-c-dexamfetamine); plasma ascorbate is decreased by smoking and oral contraceptives, an effect on the vitamin that no record names for the contraceptives as a group (the RxReasoner vitamin C page says the same, and the Vodexo leaflet lists 'Contraceptives').",
    },
    READ_ON,
  ),
  ukProductInformation(
    "folic-acid",
    {
      title: "Folic Acid 5mg Tablets: summary of product characteristics, sections 4.1 to 4.3",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/folic-acid-5mg-tablets/g/ba3e:1982:85e2:386e:ff41:1691:a730/info/summary?doc=2",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 (untreated cobalamin deficiency, Addisonian or other vitamin B12 deficiency states, malignant disease) reaches mc-folic-acid-vitamin-b12-deficiency and mc-folic-acid-cancer; sections 4.4 and 4.5 were not in what could be read.",
    },
    READ_ON,
  ),
];
