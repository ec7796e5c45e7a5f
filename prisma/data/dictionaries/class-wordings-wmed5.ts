// UK brands and common misspellings of medicines the dictionary already holds, as the unread-medicines round (wmed5)
// found them unread; each brand is named for that medicine alone by the product information cited beside it.
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_WMED5: Wordings = {
  // "Florinef® 0.1mg Tablets/Fludrocortisone acetate 0.1mg Tablets" (UK leaflet, drugs.com/uk/florinef-0-1mg-tablets-leaflet.html).
  fludrocortisone: ["Florinef"],
  // "the solution will contain the equivalent of 1.5g potassium citrate" (UK SmPC, imedi.co.uk/effercitrate-tablets/summary).
  "potassium-citrate": ["Effercitrate"],
  // "TESTIM 50 mg Transdermal Gel … One single dose container of 5g contains 50 mg testosterone" (UK SmPC, drugs.com/uk).
  testosterone: ["Testim"],
  // "Acupan 30 mg Tablets … Nefopam Hydrochloride 30 mg" (UK SmPC, imedi.co.uk/acupan-tablets/summary).
  nefopam: ["Acupan"],
  // "Xaluprine 20 mg/ml oral suspension … 20 mg mercaptopurine" (emc, medicines.org.uk/emc/product/2949/smpc).
  mercaptopurine: ["Xaluprine"],
  // "SUSTIVA 50 mg hard capsules … Each hard capsule contains 50 mg of efavirenz" (EU SmPC, vdocuments.us copy).
  efavirenz: ["Sustiva"],
  // "DRETINE 0.03 G/3.0 MG FILM-COATED TABLETS … DROSPIRENONE / ETHINYL ESTRADIOL" (UK leaflet, drugs.com/uk).
  "ethinylestradiol-with-drospirenone": ["Dretine"],
  // "Elevin 30 micrograms/150 micrograms film-coated tablets, Leandra …: 30 micrograms of ethinylestradiol and 150
  // micrograms of levonorgestrel" (UK SmPC, patient-info.co.uk).
  "ethinylestradiol-with-levonorgestrel": ["Elevin", "Leandra"],
  // "Desomono 75 microgram film-coated tablets Desogestrel … a progestogen-only-pill" (UK leaflet, imedi.co.uk).
  desogestrel: ["Desomono"],
  // "Parnate contains the active substance tranylcypromine … monoamine oxidase inhibitors" (UK leaflet, drugs.com/uk).
  tranylcypromine: ["Parnate"],
  // "Emeside Capsules … Each capsule contains 250 mg ethosuximide" (emc SmPC, product 12896); "Zarontin 250 mg/5 ml
  // Syrup Ethosuximide" (UK leaflet, drugs.com/uk).
  ethosuximide: ["Emeside", "Zarontin"],
  // The aspirin entry's own source is the Maximum Strength Aspro Clear SmPC; people shorten the brand.
  aspirin: ["Aspro Clear", "Aspro"],
  // An o for the a, which the one-letter suggestion does not catch because of the "co-".
  "co-codamol": ["co-codomol", "cocodomol"],
};
