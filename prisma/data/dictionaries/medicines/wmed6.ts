// UK medicines, vaccines and brands people type that the checker could not read (the wmed6 round), each cited to the page read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { REF_WMED4 } from "../../interactions/references-wmed4";
import { med, page } from "./build";

const EMC = "Electronic medicines compendium (emc)";

function read(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

/** The pages read this round for the medicines, by product. */
export const REF_WMED6_PRODUCTS = {
  /** "Praxilene 100mg Capsules / Naftidrofuryl Oxalate 100mg Capsules"; "used to treat peripheral vascular disorders". */
  praxileneLeaflet: read(
    "Praxilene 100mg Capsules / Naftidrofuryl Oxalate 100mg Capsules: patient information leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/naftidrofuryl-oxalate-100mg-capsules-leaflet.html",
  ),
  /** "naftidrofuryl 100mg capsules, PRAXILENE 100mg capsules"; 100 mg to 200 mg three times a day. */
  naftidrofurylMedscape: read(
    "Naftidrofuryl oxalate oral: prescribing information",
    "Medscape UK",
    "https://www.medscape.co.uk/drug/naftidrofuryl-oxalate-oral-23195-23195",
  ),
  /** "TRENTAL 400 mg modified release tablets … Pentoxifylline 400 mg"; one tablet three times daily. */
  trentalSmpc: read(
    "Trental 400 mg modified release tablets (pentoxifylline): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/909/smpc/print",
  ),
  /** "Cycloserine 250 mg Hard Capsules"; "indicated in the treatment of active pulmonary and extra-pulmonary tuberculosis". */
  cycloserineSmpc: read(
    "Cycloserine 250 mg Hard Capsules: summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/13280/smpc/print",
  ),
  /** 4.3: contra-indicated with "epilepsy; depression, severe anxiety or psychosis; severe renal insufficiency; alcohol abuse". */
  cycloserinePrecautions: read(
    "Cycloserine capsules: summary of product characteristics, sections 4.3 and 4.4 (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/cycloserine/precautions",
  ),
  /** "Salagen contains the active substance pilocarpine hydrochloride … parasympathomimetic agents or cholinergic agents". */
  salagenLeaflet: read(
    "Salagen 5 mg film-coated tablets (pilocarpine hydrochloride): patient information leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/1370/pil",
  ),
  /** "Each film-coated tablet contains 5 mg of pilocarpine hydrochloride"; dry mouth after radiotherapy, Sjögren's syndrome. */
  salagenSmpc: read(
    "Salagen 5 mg film-coated tablets (pilocarpine hydrochloride): summary of product characteristics",
    "Medthority",
    "https://medthority.com/drugs/n-nervous-system/n07/n07a/n07ax/n07ax01/salagen-5-mg-film-coated-tablets",
  ),
  /** "GENOTROPIN 12 mg powder and solvent for solution for injection … One cartridge contains 12 mg somatropin". */
  genotropinSmpc: read(
    "Genotropin 12 mg powder and solvent for solution for injection (somatropin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/3429/smpc",
  ),
  /** "Brand names: Genotropin, Humatrope, Norditropin, Nutropin AQ, Omnitrope"; "a recombinant human growth hormone (hGH)". */
  somatropinMonograph: read(
    "Somatropin (monograph, ASHP)",
    "Drugs.com",
    "https://drugs.com/monograph/somatropin.html",
  ),
  /** "Retacrit contains the active substance epoetin zeta – a protein that stimulates the bone marrow to produce more red blood cells". */
  retacritLeaflet: read(
    "Retacrit (epoetin zeta): patient leaflet",
    "Patient Info (UK)",
    "https://patient-info.co.uk/retacrit-70092/patient-leaflet",
  ),
  /** "Eporatio … epoetin theta"; EU product information. */
  eporatioSmpc: read(
    "Eporatio (epoetin theta) solution for injection: summary of product characteristics (EU)",
    "HealthDocBox copy of the EU product information",
    "https://healthdocbox.com/Diabetes/94153314-Annex-i-summary-of-product-characteristics.html",
  ),
  /** "Epoetin alfa HEXAL … Each ml of solution contains 2,000 IU of epoetin alfa"; EU product information. */
  epoetinAlfaSmpc: read(
    "Epoetin alfa HEXAL solution for injection: summary of product characteristics (EU)",
    "HealthDocBox copy of the EU product information",
    "https://healthdocbox.com/Chronic_Pain/82229339-Annex-i-summary-of-product-characteristics.html",
  ),
  /** BOC's leaflet: "Oxygen 50%, Nitrous Oxide 50%"; used to relieve pain in labour, dental treatment, wound care. */
  entonoxLeaflet: read(
    "ENTONOX medicinal gas, compressed (oxygen 50%, nitrous oxide 50%): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/entonox-medicinal-gas-leaflet.html",
  ),
  /** "Entonox (Gas & Air): Entonox is a mixture of oxygen and a gas called nitrous oxide". */
  entonoxNbt: read(
    "Entonox (gas and air): maternity pain management options",
    "North Bristol NHS Trust",
    "https://www.nbt.nhs.uk/maternity-services/pain-management-options/entonox-gas-air",
  ),
  /** "Nitronox is a breathed in (inhalation) gas … The cylinder contains equal amounts of nitrous oxide and oxygen". */
  nitronoxLeaflet: read(
    "Nitronox Inhalation Gas (nitrous oxide and oxygen): patient information leaflet",
    "iMedi (imedi.co.uk)",
    "https://imedi.co.uk/nitronox-inhalation-gas",
  ),
  /** "Entonox is a prepared mixture of nitrous oxide ("laughing gas," N2O) and oxygen". */
  entonoxLaughingGas: read(
    "Entonox 50%/50% medicinal gas: leaflet (Spain), in English",
    "OlaDoctor",
    "https://oladoctor.com/uk/medicines/spain/entonox-50-50-gas-medicinal-comprimido",
  ),
  /** "The flu vaccine contains no live viruses and cannot give someone the flu. … it can cause side effects". */
  fluVaccinePhs: read(
    "About the flu vaccine (adult flu immunisations)",
    "Public Health Scotland",
    "https://publichealthscotland.scot/our-areas-of-work/immunisations/seasonal-immunisations/flu-immunisations/adult-flu-immunisations/about-the-flu-vaccine/",
  ),
  /** "The flu vaccine that is given to adults contains inactivated or 'dead' flu virus". */
  fluVaccineMyths: read(
    "Flu vaccine: myths and the facts behind them",
    "National Institute for Biological Standards and Control (GOV.UK)",
    "https://www.gov.uk/government/news/flu-vaccine-myths-and-the-facts-behind-them",
  ),
  /** "The shingles vaccine is recommended for people aged 65 or 70 …"; eligible groups. */
  shinglesPhs: read(
    "Shingles immunisation: eligible groups",
    "Public Health Scotland",
    "https://publichealthscotland.scot/our-areas-of-work/immunisation-vaccine-and-preventable-disease/immunisations-by-vaccine/shingles-immunisation/eligible-groups/",
  ),
  /** "In 2033, the Shingrix shingles vaccine will become a routine offer at age 60". */
  shinglesUkhsa: read(
    "Why you may have to wait for your shingles vaccine",
    "UK Health Security Agency (GOV.UK)",
    "https://www.gov.uk/government/publications/shingles-vaccination-why-you-are-being-asked-to-wait/why-you-may-have-to-wait-for-your-shingles-vaccine",
  ),
  /** "Everyone aged 65 and over is now eligible for their coronavirus autumn booster vaccine"; "both your coronavirus booster and your flu jab". */
  covidVaccineAgeUk: read(
    "Coronavirus vaccines explained",
    "Age UK",
    "https://www.ageuk.org.uk/information-advice/health-wellbeing/conditions-illnesses/coronavirus-guidance/coronavirus-vaccine/",
  ),
  /** "Each tablet contains acetylsalicylic acid (aspirin) 267 mg, paracetamol 133 mg and caffeine 40 mg". */
  alkaSeltzerXsSmpc: read(
    "Alka-Seltzer XS (aspirin 267 mg, paracetamol 133 mg, caffeine 40 mg): summary of product characteristics",
    "Medthority",
    "https://medthority.com/drugs/n-nervous-system/n02/n02b/n02ba/n02ba51/alka-seltzer-xs",
  ),
  /** "The active substances are: aspirin (acetylsalicylic acid), paracetamol and caffeine". */
  alkaSeltzerXsLeaflet: read(
    "Alka-Seltzer XS (aspirin, paracetamol, caffeine): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/alka-seltzer-xs-leaflet.html",
  ),
  /** "Dovonex Psoriasis 50 microgram/g Ointment … is a medicine to be applied to the skin to treat mild to moderate plaque psoriasis". */
  dovonexUkpar: read(
    "Dovonex Psoriasis 50 microgram/g Ointment (calcipotriol): public assessment report, prescription-only to pharmacy reclassification",
    "MHRA public assessment report (UKPAR), copy at vdocuments.site",
    "https://vdocuments.site/public-assessment-report-ukpar-gov-uk-restriction-of-the-indication-for-the.html",
  ),
  /** "Dovonex Psoriasis contains the active substance calcipotriol … anti-psoriatics. It is a type of vitamin D". */
  dovonexLeaflet: read(
    "Dovonex Psoriasis 50 microgram/g ointment (calcipotriol): package leaflet (HPRA, Ireland)",
    "MyHealthBox copy of the HPRA leaflet",
    "https://myhealthbox.eu/et/dovonex-psoriasis-50-microgram-g-ointment/3259456",
  ),
  /** "One gram of gel contains 50 micrograms of calcipotriol (as monohydrate) and 0.5 mg of betamethasone (as dipropionate)"; topical treatment of psoriasis. */
  dovobetSmpc: read(
    "Dovobet 50 microgram/g + 0.5 mg/g gel (calcipotriol, betamethasone): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/5690/smpc/print",
  ),
  /** "DAIVOBET Gel … Active ingredients: Betamethasone Calcipotriol"; the same text as Dovobet gel (MHRA, GB). */
  daivobetUsage: read(
    "Daivobet gel (calcipotriol, betamethasone): summary of product characteristics, sections 4.1 and 4.2 (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/daivobet/usage",
  ),
  /** "Differin 0.1% w/w Cream … Adapalene 0.1% w/w"; "cutaneous treatment of mild to moderate acne vulgaris". */
  differinSmpc: read(
    "Differin 0.1% w/w Cream (adapalene): summary of product characteristics",
    "Medthority",
    "https://medthority.com/drugs/d-dermatologicals/d10/d10a/d10ad/d10ad03/differin-cream",
  ),
  /** "Epiduo is used for the treatment of acne. This gel combines two active ingredients, Adapalene and Benzoyl peroxide". */
  epiduoLeaflet: read(
    "Epiduo 0.1% / 2.5% gel (adapalene, benzoyl peroxide): package leaflet",
    "iMedi (imedi.co.uk)",
    "https://imedi.co.uk/epiduo-0-1-2-5-gel",
  ),
  /** "DUAC ONCE DAILY GEL contains two medicines: clindamycin and benzoyl peroxide … 'anti-acne preparations'". */
  duacLeaflet: read(
    "Duac Once Daily 10 mg/g + 50 mg/g gel (clindamycin, benzoyl peroxide): package leaflet (HPRA, Ireland)",
    "MyHealthBox copy of the HPRA leaflet",
    "https://myhealthbox.eu/is/duac-once-daily-10-mg-g--50-mg-g-gel/5599778",
  ),
  /** "Erythromycin-zinc complex … 40 mg/ml erythromycin and 12 mg/ml zinc acetate"; "For cutaneous use"; 4.5 "No interaction studies have been performed". */
  zinerytSmpc: read(
    "Zineryt (erythromycin 40 mg/ml, zinc acetate 12 mg/ml, cutaneous solution): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/zineryt/summary?doc=0",
  ),
  /** "WAXSOL Ear Drops … Docusate Sodium BP 0.5% w/v"; "For aural use only"; 4.5 "None known". */
  waxsolSmpc: read(
    "Waxsol Ear Drops (docusate sodium 0.5%): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/4627/smpc/print",
  ),
  /** "Aqueous Cream … Emulsifying Wax 9% w/w, White Soft Paraffin 15% w/w, Liquid Paraffin 6%"; "For external use only". */
  aqueousCreamSmpc: read(
    "Aqueous Cream (emulsifying wax, white soft paraffin, liquid paraffin): summary of product characteristics (HPRA, Ireland)",
    "MyHealthBox copy of the HPRA SmPC",
    "https://www.myhealthbox.eu/fi/aqueous-cream-emulsifying-wax-9-w-w-white-soft-parafin-15-w-w-li/2629950",
  ),
  /** "HEDRIN 4% Cutaneous solution … Dimeticone"; "For topical external use only"; for head lice. */
  hedrinUsage: read(
    "Hedrin 4% cutaneous solution (dimeticone): summary of product characteristics, sections 4.1 and 4.2 (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/hedrin/usage",
  ),
  /** "Hedrin® 4% Lotion dimeticone … A topical lotion for the eradication of head lice". */
  hedrinLeaflet: read(
    "Hedrin 4% Lotion (dimeticone): patient information leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/hedrin-4-cutaneous-solution-leaflet.html",
  ),
  /** "a topical OTC pain reliever that contains ingredients such as camphor, menthol, cajuput oil, and clove oil … applied superficially". */
  tigerBalm: read(
    "Daily OTC Pearl: Tiger Balm",
    "Pharmacy Times",
    "https://www.pharmacytimes.com/view/daily-otc-pearl-tiger-balm",
  ),
  /** "Versatis contains lidocaine, a local analgesic, which works by reducing the pain in your skin"; post-herpetic neuralgia. */
  versatisLeaflet: read(
    "Versatis 700 mg medicated plaster (lidocaine): package leaflet",
    EMC,
    "https://medicines.org.uk/emc/medicine/19293",
  ),
  /** "GlucaGen HypoKit is for immediate, emergency use for children and adults with diabetes who use insulin … very low blood sugar". */
  glucagenLeaflet: read(
    "GlucaGen HypoKit 1 mg (glucagon): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/1289/xpil/print",
  ),
  /** "Mestinon Tablets are used for the treatment of myasthenia gravis … a group of medicines known as cholinesterase inhibitors". */
  mestinonLeaflet: read(
    "Mestinon 60 mg Tablets / Pyridostigmine bromide 60 mg Tablets: patient information leaflet",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/pyridostigmine-bromide-60mg-tablets?doc=1",
  ),
  /** "Ketorolac trometamol 30mg/ml Solution for Injection"; short-term management of moderate to severe acute post-operative pain. */
  ketorolacSmpc: read(
    "Ketorolac trometamol 30 mg/ml solution for injection: summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/ketorolac-trometamol-30-mg-ml-solution-for-injection-85238/summary-of-medicine-characteristics",
  ),
  /** "Ketorolac belongs to a group of medicines known as non-steroidal anti-inflammatory drugs". */
  ketorolacLeaflet: read(
    "Ketorolac trometamol 30mg/ml solution for injection: patient information leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/ketorolac-trometamol-30mg-ml-solution-for-injection-leaflet.html",
  ),
  /** "Sodium alkylsulphoacetate 0.90% w/v; sodium citrate 9.0% w/v"; rectal emulsion to relieve constipation; 4.5 "None". */
  micralaxSmpc: read(
    "Micralax Micro-enema (sodium citrate, sodium alkylsulphoacetate): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/9099/smpc/print",
  ),
  /** "1 g of cream contains 10 mg of pimecrolimus"; mild or moderate atopic dermatitis where topical corticosteroids are inadvisable. */
  elidelSmpc: read(
    "Elidel 10 mg/g cream (pimecrolimus): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/4966/smpc/print",
  ),
  /** "Fucibet cream contains Fusidic acid Ph.Eur. 2% and Betamethasone 0.1% (as the valerate ester)"; "Cutaneous use". */
  fucibetSmpc: read(
    "Fucibet cream (fusidic acid, betamethasone valerate): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/983/smpc/print",
  ),
  /** "Depending on the application site, possible systemic absorption of hydrocortisone acetate should always be considered during treatment with Fucidin H cream." */
  fucidinHSmpc: read(
    "Fucidin H cream (fusidic acid, hydrocortisone acetate): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/5511/smpc",
  ),
  /** "clobetasone 17-butyrate 0.05% w/w, oxytetracycline 3.0% w/w as calcium oxytetracycline and nystatin"; "For topical use only". */
  trimovateSmpc: read(
    "Trimovate Cream (clobetasone butyrate, oxytetracycline, nystatin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/14458/smpc",
  ),
  /** "Heparinoid 0.3% w/w"; "superficial thrombophlebitis and the soothing relief of superficial bruising and haematoma"; "For external use only". */
  hirudoidSmpc: read(
    "Hirudoid Cream (heparinoid 0.3%): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/hirudoid-cream-87371/summary-of-medicine-characteristics",
  ),
  /** "Mucopolysaccharide polysulphate (MPS) 0.2% w/w, Salicylic acid 2.0% w/w"; topical relief of muscular pain and stiffness. */
  movelatSmpc: read(
    "Movelat Cream / Movelat Relief Cream (mucopolysaccharide polysulphate, salicylic acid): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/movelat-relief-cream/summary",
  ),
  /** "Mepyramine maleate BP 2.0% w/w"; "Symptomatic relief in insect stings and bites and nettle rash"; topical. */
  anthisanSmpc: read(
    "Anthisan Cream (mepyramine maleate 2%): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/anthisan-cream/summary",
  ),
  /** "Nivemycin Tablets belong to a group of medicines called antibiotics … used to treat the bowel before an operation"; aminoglycosides "as well as neomycin". */
  nivemycinLeaflet: read(
    "Nivemycin 500 mg Tablets (neomycin sulphate): package leaflet",
    "iMedi (imedi.co.uk)",
    "https://imedi.co.uk/nivemycin-tablets-500mg?doc=0",
  ),
  /** 4.3 "Hypersensitivity to aminoglycosides"; "cross-resistance between neomycin, kanamycin, paromomycin and framycetin" (MHRA, GB). */
  nivemycinPrecautions: read(
    "Nivemycin (neomycin) tablets: summary of product characteristics, sections 4.3 and 4.4 (MHRA, GB)",
    "RxReasoner",
    "https://rxreasoner.com/monographs/nivemycin/precautions",
  ),
  /** "Pulmozyme contains a medicine called dornase alfa … used for people with cystic fibrosis. It helps by breaking down the thick mucus". */
  pulmozymeLeaflet: read(
    "Pulmozyme 2500 U/2.5 ml nebuliser solution (dornase alfa): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/pulmozyme-2500-u-2-5-ml-nebuliser-solution-leaflet.html",
  ),
  /** "Riluzole is used in patients with amyotrophic lateral sclerosis (ALS). ALS is a form of motor neurone disease". */
  riluzoleLeaflet: read(
    "Riluzole 50 mg film-coated tablets: patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/5185/xpil/print",
  ),
} satisfies Record<string, Reference>;

const R = REF_WMED6_PRODUCTS;

// Medicines a specialist or GP prescribes; no record a source read here states reaches them, so the checker says
// plainly that it knows them and found nothing, rather than that it could not read them.
const PRESCRIBED: Medicine[] = [
  // Capsules for leg pain from poor circulation (intermittent claudication).
  med(
    "naftidrofuryl",
    "Naftidrofuryl",
    ["peripheral-vascular-medicine"],
    "three_times_daily",
    page(R.praxileneLeaflet),
    {
      brands: ["Praxilene"],
      other: ["Naftidrofuryl oxalate"],
      also: [R.naftidrofurylMedscape],
    },
  ),
  // Modified-release tablets for peripheral vascular disease.
  med(
    "pentoxifylline",
    "Pentoxifylline",
    ["peripheral-vascular-medicine"],
    "three_times_daily",
    page(R.trentalSmpc),
    {
      brands: ["Trental", "Trental 400"],
      other: ["Oxpentifylline"],
      also: [REF_WMED4.trentalSmpc],
    },
  ),
  // A second-line tuberculosis antibiotic; its SmPC gives it for TB, so it is among the TB medicines.
  med(
    "cycloserine",
    "Cycloserine",
    ["antibacterial", "tuberculosis-medicine"],
    "twice_daily",
    page(R.cycloserineSmpc),
    { also: [R.cycloserinePrecautions] },
  ),
  // The tablets for dry mouth; pilocarpine eye drops for glaucoma are the same medicine put on the eye.
  med("pilocarpine", "Pilocarpine", ["parasympathomimetic"], null, page(R.salagenLeaflet), {
    brands: ["Salagen"],
    other: ["Pilocarpine hydrochloride"],
    also: [R.salagenSmpc],
  }),
  // Growth hormone injections, for children who do not grow and adults who lack the hormone.
  med("somatropin", "Somatropin", ["growth-hormone-treatment"], "once_daily", page(R.genotropinSmpc), {
    brands: ["Genotropin", "Genotropin MiniQuick", "Humatrope", "Norditropin", "Omnitrope"],
    other: ["Growth hormone", "Human growth hormone", "HGH"],
    also: [R.somatropinMonograph],
  }),
  // Injections for anaemia from kidney disease or chemotherapy; "EPO" is left out, as people use it for evening primrose oil.
  med("epoetin", "Epoetin", ["erythropoiesis-stimulating-agent"], null, page(R.retacritLeaflet), {
    brands: ["Retacrit", "Eporatio", "Binocrit"],
    other: ["Epoetin alfa", "Epoetin zeta", "Epoetin theta", "Erythropoietin"],
    also: [R.eporatioSmpc, R.epoetinAlfaSmpc],
  }),
  // Breathed in for pain in labour, at the dentist or in an ambulance; its effect on vitamin B12 is a nutrient record.
  med("nitrous-oxide", "Nitrous oxide", ["medical-gas"], null, page(REF_WMED4.entonoxMgds), {
    brands: ["Entonox", "Nitronox"],
    other: ["Gas and air", "Laughing gas", "Nitrous oxide and oxygen"],
    also: [R.entonoxLeaflet, R.entonoxNbt, R.nitronoxLeaflet, R.entonoxLaughingGas],
  }),
];

// The vaccines people list among their medicines; none is stated to meet a catalogue ingredient.
const VACCINES: Medicine[] = [
  med("flu-vaccine", "Flu vaccine", ["vaccine"], null, page(R.fluVaccinePhs), {
    other: ["Flu jab", "Influenza vaccine", "Flu injection", "Flu vaccination"],
    also: [R.fluVaccineMyths],
  }),
  med("shingles-vaccine", "Shingles vaccine", ["vaccine"], null, page(R.shinglesPhs), {
    brands: ["Shingrix"],
    other: ["Shingles jab", "Shingles vaccination"],
    also: [R.shinglesUkhsa],
  }),
  med("covid-19-vaccine", "COVID-19 vaccine", ["vaccine"], null, page(R.covidVaccineAgeUk), {
    other: [
      "Covid vaccine",
      "Covid jab",
      "Covid booster",
      "Covid-19 booster",
      "Coronavirus vaccine",
      "Covid vaccination",
    ],
  }),
];

// Bayer's other effervescent painkiller; with Alka-Seltzer Original (aspirin) the bare "Alka-Seltzer" reads as both.
const ALKA_SELTZER_XS: Medicine[] = [
  med(
    "aspirin-paracetamol-caffeine-alka-seltzer-xs",
    "Aspirin, paracetamol and caffeine effervescent tablets (Alka-Seltzer XS)",
    ["nsaid", "analgesic", "caffeine-containing"],
    "as_needed",
    page(R.alkaSeltzerXsSmpc),
    {
      brands: ["Alka-Seltzer XS"],
      components: ["aspirin", "paracetamol", "caffeine"],
      otc: true,
      also: [R.alkaSeltzerXsLeaflet],
    },
  ),
];

// Applied to the skin, in the ear or on the hair: no record read here reaches them, and their groups are local, so a
// record written for a medicine taken by mouth does not meet them.
const ON_THE_SKIN: Medicine[] = [
  // A vitamin D derivative for psoriasis, used on the skin only.
  med("calcipotriol", "Calcipotriol", ["psoriasis-skin-treatment"], null, page(R.dovonexUkpar), {
    brands: ["Dovonex", "Dovonex Psoriasis"],
    otc: true,
    also: [R.dovonexLeaflet],
  }),
  med(
    "calcipotriol-with-betamethasone",
    "Calcipotriol with betamethasone (gel or ointment)",
    ["psoriasis-skin-treatment", "topical-corticosteroid"],
    "once_daily",
    page(R.dovobetSmpc),
    { brands: ["Dovobet", "Daivobet"], also: [R.daivobetUsage] },
  ),
  med("adapalene", "Adapalene", ["acne-treatment"], "once_daily", page(R.differinSmpc), {
    brands: ["Differin"],
  }),
  med(
    "adapalene-with-benzoyl-peroxide",
    "Adapalene with benzoyl peroxide gel",
    ["acne-treatment"],
    "once_daily",
    page(R.epiduoLeaflet),
    { brands: ["Epiduo"] },
  ),
  // Its clindamycin is an antibiotic put on the skin; the records on clindamycin taken by mouth do not reach it.
  med(
    "clindamycin-with-benzoyl-peroxide-gel",
    "Clindamycin with benzoyl peroxide gel",
    ["acne-treatment"],
    "once_daily",
    page(R.duacLeaflet),
    { brands: ["Duac", "Duac Once Daily"] },
  ),
  // Its zinc acetate is put on the skin with the antibiotic; no zinc supplement record reaches it.
  med(
    "erythromycin-with-zinc-acetate-solution",
    "Erythromycin with zinc acetate skin solution",
    ["acne-treatment"],
    "twice_daily",
    page(R.zinerytSmpc),
    { brands: ["Zineryt"] },
  ),
  med("docusate-ear-drops", "Docusate sodium ear drops", ["ear-wax-remover"], null, page(R.waxsolSmpc), {
    brands: ["Waxsol"],
    otc: true,
  }),
  med("aqueous-cream", "Aqueous cream", ["emollient"], null, page(R.aqueousCreamSmpc), {
    other: ["Aqueous Cream BP"],
    otc: true,
  }),
  med(
    "dimeticone-lotion",
    "Dimeticone 4% lotion for head lice",
    ["skin-parasite-treatment"],
    null,
    page(R.hedrinUsage),
    {
      brands: ["Hedrin", "Hedrin 4% Lotion"],
      otc: true,
      also: [R.hedrinLeaflet],
    },
  ),
  med(
    "tiger-balm",
    "Tiger Balm (camphor, menthol, cajuput and clove oils)",
    ["muscle-rub"],
    null,
    page(R.tigerBalm),
    {
      brands: ["Tiger Balm", "Tiger Balm Red", "Tiger Balm White"],
      otc: true,
    },
  ),
  // Plasters, gels and the dentist's injection all numb one place; the plaster's leaflet calls it a local analgesic.
  // A heparinoid cream for bruises; it acts in the skin and is not an anticoagulant taken into the blood.
  med("heparinoid-cream", "Heparinoid cream", ["topical-heparinoid"], null, page(R.hirudoidSmpc), {
    brands: ["Hirudoid", "Hirudoid Cream"],
    otc: true,
  }),
  med(
    "heparinoid-with-salicylic-acid",
    "Heparinoid with salicylic acid cream or gel",
    ["muscle-rub"],
    null,
    page(R.movelatSmpc),
    { brands: ["Movelat", "Movelat Relief"], otc: true },
  ),
  // An antihistamine cream for bites and stings, not a tablet; the sedating antihistamine records do not reach it.
  med("mepyramine-cream", "Mepyramine cream", ["bite-sting-cream"], null, page(R.anthisanSmpc), {
    brands: ["Anthisan", "Anthisan Cream"],
    otc: true,
  }),
  med("micralax", "Micralax micro-enema", ["laxative"], null, page(R.micralaxSmpc), {
    brands: ["Micralax", "Micralax Micro-enema"],
    otc: true,
  }),
  med("pimecrolimus", "Pimecrolimus cream", ["topical-immunomodulator"], "twice_daily", page(R.elidelSmpc), {
    brands: ["Elidel"],
  }),
  // Steroid creams with an antibiotic (and Trimovate an antifungal); the antibiotics act on the skin like the steroid.
  med(
    "fusidic-acid-with-betamethasone",
    "Fusidic acid with betamethasone cream",
    ["topical-corticosteroid"],
    "twice_daily",
    page(R.fucibetSmpc),
    { brands: ["Fucibet"] },
  ),
  med(
    "fusidic-acid-with-hydrocortisone",
    "Fusidic acid with hydrocortisone cream",
    ["topical-corticosteroid"],
    null,
    page(R.fucidinHSmpc),
    { brands: ["Fucidin H"] },
  ),
  med(
    "clobetasone-with-oxytetracycline-and-nystatin",
    "Clobetasone with oxytetracycline and nystatin cream",
    ["topical-corticosteroid"],
    null,
    page(R.trimovateSmpc),
    { brands: ["Trimovate"] },
  ),
  med("lidocaine", "Lidocaine", ["local-anaesthetic"], null, page(R.versatisLeaflet), {
    brands: ["Versatis"],
    other: ["Lignocaine"],
  }),
];

const MORE_PRESCRIBED: Medicine[] = [
  // Tablets that clear the bowel before an operation or in liver disease; neomycin creams and drops are the same medicine
  // put on the skin, ear or eye, which the route words read.
  med("neomycin", "Neomycin", ["antibacterial", "aminoglycoside"], null, page(R.nivemycinLeaflet), {
    brands: ["Nivemycin"],
    other: ["Neomycin sulphate", "Neomycin sulfate"],
    also: [R.nivemycinPrecautions],
  }),
  // Breathed in from a nebuliser to thin the mucus in cystic fibrosis.
  med("dornase-alfa", "Dornase alfa", ["mucolytic"], "once_daily", page(R.pulmozymeLeaflet), {
    brands: ["Pulmozyme"],
  }),
  med("riluzole", "Riluzole", ["motor-neurone-disease-medicine"], "twice_daily", page(R.riluzoleLeaflet), {
    brands: ["Rilutek"],
  }),
  // A painkiller of the NSAID group given by injection after an operation; the NSAID records reach it.
  med("ketorolac", "Ketorolac", ["nsaid"], null, page(R.ketorolacSmpc), {
    other: ["Ketorolac trometamol"],
    also: [R.ketorolacLeaflet],
  }),
  // An emergency injection for a severe hypo in someone with diabetes who uses insulin.
  med("glucagon", "Glucagon", ["hypoglycaemia-rescue"], null, page(R.glucagenLeaflet), {
    brands: ["GlucaGen", "GlucaGen HypoKit"],
  }),
  med("pyridostigmine", "Pyridostigmine", ["myasthenia-medicine"], null, page(R.mestinonLeaflet), {
    brands: ["Mestinon"],
    other: ["Pyridostigmine bromide"],
  }),
];

export const WMED6_MEDICINES: Medicine[] = [
  ...PRESCRIBED,
  ...MORE_PRESCRIBED,
  ...VACCINES,
  ...ALKA_SELTZER_XS,
  ...ON_THE_SKIN,
];
