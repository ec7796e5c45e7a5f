// Groups for the medicines the wmed8 round added, each named by a page read for a member.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { cls } from "./class-entry";
import { REF_WMED8_PRODUCTS as R } from "./medicines/wmed8";

export const MEDICINE_CLASSES_WMED8: MedicineClass[] = [
  // Sevoflurane: general anaesthetics "work by temporarily reducing the activity of the body's central nervous system",
  // so they sit under the medicines that cause drowsiness (central nervous system depressants).
  cls("general-anaesthetic", "General anaesthetics", ["sedative"], R.sevofluraneLeaflet, [
    "general anaesthetic",
    "general anaesthetics",
    "general anaesthesia",
    "general anesthetic",
    "general anesthesia",
  ]),
  // Hemabate: carboprost "may augment the activity of other oxytocic agents"; oxytocin and carbetocin make the womb contract.
  cls("oxytocic", "Medicines that make the womb contract (oxytocics)", [], R.hemabateRx, ["oxytocics"]),
  // Tractocile: atosiban is used "to delay the premature birth of your baby".
  cls("tocolytic", "Medicines that delay a premature birth", [], R.tractocileLeaflet),
  // Rhophylac: "anti-D (Rh) immunoglobulin" for Rh(D) negative people.
  cls("anti-d", "Anti-D immunoglobulin injections", [], R.rhophylacLeaflet),
  // Minims Atropine: "Topical mydriatic and cycloplegic"; cyclopentolate and tropicamide are the same kind of drop.
  {
    ...cls("mydriatic-eye-drops", "Eye drops that widen the pupil", [], R.minimsAtropine),
    local: true,
  },
  // Ikervis: ciclosporin eye drops for severe keratitis in dry eye disease, used only in the eye.
  {
    ...cls("ciclosporin-eye-drops", "Ciclosporin eye drops for inflamed dry eyes", [], R.ikervisLeaflet),
    local: true,
  },
  // Pred Forte: "steroidal anti-inflammatory drugs" for "the short-term treatment of eye inflammation".
  {
    ...cls("steroid-eye-drops", "Steroid eye drops", [], R.predForteLeaflet),
    local: true,
  },
  // Sofradex: antibiotics "work by killing the bacteria" and dexamethasone, a steroid, "works by lowering inflammation", in the ear or eye.
  {
    ...cls("steroid-antibiotic-drops", "Steroid and antibiotic ear and eye drops", [], R.sofradexLeaflet),
    local: true,
  },
  // Voltarol Ophtha: diclofenac eye drops, an NSAID used "before eye surgery … or after eye surgery or injury, to control pain and/or inflammation".
  {
    ...cls("nsaid-eye-drops", "Anti-inflammatory (NSAID) eye drops", [], R.voltarolOphthaLeaflet),
    local: true,
  },
  // Rinatec: ipratropium "sprayed into your nose … used to help stop a runny nose caused by Rhinitis".
  {
    ...cls("runny-nose-spray", "Nasal sprays for a runny nose (ipratropium)", [], R.rinatecLeaflet),
    local: true,
  },
  // EarCalm: acetic acid spray "used for the treatment of minor infections of the outer ear".
  {
    ...cls("ear-infection-spray", "Sprays and drops for outer ear infections", [], R.earcalmLeaflet),
    local: true,
  },
  // Menopur: menotrophin "used to treat infertility", injected under the skin.
  cls("fertility-injection", "Fertility injections (gonadotrophins)", [], R.menopurLeaflet),
  // Mirvaso: brimonidine gel "used to reduce redness of the skin in people with rosacea".
  {
    ...cls("rosacea-skin-treatment", "Gels and creams for rosacea", [], R.mirvasoPatient),
    local: true,
  },
];
