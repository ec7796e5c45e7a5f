// Labour-ward, anaesthetic, eye and skin medicines the checker could not read before the wmed8 round, typed as people write them.
import type { ScenarioInput } from "../schema";
import { flag, med } from "./build";
import { CAUTIONS, quietMedicine, scenario } from "./by-mechanism";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF2 } from "./references-part-2";

type Reference = ScenarioInput["sources"][number];

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  sevoflurane: {
    title: "Sevoflurane: patient leaflet (PL 41042/0004), section 1",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/833/pil",
  },
  propofol: {
    title: "Propofol 10 mg/ml emulsion for injection/infusion: patient leaflet, section 1",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/11295/xpil/print",
  },
  ketalar: {
    title: "Ketalar 10 mg/ml, 50 mg/ml and 100 mg/ml injection (ketamine): patient leaflet, section 1",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/ketalar-100-mg-ml-injection-leaflet.html",
  },
  marcainHeavy: {
    title: "Marcain Heavy 0.5% solution for injection (bupivacaine): patient leaflet, section 1",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/876/pil",
  },
  emla: {
    title: "EMLA 5% w/w cream (lidocaine, prilocaine): package leaflet (Ireland, HPRA text), section 1",
    publisher: "medicines.ie",
    url: "https://medicines.ie/print?id=31996&pilId=793&type=xpil",
  },
  ikervis: {
    title: "Ikervis 1 mg/mL eye drops, emulsion (ciclosporin): patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/6937/xpil/print",
  },
  protopic: {
    title: "Tacrolimus ointment (Protopic): SMC advice 12/02",
    publisher: "Scottish Medicines Consortium",
    url: "https://scottishmedicines.org.uk/medicines-advice/tacrolimus-ointment-protopic-fullsubmission-1202",
  },
  esmyaRx: {
    title: "Esmya 5 mg tablets (ulipristal acetate): summary of product characteristics (MHRA, GB)",
    publisher: "RxReasoner",
    url: "https://www.rxreasoner.com/monographs/esmya",
  },
  esmyaRecall: {
    title: "Class 2 drug alert, patient level recall: Esmya 5mg tablets (ulipristal acetate)",
    publisher: "NHS Specialist Pharmacy Service (medicinesresources.nhs.uk)",
    url: "https://www.medicinesresources.nhs.uk/class-2-drug-alert-action-within-48-hours-patient-level-recall-esmya-5mg-tablets-ulipristal-acetate.html",
  },
  ellaOneNoLiver: {
    title: "ESMYA (ulipristal 5mg tablets): news",
    publisher: "Rx-info (UK)",
    url: "https://rx-info.co.uk/news-views/esmya-ulipristal-5mg-tablets",
  },
  ukmiBlackCohosh: {
    title:
      "What are the safety concerns surrounding the use of black cohosh? (Medicines Q&A 364.4, October 2014: interactions)",
    publisher: "UK Medicines Information (NHS), reproduced by docsbay.net",
    url: "https://docsbay.net/what-are-the-safety-concerns-surrounding-the-use-of-black-cohosh",
  },
  isoflurane: {
    title: "Isoflurane 100% inhalation vapour, liquid: patient leaflet (MHRA, GB), section 1",
    publisher: "MyHealthBox copy of the MHRA leaflet",
    url: "https://myhealthbox.eu/en/isoflurane-inhalation-vapour/4285011",
  },
  ultiva: {
    title:
      "Ultiva powder for concentrate for solution for infusion (remifentanil): package leaflet (Ireland, HPRA text), section 1",
    publisher: "medicines.ie",
    url: "https://www.medicines.ie/print?id=34093&type=xpil&pilId=4055",
  },
  chirocaine: {
    title: "Chirocaine solution for injection (levobupivacaine): patient leaflet, section 1",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/6637/xpil/print",
  },
  maxidex: {
    title: "Maxidex 0.1% w/v eye drops, suspension (dexamethasone): package leaflet",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/maxidex-0-1-w-v-eye-drops-suspension-leaflet.html",
  },
  zorac: {
    title: "Zorac 0.05% and 0.1% gel (tazarotene): patient leaflet",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/medicine/12159",
  },
  zoracPrecautions: {
    title: "Zorac (tazarotene) gel: summary of product characteristics, section 4.4 (MHRA, GB)",
    publisher: "RxReasoner",
    url: "https://rxreasoner.com/monographs/zorac/precautions",
  },
  isotrexRx: {
    title: "Isotrex gel (isotretinoin 0.05%): summary of product characteristics, section 4.9 (MHRA, GB)",
    publisher: "RxReasoner",
    url: "https://www.rxreasoner.com/monographs/isotrex/usage",
  },
  ciloxan: {
    title: "Ciloxan 0.3% eye drops (ciprofloxacin): package leaflet",
    publisher: "UK leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/ciloxan-0-3-eye-drops-leaflet.html",
  },
} satisfies Record<string, Reference>;

