// Pharmacy-counter products and medicines the dictionary did not read (the wotc round): sore throat lozenges and
// rinses, a heat rub, the Benylin and Robitussin cough syrups, and one COPD inhaler. Each entry cites the UK
// product information read for it; the brands of medicines already in the dictionary were added to their own
// entries with the page read for them (REF_WOTC_PRODUCTS).
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { andVariants, med, page } from "./build";

const EMC = "Electronic medicines compendium (emc)";

function read(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

/** The product pages read this round, by product. */
export const REF_WOTC_PRODUCTS = {
  /** 4.1: "a locally acting analgesic and anti-inflammatory treatment for the relief of painful inflammatory conditions of the mouth and throat". */
  difflamOralRinse: read(
    "Difflam 0.15% w/v Oral Rinse (benzydamine hydrochloride): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/9257/smpc/print",
  ),
  /** Difflam lozenges (benzydamine), GB SmPC: 4.5 "No interaction studies have been performed". */
  difflamLozenges: read(
    "Difflam lozenges (benzydamine): summary of product characteristics, sections 4.3 to 4.5 (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/difflam-loz/precautions",
  ),
  /** "absorption of the drug was low (less than 10 per cent of the dose) after its use ... as a mouthwash". */
  benzydamineAbsorption: read(
    "Pharmacokinetics of benzydamine after intravenous, oral, and topical doses to human subjects (Biopharm Drug Dispos 1991;12(7):481-92), abstract",
    "DrugBank",
    "https://go.drugbank.com/articles/A27273",
  ),
  /** Swiss product information, lozenges: the plasma levels reached "ne suffisent toutefois pas pour obtenir une activité pharmacologique systémique". */
  benzydamineSwissKinetics: read(
    "Benzydamine lozenges, solution and spray: product information, pharmacokinetics (Switzerland)",
    "oddb.org",
    "https://ch.oddb.org:443/fr/gcc/fachinfo/reg/68651/chapter/kinetic",
  ),
  /** Amylmetacresol 0.6 mg, 2,4-dichlorobenzyl alcohol 1.2 mg; 5.1 "have antiseptic properties"; 4.5 "No clinically significant interactions are known". */
  strepsilsSmpc: read(
    "Strepsils lozenges (amylmetacresol 0.6 mg, 2,4-dichlorobenzyl alcohol 1.2 mg): summary of product characteristics",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/strepsils-lozenge-leaflet.html",
  ),
  /** Strepsils Citrus Flavour Lozenges and Strepsils Dry Throat Lozenges: the same two antiseptics. */
  strepsilsDryThroatSmpc: read(
    "Strepsils Citrus Flavour Lozenges / Strepsils Dry Throat Lozenges (amylmetacresol, 2,4-dichlorobenzyl alcohol): summary of product characteristics",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/strepsils-dry-throat-lozenges-leaflet.html",
  ),
  strepsilsStrawberrySmpc: read(
    "Strepsils Strawberry Sugar Free Lozenges (amylmetacresol, 2,4-dichlorobenzyl alcohol): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/strepsils-strawberry-sugar-free-lozenges-89914/summary-of-medicine-characteristics",
  ),
  /** Section 1: "contains two antiseptic ingredients". */
  strepsilsChildrenLeaflet: read(
    "Strepsils Children 6+ Lozenges (2,4-dichlorobenzyl alcohol, amylmetacresol): patient information leaflet (MHRA, UK)",
    "myHealthbox",
    "https://myhealthbox.eu/en/strepsils-lozenges/4199843",
  ),
  /** Irish product: "Flurbiprofen belongs to a group of medicines called non-steroidal anti-inflammatory drugs (NSAIDs)". */
  strepsilsIntensiveLeaflet: read(
    "Strepsils Intensive 8.75 mg Lozenges (flurbiprofen): patient information leaflet (HPRA, Ireland)",
    "myHealthbox",
    "https://www.myhealthbox.eu/en/strepsils-intensive-875-mg-lozenges/2638957",
  ),
  /** "Streflam 8.75 mg lozenges contain flurbiprofen ... a non-steroidal anti-inflammatory drug (NSAID)". */
  streflamLeaflet: read(
    "Streflam 8.75 mg lozenges (flurbiprofen): patient leaflet",
    "Patient Info (UK)",
    "https://patient-info.co.uk/streflam-8-75-mg-lozenges-95146/patient-leaflet",
  ),
  /** Methyl salicylate 12.80%, levomenthol or racementhol 5.91%, eucalyptus oil 1.97%, turpentine oil 1.47%; a cutaneous cream for muscular pains. */
  deepHeatRubSmpc: read(
    "Mentholatum Deep Heat Rub, Deep Heat Heat Rub (methyl salicylate, levomenthol, eucalyptus oil, turpentine oil): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/boots-muscle-pain-relief-cream-mentholatum-deep-heat-rub-deep-heat-heat-rub-tesco-heat-rub-93890/summary-of-medicine-characteristics",
  ),
  /** Methyl salicylate 30%, menthol 8%; a cutaneous cream. */
  deepHeatMaxSmpc: read(
    "Deep Heat Maximum Strength (methyl salicylate 30%, menthol 8%): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/deep-heat-max-strength-deep-heat-maximum-strength-92229/summary-of-medicine-characteristics",
  ),
  /** Each 5 ml: diphenhydramine hydrochloride 14 mg, L-menthol 2 mg. */
  benylinChestyOriginalSmpc: read(
    "Benylin Chesty Coughs (Original) (diphenhydramine hydrochloride, L-menthol): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/1476/smpc/print",
  ),
  /** "BENYLIN Chesty Coughs (Non-drowsy)" and "Benylin Mucus Cough": each 5 ml guaifenesin 100 mg, levomenthol 1.1 mg. */
  benylinChestyNonDrowsySmpc: read(
    "Benylin Chesty Coughs (Non-drowsy) / Benylin Mucus Cough (guaifenesin, levomenthol): summary of product characteristics",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/benylin-chesty-coughs-non-drowsy-spc-3901.html",
  ),
  /** Section 5.1 (2016 change): "Menthol has mild local anaesthetic, decongestant and antitussive properties". */
  benylinChestyNonDrowsyHistory: read(
    "Benylin Chesty Coughs (Non-Drowsy): summary of product characteristics, changes to section 5.1",
    EMC,
    "https://www.medicines.org.uk/emc/history/7513",
  ),
  /** Each 5 ml: diphenhydramine hydrochloride 14 mg, L-menthol 2 mg, dextromethorphan hydrobromide 6.5 mg. */
  benylinDryOriginalSmpc: read(
    "Benylin Dry Coughs (Original) (diphenhydramine, levomenthol, dextromethorphan): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/1477/smpc",
  ),
  /** "Benylin Dual Action Night Cough & Congestion", "Benylin Mucus Cough Night": diphenhydramine 14 mg, guaifenesin 100 mg, levomenthol 1.1 mg per 5 ml. */
  benylinMucusNightSmpc: read(
    "Benylin Mucus Cough Night / Benylin Dual Action Night Cough & Congestion (diphenhydramine, guaifenesin, levomenthol): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/6646/smpc/print",
  ),
  /** Diphenhydramine with levomenthol oral solutions: "BENYLIN CHESTY COUGH oral solution", "BENYLIN CHILDREN'S NIGHT COUGHS syrup". */
  diphenhydramineLevomentholMedscape: read(
    "Diphenhydramine + levomenthol oral (Benylin Chesty Cough, Benylin Children's Night Coughs)",
    "Medscape UK",
    "https://www.medscape.co.uk/drug/diphenhydramine-levomenthol-oral-51756-51756",
  ),
  /** Guaifenesin 100 mg/5 ml. */
  benylinMucusMaxSmpc: read(
    "Benylin Mucus Cough Max Honey & Lemon Flavour 100 mg/5 ml Syrup (guaifenesin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/9356/smpc%23gref",
  ),
  /** Guaifenesin 20 mg/ml. */
  benylinMucusHoneyLemonSmpc: read(
    "Benylin Mucus Cough Honey & Lemon Flavour 20 mg/ml Syrup (guaifenesin): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/benylin-mucus-cough/g/fd0d:c98d:5966:5306:539d:eaab:312d:4599:50aa:f85c:eaea:f5c1:17ac:9478:424c:cd91/info/summary?doc=5",
  ),
  /** "BENYLIN Children's Chesty Coughs" and "Calcough Six Plus": guaifenesin 50 mg/5 ml. */
  benylinChildrensChestySmpc: read(
    "Benylin Children's Chesty Coughs / Calcough Six Plus (guaifenesin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/1479/smpc",
  ),
  /** Guaifenesin 100 mg per 5 ml; "Expectorant for the treatment of coughs". */
  robitussinChestySmpc: read(
    "Robitussin Chesty Cough Medicine (guaifenesin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/11926/smpc/print",
  ),
  /** Dextromethorphan hydrobromide 7.5 mg per 5 ml. */
  robitussinDrySmpc: read(
    "Robitussin Dry Cough Medicine (dextromethorphan hydrobromide): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/11927/smpc%23gref",
  ),
  /** "This medicine contains the active ingredients guaifenesin and pseudoephedrine hydrochloride". */
  robitussinCongestionLeaflet: read(
    "Robitussin Mucus Cough and Congestion Relief / Robitussin Chesty Cough with Congestion (guaifenesin, pseudoephedrine): patient leaflet",
    "Patient Info (UK)",
    "https://patient-info.co.uk/robitussin-mucus-cough-and-congestion-relief-20-mg-6-mg-ml-oral-solution-robitussin-chesty-cough-with-congestion-85573/patient-leaflet",
  ),
  /** UK leaflet (PLGB 17901/0309): glycopyrronium / formoterol fumarate dihydrate. */
  bevespiLeaflet: read(
    "Bevespi Aerosphere 7.2 micrograms/5 micrograms pressurised inhalation, suspension (glycopyrronium, formoterol): patient information leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/12024/pil",
  ),
  /** "Incruse Ellipta contains the active substance umeclidinium bromide"; the page names it "Incruse Ellipta (previously Incruse)". */
  incruseLeaflet: read(
    "Incruse Ellipta (previously Incruse) (umeclidinium): patient leaflet",
    "Patient Info (UK)",
    "https://patient-info.co.uk/incruse-ellipta-previously-incruse-70404/patient-leaflet",
  ),
  /** "Each vaginal ring contains: Estradiol Hemihydrate 2.0 mg"; "an oestrogen-only product for vaginal use". */
  estringSmpc: read(
    "ESTRING 7.5 microgram/24 hours vaginal delivery system (estradiol): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/1083/smpc/print",
  ),
  /** "Orange Flavour Regulan contains 3.4g of Ispaghula Husk, BP". */
  regulanSmpc: read(
    "Orange Flavour Regulan (ispaghula husk 3.4 g): summary of product characteristics",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/orange-flavour-regulan-leaflet.html",
  ),
  /** Oxymetazoline hydrochloride 0.5 mg/ml nasal spray. */
  sinexSootherLeaflet: read(
    "Vicks Sinex Soother 0.5 mg/ml Nasal Spray (oxymetazoline hydrochloride): patient information leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/vicks-sinex-soother-nasal-spray-leaflet.html",
  ),
  /** "The active ingredient contained in the Sinex nasal spray is Oxymetazoline"; phenylephrine only "in other non-UK countries". */
  vicksSinexEncyclopedia: read(
    "Vicks Sinex",
    "chemeurope.com",
    "https://www.chemeurope.com/en/encyclopedia/Vicks_Sinex.html",
  ),
  /** "Nytol Simply Sleep Hot Chocolate 50mg Powder for Oral Solution": diphenhydramine hydrochloride 50 mg per sachet. */
  nytolHotChocolateSmpc: read(
    "Nytol Simply Sleep Hot Chocolate 50mg Powder for Oral Solution (diphenhydramine): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/nytol-simply-sleep-hot-chocolate-50mg-powder-for-oral-solution/summary",
  ),
  /** Altacite Plus: "Each 5ml contains 500mg of Hydrotalcite light and 125mg of Dimeticone (activated)"; 4.5 "may reduce intestinal absorption of tetracycline's". */
  altacitePlusSmpc: read(
    "Altacite Plus suspension (hydrotalcite, activated dimeticone): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/altacite-plus-suspension-88123/summary-of-medicine-characteristics?langCode=8",
  ),
  /** Cystitis Relief, Cystocalm, Cymalon 4g, CanesOasis Cystitis Relief: "Sodium Citrate Dihydrate BP 4.0g"; 5.1 elsewhere: "render the urine less acidic". */
  cystitisReliefSmpc: read(
    "Cymalon 4g, Cystocalm, CanesOasis Cystitis Relief 4g granules for oral solution (sodium citrate): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/canesoasis-cystitis-relief-4g-granules-cystitis-relief-sainsburys-healthcare-cystitis-relief-4g-granules-for-oral-solution-cystocalm-4g-granules-for-oral-solution-cymalon-4g-granules-for-oral-solution-care-cystitis-relief-4g-granules-for-oral-86045/summary-of-medicine-characteristics",
  ),
  /** Citric acid, sodium citrate, sodium carbonate and sodium bicarbonate; 4.5 "Urinary alkalinisers should not be used with hexamine". */
  cymalonLemonSmpc: read(
    "Cymalon Lemon Flavour Granules for Oral Solution (sodium citrate, sodium bicarbonate, sodium carbonate, citric acid): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/cymalon-lemon-flavour-granules-for-oral-solution/summary",
  ),
  /** Choline salicylate 8.714%, cetalkonium chloride 0.010%; "By topical application to the oral mucosa"; 4.5 "Salicylates may enhance the effect of anticoagulants". */
  bonjelaSmpc: read(
    "Bonjela (choline salicylate, cetalkonium chloride): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/medicine/23327",
  ),
  bonjelaCoolMintSmpc: read(
    "Bonjela Cool Mint Gel (choline salicylate, cetalkonium chloride): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/bonjela-cool-mint-gel/summary",
  ),
  /** Benzocaine 0.71% w/v for sore throat pain; 4.9 "poor systemic absorption and low administered dose of benzocaine". */
  ultraChlorasepticSmpc: read(
    "Ultra Chloraseptic Anaesthetic Throat Spray (benzocaine 0.71% w/v): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/ultra-chloraseptic-anaesthetic-throat-spray-86803/summary-of-medicine-characteristics",
  ),
  ultraChlorasepticOverdose: read(
    "Ultra Chloraseptic Anaesthetic Throat Spray 0.71%: summary of product characteristics, sections 4.1, 4.2 and 4.9 (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/2548/usage",
  ),
  /** Chlorhexidine digluconate 0.2% w/v, oromucosal solution: "Spit out after use". */
  corsodylSmpc: read(
    "Corsodyl 0.2% Mouthwash (chlorhexidine digluconate): summary of product characteristics",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/corsodyl-0-2-mouthwash-leaflet.html",
  ),
  corsodylMintSmpc: read(
    "Corsodyl Mint Flavour 0.2% w/v Mouthwash (chlorhexidine digluconate): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/corsodyl-mint-flavour-0-2-w-v-mouthwash/summary?doc=1",
  ),
  /** "ORALDENE contains 0.1% w/v hexetidine"; "Do not swallow the solution but spit out after use". */
  oraldeneSmpc: read(
    "Oraldene (hexetidine 0.1% w/v mouthwash): summary of product characteristics",
    "Medthority",
    "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a01/a01a/a01ab/a01ab12/oraldene",
  ),
  /** "contain a medicine called sodium cromoglicate. This belongs to a group of medicines called anti-allergics"; eye drops. */
  opticromLeaflet: read(
    "Opticrom Allergy 2% w/v Eye Drops (sodium cromoglicate): patient information leaflet",
    EMC,
    "https://www.medicines.org.uk/emc/product/6769/pil",
  ),
  /** "For the relief and treatment of the eye symptoms of hayfever"; sodium cromoglicate 2% eye drops. */
  allercromSmpc: read(
    "Allercrom eye drops (sodium cromoglicate 2%): summary of product characteristics (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/allercrom/usage",
  ),
  /** Permethrin 5% cream "for the treatment of scabies ... and crab lice"; "For cutaneous use only"; "No interactions are known". */
  lyclearSmpc: read(
    "Lyclear Dermal Cream 5% (permethrin): summary of product characteristics, sections 4.1 and 4.2 (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/lyclear/usage",
  ),
  lyclearPrecautions: read(
    "Lyclear Dermal Cream 5% (permethrin): summary of product characteristics, sections 4.3 to 4.5 (MHRA, GB)",
    "RxReasoner",
    "https://rxreasoner.com/monographs/lyclear/precautions",
  ),
  /** Zinc oxide, bismuth subgallate, balsam Peru, bismuth oxide; "Symptomatic relief of uncomplicated internal and external haemorrhoids"; topical; 4.5 "None known". */
  anusolOintmentSmpc: read(
    "Anusol Ointment (zinc oxide, bismuth subgallate, balsam Peru, bismuth oxide): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/anusol-ointment/summary",
  ),
  /** Zinc oxide 296 mg, bismuth subgallate, balsam Peru, bismuth oxide per suppository; anal insertion. */
  anusolSuppositoriesSmpc: read(
    "Anusol Suppositories (zinc oxide, bismuth subgallate, balsam Peru, bismuth oxide): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/anusol-suppositories/summary",
  ),
  /** Hydrocortisone acetate with zinc oxide, bismuth salts, balsam Peru and benzyl benzoate; "for topical use only". */
  anusolPlusHcLeaflet: read(
    "Anusol Plus HC Ointment (hydrocortisone acetate, zinc oxide, bismuth salts, balsam Peru, benzyl benzoate): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/anusol-plus-hc-ointment-spc-3659.html",
  ),
  /** "Urea hydrogen peroxide 5.0% w/w", ear drops "As an aid in the removal of hardened ear wax"; 4.5 not with anything else in the ear. */
  otexSmpc: read(
    "Otex Ear Drops (urea hydrogen peroxide 5% w/w): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/299/smpc/print",
  ),
  /** Exterol ear drops, "As an aid in the removal of hardened ear wax" (GB SmPC). */
  exterolSmpc: read(
    "Exterol ear drops (urea hydrogen peroxide): summary of product characteristics, sections 4.1 and 4.2 (MHRA, GB)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/exterol/usage",
  ),
  /** "Crotamiton 10%"; "For the relief of itching and skin irritation ..." and "The treatment of scabies". */
  euraxSmpc: read(
    "Eurax Cream / Eurax Itch Relief Cream (crotamiton 10%): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/2255/smpc",
  ),
  /** "Benzoyl Peroxide 5% w/w"; "Topical therapy for the treatment of acne vulgaris"; "For external use only". */
  acnecideSmpc: read(
    "Acnecide 5% w/w Gel (benzoyl peroxide): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/acnecide-5-w-w-gel/summary",
  ),
  acnecideWashSmpc: read(
    "Acnecide Wash 5% w/w Gel (benzoyl peroxide): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/acnecide-wash-5-w-w-gel/summary",
  ),
  /** Levomenthol 2.75%, camphor 5%, eucalyptus oil 1.5%, turpentine oil 5%: "An ointment which is rubbed on chest or added to hot water and the aromatics are inhaled"; 4.5 "None known". */
  vaporubSmpc: read(
    "Vicks VapoRub (levomenthol, camphor, eucalyptus oil, turpentine oil): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/vicks-vaporub/summary",
  ),
  /** "Chloramphenicol 0.5% w/v"; eye drops for "Treatment of acute bacterial conjunctivitis"; "For ocular use". */
  optrexInfectedSmpc: read(
    "Optrex Infected Eye Drops (chloramphenicol 0.5% w/v): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/612/smpc",
  ),
  /** "Brochlor 0.5% w/v Eye Drops", "Brolene Antibiotic 0.5% w/v Eye Drops": chloramphenicol 0.5% w/v. */
  brochlorSmpc: read(
    "Brochlor / Brolene Antibiotic 0.5% w/v Eye Drops (chloramphenicol): summary of product characteristics",
    "EPG Online (emc drug feed)",
    "https://www.epgonline.org/drugs/s-sensory-organs/s01/s01a/s01aa/s01aa01/brolene-antibiotic-0.5-wv-eye-drops",
  ),
  /** "a topical ointment for administration to the eye only. It contains an antibiotic called chloramphenicol". */
  optrexOintmentLeaflet: read(
    "Optrex Bacterial Conjunctivitis 1% w/w Eye Ointment (chloramphenicol): patient leaflet",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/optrex-bacterial-conjunctivitis-1-w-w-eye-ointment?doc=4",
  ),
  /** Zinc oxide 6.6%, lidocaine hydrochloride 0.7%; "for topical and rectal administration"; haemorrhoids and pruritus ani. */
  germoloidsSmpc: read(
    "Germoloids Cream (zinc oxide, lidocaine hydrochloride): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/1300/smpc/print",
  ),
  germoloidsOintmentSmpc: read(
    "Germoloids Ointment (zinc oxide, lidocaine hydrochloride): summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/germoloids-ointment-93826/summary-of-medicine-characteristics",
  ),
  /** Cajuput, eucalyptus, clove, juniperberry and mint oils, methyl salicylate 3.7%, levomenthol; inhalation vapour and cutaneous liquid; 4.5 topical methyl salicylate "reported to potentiate the anticoagulant effects of warfarin". */
  olbasOilSmpc: read(
    "Olbas Oil (cajuput, eucalyptus, clove, juniperberry and mint oils, methyl salicylate, levomenthol): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/olbas-oil/summary",
  ),
  /** Cajuput oil 20%, levomenthol 40%, peppermint oil 20%, eucalyptus oil 20%; nasal stick. */
  olbasInhalerSmpc: read(
    "Olbas Inhaler Nasal Stick (cajuput oil, levomenthol, peppermint oil, eucalyptus oil): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/olbas-inhaler-nasal-stick/summary",
  ),
  /** Each 5 g: sodium bicarbonate 2.32 g, citric acid 2.18 g, anhydrous sodium carbonate 0.50 g; "symptomatic relief of indigestion". */
  enoSmpc: read(
    "Eno (sodium bicarbonate, citric acid, sodium carbonate): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/6481/smpc",
  ),
  /** Lidocaine hydrochloride 0.9%, chlorocresol 0.1%, cetylpyridinium chloride 0.02%; for mouth ulcers, denture irritation and teething. */
  anbesolLeaflet: read(
    "Anbesol Liquid (lidocaine hydrochloride, chlorocresol, cetylpyridinium chloride): patient leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/1305/xpil/print",
  ),
  anbesolTeethingGelLeaflet: read(
    "Anbesol Teething Gel (lidocaine hydrochloride, chlorocresol, cetylpyridinium chloride): patient information leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/anbesol-teething-gel-spc-2856.html",
  ),
  /** Salicylic acid 12%, lactic acid 4%: "For the topical treatment of warts, verrucas, corns and calluses". */
  bazukaSmpc: read(
    "Bazuka Treatment Gel (salicylic acid 12%, lactic acid 4%): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/6625/smpc",
  ),
  /** Salicylic acid 26%: "For the topical treatment of warts, verrucas, corns and calluses". */
  bazukaExtraStrengthSmpc: read(
    "Bazuka Extra Strength Gel (salicylic acid 26%): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/303/smpc",
  ),
  /** "Derbac M Liquid", "Prioderm Liquid": malathion 0.5%; head lice, pubic lice and scabies; "For topical external use only". */
  derbacSmpc: read(
    "Derbac M Liquid / Prioderm Liquid (malathion 0.5%): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/prioderm-liquid/summary",
  ),
  /** Each lozenge: dequalinium chloride 0.25 mg, benzocaine 10 mg; "For the relief of severe sore throats"; 4.5 contraindicated with anticholinesterases, may antagonise sulphonamides. */
  dequacaineSmpc: read(
    "Dequacaine lozenges (dequalinium chloride, benzocaine): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/dequacaine/summary",
  ),
  /** Dequalinium chloride 0.25 mg lozenges "For the local therapy of most of the common infections of the mouth"; 5.1 "a quaternary ammonium antiseptic". */
  dequadinSmpc: read(
    "Dequadin lozenges (dequalinium chloride 0.25 mg): summary of product characteristics",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/dequadin-leaflet.html",
  ),
  /** Lidocaine hydrochloride monohydrate 0.33%, cetylpyridinium chloride 0.10%; a gel rubbed on the gums for teething. */
  calgelSmpc: read(
    "Calgel Teething Gel (lidocaine, cetylpyridinium chloride): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/259",
  ),
  /** "Occlusal 26% w/w Cutaneous Solution": salicylic acid 26%, for common and plantar warts. */
  occlusalSmpc: read(
    "Occlusal 26% w/w Cutaneous Solution (salicylic acid): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/occlusal-26-w-w-cutaneous-solution/summary",
  ),
  /** "a collodian wart paint"; "The active ingredients in this product are salicylic acid and lactic acid". */
  salactolLeaflet: read(
    "Salactol collodion (salicylic acid, lactic acid): patient leaflet",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/salactol-collodion",
  ),
  /** "Each tube of Algesal contains Diethylamine Salicylate 10%w/w"; "For cutaneous use"; rheumatic and musculo-skeletal pain. */
  algesalSmpc: read(
    "Algesal (diethylamine salicylate 10% cream): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/algesal/summary",
  ),
  /** "Pripsen Mebendazole Tablets 100mg": mebendazole 100 mg chewable tablets for threadworm. */
  pripsenSmpc: read(
    "Pripsen Mebendazole Tablets 100mg: summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/mebendazole-tablets-100mg/summary",
  ),
  /** "Earex Ear Drops", "Boots Ear Wax Remover": almond oil, arachis (peanut) oil, rectified camphor oil, a third each; "For the easy removal of ear wax". */
  earexSmpc: read(
    "Earex Ear Drops / Boots Ear Wax Remover (almond oil, arachis oil, rectified camphor oil): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/boots-ear-wax-remover/g/1a35:8449:6dcc:6b3d:3ce7:5325/info/summary?doc=1",
  ),
  /** Arachis oil 57.3%, chlorobutanol hemihydrate 5%: "To loosen wax causing occlusion ... of the external auditory meatus". */
  cerumolSmpc: read(
    "Cerumol Ear Drops (arachis oil, chlorobutanol): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/cerumol-ear-drops/summary",
  ),
} satisfies Record<string, Reference>;

const R = REF_WOTC_PRODUCTS;
const MOUTH_THROAT = ["mouth-throat-medicine"];

const SORE_THROAT: Medicine[] = [
  // A rinse and lozenge for the mouth and throat. The UK leaflet calls it an NSAID, but the SmPC a "locally acting"
  // treatment, and less than a tenth of a mouthwash dose is absorbed: kept out of the NSAID group of tablets.
  med("benzydamine", "Benzydamine", MOUTH_THROAT, null, page(R.difflamOralRinse), {
    brands: ["Difflam", "Difflam Oral Rinse", "Difflam Lozenges"],
    other: ["Benzydamine hydrochloride"],
    otc: true,
    also: [R.difflamLozenges, R.benzydamineAbsorption, R.benzydamineSwissKinetics],
  }),
  // The two antiseptics of Strepsils lozenges, named apart as their product information lists them.
  med("amylmetacresol", "Amylmetacresol", MOUTH_THROAT, null, page(R.strepsilsSmpc), { otc: true }),
  med("dichlorobenzyl-alcohol", "Dichlorobenzyl alcohol", MOUTH_THROAT, null, page(R.strepsilsSmpc), {
    other: ["2,4-dichlorobenzyl alcohol"],
    otc: true,
  }),
  // Not the bare "Strepsils": Strepsils Intensive is flurbiprofen, an NSAID, so the bare name is a family.
  med(
    "amylmetacresol-with-dichlorobenzyl-alcohol",
    "Amylmetacresol with dichlorobenzyl alcohol",
    MOUTH_THROAT,
    "as_needed",
    page(R.strepsilsSmpc),
    {
      brands: [
        "Strepsils Original",
        "Strepsils Original Flavour",
        "Strepsils Citrus",
        "Strepsils Dry Throat",
        "Strepsils Strawberry Sugar Free",
        "Strepsils Children 6+",
      ],
      components: ["amylmetacresol", "dichlorobenzyl-alcohol"],
      otc: true,
      also: [R.strepsilsDryThroatSmpc, R.strepsilsStrawberrySmpc, R.strepsilsChildrenLeaflet],
    },
  ),
];

const HEAT_RUB: Medicine[] = [
  // Rubbed on the skin: the rub also holds menthol, eucalyptus and turpentine oils, which the dictionary does not
  // name as medicines taken. Every Deep Heat medicine read holds methyl salicylate.
  med("methyl-salicylate", "Methyl salicylate", ["muscle-rub"], null, page(R.deepHeatRubSmpc), {
    brands: [
      "Deep Heat",
      "Deep Heat Rub",
      "Mentholatum Deep Heat Rub",
      "Deep Heat Heat Rub",
      "Deep Heat Maximum Strength",
      "Deep Heat Max Strength",
    ],
    otc: true,
    also: [R.deepHeatMaxSmpc],
  }),
];

const MORE_RUBS: Medicine[] = [
  med("diethylamine-salicylate", "Diethylamine salicylate", ["muscle-rub"], null, page(R.algesalSmpc), {
    brands: ["Algesal"],
    otc: true,
  }),
];

const COUGH_SYRUPS: Medicine[] = [
  // An active of the Benylin syrups; their SmPC gives menthol "antitussive properties".
  med("levomenthol", "Levomenthol", ["cough-medicine"], null, page(R.benylinChestyNonDrowsySmpc), {
    other: ["L-menthol", "Menthol"],
    otc: true,
    also: [R.benylinChestyNonDrowsyHistory],
  }),
  med(
    "guaifenesin-with-levomenthol",
    "Guaifenesin with levomenthol",
    ["cough-medicine"],
    "four_times_daily",
    page(R.benylinChestyNonDrowsySmpc),
    {
      brands: [
        "Benylin Chesty Coughs Non-Drowsy",
        "Benylin Chesty Coughs (Non-drowsy)",
        "Benylin Mucus Cough",
      ],
      components: ["guaifenesin", "levomenthol"],
      otc: true,
    },
  ),
  med(
    "diphenhydramine-with-levomenthol",
    "Diphenhydramine with levomenthol",
    ["antihistamine", "sedative", "cough-medicine"],
    "four_times_daily",
    page(R.benylinChestyOriginalSmpc),
    {
      brands: [
        "Benylin Chesty Coughs Original",
        "Benylin Chesty Coughs (Original)",
        "Benylin Children's Night Coughs",
      ],
      components: ["diphenhydramine", "levomenthol"],
      otc: true,
      also: [R.diphenhydramineLevomentholMedscape],
    },
  ),
  med(
    "dextromethorphan-diphenhydramine-levomenthol",
    "Dextromethorphan, diphenhydramine and levomenthol",
    ["antihistamine", "sedative", "cough-medicine"],
    "four_times_daily",
    page(R.benylinDryOriginalSmpc),
    {
      brands: ["Benylin Dry Coughs Original", "Benylin Dry Coughs (Original)"],
      components: ["dextromethorphan", "diphenhydramine", "levomenthol"],
      otc: true,
    },
  ),
  med(
    "diphenhydramine-guaifenesin-levomenthol",
    "Diphenhydramine, guaifenesin and levomenthol",
    ["antihistamine", "sedative", "cough-medicine"],
    "four_times_daily",
    page(R.benylinMucusNightSmpc),
    {
      brands: ["Benylin Mucus Cough Night", ...andVariants("Benylin Dual Action Night Cough & Congestion")],
      components: ["diphenhydramine", "guaifenesin", "levomenthol"],
      otc: true,
    },
  ),
  med(
    "guaifenesin-with-pseudoephedrine",
    "Guaifenesin with pseudoephedrine",
    ["cough-medicine", "decongestant"],
    null,
    page(R.robitussinCongestionLeaflet),
    {
      brands: ["Robitussin Chesty Cough with Congestion", "Robitussin Mucus Cough and Congestion Relief"],
      components: ["guaifenesin", "pseudoephedrine"],
      otc: true,
    },
  ),
];

const MOUTH_MORE: Medicine[] = [
  // A throat spray; its SmPC expects no systemic effects (poor absorption, low dose).
  med("benzocaine", "Benzocaine", MOUTH_THROAT, null, page(R.ultraChlorasepticSmpc), {
    brands: ["Ultra Chloraseptic", "Ultra Chloraseptic Anaesthetic Throat Spray"],
    otc: true,
    also: [R.ultraChlorasepticOverdose],
  }),
  // Corsodyl is a mouthwash spat out after use (chlorhexidine skin washes are also used only where they act).
  med("chlorhexidine", "Chlorhexidine", MOUTH_THROAT, "twice_daily", page(R.corsodylSmpc), {
    brands: ["Corsodyl", "Corsodyl Mouthwash", "Corsodyl 0.2% Mouthwash", "Corsodyl Mint"],
    other: ["Chlorhexidine digluconate", "Chlorhexidine gluconate"],
    otc: true,
    also: [R.corsodylMintSmpc],
  }),
  med("hexetidine", "Hexetidine", MOUTH_THROAT, null, page(R.oraldeneSmpc), {
    brands: ["Oraldene"],
    otc: true,
  }),
  med("dequalinium", "Dequalinium", MOUTH_THROAT, null, page(R.dequadinSmpc), {
    brands: ["Dequadin"],
    other: ["Dequalinium chloride"],
    otc: true,
  }),
  med(
    "dequalinium-with-benzocaine",
    "Dequalinium with benzocaine",
    MOUTH_THROAT,
    "as_needed",
    page(R.dequacaineSmpc),
    { brands: ["Dequacaine"], components: ["dequalinium", "benzocaine"], otc: true },
  ),
  // A teething gel rubbed on the gums; one entry, as neither active is a dictionary medicine taken by mouth.
  med(
    "lidocaine-with-cetylpyridinium",
    "Lidocaine with cetylpyridinium (Calgel)",
    MOUTH_THROAT,
    null,
    page(R.calgelSmpc),
    { brands: ["Calgel", "Calgel Teething Gel"], otc: true },
  ),
  // Lidocaine with two antiseptics, dabbed on ulcers or teething gums; none is a dictionary medicine taken by mouth.
  med(
    "lidocaine-chlorocresol-cetylpyridinium",
    "Lidocaine with chlorocresol and cetylpyridinium (Anbesol)",
    MOUTH_THROAT,
    null,
    page(R.anbesolLeaflet),
    {
      brands: ["Anbesol", "Anbesol Liquid", "Anbesol Teething Gel"],
      otc: true,
      also: [R.anbesolTeethingGelLeaflet],
    },
  ),
  // A gel for mouth ulcers, rubbed on the gums; a salicylate, so not for under-16s (section 4.3).
  med("choline-salicylate", "Choline salicylate", MOUTH_THROAT, null, page(R.bonjelaSmpc), { otc: true }),
  med("cetalkonium-chloride", "Cetalkonium chloride", MOUTH_THROAT, null, page(R.bonjelaSmpc), { otc: true }),
  med(
    "choline-salicylate-with-cetalkonium",
    "Choline salicylate with cetalkonium chloride",
    MOUTH_THROAT,
    null,
    page(R.bonjelaSmpc),
    {
      brands: ["Bonjela", "Bonjela Cool Mint Gel", "Bonjela Cool Mint"],
      components: ["choline-salicylate", "cetalkonium-chloride"],
      otc: true,
      also: [R.bonjelaCoolMintSmpc],
    },
  ),
];

const INDIGESTION_AND_CYSTITIS: Medicine[] = [
  // Altacite Plus adds activated dimeticone, the dictionary's simeticone.
  med("hydrotalcite", "Hydrotalcite", ["antacid"], null, page(R.altacitePlusSmpc), {
    otc: true,
  }),
  med(
    "hydrotalcite-with-simeticone",
    "Hydrotalcite with simeticone",
    ["antacid"],
    null,
    page(R.altacitePlusSmpc),
    {
      brands: ["Altacite Plus", "Altacite Plus Suspension"],
      components: ["hydrotalcite", "simeticone"],
      otc: true,
    },
  ),
  // Effervescent powder; its citric acid and sodium carbonate are no dictionary medicines.
  med(
    "eno-sodium-bicarbonate",
    "Sodium bicarbonate with citric acid (Eno)",
    ["antacid"],
    "as_needed",
    page(R.enoSmpc),
    {
      brands: ["Eno", "Eno Fruit Salt"],
      components: ["sodium-bicarbonate"],
      otc: true,
    },
  ),
  // Cystitis sachets that make the urine less acid, three a day for two days.
  med(
    "sodium-citrate",
    "Sodium citrate",
    ["urinary-alkaliniser"],
    "three_times_daily",
    page(R.cystitisReliefSmpc),
    {
      brands: [
        "Cymalon 4g Granules",
        "Cymalon 4g Granules for Oral Solution",
        "Cystocalm",
        "CanesOasis",
        "CanesOasis Cystitis Relief",
      ],
      other: ["Sodium citrate dihydrate"],
      otc: true,
    },
  ),
  // Not the bare "Cymalon": the 4 g sachets are sodium citrate alone.
  med(
    "sodium-citrate-with-sodium-bicarbonate",
    "Sodium citrate with sodium bicarbonate",
    ["urinary-alkaliniser"],
    "three_times_daily",
    page(R.cymalonLemonSmpc),
    {
      brands: ["Cymalon Lemon Flavour", "Cymalon Lemon Flavour Granules"],
      components: ["sodium-citrate", "sodium-bicarbonate"],
      otc: true,
    },
  ),
];

const EYES_AND_SKIN: Medicine[] = [
  // Sold as eye drops at the pharmacy counter (the product information read); four times a day.
  med(
    "sodium-cromoglicate",
    "Sodium cromoglicate",
    ["allergy-eye-drops"],
    "four_times_daily",
    page(R.opticromLeaflet),
    {
      brands: [
        "Opticrom",
        "Opticrom Allergy",
        "Opticrom Allergy Eye Drops",
        "Allercrom",
        "Optrex Allergy",
        "Optrex Allergy Eye Drops",
      ],
      other: ["Sodium cromoglycate"],
      otc: true,
      also: [
        R.allercromSmpc,
        {
          title: "Optrex Allergy 2% w/v Eye Drops (sodium cromoglicate)",
          publisher: "Optrex (Reckitt)",
          url: "https://www.optrex.co.uk/optrex-range/eye-drops/optrex-allergy-2-w-v-eye-drops/optrex-allergy-2-w-v-eye-drops/",
        },
      ],
    },
  ),
  med("crotamiton", "Crotamiton", ["skin-parasite-treatment"], null, page(R.euraxSmpc), {
    brands: ["Eurax", "Eurax Cream", "Eurax Itch Relief Cream"],
    otc: true,
  }),
  med("benzoyl-peroxide", "Benzoyl peroxide", ["acne-treatment"], null, page(R.acnecideSmpc), {
    brands: ["Acnecide", "Acnecide Gel", "Acnecide Wash"],
    otc: true,
    also: [R.acnecideWashSmpc],
  }),
  // Rubbed on the chest or inhaled from hot water: its camphor, eucalyptus and turpentine oils are no dictionary
  // medicines, so the product is one entry.
  med(
    "levomenthol-camphor-chest-rub",
    "Levomenthol, camphor, eucalyptus and turpentine oils (Vicks VapoRub)",
    ["chest-rub"],
    null,
    page(R.vaporubSmpc),
    { brands: ["Vicks VapoRub", "VapoRub"], otc: true },
  ),
  // Sold at the pharmacy counter as eye drops and eye ointment for bacterial conjunctivitis (the products read).
  med("chloramphenicol", "Chloramphenicol", ["antibiotic-eye-drops"], null, page(R.optrexInfectedSmpc), {
    brands: [
      "Optrex Infected Eyes",
      "Optrex Infected Eye Drops",
      "Optrex Bacterial Conjunctivitis",
      "Brochlor",
      "Brolene Antibiotic",
    ],
    otc: true,
    also: [R.brochlorSmpc, R.optrexOintmentLeaflet],
  }),
  // Olbas Oil is inhaled or rubbed on; its oils other than methyl salicylate and levomenthol are no dictionary
  // medicines. The nasal stick holds no methyl salicylate, so the bare "Olbas" is a family.
  med(
    "olbas-oil",
    "Aromatic oils with methyl salicylate and levomenthol (Olbas Oil)",
    ["chest-rub"],
    null,
    page(R.olbasOilSmpc),
    { brands: ["Olbas Oil"], components: ["methyl-salicylate", "levomenthol"], otc: true },
  ),
  med(
    "olbas-inhaler",
    "Levomenthol with cajuput, peppermint and eucalyptus oils (Olbas Inhaler)",
    ["chest-rub"],
    null,
    page(R.olbasInhalerSmpc),
    { brands: ["Olbas Inhaler", "Olbas Inhaler Nasal Stick"], components: ["levomenthol"], otc: true },
  ),
  med("malathion", "Malathion", ["skin-parasite-treatment"], null, page(R.derbacSmpc), {
    brands: ["Derbac-M", "Derbac M", "Derbac M Liquid", "Prioderm"],
    otc: true,
  }),
  // Wart gels; the bare "Bazuka" is a family, as the Treatment Gel adds lactic acid.
  med("salicylic-acid", "Salicylic acid", ["wart-treatment"], null, page(R.bazukaExtraStrengthSmpc), {
    brands: ["Bazuka Extra Strength", "Bazuka Extra Strength Gel", "Occlusal"],
    otc: true,
    also: [R.occlusalSmpc],
  }),
  med(
    "salicylic-acid-with-lactic-acid",
    "Salicylic acid with lactic acid",
    ["wart-treatment"],
    null,
    page(R.bazukaSmpc),
    {
      brands: ["Bazuka Treatment Gel", "Bazuka Gel", "Salactol", "Salactol Wart Paint"],
      components: ["salicylic-acid"],
      otc: true,
      also: [R.salactolLeaflet],
    },
  ),
  med("permethrin", "Permethrin", ["skin-parasite-treatment"], null, page(R.lyclearSmpc), {
    brands: ["Lyclear", "Lyclear Dermal Cream"],
    otc: true,
    also: [R.lyclearPrecautions],
  }),
];

const PILES_AND_EARS: Medicine[] = [
  // Zinc oxide, bismuth salts and Peru balsam are not dictionary medicines taken by mouth: the product is one entry.
  med(
    "zinc-oxide-bismuth-peru-balsam",
    "Zinc oxide, bismuth and Peru balsam (Anusol)",
    ["haemorrhoid-treatment"],
    null,
    page(R.anusolOintmentSmpc),
    {
      brands: ["Anusol", "Anusol Cream", "Anusol Ointment", "Anusol Suppositories"],
      otc: true,
      also: [R.anusolSuppositoriesSmpc],
    },
  ),
  // Adds hydrocortisone; as a rectal ointment it is not a steroid tablet.
  med(
    "hydrocortisone-with-zinc-oxide-bismuth",
    "Hydrocortisone with zinc oxide, bismuth and Peru balsam",
    ["haemorrhoid-treatment", "topical-corticosteroid"],
    null,
    page(R.anusolPlusHcLeaflet),
    {
      brands: ["Anusol Plus HC", "Anusol Plus HC Ointment"],
      components: ["hydrocortisone", "zinc-oxide-bismuth-peru-balsam"],
      otc: true,
    },
  ),
  // Lidocaine and zinc oxide as a piles cream, ointment or suppository; one entry, as neither is a dictionary medicine.
  med(
    "lidocaine-with-zinc-oxide",
    "Lidocaine with zinc oxide (Germoloids)",
    ["haemorrhoid-treatment"],
    null,
    page(R.germoloidsSmpc),
    {
      brands: ["Germoloids", "Germoloids Cream", "Germoloids Ointment", "Germoloids Suppositories"],
      otc: true,
      also: [R.germoloidsOintmentSmpc],
    },
  ),
  // Oil-based ear wax drops; their oils and chlorobutanol are no dictionary medicines, so each product is one entry.
  med(
    "almond-arachis-camphor-oil-ear-drops",
    "Almond, arachis and camphor oils (Earex)",
    ["ear-wax-remover"],
    null,
    page(R.earexSmpc),
    { brands: ["Earex", "Earex Ear Drops"], otc: true },
  ),
  med(
    "arachis-oil-chlorobutanol-ear-drops",
    "Arachis oil with chlorobutanol (Cerumol)",
    ["ear-wax-remover"],
    null,
    page(R.cerumolSmpc),
    { brands: ["Cerumol", "Cerumol Ear Drops"], otc: true },
  ),
  med("urea-hydrogen-peroxide", "Urea hydrogen peroxide", ["ear-wax-remover"], null, page(R.otexSmpc), {
    brands: ["Otex", "Otex Ear Drops", "Exterol"],
    other: ["Urea peroxide"],
    otc: true,
    also: [R.exterolSmpc],
  }),
];

const INHALERS: Medicine[] = [
  // A COPD inhaler, two puffs twice a day (the leaflet).
  med(
    "glycopyrronium-with-formoterol",
    "Glycopyrronium with formoterol",
    ["antimuscarinic-bronchodilator", "beta2-agonist"],
    "twice_daily",
    page(R.bevespiLeaflet),
    { brands: ["Bevespi", "Bevespi Aerosphere"], components: ["glycopyrronium", "formoterol"] },
  ),
];

export const WOTC_MEDICINES: Medicine[] = [
  ...SORE_THROAT,
  ...MOUTH_MORE,
  ...HEAT_RUB,
  ...MORE_RUBS,
  ...COUGH_SYRUPS,
  ...INDIGESTION_AND_CYSTITIS,
  ...EYES_AND_SKIN,
  ...PILES_AND_EARS,
  ...INHALERS,
];
