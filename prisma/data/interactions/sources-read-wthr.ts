// The read log of the wthr round: the catalogue herbs' UK traditional herbal registrations read again statement by
// statement, each medicine, group and condition of sections 4.3 to 4.5 (or the leaflet's "do not take" and "other
// medicines") typed into the checker as worded. Pages already in the log for the same herb were re-read without a new
// entry: the Venaforce horse chestnut SmPC (its 4.4 list of skin inflammation, thrombophlebitis, induration, severe
// pain, ulcers, sudden swelling of the legs, heart or kidney insufficiency: each condition has its record; skin
// inflammation and subcutaneous induration are signs, not dictionary conditions), the Prostasan, Prostamen and PhytoCon
// saw palmetto SmPCs (haematuria and pyrexia are symptoms to see a doctor about, not dictionary conditions; PhytoCon's
// sentence on an intra-operative haemorrhage is cut off in the copy, and mc-saw-palmetto-upcoming-surgery stands), the
// Vitano rhodiola SmPCs, the Menoforce sage SmPC, the MigraHerb and MigraEeze feverfew SmPCs and leaflets, and the
// Valdrian, Herbalstore, Niteherb and Nature's Garden valerian SmPCs (section 4.5: interactions through CYP2D6, 3A4/5,
// 1A2 or 2E1 not observed). The StressEeze rhodiola entry (sources-read-hmpc.ts) now lists mc-rhodiola-depression.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { noUkProduct, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";
const MEDINE = "UK SmPC, reproduced by medine.co.uk";
const IMEDI = "UK SmPC, reproduced by imedi.co.uk";
const PATIENT_INFO = "UK SmPC, reproduced by patient-info.co.uk";