// General anaesthetics calm the central nervous system (the sevoflurane leaflet), so valerian's caution on sedating medicines reaches them.
const ANAESTHETIC_VALERIAN = [
  { id: "propofol", medicine: "propofol", source: SOURCE.propofol },
  { id: "sevoflurane", medicine: "Sevoflurane", source: SOURCE.sevoflurane },
  { id: "ketalar", medicine: "Ketalar", source: SOURCE.ketalar },
  { id: "general-anaesthetic", medicine: "general anaesthetic", source: SOURCE.sevoflurane },
  { id: "isoflurane", medicine: "isoflurane", source: SOURCE.isoflurane },
].map(({ id, medicine, source }) =>
  scenario(
    {
      id: `sc-wmed8-${id}-valerian`,
      title: `${medicine} with valerian`,
      medicines: [medicine],
      stack: [PRODUCT.valerian],
      rationale:
        "General anaesthetics work by temporarily reducing the activity of the central nervous system (UK anaesthetic leaflets); valerian's calming effect may add to sedating medicines, so the checker asks the person to speak to their doctor or pharmacist.",
      sources: [source, SOURCE.sevoflurane, REF.valerianInteractions],
    },
    { flags: [flag("valerian", med(medicine), ...CAUTIONS)] },
  ),
);

const ULTIVA_VALERIAN = scenario(
  {
    id: "sc-wmed8-ultiva-valerian",
    title: "Ultiva (remifentanil) with valerian",
    medicines: ["Ultiva"],
    stack: [PRODUCT.valerian],
    rationale:
      "Ultiva is remifentanil, an opioid given during an operation or on intensive care (its leaflet); valerian may add to the effect of sedating medicines such as opioid painkillers, so the checker asks.",
    sources: [SOURCE.ultiva, REF.valerianInteractions],
  },
  { flags: [flag("valerian", med("Ultiva"), ...CAUTIONS)] },
);

// "Ulipristal acetate 5 mg" is Esmya, the fibroid tablet recalled for liver failure, not the emergency pill.
const ESMYA_BY_STRENGTH = [
  scenario(
    {
      id: "sc-wmed8-ulipristal-5mg-black-cohosh",
      title: "Ulipristal acetate 5 mg (Esmya) with black cohosh",
      medicines: ["ulipristal acetate 5 mg"],
      stack: [PRODUCT.blackCohosh],
      rationale:
        "Ulipristal acetate 5 mg is Esmya, the fibroid tablet recalled after liver failure; UK Medicines Information says to avoid black cohosh with medicines that can harm the liver. Typed by its strength, it must read as Esmya, not as the 30 mg emergency pill.",
      sources: [SOURCE.esmyaRx, SOURCE.esmyaRecall, SOURCE.ukmiBlackCohosh],
    },
    { flags: [flag("black-cohosh", med("ulipristal acetate 5 mg"), "moderate", "contraindicated")] },
  ),
  quietMedicine(
    {
      id: "sc-wmed8-ulipristal-30mg-black-cohosh-none",
      title: "Ulipristal acetate 30 mg (the emergency pill) with black cohosh",
      product: PRODUCT.blackCohosh,
      rationale:
        "The 30 mg tablet is the emergency pill (ellaOne), which has not been associated with liver injury; the black cohosh liver record belongs to Esmya's 5 mg tablet.",
      sources: [SOURCE.ellaOneNoLiver, SOURCE.ukmiBlackCohosh],
    },
    "black-cohosh",
    "ulipristal acetate 30 mg",
  ),
  scenario(
    {
      id: "sc-wmed8-ulipristal-30mg-st-johns-wort",
      title: "Ulipristal acetate 30 mg (the emergency pill) with St John's wort",
      medicines: ["ulipristal acetate 30 mg"],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Typed with its 30 mg strength, ulipristal acetate is still the emergency pill, so St John's wort's warning on emergency contraception (it may make the pill less effective) still reaches it.",
      sources: [REF2.sjwThrSmpc],
    },
    { flags: [flag("st-johns-wort", med("ulipristal acetate 30 mg"), "minor", "contraindicated")] },
  ),
];

