// Groups the wmed6 round needed for the medicines it added, each named by the product information or page read for a member.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { REF_WMED4 } from "../interactions/references-wmed4";
import { cls } from "./class-entry";
import { REF_WMED6_PRODUCTS as R } from "./medicines/wmed6";

export const MEDICINE_CLASSES_WMED6: MedicineClass[] = [
  // Not "jab" or "vaccination" alone: a "B12 jab" is an injection of the vitamin, not a vaccine.
  cls("vaccine", "Vaccines", [], R.fluVaccinePhs, ["vaccine", "vaccines"]),
  // Praxilene is "used to treat peripheral vascular disorders"; Trental 400 "in the treatment of peripheral vascular disease".
  cls(
    "peripheral-vascular-medicine",
    "Medicines for poor circulation in the legs (peripheral vascular disease)",
    [],
    R.praxileneLeaflet,
  ),
  // Salagen's leaflet: "a group of medicines called parasympathomimetic agents or cholinergic agents".
  cls("parasympathomimetic", "Parasympathomimetic (cholinergic) medicines", [], R.salagenLeaflet, [
    "parasympathomimetics",
    "cholinergic agents",
  ]),
  // Genotropin's SmPC: somatropin for growth hormone deficiency; not named "growth hormone", which is the medicine's own name.
  cls("growth-hormone-treatment", "Growth hormone treatment (somatropin)", [], R.genotropinSmpc),
  // Retacrit's leaflet: epoetin "stimulates the bone marrow to produce more red blood cells".
  cls(
    "erythropoiesis-stimulating-agent",
    "Erythropoiesis-stimulating agents (epoetins)",
    [],
    R.retacritLeaflet,
    ["erythropoiesis-stimulating agents"],
  ),
  // ENTONOX is a medicinal gas of nitrous oxide and oxygen for pain relief.
  cls("medical-gas", "Medical gases for pain relief (nitrous oxide)", [], REF_WMED4.entonoxMgds),
  // Dovonex Psoriasis "is a medicine to be applied to the skin to treat mild to moderate plaque psoriasis".
  {
    ...cls("psoriasis-skin-treatment", "Psoriasis creams, gels and ointments", [], R.dovonexUkpar),
    local: true,
  },
  // Versatis: "lidocaine, a local analgesic, which works by reducing the pain in your skin".
  {
    ...cls(
      "local-anaesthetic",
      "Local anaesthetics (numbing plasters, gels and injections)",
      [],
      R.versatisLeaflet,
      ["local anaesthetic", "local anaesthetics"],
    ),
    local: true,
  },
  // GlucaGen HypoKit: emergency use when someone with diabetes who uses insulin has passed out from very low blood sugar.
  cls(
    "hypoglycaemia-rescue",
    "Emergency treatment for very low blood sugar (glucagon)",
    [],
    R.glucagenLeaflet,
  ),
  // Mestinon: "used for the treatment of myasthenia gravis … cholinesterase inhibitors".
  cls("myasthenia-medicine", "Medicines for myasthenia gravis", [], R.mestinonLeaflet),
  // Elidel: pimecrolimus cream for atopic dermatitis where steroid creams are inadvisable; it acts in the skin.
  {
    ...cls("topical-immunomodulator", "Non-steroid eczema creams (pimecrolimus)", [], R.elidelSmpc),
    local: true,
  },
  // Hirudoid: "a local anti-coagulant preparation which, when applied to the skin, relieves pain and inflammation".
  {
    ...cls("topical-heparinoid", "Heparinoid creams for bruises and inflamed veins", [], R.hirudoidSmpc),
    local: true,
  },
  // Anthisan: mepyramine cream for "insect stings and bites and nettle rash", applied to the skin.
  {
    ...cls("bite-sting-cream", "Antihistamine creams for bites and stings", [], R.anthisanSmpc),
    local: true,
  },
  // Riluzole's leaflet: "used in patients with amyotrophic lateral sclerosis (ALS) … a form of motor neurone disease".
  cls("motor-neurone-disease-medicine", "Medicines for motor neurone disease", [], R.riluzoleLeaflet),
];