export const SOURCES_READ_WTHR: SourceReadInput[] = [
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Care St John's Wort Low Mood Relief Tablets: summary of product characteristics, section 4.3",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/9038/smpc",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: dermal photosensitivity, phototherapy or photodiagnostic procedures, and use with ciclosporin, tacrolimus for systemic use, amprenavir, indinavir and other protease inhibitors, irinotecan and warfarin; each fires its St John's wort record (the protease inhibitor, ciclosporin, tacrolimus, irinotecan and warfarin records block). Amprenavir alone is not read: it is not a dictionary medicine, and no UK page naming it as a current medicine was found, so it was not added; 'protease inhibitors' reads and blocks. The text available here stops in section 4.3.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Kira LowMood Relief: summary of product characteristics, sections 4.2 and 4.3",
      publisher: MEDINE,
      url: "https://medine.co.uk/kira-lowmood-relief/g/dde9:4bfa/info/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "An earlier text of the Kira SmPC: not under 18; section 4.3 names dermal photosensitivity, phototherapy and photodiagnostic procedures, and the medicines of section 4.5, as St John's wort induces CYP1A2, CYP2C19, CYP2C9, CYP3A4 and P-glycoprotein. Each condition has its record; the text available here stops before the 4.5 list. Its leaflet (logged) adds peanut and soya allergy, from the soy polysaccharides it contains: an excipient warning, not recorded. A Dutch Kira leaflet (medikamio, outside the log's kinds) also names nortriptyline, which meets no St John's wort record; it was not added from a non-UK text.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "echinacea",
    {
      title: "Echinaforce Chewable Cold & Flu Tablets: summary of product characteristics, section 4.3",
      publisher: MEDINE,
      url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: allergy to the Asteraceae (Compositae) family; progressive systemic disorders (tuberculosis, sarcoidosis), autoimmune diseases (collagenoses, multiple sclerosis), immunodeficiencies (HIV infection, AIDS), immunosuppression (oncological cytostatic therapy, a history of organ or bone marrow transplant), diseases of the white blood cell system (agranulocytosis, leukaemias) and allergic diathesis (urticaria, atopic dermatitis, asthma). Every named condition typed as worded fires an echinacea record, except 'AIDS' alone and 'white blood cell disorder', left unread as the wherb5 round explained; 'HIV' and each named blood disorder fire.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "valerian",
    {
      title:
        "Kalms Day tablets (valerian root extract): summary of product characteristics, sections 4.3 and 4.4",
      publisher: PATIENT_INFO,
      url: "https://patient-info.co.uk/kalms-day-tablets-90674/summary-of-medicine-characteristics",
    },
    {
      outcome: "none-stated",
      note: "Section 4.3 names only hypersensitivity; 4.4 says use under 18 is not recommended for want of data, as the other valerian texts do (not recorded, as for the other herbs). The text available here stops at the heading of section 4.5.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "valerian",
    {
      title:
        "Bonuit Sleep Aid and Holland & Barrett Valerian Plus tablets (valerian and passion flower): summary of product characteristics",
      publisher: IMEDI,
      url: "https://imedi.co.uk/holland-barrett-valerian-plus-tablets/summary",
    },
    {
      outcome: "none-stated",
      note: "A registration of valerian with passion flower: section 4.3 names only hypersensitivity to either; not recommended under 18. The text available here stops in section 4.4.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "chasteberry",
    {
      title: "Kira PMS relief film-coated tablets (agnus castus): summary of product characteristics",
      publisher: IMEDI,
      url: "https://imedi.co.uk/kira-pms-relief-film-coated-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.2: women with a current pituitary disorder should not take it; 4.4: a history of a pituitary disorder, consult a doctor first. 'Pituitary disorder', 'history of a pituitary disorder' and 'prolactinoma' all fire mc-chasteberry-pituitary-disorder, which blocks. Not for under-18s; the glucose warning concerns an excipient. The text available here stops in section 4.4.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "feverfew",
    {
      title:
        "DiaMigraine hard capsules (feverfew herb): summary of product characteristics, sections 4.3 and 4.4",
      publisher: MEDINE,
      url: "https://medine.co.uk/diamigraine-hard-capsules/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3: allergy to feverfew, chrysanthemums, daisies, marigolds or other Asteraceae including ragweed (mc-feverfew-daisy-family-allergy); contraindicated under 18. Section 4.4 stops here at 'evidence from a limited number of in vitro studies suggests that feverfew may inhibit…', as do the MigraHerb and MigraEeze copies, so what it says of medicines was not read. Feverfew met no medicine before this round. Read instead, outside the log's kinds: FoundHealth's feverfew safety page (not with strong anticoagulants such as warfarin or heparin, nor with aspirin or other anti-inflammatory drugs, except on medical advice), which gives di-feverfew-anticoagulant and di-feverfew-nsaid at evidence level 5. Clopidogrel and the other antiplatelets it does not name stay silent.",
    },
    READ_ON,
  ),
  noUkProduct(
    "hawthorn",
    "No UK traditional herbal registration of hawthorn came up when looked for (only Health Canada's natural health product monographs, the HMPC overview page logged before and its assessment report in a copy). The hawthorn records rest on NCCIH and the other sources logged.",
  ),
  noUkProduct(
    "turmeric-curcumin",
    "No UK traditional herbal registration of turmeric came up when looked for (only the SPS page logged before, copies of the HMPC assessment report and the EMA overview page in a translation proxy). The SPS page names obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease, and medicines with a narrow therapeutic index such as anticancer or immunosuppressant agents: each typed as worded fires a turmeric record, except the narrow therapeutic index group, which is not a dictionary group.",
  ),
  noUkProduct(
    "licorice-root",
    "No UK traditional herbal registration of liquorice root came up when looked for. The German Commission E text (cholestatic liver disorders, liver cirrhosis, hypertonia, hypokalaemia, severe kidney insufficiency, pregnancy; thiazide diuretics and digitalis glycosides) came up only in copies at http addresses, and the WHO monograph only at an http address and only to its contents, so neither is cited: liver cirrhosis and low potassium typed as conditions meet no liquorice record. Medsafe's Prescriber Update (New Zealand, outside the log's kinds) says people taking fludrocortisone or medicines that can deplete potassium should avoid liquorice; fludrocortisone, the corticosteroids and the potassium-losing diuretics already fire liquorice records. The brand Florinef is not read.",
  ),
];
