// UK hospital, labour-ward, anaesthetic and eye medicines the wmed8 round found unread, each cited to the page read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { med, page } from "./build";

const EMC = "Electronic medicines compendium (emc)";
const RX = "RxReasoner";

function read(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

/** The pages read this round for the medicines, by product. */
export const REF_WMED8_PRODUCTS = {
  /** "Oxytocin … Induction of labour"; "Prevention and treatment of postpartum uterine atony and haemorrhage". */
  syntocinonSmpc: read(
    "Syntocinon 10 IU/ml concentrate for solution for infusion (oxytocin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/9735/smpc/print",
  ),
  /** "PABAL is indicated for the prevention of postpartum haemorrhage due to uterine atony"; carbetocin 100 micrograms/ml. */
  pabalSmpc: read(
    "Pabal 100 micrograms in 1 ml solution for injection (carbetocin): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/172/smpc",
  ),
  /** "The active ingredient in PABAL is carbetocin. It is similar to a substance called oxytocin … PABAL makes the womb contract". */
  pabalLeaflet: read(
    "Pabal 100 micrograms in 1 ml solution for injection (carbetocin): patient leaflet",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/pabal-100-micrograms-in-1ml-of-solution-for-injection",
  ),
  /** "Each 1 ml contains carboprost tromethamine equivalent to carboprost 250 micrograms"; post-partum haemorrhage from uterine atony. */
  hemabateSmpc: read(
    "Hemabate Sterile Solution (carboprost): summary of product characteristics",
    "Medthority",
    "https://medthority.com/drugs/g-genito-urinary-system-and-sex-hormones/g02/g02a/g02ad/g02ad04/hemabate-sterile-solution",
  ),
  /** MHRA (GB) text: carboprost is "a synthetic 15-methyl analogue of dinoprost (prostaglandin F2 alpha)"; "may augment the activity of other oxytocic agents". */
  hemabateRx: read(
    "Hemabate (carboprost) solution for injection: product information (MHRA, GB)",
    RX,
    "https://www.rxreasoner.com/monographs/27723",
  ),
  /** "Hemabate belongs to a group of medicines called prostaglandins … After childbirth they make the womb contract". */
  hemabateLeaflet: read(
    "Hemabate sterile solution (carboprost tromethamine): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/hemabate-sterile-solution-leaflet.html",
  ),
  /** "10 mg dinoprostone (Prostaglandin E2)"; "Initiation of cervical ripening in patients, at term". */
  propessSmpc: read(
    "Propess 10 mg vaginal delivery system (dinoprostone): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/135/smpc",
  ),
  /** "PROPESS is used to help start the birth process provided that 37 weeks of pregnancy have been completed". */
  propessLeaflet: read(
    "Propess 10 mg vaginal delivery system (dinoprostone): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/propess-10mg-vaginal-delivery-system-leaflet.html",
  ),
  /** "Tractocile contains atosiban. Tractocile can be used to delay the premature birth of your baby". */
  tractocileLeaflet: read(
    "Tractocile (atosiban): patient leaflet",
    "Patient Info (UK)",
    "https://patient-info.co.uk/tractocile-69539/patient-leaflet",
  ),
  /** "Tractocile is indicated to delay imminent pre-term birth in pregnant adult women"; given intravenously for up to 48 hours. */
  tractocileRx: read(
    "Tractocile (atosiban): summary of product characteristics, sections 4.1 and 4.2 (EMA)",
    RX,
    "https://www.rxreasoner.com/monographs/tractocile/usage",
  ),
  /** "The active ingredient of Rhophylac is a specific antibody called 'anti-D (Rh) immunoglobulin'"; for Rh(D) negative people. */
  rhophylacLeaflet: read(
    "Rhophylac 300 micrograms/2 ml solution for injection in pre-filled syringe (human anti-D immunoglobulin): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/6791/xpil/print",
  ),
  /** "Propofol 10 mg/ml belongs to a group of medications that are called general anaesthetics … They can also be used for sedation". */
  propofolLeaflet: read(
    "Propofol 10 mg/ml emulsion for injection/infusion: patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/11295/xpil/print",
  ),
  /** "Sevoflurane belongs to a group of medicines called general anaesthetics. These work by temporarily reducing the activity of the body's central nervous system". */
  sevofluraneLeaflet: read(
    "Sevoflurane: patient leaflet (PL 41042/0004)",
    EMC,
    "https://www.medicines.org.uk/emc/product/833/pil",
  ),
  /** "This medicine contains ketamine hydrochloride which belongs to a group of medicines called anaesthetic agents". */
  ketalarLeaflet: read(
    "Ketalar 10 mg/ml, 50 mg/ml and 100 mg/ml injection (ketamine): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/ketalar-100-mg-ml-injection-leaflet.html",
  ),
  /** "Marcain Heavy contains a medicine called bupivacaine hydrochloride. It belongs to a group of medicines called local anaesthetics". */
  marcainHeavyLeaflet: read(
    "Marcain Heavy 0.5% solution for injection (bupivacaine): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/876/pil",
  ),
  /** "AMETOP Gel is a local anaesthetic which numbs the skin"; tetracaine 40 mg/g. */
  ametopLeaflet: read(
    "Ametop 4% w/w gel (tetracaine): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/ametop-gel-4-w-w-leaflet.html",
  ),
  /** "EMLA Cream contains two active substances called lidocaine and prilocaine. These belong to a group of medicines called local anaesthetics." */
  emlaLeaflet: read(
    "EMLA 5% w/w cream (lidocaine, prilocaine): package leaflet (Ireland, HPRA text)",
    "medicines.ie",
    "https://medicines.ie/print?id=31996&pilId=793&type=xpil",
  ),
  /** UK prescribing information (PL 03468/0068): "Topical mydriatic and cycloplegic"; systemic absorption can be reduced by pressing on the tear duct. */
  minimsAtropine: read(
    "Minims Atropine Sulphate 1% w/v eye drops: prescribing information",
    "Bausch & Lomb UK",
    "https://inte-ecp.bausch.co.uk/products/rx-pharmaceuticals/mydriatics-cycloplegics-mioticss/minims-atropine-sulphate-1",
  ),
  /** "Mydrilate 0.5% Eye Drops, Cyclopentolate Hydrochloride"; fundoscopy, cycloplegic refraction, iritis and uveitis. */
  mydrilateSmpc: read(
    "Mydrilate 0.5% eye drops (cyclopentolate): summary of product characteristics",
    "Medthority",
    "https://medthority.com/drugs/s-sensory-organs/s01/s01f/s01fa/s01fa04/mydrilate-0.5-eye-drops",
  ),
  /** "Minims Tropicamide contains a mydriatic and cycloplegic agent. It is used to enlarge the pupil of your eye". */
  minimsTropicamide: read(
    "Minims Tropicamide 0.5% and 1% w/v eye drops: patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/minims-tropicamide-1-w-v-leaflet.html",
  ),
  /** "IKERVIS contains the active substance, ciclosporin … used to treat adults with severe keratitis … dry eye disease". */
  ikervisLeaflet: read(
    "Ikervis 1 mg/mL eye drops, emulsion (ciclosporin): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/6937/xpil/print",
  ),
  /** MHRA (GB) text: "Betoptic is indicated for the reduction of elevated intraocular pressure"; nasolacrimal occlusion reduces systemic absorption and "systemic side effects". */
  betopticRx: read(
    "Betoptic eye drops solution (betaxolol): summary of product characteristics, sections 4.1 and 4.2 (MHRA, GB)",
    RX,
    "https://www.rxreasoner.com/monographs/2555/usage",
  ),
  /** "BETOPTIC S Eye Drops contain the active ingredient betaxolol hydrochloride … a class of medicines known as 'beta-adrenergic blocking agents'". */
  betopticCmi: read(
    "Betoptic S 0.25% eye drops (betaxolol): consumer medicine information (Australia)",
    "NPS MedicineWise",
    "https://www.nps.org.au/medical-info/medicine-finder/betoptic-s-0-25-eye-drops",
  ),
  /** "PRED FORTE belongs to a group of medicines known as steroidal anti-inflammatory drugs … short-term treatment of eye inflammation". */
  predForteLeaflet: read(
    "Pred Forte 1% w/v eye drops, suspension (prednisolone acetate): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/1354/xpil/print",
  ),
  /** "Tacrolimus ointment (Protopic)" for moderate to severe atopic dermatitis; "a potent immunosuppressant which can be absorbed systemically". */
  protopicSmc: read(
    "Tacrolimus ointment (Protopic): SMC advice 12/02",
    "Scottish Medicines Consortium",
    "https://scottishmedicines.org.uk/medicines-advice/tacrolimus-ointment-protopic-fullsubmission-1202",
  ),
} satisfies Record<string, Reference>;

const R = REF_WMED8_PRODUCTS;

// Given on the labour ward: to start or strengthen labour, to stop bleeding after the birth, or to delay a premature birth.
const LABOUR_WARD: Medicine[] = [
  med("oxytocin", "Oxytocin", ["oxytocic"], null, page(R.syntocinonSmpc), { brands: ["Syntocinon"] }),
  // An oxytocin-like injection given once after a caesarean or vaginal birth.
  med("carbetocin", "Carbetocin", ["oxytocic"], null, page(R.pabalSmpc), {
    brands: ["Pabal"],
    also: [R.pabalLeaflet],
  }),
  med("carboprost", "Carboprost", ["oxytocic", "prostaglandin-analogue"], null, page(R.hemabateSmpc), {
    brands: ["Hemabate"],
    other: ["Carboprost trometamol", "Carboprost tromethamine"],
    also: [R.hemabateRx, R.hemabateLeaflet],
  }),
  // A vaginal insert that ripens the cervix before labour is induced.
  med("dinoprostone", "Dinoprostone", ["prostaglandin-analogue"], null, page(R.propessSmpc), {
    brands: ["Propess"],
    also: [R.propessLeaflet],
  }),
  med("atosiban", "Atosiban", ["tocolytic"], null, page(R.tractocileLeaflet), {
    brands: ["Tractocile"],
    also: [R.tractocileRx],
  }),
  // An antibody injection for RhD negative mothers; "anti-D" alone is how midwives and mothers name it.
  med("anti-d-immunoglobulin", "Anti-D immunoglobulin", ["anti-d"], null, page(R.rhophylacLeaflet), {
    brands: ["Rhophylac"],
    other: ["Anti-D", "Anti-D injection", "Human anti-D immunoglobulin"],
  }),
];

// Given by an anaesthetist; the general anaesthetics calm the central nervous system, the local ones numb one part.
const ANAESTHESIA: Medicine[] = [
  med("propofol", "Propofol", ["general-anaesthetic"], null, page(R.propofolLeaflet)),
  med("sevoflurane", "Sevoflurane", ["general-anaesthetic"], null, page(R.sevofluraneLeaflet)),
  med("ketamine", "Ketamine", ["general-anaesthetic"], null, page(R.ketalarLeaflet), { brands: ["Ketalar"] }),
  med("bupivacaine", "Bupivacaine", ["local-anaesthetic"], null, page(R.marcainHeavyLeaflet), {
    brands: ["Marcain", "Marcain Heavy"],
  }),
  med("tetracaine", "Tetracaine gel", ["local-anaesthetic"], null, page(R.ametopLeaflet), {
    brands: ["Ametop"],
    other: ["Tetracaine", "Amethocaine"],
    otc: true,
  }),
  // Two local anaesthetics in one numbing cream; as with other creams, no components are listed.
  med(
    "lidocaine-with-prilocaine",
    "Lidocaine with prilocaine cream",
    ["local-anaesthetic"],
    null,
    page(R.emlaLeaflet),
    {
      brands: ["EMLA", "Emla cream"],
      other: ["Lidocaine and prilocaine", "Lignocaine and prilocaine"],
      otc: true,
    },
  ),
];

// Eye drops that act in the eye; their groups are local.
const EYE: Medicine[] = [
  // Named only as eye drops: atropine is also an injection given during anaesthesia.
  med("atropine-eye-drops", "Atropine eye drops", ["mydriatic-eye-drops"], null, page(R.minimsAtropine), {
    brands: ["Minims Atropine", "Minims Atropine Sulphate"],
    other: ["Atropine drops", "Atropine sulphate eye drops", "Atropine sulfate eye drops"],
  }),
  med("cyclopentolate", "Cyclopentolate eye drops", ["mydriatic-eye-drops"], null, page(R.mydrilateSmpc), {
    brands: ["Mydrilate"],
    other: ["Cyclopentolate"],
  }),
  med("tropicamide", "Tropicamide eye drops", ["mydriatic-eye-drops"], null, page(R.minimsTropicamide), {
    brands: ["Minims Tropicamide"],
    other: ["Tropicamide"],
  }),
  // Ciclosporin dropped in the eye at bedtime; the transplant capsules are another entry, so "Ikervis" does not read as them.
  med(
    "ciclosporin-eye-drops",
    "Ciclosporin eye drops",
    ["ciclosporin-eye-drops"],
    "once_daily",
    page(R.ikervisLeaflet),
    {
      brands: ["Ikervis"],
    },
  ),
  // Prednisolone drops for eye inflammation; the steroid tablets are another entry.
  med(
    "prednisolone-eye-drops",
    "Prednisolone eye drops",
    ["steroid-eye-drops"],
    null,
    page(R.predForteLeaflet),
    {
      brands: ["Pred Forte"],
      other: ["Prednisolone acetate eye drops"],
    },
  ),
  // A beta-blocker drop for glaucoma; like timolol drops it can reach the body, so it carries the beta-blocker group.
  med(
    "betaxolol",
    "Betaxolol eye drops",
    ["beta-blocker", "glaucoma-medicine"],
    "twice_daily",
    page(R.betopticRx),
    {
      brands: ["Betoptic", "Betoptic S"],
      other: ["Betaxolol"],
      also: [R.betopticCmi],
    },
  ),
];

// Put on the skin; the transplant capsules of tacrolimus are another entry, so "Protopic" does not read as them.
const SKIN: Medicine[] = [
  med(
    "tacrolimus-ointment",
    "Tacrolimus ointment",
    ["topical-immunomodulator"],
    "twice_daily",
    page(R.protopicSmc),
    {
      brands: ["Protopic"],
    },
  ),
];

export const WMED8_MEDICINES: Medicine[] = [...LABOUR_WARD, ...ANAESTHESIA, ...EYE, ...SKIN];