// Medicines used only where they are put, or numbing one part of the body: the records on the tablets must stay quiet.
const QUIET = [
  quietMedicine(
    {
      id: "sc-wmed8-ciloxan-zinc-none",
      title: "Ciloxan (ciprofloxacin eye drops) with a zinc supplement",
      product: PRODUCT.zinc50,
      rationale:
        "Zinc binds ciprofloxacin taken by mouth in the gut, so the tablets and a zinc supplement are taken hours apart; Ciloxan is ciprofloxacin dropped into the eye for corneal ulcers and eye infections (its leaflet), which never meets zinc in the gut.",
      sources: [SOURCE.ciloxan],
    },
    "zinc",
    "Ciloxan",
  ),
  ...["Isotrex gel", "isotretinoin gel"].map((medicine, index) =>
    quietMedicine(
      {
        id: `sc-wmed8-isotrex-vitamin-a-none-${index + 1}`,
        title: `${medicine} (isotretinoin put on the skin for acne) with a vitamin A supplement`,
        product: PRODUCT.vitaminA10000Iu,
        rationale:
          "The vitamin A warning belongs to isotretinoin capsules, whose side effects are those of too much vitamin A. Isotrex's UK product information says that even swallowing a whole 30 g tube of the gel gives less isotretinoin than the usual dose of the capsules, so too much vitamin A is highly unlikely; the gel must not be read as the capsules.",
        sources: [SOURCE.isotrexRx, REF.isotretinoinPrescribingInfo],
      },
      "vitamin-a",
      medicine,
    ),
  ),
  quietMedicine(
    {
      id: "sc-wmed8-zorac-vitamin-a-none",
      title: "Zorac (tazarotene gel for psoriasis) with a vitamin A supplement",
      product: PRODUCT.vitaminA10000Iu,
      rationale:
        "Zorac is tazarotene gel put only on psoriasis patches (its leaflet); the warning on vitamin A supplements belongs to retinoids taken by mouth, such as isotretinoin and acitretin capsules, and the Zorac texts read here (its leaflet and section 4.4, which warns about photosensitising medicines and UV light) do not name vitamin A.",
      sources: [SOURCE.zorac, SOURCE.zoracPrecautions],
    },
    "vitamin-a",
    "Zorac",
  ),
  quietMedicine(
    {
      id: "sc-wmed8-maxidex-st-johns-wort-none",
      title: "Maxidex (dexamethasone eye drops) with St John's wort",
      product: PRODUCT.stJohnsWort,
      rationale:
        "Maxidex is dexamethasone dropped into the eye for inflammation of the eye surface (its leaflet); St John's wort's caution on medicines broken down by CYP3A4 concerns medicines taken into the body, such as dexamethasone tablets, not eye drops.",
      sources: [SOURCE.maxidex, REF2.sjwThrSmpc],
    },
    "st-johns-wort",
    "Maxidex",
  ),
  quietMedicine(
    {
      id: "sc-wmed8-chirocaine-valerian-none",
      title: "Chirocaine (levobupivacaine epidural) with valerian",
      product: PRODUCT.valerian,
      rationale:
        "Chirocaine is a local anaesthetic that numbs part of the body, for example as an epidural for a caesarean (its leaflet); valerian's caution on sedating medicines does not reach it.",
      sources: [SOURCE.chirocaine, REF.valerianInteractions],
    },
    "valerian",
    "Chirocaine",
  ),
  quietMedicine(
    {
      id: "sc-wmed8-ikervis-st-johns-wort-none",
      title: "Ikervis (ciclosporin eye drops) with St John's wort",
      product: PRODUCT.stJohnsWort,
      rationale:
        "Ikervis is ciclosporin dropped into the eye once a day for severe keratitis in dry eye disease; St John's wort's texts speak of ciclosporin taken by mouth after a transplant, whose blood levels it lowers, and say nothing of eye drops.",
      sources: [SOURCE.ikervis, REF2.sjwThrSmpc],
    },
    "st-johns-wort",
    "Ikervis",
  ),
  quietMedicine(
    {
      id: "sc-wmed8-protopic-st-johns-wort-none",
      title: "Protopic (tacrolimus ointment) with St John's wort",
      product: PRODUCT.stJohnsWort,
      rationale:
        "Protopic is tacrolimus ointment for eczema; St John's wort's texts speak of tacrolimus capsules after a transplant, whose blood levels it lowers, and no text read here names the ointment.",
      sources: [SOURCE.protopic, REF2.sjwThrSmpc],
    },
    "st-johns-wort",
    "Protopic",
  ),
  quietMedicine(
    {
      id: "sc-wmed8-marcain-heavy-valerian-none",
      title: "Marcain Heavy (spinal bupivacaine) with valerian",
      product: PRODUCT.valerian,
      rationale:
        "Marcain Heavy is a local anaesthetic that numbs part of the body for surgery (its leaflet); it does not put you to sleep, so valerian's caution on sedating medicines does not reach it.",
      sources: [SOURCE.marcainHeavy, REF.valerianInteractions],
    },
    "valerian",
    "Marcain Heavy",
  ),
  quietMedicine(
    {
      id: "sc-wmed8-emla-valerian-none",
      title: "EMLA numbing cream with valerian",
      product: PRODUCT.valerian,
      rationale:
        "EMLA is a cream of two local anaesthetics that numbs the skin before a needle or minor procedure (its leaflet); valerian's caution on sedating medicines does not reach it.",
      sources: [SOURCE.emla, REF.valerianInteractions],
    },
    "valerian",
    "EMLA cream",
  ),
];

export const WMED8_SCENARIOS: ScenarioInput[] = [
  ...ANAESTHETIC_VALERIAN,
  ULTIVA_VALERIAN,
  ...ESMYA_BY_STRENGTH,
  ...QUIET,
];
