// UK hospital, labour-ward, anaesthetic, eye, ear, nose and skin medicines the wmed8 round found unread, each cited to the page read for it.
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
  /** "Syntometrine contains two active substances called ergometrine maleate and oxytocin … It works by making the muscles in your womb (uterus) contract." */
  syntometrineLeaflet: read(
    "Syntometrine 500 micrograms/5 IU solution for injection (ergometrine maleate, oxytocin): package leaflet (Ireland, HPRA text)",
    "medicines.ie",
    "https://www.medicines.ie/print?id=33898&type=xpil&pilId=2551",
  ),
  /** "Cytotec tablets contain misoprostol … Cytotec belongs to a group of medicines known as 'anti-ulcer agents'" (PLPI 10383/0684). */
  cytotecLeaflet: read(
    "Cytotec 200 microgram tablets (misoprostol): patient information leaflet",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/cytotec-200microgram-tablets",
  ),
  /** "ISOFLURANE 100% Inhalation vapour, liquid"; "Isoflurane is general inhalation anaesthetic for use in induction and maintenance". */
  isofluraneSmpc: read(
    "Isoflurane 100% inhalation vapour, liquid: summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/9800/smpc",
  ),
  /** MHRA leaflet: "Isoflurane is a general anaesthetic used which temporarily reduces the activity of the body's central nervous system". */
  isofluraneLeaflet: read(
    "Isoflurane 100% inhalation vapour, liquid: patient leaflet (MHRA, GB)",
    "MyHealthBox copy of the MHRA leaflet",
    "https://myhealthbox.eu/en/isoflurane-inhalation-vapour/4285011",
  ),
  /** "Chirocaine belongs to a group of medicines called local anaesthetics … as an epidural for caesarean section". */
  chirocaineLeaflet: read(
    "Chirocaine 2.5 mg/ml and 5.0 mg/ml solution for injection (levobupivacaine): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/6637/xpil/print",
  ),
  /** "Ultiva contains a medicine called remifentanil. This belongs to a group of medicines known as opioids." */
  ultivaLeaflet: read(
    "Ultiva 1 mg, 2 mg and 5 mg powder for concentrate for solution for infusion (remifentanil): package leaflet (Ireland, HPRA text)",
    "medicines.ie",
    "https://www.medicines.ie/print?id=34093&type=xpil&pilId=4055",
  ),
  /** "MAXIDEX belongs to a group of medicines known as corticosteroids … inflammation of the eye surface". */
  maxidexLeaflet: read(
    "Maxidex 0.1% w/v eye drops, suspension (dexamethasone): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/maxidex-0-1-w-v-eye-drops-suspension-leaflet.html",
  ),
  /** MHRA (GB) text: Maxitrol (dexamethasone, neomycin, polymyxin B) for "steroid responsive conditions of the eye when prophylactic antibiotic treatment is also required". */
  maxitrolRx: read(
    "Maxitrol eye drops, suspension (dexamethasone, neomycin, polymyxin B): product information, sections 4.1 and 4.2 (MHRA, GB)",
    RX,
    "https://www.rxreasoner.com/monographs/maxitrol/usage",
  ),
  /** "Hypromellose 0.3% w/v Eye Drops are a soothing emollient solution used as artificial tears". */
  hypromelloseLeaflet: read(
    "Hypromellose eye drops BP 0.3% w/v: patient leaflet",
    "Patient Info (UK)",
    "https://patient-info.co.uk/hypromellose-eye-drops-bp-0-3procent-w-v-97456/patient-leaflet",
  ),
  /** "Vabysmo is the latest generation intravitreal injection … Vabysmo (Faricimab)" for wet AMD and diabetic macular oedema. */
  vabysmoMoorfields: read(
    "Intravitreal treatment for wet AMD and diabetic macular oedema (Vabysmo, faricimab)",
    "Moorfields Eye Hospital NHS Foundation Trust",
    "https://moorfields.nhs.uk/private/refer-to-us/for-healthcare-professionals/news-and-articles/intravitreal-treatment-for-wet-amd-and-diabetic-macular-oedema",
  ),
  /** MHRA leaflet: "Enstilar is used on the skin to treat psoriasis vulgaris in adults … Enstilar contains calcipotriol and betamethasone". */
  enstilarLeaflet: read(
    "Enstilar 50 micrograms/g + 0.5 mg/g cutaneous foam (calcipotriol, betamethasone): patient leaflet (MHRA, GB)",
    "MyHealthBox copy of the MHRA leaflet",
    "https://myhealthbox.eu/en/enstilar-50micrograms-g-05-mg-g-cutaneous-foam/4354091",
  ),
  /** "brimonidine (Mirvaso) … the symptomatic treatment of facial erythema of rosacea in adult patients". */
  mirvasoSmc: read(
    "Brimonidine (Mirvaso): SMC advice 1016/14",
    "Scottish Medicines Consortium",
    "https://scottishmedicines.org.uk/medicines-advice/brimonidine-mirvaso-fullsubmission-101614",
  ),
  /** "Brimonidine gel is used to reduce redness of the skin in people with rosacea"; also called Mirvaso. */
  mirvasoPatient: read(
    "Brimonidine gel for rosacea (Mirvaso)",
    "Patient (patient.info)",
    "https://alpha30.patient.info/medicine/brimonidine-gel-for-rosacea-mirvaso",
  ),
  /** "Otomize is used to treat infection and inflammation of the outer ear … dexamethasone, neomycin sulfate, acetic acid". */
  otomizeLeaflet: read(
    "Otomize ear spray (dexamethasone, neomycin, acetic acid): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/otomize-leaflet.html",
  ),
  /** "Sofradex Ear/Eye Drops … contains three medicines called Framycetin sulphate, Gramicidin and Dexamethasone sodium metasulphobenzoate". */
  sofradexLeaflet: read(
    "Sofradex ear/eye drops, solution (framycetin, gramicidin, dexamethasone): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/2253/pil",
  ),
  /** "Chlorhexidine dihydrochloride 0.1% w/w, Neomycin sulfate 0.5% w/w"; "For nasal application only". */
  naseptinSmpc: read(
    "Naseptin nasal cream (chlorhexidine, neomycin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/5524/smpc",
  ),
  /** "ZORAC gel is a drug for the treatment of psoriasis. It is applied to the skin"; tazarotene (PL 41443/0002, 0003). */
  zoracLeaflet: read(
    "Zorac 0.05% and 0.1% gel (tazarotene): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/medicine/12159",
  ),
  /** "Flamazine Cream contains silver sulfadiazine … a sterile antibacterial cream used to … prevent or treat bacterial infections in burns". */
  flamazineLeaflet: read(
    "Flamazine 1% w/w cream (silver sulfadiazine): patient leaflet",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/silver-sulfadiazine-1-w-w-cream",
  ),
  /** "Locoid Ointment contains the active substance hydrocortisone butyrate. This is a corticosteroid … for use on the skin"; classed as potent. */
  locoidLeaflet: read(
    "Locoid ointment (hydrocortisone butyrate 0.1%): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/locoid-ointment-leaflet.html",
  ),
  /** "Diprosalic ointment contains two active ingredients, betamethasone dipropionate and salicylic acid … topical corticosteroids". */
  diprosalicLeaflet: read(
    "Diprosalic 0.05% w/w / 3% w/w ointment (betamethasone, salicylic acid): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/1450/pil",
  ),
  /** "Warticon Cream contains a medicine called podophyllotoxin … used to treat genital warts" (PLPI 33902/0607). */
  warticonLeaflet: read(
    "Warticon 0.15% w/w cream (podophyllotoxin): patient information leaflet",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/warticon-0-15-w-w-cream?doc=2",
  ),
  /** "CELLUVISC is a substitute for tears, and contains the lubricant called carmellose sodium"; available without prescription. */
  celluviscLeaflet: read(
    "Celluvisc 0.5% w/v eye drops, solution, unit dose (carmellose sodium): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/265/pil",
  ),
  /** "Zaditen Eye Drops, Solution (ketotifen fumarate)"; one drop twice a day for the eye symptoms of seasonal allergic conjunctivitis. */
  zaditenLeaflet: read(
    "Zaditen eye drops, solution (ketotifen): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/zaditen-eye-drops-solution-leaflet.html",
  ),
  /** "FML Liquifilm Ophthalmic suspension is an eye drop and contains the active substance fluorometholone which is used to treat inflammation of the eye". */
  fmlLeaflet: read(
    "FML Liquifilm Ophthalmic 1 mg/ml eye drops, suspension (fluorometholone): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/1383/xpil/print",
  ),
  /** MHRA (GB) text: "Isotretinoin 0.05% w/w", gel for acne; swallowing a whole 30 g tube gives "less exposure than … the recommended dosage of oral isotretinoin", so hypervitaminosis A is "highly unlikely". */
  isotrexRx: read(
    "Isotrex gel (isotretinoin 0.05%): summary of product characteristics, sections 4.1, 4.2 and 4.9 (MHRA, GB)",
    RX,
    "https://www.rxreasoner.com/monographs/isotrex/usage",
  ),
  /** "Isotrex 0.05% Cream … contains an active ingredient called isotretinoin. Isotrex is used to treat acne". */
  isotrexCreamLeaflet: read(
    "Isotrex 0.05% cream (isotretinoin): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/isotrex-cream-leaflet.html",
  ),
  /** MHRA leaflet: Isotrexin gel "is used to treat moderate acne. Isotrexin contains two different medicines called erythromycin and isotretinoin". */
  isotrexinLeaflet: read(
    "Isotrexin gel (isotretinoin, erythromycin): patient leaflet (MHRA, GB)",
    "MyHealthBox copy of the MHRA leaflet",
    "https://myhealthbox.eu/en/isotrexin-gel/4197262",
  ),
  /** "Treclin contains the active substances clindamycin and tretinoin … used on the skin to treat acne in patients 12 years and older". */
  treclinLeaflet: read(
    "Treclin 1% / 0.025% w/w gel (clindamycin, tretinoin): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/treclin-1-0-025-w-w-gel-leaflet.html",
  ),
  /** "Voltarol Ophtha contain 0.1% of the active ingredient diclofenac sodium … non-steroidal anti-inflammatory drugs (NSAIDs)", used around eye surgery. */
  voltarolOphthaLeaflet: read(
    "Voltarol Ophtha Multidose 0.1% eye drops (diclofenac sodium): patient information leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/voltarol-ophtha-multidose-0-1-eye-drops-leaflet.html",
  ),
  /** MHRA (GB) text: "ACULAR is indicated for the prophylaxis and reduction of inflammation and associated symptoms following ocular surgery". */
  acularRx: read(
    "Acular eye drops, solution (ketorolac): summary of product characteristics, sections 4.1 and 4.2 (MHRA, GB)",
    RX,
    "https://www.rxreasoner.com/monographs/acular/usage",
  ),
  /** "Acular® 0.5% w/v Ophthalmic Solution (ketorolac trometamol)" (PL 18799/1713). */
  acularLeaflet: read(
    "Acular 0.5% w/v ophthalmic solution (ketorolac trometamol): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/acular-0-5-w-v-ophthalmic-solution-leaflet.html",
  ),
  /** "Ciloxan belongs to a group of medicines known as quinolone antibiotics … used for the treatment of corneal ulcers and some other bacterial infections of the eye(s)". */
  ciloxanLeaflet: read(
    "Ciloxan 0.3% eye drops (ciprofloxacin): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/ciloxan-0-3-eye-drops-leaflet.html",
  ),
  /** "Taptiqom eye drops contain tafluprost and timolol … timolol belongs to a group of medicines called beta blockers"; open angle glaucoma. */
  taptiqomLeaflet: read(
    "Taptiqom 15 micrograms/ml + 5 mg/ml eye drops, solution in single-dose container (tafluprost, timolol): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/6917/xpil/print",
  ),
  /** "Opatanol is used for the treatment of signs and symptoms of seasonal allergic conjunctivitis … olopatadine". */
  opatanolLeaflet: read(
    "Opatanol 1 mg/mL eye drops, solution (olopatadine): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/6768/pil",
  ),
  /** "Brolucizumab is recommended as an option for treating wet age-related macular degeneration in adults". */
  beovuNice: read(
    "Brolucizumab for treating wet age-related macular degeneration (NICE technology appraisal guidance TA672): recommendations",
    "National Institute for Health and Care Excellence (NICE)",
    "https://nice.org.uk/guidance/TA672/chapter/1-recommendations",
  ),
  /** "Beovu contains the active substance brolucizumab … injected into the eye by your doctor" for wet AMD. */
  beovuLeaflet: read(
    "Beovu 120 mg/ml solution for injection in pre-filled syringe (brolucizumab): patient leaflet",
    "Patient Info (UK)",
    "https://patient-info.co.uk/beovu-69740/patient-leaflet",
  ),
  /** "Oxytocic. Prostin E2 Vaginal Gel is indicated for the induction of labour"; dinoprostone 1 or 2 mg per 3 g. */
  prostinE2Leaflet: read(
    "Prostin E2 vaginal gel 1 mg/2 mg (dinoprostone): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/prostin-e2-vaginal-gel-1mg-leaflet.html",
  ),
  /** "Suprane contains desflurane. Suprane is a general anaesthetic used in surgery. It is an inhalation anaesthetic". */
  supraneLeaflet: read(
    "Suprane 100% volatile liquid for administration by inhalation (desflurane): package leaflet",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/suprane-100-volatile-liquid-for-administration-by-inhalation",
  ),
  /** "Rinatec contains a medicine called ipratropium bromide … 'anticholinergics'. It is used to help stop a runny nose caused by Rhinitis". */
  rinatecLeaflet: read(
    "Rinatec 21 micrograms nasal spray (ipratropium bromide): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/rinatec-21micrograms-nasal-spray-leaflet.html",
  ),
  /** "The active ingredient in MENOPUR is highly purified and is known as menotrophin … used to treat infertility"; given as an injection under the skin. */
  menopurLeaflet: read(
    "Menopur powder and solvent for solution for injection (menotrophin): patient leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/4595/pil",
  ),
  /** "Lotriderm Cream contains the active ingredients 0.064% w/w betamethasone dipropionate and 1.0% w/w clotrimazole … topical corticosteroids". */
  lotridermLeaflet: read(
    "Lotriderm cream (betamethasone dipropionate, clotrimazole): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/lotriderm-cream-leaflet.html",
  ),
  /** "EarCalm is used for the treatment of minor infections of the outer ear. The active ingredient is acetic acid, an antibacterial agent". */
  earcalmLeaflet: read(
    "EarCalm spray (acetic acid 2%): package leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/earcalm-spray-leaflet.html",
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
  med("dinoprostone", "Dinoprostone", ["prostaglandin-analogue", "oxytocic"], null, page(R.propessSmpc), {
    brands: ["Propess", "Prostin E2"],
    also: [R.propessLeaflet, R.prostinE2Leaflet],
  }),
  // Ergometrine with oxytocin, an injection as the baby is born; ergometrine has no entry of its own, so only oxytocin is listed.
  med(
    "ergometrine-with-oxytocin",
    "Ergometrine with oxytocin",
    ["oxytocic"],
    null,
    page(R.syntometrineLeaflet),
    { brands: ["Syntometrine"], components: ["oxytocin"] },
  ),
  // A fertility injection of FSH and LH from urine, given under the skin during IVF or to start ovulation.
  med("menotrophin", "Menotrophin", ["fertility-injection"], null, page(R.menopurLeaflet), {
    brands: ["Menopur"],
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
  med("desflurane", "Desflurane", ["general-anaesthetic"], null, page(R.supraneLeaflet), {
    brands: ["Suprane"],
  }),
  med("isoflurane", "Isoflurane", ["general-anaesthetic"], null, page(R.isofluraneSmpc), {
    also: [R.isofluraneLeaflet],
  }),
  // A very short-acting opioid given during an operation or on intensive care.
  med("remifentanil", "Remifentanil", ["opioid"], null, page(R.ultivaLeaflet), { brands: ["Ultiva"] }),
  med("ketamine", "Ketamine", ["general-anaesthetic"], null, page(R.ketalarLeaflet), { brands: ["Ketalar"] }),
  med("bupivacaine", "Bupivacaine", ["local-anaesthetic"], null, page(R.marcainHeavyLeaflet), {
    brands: ["Marcain", "Marcain Heavy"],
  }),
  med("levobupivacaine", "Levobupivacaine", ["local-anaesthetic"], null, page(R.chirocaineLeaflet), {
    brands: ["Chirocaine"],
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
  med(
    "dexamethasone-eye-drops",
    "Dexamethasone eye drops",
    ["steroid-eye-drops"],
    null,
    page(R.maxidexLeaflet),
    {
      brands: ["Maxidex"],
    },
  ),
  // A steroid with two antibiotics; as with other drops, no components are listed.
  med(
    "dexamethasone-neomycin-polymyxin-eye-drops",
    "Dexamethasone, neomycin and polymyxin B eye drops",
    ["steroid-antibiotic-drops"],
    null,
    page(R.maxitrolRx),
    { brands: ["Maxitrol"] },
  ),
  med(
    "hypromellose-eye-drops",
    "Hypromellose eye drops",
    ["dry-eye-drops"],
    null,
    page(R.hypromelloseLeaflet),
    {
      other: ["Hypromellose"],
      otc: true,
    },
  ),
  med("faricimab", "Faricimab eye injection", ["macular-eye-injection"], null, page(R.vabysmoMoorfields), {
    brands: ["Vabysmo"],
    other: ["Faricimab"],
  }),
  med("fluorometholone", "Fluorometholone eye drops", ["steroid-eye-drops"], null, page(R.fmlLeaflet), {
    brands: ["FML", "FML Liquifilm"],
    other: ["Fluorometholone"],
  }),
  med("carmellose-eye-drops", "Carmellose eye drops", ["dry-eye-drops"], null, page(R.celluviscLeaflet), {
    brands: ["Celluvisc"],
    other: ["Carmellose sodium eye drops"],
    otc: true,
  }),
  // Named only as eye drops: ketotifen was also sold as tablets.
  med(
    "ketotifen-eye-drops",
    "Ketotifen eye drops",
    ["allergy-eye-drops"],
    "twice_daily",
    page(R.zaditenLeaflet),
    {
      brands: ["Zaditen"],
    },
  ),
  // NSAID drops used around eye surgery; the tablets and gels are other entries.
  med(
    "diclofenac-eye-drops",
    "Diclofenac eye drops",
    ["nsaid-eye-drops"],
    null,
    page(R.voltarolOphthaLeaflet),
    {
      brands: ["Voltarol Ophtha", "Voltarol Ophtha Multidose"],
    },
  ),
  med(
    "ketorolac-eye-drops",
    "Ketorolac eye drops",
    ["nsaid-eye-drops"],
    "three_times_daily",
    page(R.acularRx),
    {
      brands: ["Acular"],
      also: [R.acularLeaflet],
    },
  ),
  // A quinolone antibiotic dropped in the eye; the tablets are another entry.
  med(
    "ciprofloxacin-eye-drops",
    "Ciprofloxacin eye drops",
    ["antibiotic-eye-drops"],
    null,
    page(R.ciloxanLeaflet),
    {
      brands: ["Ciloxan"],
    },
  ),
  med("olopatadine", "Olopatadine eye drops", ["allergy-eye-drops"], "twice_daily", page(R.opatanolLeaflet), {
    brands: ["Opatanol"],
    other: ["Olopatadine"],
  }),
  med("brolucizumab", "Brolucizumab eye injection", ["macular-eye-injection"], null, page(R.beovuNice), {
    brands: ["Beovu"],
    other: ["Brolucizumab"],
    also: [R.beovuLeaflet],
  }),
  // Tafluprost with timolol, a beta blocker, like the other timolol combination drops.
  med(
    "tafluprost-with-timolol",
    "Tafluprost with timolol",
    ["beta-blocker", "glaucoma-medicine"],
    "once_daily",
    page(R.taptiqomLeaflet),
    { brands: ["Taptiqom"], components: ["tafluprost", "timolol"] },
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
  // The foam form of calcipotriol with betamethasone, used on the skin like Dovobet.
  med(
    "calcipotriol-with-betamethasone-foam",
    "Calcipotriol with betamethasone foam",
    ["psoriasis-skin-treatment"],
    "once_daily",
    page(R.enstilarLeaflet),
    { brands: ["Enstilar"] },
  ),
  med("tazarotene", "Tazarotene gel", ["psoriasis-skin-treatment"], "once_daily", page(R.zoracLeaflet), {
    brands: ["Zorac"],
    other: ["Tazarotene"],
  }),
  med(
    "silver-sulfadiazine",
    "Silver sulfadiazine cream",
    ["antibiotic-skin-ointment"],
    null,
    page(R.flamazineLeaflet),
    {
      brands: ["Flamazine"],
      other: ["Silver sulfadiazine", "Silver sulphadiazine"],
    },
  ),
  // A potent steroid for the skin; the hydrocortisone tablets are another entry.
  med(
    "hydrocortisone-butyrate",
    "Hydrocortisone butyrate",
    ["topical-corticosteroid"],
    null,
    page(R.locoidLeaflet),
    {
      brands: ["Locoid"],
    },
  ),
  med(
    "betamethasone-with-salicylic-acid",
    "Betamethasone with salicylic acid ointment",
    ["topical-corticosteroid"],
    null,
    page(R.diprosalicLeaflet),
    { brands: ["Diprosalic"] },
  ),
  med(
    "betamethasone-with-clotrimazole",
    "Betamethasone with clotrimazole cream",
    ["topical-corticosteroid"],
    "twice_daily",
    page(R.lotridermLeaflet),
    { brands: ["Lotriderm"] },
  ),
  med("podophyllotoxin", "Podophyllotoxin", ["wart-treatment"], null, page(R.warticonLeaflet), {
    brands: ["Warticon"],
  }),
  // Isotretinoin put on the skin for acne; the capsules (Roaccutane) are another entry, whose vitamin A warning does not reach the gel.
  med("isotretinoin-gel", "Isotretinoin gel", ["acne-treatment"], null, page(R.isotrexRx), {
    brands: ["Isotrex"],
    other: ["Isotretinoin cream"],
    also: [R.isotrexCreamLeaflet],
  }),
  med(
    "isotretinoin-with-erythromycin-gel",
    "Isotretinoin with erythromycin gel",
    ["acne-treatment"],
    null,
    page(R.isotrexinLeaflet),
    { brands: ["Isotrexin"] },
  ),
  med(
    "clindamycin-with-tretinoin-gel",
    "Clindamycin with tretinoin gel",
    ["acne-treatment"],
    "once_daily",
    page(R.treclinLeaflet),
    { brands: ["Treclin"] },
  ),
  // Brimonidine gel for the redness of rosacea; the glaucoma eye drops are another entry.
  med("brimonidine-gel", "Brimonidine gel", ["rosacea-skin-treatment"], "once_daily", page(R.mirvasoSmc), {
    brands: ["Mirvaso"],
    also: [R.mirvasoPatient],
  }),
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

// Used in the ear or nose; topical combinations list no components.
const EAR_AND_NOSE: Medicine[] = [
  med(
    "dexamethasone-neomycin-acetic-acid-ear-spray",
    "Dexamethasone, neomycin and acetic acid ear spray",
    ["steroid-antibiotic-drops"],
    "three_times_daily",
    page(R.otomizeLeaflet),
    { brands: ["Otomize"] },
  ),
  med(
    "framycetin-gramicidin-dexamethasone-drops",
    "Framycetin, gramicidin and dexamethasone ear and eye drops",
    ["steroid-antibiotic-drops"],
    null,
    page(R.sofradexLeaflet),
    { brands: ["Sofradex"] },
  ),
  med(
    "acetic-acid-ear-spray",
    "Acetic acid ear spray",
    ["ear-infection-spray"],
    "three_times_daily",
    page(R.earcalmLeaflet),
    {
      brands: ["EarCalm", "Ear Calm"],
      otc: true,
    },
  ),
  // Ipratropium sprayed into the nose for a runny nose; the inhaler is another entry.
  med(
    "ipratropium-nasal-spray",
    "Ipratropium nasal spray",
    ["runny-nose-spray"],
    null,
    page(R.rinatecLeaflet),
    { brands: ["Rinatec"] },
  ),
  med(
    "chlorhexidine-neomycin-nasal-cream",
    "Chlorhexidine and neomycin nasal cream",
    ["antibiotic-skin-ointment"],
    null,
    page(R.naseptinSmpc),
    { brands: ["Naseptin"] },
  ),
];

export const WMED8_MEDICINES: Medicine[] = [...LABOUR_WARD, ...ANAESTHESIA, ...EYE, ...SKIN, ...EAR_AND_NOSE];
