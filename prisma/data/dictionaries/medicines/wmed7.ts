// UK specialist medicines the wmed7 round found unread by probing the BNF chapters, each cited to the page read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { REF_WMED7 } from "../../interactions/references-wmed7";
import { med, page } from "./build";
import { REF_WMED8_PRODUCTS } from "./wmed8";

const EMC = "Electronic medicines compendium (emc)";

function read(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

/** The pages read this round for the medicines, by product. */
export const REF_WMED7_PRODUCTS = {
  /** "Each film-coated tablet contains 40 mg relugolix, 1 mg estradiol (as hemihydrate), and 0.5 mg norethisterone acetate"; fibroids, endometriosis. */
  ryeqoSmpc: read(
    "Ryeqo 40 mg/1 mg/0.5 mg film-coated tablets (relugolix, estradiol, norethisterone acetate): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/12934/smpc/print",
  ),
  /** "Yselty is indicated for the treatment of moderate to severe symptoms of uterine fibroids"; 200 mg linzagolix once daily. */
  yseltySmpc: read(
    "Yselty 200 mg film-coated tablets (linzagolix): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/100021/smpc/print",
  ),
  /** "Yselty contains the active substance linzagolix"; fibroids and endometriosis (UK leaflet, PLGB 49876/0023). */
  yseltyLeaflet: read(
    "Yselty 100 mg film-coated tablets (linzagolix): patient information leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/100020/pil",
  ),
  /** "Each film-coated tablet contains 45 mg of fezolinetant"; "moderate to severe vasomotor symptoms (VMS) associated with menopause". */
  veozaSmpc: read(
    "Veoza 45 mg film-coated tablets (fezolinetant): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/15361/smpc",
  ),
  /** Section 4.4: ALT at least 3 times the upper limit in 2.1% on fezolinetant; "Acute liver test abnormalities may necessitate the discontinuation". */
  veozaPrecautions: read(
    "Veoza (fezolinetant): summary of product characteristics, section 4.4 (EU)",
    "RxReasoner",
    "https://rxreasoner.com/monographs/veoza/precautions",
  ),
  /** US label, section 7.1: "VEOZAH is a substrate of CYP1A2"; CYP1A2 inhibitors raise its Cmax and AUC. */
  veozahLabel: read(
    "Veozah (fezolinetant) US prescribing information, section 7 (drug interactions)",
    "MedLibrary.org copy of the US label",
    "https://medlibrary.org/lib/rx/meds/veozah/page/2/",
  ),
  /** "Each pessary contains 6.5 mg of prasterone"; "Since Intrarosa acts locally in the vagina"; vulvar and vaginal atrophy. */
  intrarosaSmpc: read(
    "Intrarosa 6.5 mg pessary (prasterone): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/9986/smpc",
  ),
  /** "Obgemsa contains the active substance vibegron. It is a bladder muscle relaxant (a beta-3 adrenergic receptor agonist)". */
  obgemsaLeaflet: read(
    "Obgemsa 75 mg film-coated tablets (vibegron): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/15962/xpil/print",
  ),
  /** "Obgemsa is indicated in symptomatic treatment of adult patients with overactive bladder (OAB) syndrome". */
  obgemsaSmpc: read(
    "Obgemsa 75 mg film-coated tablets (vibegron): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/15962/smpc",
  ),
  /** "WAKIX Film-coated tablet … Active ingredients: Pitolisant"; cautions in psychiatric history, liver or kidney impairment, QT. */
  wakixPrecautions: read(
    "Wakix (pitolisant) film-coated tablets: summary of product characteristics, sections 4.3 and 4.4 (EU)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/wakix/precautions",
  ),
  /** "Primarily metabolized by the liver by the CYP2D6 isoenzyme, and to a lesser extent by the CYP3A4 isoenzyme"; US brand Wakix. */
  pitolisantDavis: read(
    "Pitolisant (Davis's Drug Guide monograph)",
    "Skyscape (Davis's Drug Guide)",
    "https://download.skyscape.com/download/ota/lonestar/FCD1C556-3933-4594-AD2C-8C43C7C2B8BA/drdrug.ed18_2023/content/HTML/a/tl29.htm",
  ),
  /** "Vyvgart is indicated as an add-on to standard therapy for the treatment of adult patients with generalised Myasthenia Gravis". */
  vyvgartSmpc: read(
    "Vyvgart 20 mg/mL concentrate for solution for infusion (efgartigimod alfa): summary of product characteristics",
    "Medthority",
    "https://medthority.com/drugs/l-antineoplastic-and-immunomodulating-agents/l04/l04a/l04aa/l04aa58-efgartigimod-alfa/vyvgart-20-mgml-concentrate-for-solution-for-infusion",
  ),
  /** "Efgartigimod (also known as Vyvgart) is a potential treatment for generalised myasthenia gravis"; hour-long infusions. */
  vyvgartMdUk: read(
    "Efgartigimod (Vyvgart): access to treatments",
    "Muscular Dystrophy UK",
    "https://www.musculardystrophyuk.org/get-involved/campaign/current-campaigns/access-to-treatments/efgartigimod/",
  ),
  /** "Vaniqa contains the active substance eflornithine … used to reduce the growth of excessive hair (Hirsutism) on the face". */
  vaniqaLeaflet: read(
    "Vaniqa 11.5% cream (eflornithine): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/6398/xpil/print",
  ),
  /** "Eflornithine 11.5% cream (Vaniqa) … as a topical treatment, may offer advantages over existing therapy". */
  vaniqaSmc: read(
    "Eflornithine 11.5% cream (Vaniqa): SMC advice 159/05",
    "Scottish Medicines Consortium",
    "https://scottishmedicines.org.uk/medicines-advice/eflornithine-115-cream-vaniqa-resubmission-15905",
  ),
  /** "KLEAN-PREP 69g Sachet … Macrogol 3350, Sodium sulphate anhydrous, Sodium bicarbonate, Sodium chloride and Potassium chloride"; "a bowel cleansing agent". */
  kleanPrepLeaflet: read(
    "Klean-Prep 69g sachet powder for oral solution: package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/klean-prep-69g-sachet-powder-for-oral-solution-spc-836.html",
  ),
  /** "For colonic lavage prior to diagnostic examination or surgical procedures requiring a clean colon". */
  kleanPrepSmpc: read(
    "Klean-Prep 69g sachet powder for oral solution: summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/klean-prep-69g-sachet-powder-for-oral-solution/summary",
  ),
  /** "ESMYA Tablet … Source: Medicines & Healthcare Products Regulatory Agency (GB)"; "Each tablet contains 5 mg of ulipristal acetate". */
  esmyaRx: read(
    "Esmya 5 mg tablets (ulipristal acetate): summary of product characteristics (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/esmya",
  ),
  /** "Esmya is being recalled … following reports of liver failure requiring liver transplant". */
  esmyaRecall: read(
    "Class 2 drug alert, patient level recall: Esmya 5mg tablets (ulipristal acetate)",
    "NHS Specialist Pharmacy Service (medicinesresources.nhs.uk)",
    "https://www.medicinesresources.nhs.uk/class-2-drug-alert-action-within-48-hours-patient-level-recall-esmya-5mg-tablets-ulipristal-acetate.html",
  ),
  /** "Xonvea contains two medicines called: 'doxylamine succinate 10mg' and 'pyridoxine hydrochloride 10mg'"; for nausea and vomiting of pregnancy. */
  xonveaPublic: read(
    "Xonvea (doxylamine and pyridoxine) for nausea and vomiting of pregnancy",
    "Exeltis UK (xonvea.co.uk)",
    "https://www.xonvea.co.uk/public-xonvea/",
  ),
  /** "The recommended starting dose is two tablets at bedtime … The maximum recommended daily dose is four tablets". */
  xonveaPrescribing: read(
    "Xonvea 10 mg/10 mg gastro-resistant tablets: prescribing information",
    "Exeltis UK (xonvea.co.uk)",
    "https://www.xonvea.co.uk/healthcare-xonvea-prescribing-information/",
  ),
  /** "Eylea is a solution which is injected into the eye … Aflibercept, the active substance in Eylea" (PLGB 00010/0745). */
  eyleaLeaflet: read(
    "Eylea 40 mg/ml solution for injection in a vial (aflibercept): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/2879/pil",
  ),
  /** "Lucentis must be administered by a qualified ophthalmologist experienced in intravitreal injections"; wet AMD, DME. */
  lucentisSmpc: read(
    "Lucentis 10 mg/ml solution for injection in pre-filled syringe (ranibizumab): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/lucentis-10-mg-ml-solution-for-injection-in-pre-filled-syringe-85423/summary-of-medicine-characteristics",
  ),
  /** "Anti-VEGF injections: Lucentis (Ranibizumab), Eylea (Aflibercept)" for wet age-related macular degeneration. */
  heyAmdLeaflet: read(
    "Treatments for patients with wet age-related macular degeneration",
    "Hull University Teaching Hospitals NHS Trust",
    "https://hey.nhs.uk/patient-leaflet/treatments-patients-wet-age-related-macular-degeneration",
  ),
  /** "This cream is designed to treat actinic keratoses (areas of sun damaged skin) … superficial skin cancer called a Basal Cell Carcinoma". */
  efudixNewcastle: read(
    "Efudix (5-fluorouracil cream): patient information",
    "Newcastle upon Tyne Hospitals NHS Foundation Trust",
    "https://newcastle-hospitals.nhs.uk/services/dermatology/patient-dermatology-information-leaflets/efudix-5-fluorouracil-cream",
  ),
  /** "Aranesp works in exactly the same way as the natural hormone erythropoietin … The active substance of Aranesp is darbepoetin alfa". */
  aranespLeaflet: read(
    "Aranesp pre-filled syringe (darbepoetin alfa): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/8633/xpil/print",
  ),
  /** "Sodium hyaluronate eye drops act as artificial tears"; "Hylo-Forte®; Hylo-Tear®; Clinitas®; Hycosan®; Xailin HA® …". */
  hyaluronatePatient: read(
    "Sodium hyaluronate for dry eyes (Hycosan, Hylo-Forte)",
    "Patient (patient.info)",
    "https://he.patient.info/medicine/sodium-hyaluronate-for-dry-eyes-hycosan-hylo-forte",
  ),
  /** "Bramox tablets … contain the medicine midodrine hydrochloride … raises your blood pressure" (PL 41542/0001). */
  bramoxLeaflet: read(
    "Bramox 2.5 mg, 5 mg and 10 mg tablets (midodrine hydrochloride): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/2265/pil",
  ),
  /** "Midodrine is a prodrug of desglymidodrine, a sympathomimetic agent that stimulates peripheral α1-adrenergic receptors". */
  bramoxMims: read(
    "First approved treatment for severe orthostatic hypotension (midodrine, Bramox)",
    "MIMS (UK)",
    "https://www.mims.co.uk/first-approved-treatment-severe-orthostatic-hypotension/cardiovascular-system/article/1356479",
  ),
  /** "Aldara is a cream containing the active ingredient imiquimod (5%)"; it works by stimulating the immune system in the treated tissue. */
  aldaraChelwest: read(
    "Instructions for the application of topical Aldara (5% imiquimod)",
    "Chelsea and Westminster Hospital NHS Foundation Trust",
    "https://chelwest.nhs.uk/your-visit/patient-leaflets/instructions-for-the-application-of-topical-aldara-5-imiquimod",
  ),
  /** "Bactroban Ointment … contains a medicine called mupirocin. Bactroban is an antibiotic ointment … for external use on your skin only". */
  bactrobanLeaflet: read(
    "Bactroban Ointment 15g (mupirocin): patient information leaflet",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/bactroban-ointment",
  ),
  /** "Tetrabenazine is used for the treatment of … Huntington's chorea"; "Tetrabenazine may cause drowsiness". */
  tetrabenazineLeaflet: read(
    "Tetrabenazine 12.5 mg and 25 mg tablets: patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/2668/xpil/print",
  ),
  /** "One tablet contains 400 microgram misoprostol"; medical termination "in sequential use with mifepristone", cervix preparation. */
  topogyneSmpc: read(
    "Topogyne 400 microgram tablets (misoprostol): summary of product characteristics",
    "Medthority",
    "https://medthority.com/drugs/g-genito-urinary-system-and-sex-hormones/g02/g02a/g02ad/g02ad06/topogyne-400-microgram-tablets",
  ),
  /** "Source: Medicines & Healthcare Products Regulatory Agency (GB)"; misoprostol 400 micrograms 36 to 48 hours after mifepristone. */
  topogyneUsage: read(
    "Topogyne (misoprostol): summary of product characteristics, sections 4.1 and 4.2 (MHRA, GB)",
    "RxReasoner",
    "https://rxreasoner.com/monographs/topogyne/usage",
  ),
  /** "Elinzanetant is metabolised via CYP3A4"; strong CYP3A4 inhibitors not recommended; menopausal vasomotor symptoms. */
  lynkuetPrecautions: read(
    "Lynkuet (elinzanetant) soft capsules: summary of product characteristics, sections 4.3 to 4.5 (EU)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/lynkuet/precautions",
  ),
  /** "The MHRA has today, 23 October 2024, approved a licence for the medicine donanemab (Kisunla) for use in the early stages of Alzheimer's disease". */
  kisunlaLicence: read(
    "Donanemab licensed for early stages of Alzheimer's disease in adult patients who have one or no copies of apolipoprotein E4 gene",
    "Medicines and Healthcare products Regulatory Agency (GOV.UK)",
    "https://gov.uk/government/news/donanemab-licensed-for-early-stages-of-alzheimers-disease-in-adult-patients-who-have-one-or-no-copies-of-apolipoprotein-e4-gene",
  ),
} satisfies Record<string, Reference>;

const R = REF_WMED7_PRODUCTS;

// Specialist medicines from the obstetrics, gynaecology and urinary chapter.
const WOMENS_AND_URINARY: Medicine[] = [
  // Relugolix with add-back estradiol and norethisterone. Relugolix is left out of the components: the dictionary's relugolix
  // is the prostate cancer tablet (Orgovyx), and records on cancer medicines must not reach a fibroid tablet.
  med(
    "relugolix-with-estradiol-and-norethisterone",
    "Relugolix with estradiol and norethisterone acetate",
    ["fibroid-endometriosis-medicine"],
    "once_daily",
    page(R.ryeqoSmpc),
    { brands: ["Ryeqo"], components: ["estradiol", "norethisterone"] },
  ),
  med("linzagolix", "Linzagolix", ["fibroid-endometriosis-medicine"], "once_daily", page(R.yseltySmpc), {
    brands: ["Yselty"],
    also: [R.yseltyLeaflet],
  }),
  // The 5 mg fibroid tablet, recalled in 2020 for liver failure; the 30 mg emergency pill (ellaOne) is another entry.
  med(
    "ulipristal-acetate-5mg",
    "Ulipristal acetate 5 mg (Esmya)",
    ["fibroid-endometriosis-medicine", "hepatotoxic"],
    "once_daily",
    page(R.esmyaRx),
    {
      brands: ["Esmya"],
      other: ["Ulipristal acetate 5 mg", "Ulipristal acetate 5mg", "Ulipristal 5 mg", "Ulipristal 5mg"],
      also: [R.esmyaRecall],
    },
  ),
  // A non-hormonal tablet for hot flushes; its US label calls it a CYP1A2 substrate and its SmPC warns of liver test rises.
  med(
    "fezolinetant",
    "Fezolinetant",
    ["menopause-non-hormonal", "hepatotoxic"],
    "once_daily",
    page(R.veozaSmpc),
    { brands: ["Veoza"], also: [R.veozaPrecautions, R.veozahLabel] },
  ),
  // The second non-hormonal tablet for hot flushes (2025), broken down by CYP3A4.
  med("elinzanetant", "Elinzanetant", ["menopause-non-hormonal"], "once_daily", page(R.lynkuetPrecautions), {
    brands: ["Lynkuet"],
  }),
  // A pessary of DHEA that acts in the vagina.
  med("prasterone", "Prasterone pessary", ["vaginal-prasterone"], "once_daily", page(R.intrarosaSmpc), {
    brands: ["Intrarosa"],
    other: ["Prasterone"],
  }),
  // Tablets for a medical abortion, to soften the cervix, or to start labour; St John's wort has a record of its own.
  med("mifepristone", "Mifepristone", ["antiprogestogen"], null, page(REF_WMED7.mifegyneSmpc), {
    brands: ["Mifegyne"],
  }),
  // Taken after mifepristone for a medical abortion, or before surgery to prepare the cervix.
  med("misoprostol", "Misoprostol", ["prostaglandin-analogue"], null, page(R.topogyneSmpc), {
    brands: ["Topogyne", "Cytotec"],
    also: [R.topogyneUsage, REF_WMED8_PRODUCTS.cytotecLeaflet],
  }),
  // Doxylamine (a sedating antihistamine) with vitamin B6 for sickness in pregnancy; its B6 counts in the daily totals.
  med(
    "doxylamine-with-pyridoxine",
    "Doxylamine with pyridoxine (vitamin B6)",
    ["antihistamine", "sedative"],
    null,
    page(R.xonveaPublic),
    {
      brands: ["Xonvea"],
      components: ["doxylamine"],
      also: [R.xonveaPrescribing],
      nutrients: [
        {
          ingredient: "vitamin-b6",
          amount: 20,
          unit: "mg",
          usualDose:
            "two tablets at bedtime, the starting dose (pyridoxine hydrochloride 10 mg each); up to four a day",
        },
      ],
    },
  ),
  med("vibegron", "Vibegron", ["overactive-bladder-medicine"], "once_daily", page(R.obgemsaLeaflet), {
    brands: ["Obgemsa"],
    also: [R.obgemsaSmpc],
  }),
];

// From the nervous system chapter.
const NERVOUS_SYSTEM: Medicine[] = [
  // An Alzheimer's infusion every four weeks, licensed in Great Britain in 2024, like lecanemab not offered on the NHS.
  med("donanemab", "Donanemab", ["dementia-medicine"], null, page(R.kisunlaLicence), { brands: ["Kisunla"] }),
  med("pitolisant", "Pitolisant", ["narcolepsy-medicine"], "once_daily", page(R.wakixPrecautions), {
    brands: ["Wakix"],
    // Ozawade is the same medicine licensed for sleepiness with sleep apnoea.
    other: ["Ozawade"],
    also: [R.pitolisantDavis],
  }),
  // For the jerky movements of Huntington's chorea; its leaflet warns that it may cause drowsiness.
  med("tetrabenazine", "Tetrabenazine", ["sedative"], null, page(R.tetrabenazineLeaflet)),
  // An infusion in cycles for generalised myasthenia gravis.
  med("efgartigimod", "Efgartigimod alfa", ["myasthenia-medicine"], null, page(R.vyvgartSmpc), {
    brands: ["Vyvgart"],
    other: ["Efgartigimod"],
    also: [R.vyvgartMdUk],
  }),
];

const SKIN_AND_GUT: Medicine[] = [
  // Put on the face only; its group is local.
  med(
    "eflornithine-cream",
    "Eflornithine cream",
    ["facial-hair-cream"],
    "twice_daily",
    page(R.vaniqaLeaflet),
    {
      brands: ["Vaniqa"],
      other: ["Eflornithine"],
      also: [R.vaniqaSmc],
    },
  ),
  // The bowel preparation before a colonoscopy; "Prep" alone read as HIV PrEP before this entry.
  med(
    "macrogol-bowel-preparation",
    "Macrogol bowel preparation (Klean-Prep)",
    ["laxative"],
    null,
    page(R.kleanPrepLeaflet),
    { brands: ["Klean-Prep", "Klean Prep"], components: ["macrogol"], also: [R.kleanPrepSmpc] },
  ),
];

// Eye injections and drops act in the eye; their groups are local.
const EYE_AND_BLOOD: Medicine[] = [
  // Named only by its eye brand: aflibercept is also a cancer infusion (Zaltrap) the dictionary does not hold.
  med(
    "aflibercept-eye-injection",
    "Aflibercept eye injection",
    ["macular-eye-injection"],
    null,
    page(R.eyleaLeaflet),
    { brands: ["Eylea"], also: [R.heyAmdLeaflet] },
  ),
  med("ranibizumab", "Ranibizumab eye injection", ["macular-eye-injection"], null, page(R.lucentisSmpc), {
    brands: ["Lucentis"],
    other: ["Ranibizumab"],
    also: [R.heyAmdLeaflet],
  }),
  med(
    "sodium-hyaluronate-eye-drops",
    "Sodium hyaluronate eye drops",
    ["dry-eye-drops"],
    null,
    page(R.hyaluronatePatient),
    {
      brands: ["Hylo-Forte", "Hylo-Tear", "Hylo-Care", "Clinitas", "Hycosan", "Xailin HA", "Viscotears HA"],
      otc: true,
    },
  ),
  // Fluorouracil put on sun-damaged skin; the chemotherapy infusion is another entry, so "Efudix" does not read as it.
  med("fluorouracil-cream", "Fluorouracil cream", ["sun-damage-skin-cream"], null, page(R.efudixNewcastle), {
    brands: ["Efudix"],
  }),
  // Imiquimod cream for warts, sun damage and superficial skin cancers; it acts where it is put.
  med("imiquimod", "Imiquimod cream", ["sun-damage-skin-cream"], null, page(R.aldaraChelwest), {
    brands: ["Aldara"],
    other: ["Imiquimod"],
  }),
  med("mupirocin", "Mupirocin ointment", ["antibiotic-skin-ointment"], null, page(R.bactrobanLeaflet), {
    brands: ["Bactroban", "Bactroban Nasal"],
    other: ["Mupirocin"],
  }),
  // Tablets that raise blood pressure in severe orthostatic hypotension; MIMS calls the active form a sympathomimetic.
  med("midodrine", "Midodrine", ["sympathomimetic"], "three_times_daily", page(R.bramoxLeaflet), {
    brands: ["Bramox"],
    also: [R.bramoxMims],
  }),
  // An injection for anaemia from kidney disease or chemotherapy, like the epoetins.
  med("darbepoetin", "Darbepoetin alfa", ["erythropoiesis-stimulating-agent"], null, page(R.aranespLeaflet), {
    brands: ["Aranesp"],
    other: ["Darbepoetin"],
  }),
];

export const WMED7_MEDICINES: Medicine[] = [
  ...WOMENS_AND_URINARY,
  ...NERVOUS_SYSTEM,
  ...SKIN_AND_GUT,
  ...EYE_AND_BLOOD,
];
