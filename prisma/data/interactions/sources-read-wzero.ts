// The read log of the wzero round: the catalogue ingredients whose sources no earlier round had read
// (drug-interactions-part-43.ts, medical-contraindications-wzero.ts, supplement-interactions-wzero.ts). The log's
// kinds hold official addresses only, so the professional monographs read in place of a page that did not come up
// (A.D.A.M., Davis's Drug Guide, Drugs.com, Memorial Sloan Kettering) are told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

export const SOURCES_READ_WZERO: SourceReadInput[] = [
  // Lion's mane.
  notFound(
    "lions-mane",
    "nih-ods",
    "No NIH ODS fact sheet, NCCIH page or Memorial Sloan Kettering page on lion's mane (Hericium erinaceus) came up when looked for by name, Latin name and 'medicinal mushrooms'; only growers', retailers' and blog pages did. NCI's PDQ summary 'Medicinal Mushrooms (Health Professional Version)' (cancer.gov) came up, but its introduction names reishi, turkey tail, shiitake and maitake, not lion's mane, and no interaction in the part read. Read instead, outside the log's kinds: the PubMed entry for the LiverTox chapter on lion's mane (NIDDK), in a mirror of NIH pages (git.lsit.ucsb.edu), which says lion's mane is generally recognised as safe and has not been linked to liver enzyme rises or liver injury; it names no interaction. Pages naming blood thinners, diabetes medicines and immunosuppressants cite no study and were not used. Nothing recorded.",
  ),
  // Spirulina.
  notFound(
    "spirulina",
    "nhs",
    "No NHS page on spirulina came up (only Boots WebMD, retailers and blogs), nor an NCCIH page (logged before). Read instead, outside the log's kinds: St. Luke's Hospital's A.D.A.M. monograph 'Possible interactions with: Spirulina' (stlukes-stl.com), which says no interaction with conventional medicines has been reported but that spirulina might interfere with drugs given to suppress the immune system, naming adalimumab, azathioprine, cyclosporine, etanercept, infliximab, leflunomide, methotrexate, mycophenolate and prednisone: di-spirulina-immunosuppressant (all but prednisone, which is not a UK medicine, are in the dictionary's immunosuppressant class). The CAM-Cancer summary (cam-cancer.org, http) names no interaction; it warns of liver toxins (microcystins) in contaminated blue-green algae products, a product-quality matter, not a record. Sharecare's page on spirulina's risks says people with phenylketonuria are at greater risk of an unpleasant reaction (mc-spirulina-phenylketonuria); Natural Standard's spirulina monograph (aarpmedicareplans.com) lists drug groups it 'may interact' with (immune system disorders, ACE inhibitors, inflammation, diabetes, cholesterol, blood thinners, antihistamines, kidney-toxic drugs) with no mechanism, and says calcium levels may rise a little with calcium supplements; these lists are not recorded, as for boron.",
  ),
  // Lutein and zeaxanthin.
  notFound(
    "lutein",
    "nccih",
    "No NCCIH page on lutein came up; the National Eye Institute's AREDS2 page (nei.nih.gov) says lutein and zeaxanthin together appeared a safe and effective alternative to beta-carotene in its eye supplement, and names no interaction. The ODS carotenoid fact sheet did not come up again. Read instead, outside the log's kinds: Davis's Drug Guide's lutein monograph (Unbound Medicine), which lists hypersensitivity as a contraindication, says to use lutein cautiously in cystic fibrosis, pregnancy and lactation (mc-lutein-cystic-fibrosis, mc-lutein-pregnancy, mc-lutein-breastfeeding), says there are no known interactions with medicines, and that taking lutein with beta-carotene or vitamin E may reduce their absorption (ss-beta-carotene-lutein, ss-vitamin-e-lutein). Memorial Sloan Kettering's printable lutein page (http) says side effects have not been reported. A Natural Standard lutein monograph (healthline.com, http) says lutein 'may alter blood sugar levels' and may affect cytochrome P450, both not well studied in humans; it was found only at an http address, so it is not recorded.",
  ),
  notFound(
    "zeaxanthin",
    "nccih",
    "Looked for again with lutein: no ODS, NCCIH or Memorial Sloan Kettering page on zeaxanthin came up, and Davis's Drug Guide has no separate zeaxanthin monograph (its lutein monograph lists zeaxanthin among lutein's trade names, but states its cautions for lutein). Nothing recorded for zeaxanthin.",
  ),
  // Choline.
  notFound(
    "choline",
    "nhs",
    "No NHS page on choline came up, and the ODS choline fact sheet still could not be read beyond its introduction (logged before). The Health Supplements Information Service (hsis.org, funded by the UK supplement industry) says choline is not known to have any clinically relevant interactions with medicines and that no safe upper level has been established. Read outside the log's kinds: Davis's Drug Guide's choline monograph, in a copy found only at an http address (ed.newdu.com), which lists hypersensitivity, says doses above 3.5 g a day increase the risk of side effects (sweating, fishy body odour, nausea, diarrhoea, vomiting) and names no known interaction. Nothing recorded: the upper level is a dose limit the catalogue holds, not an interaction.",
  ),
  // Beta-glucan and CLA.
  notFound(
    "beta-glucan",
    "nhs",
    "No NHS page on beta-glucan came up (only magazine articles on oat beta-glucan and cholesterol); the ODS weight-loss fact sheet came up again, but only its introduction could be read. Read outside the log's kinds: a Natural Standard beta-glucan monograph (healthline.com) and Loyola University's A.D.A.M. leaflet (adam.com), both found only at http addresses: the first says that, although not well studied in humans, giving aspirin or NSAIDs with beta-glucan can lead to severe gut damage; the second asks people taking medicines for pain or swelling (diclofenac, etodolac and other NSAIDs) to talk to their doctor first. Not recorded until an https copy of one of them is read.",
  ),
  notFound(
    "cla",
    "nhs",
    "No NHS page on conjugated linoleic acid came up; the ODS weight-loss fact sheet came up again, but only its introduction could be read. Pages read on conjugated linoleic acid were consumer copies of a commercial database (skyclk.com) and eMedTV (http), which mention bleeding disorders, surgery, diabetes and metabolic syndrome; none is a source the records may cite. EBSCO's conjugated linoleic acid monograph in Carl R. Darnall Army Medical Center's health library (healthlibrary.epnet.com) says it is likely safe, may cause constipation or diarrhoea, and names no interaction. Nothing was recorded.",
  ),
  // Branched-chain amino acids and HMB.
  notFound(
    "bcaa",
    "nccih",
    "NCCIH's page on bodybuilding and performance enhancement supplements came up only in a copy (storymd.com, logged before for others), which does not name BCAAs in the part read. Read instead, outside the log's kinds: WebMD's BCAA monograph, which says BCAAs taken by mouth are not beneficial in ALS (motor neurone disease) and might make lung function worse and increase the chance of death (mc-bcaa-motor-neurone-disease; motor neurone disease was added to the condition dictionary for it). Its side-effects section says to use BCAAs cautiously before activities needing coordination, such as driving, an activity rather than a condition; its interactions section was not in the part read. Copies of the same database's consumer text found only at http addresses (MedicineNet, a forum) add branched-chain ketoaciduria, chronic alcoholism, surgery, pregnancy and breastfeeding, and a pharmacy leaflet (foundhealth.com, http) says BCAAs may reduce the effect of levodopa; not recorded until read at an https address that may be cited.",
  ),
  notFound(
    "hmb",
    "nccih",
    "NCCIH's page on bodybuilding and performance enhancement supplements came up only in a copy (storymd.com), which does not name HMB in the part read. Read instead, outside the log's kinds: PDR Health's HMB page (pdrhealth.com), which says pregnant and breastfeeding women should avoid HMB supplements (mc-hmb-pregnancy, mc-hmb-breastfeeding) and that HMB may interact with some medicines and with other amino acids, naming no medicine; the NCI drug dictionary entry on HMB (cancer.gov) describes it and names no interaction; a Natural Standard HMB monograph (yourcareeverywhere.com) came up, but only its opening could be read.",
  ),
  // Boron, quercetin, cranberry and soy.
  notFound(
    "boron",
    "nhs",
    "No NHS page on boron came up: NHS 111 Wales's vitamins and minerals guide (111.wales.nhs.uk) lists 'other vitamins and minerals', but boron's part was not in what could be read; the ODS boron fact sheet still could not be read beyond its introduction (logged before). Read instead, outside the log's kinds: Natural Standard's boron monograph (aarpmedicareplans.com, powered by Healthline), which says that, in theory, boron with oestrogen-active medicines such as birth control pills or HRT may increase oestrogen effects, and with testosterone-active medicines may increase testosterone effects: di-boron-oestrogen and di-boron-androgen. Its other statements are not recorded: magnesium, as in some antacids, may interfere with boron's own effects (an effect on the supplement); boron may add to the effects of calcium or vitamin D supplements and may change insulin and thyroid hormone levels (no harm or medicine named); and a list of drug groups that 'may interact' gives no mechanism.",
  ),
  notFound(
    "quercetin",
    "nccih",
    "No NCCIH page on quercetin came up; the Drugs.com professional monograph came up again (read by the wrest round for di-quercetin-digoxin and di-quercetin-warfarin). Its pregnancy and lactation section, not recorded before, says to avoid doses above those found in foods because safety information is lacking, and that fetal growth retardation was seen in rats: mc-quercetin-pregnancy and mc-quercetin-breastfeeding.",
  ),
  notFound(
    "cranberry",
    "uk-product-information",
    "A UK registered cranberry medicine was found: Ellura capsules (THR 46825/0001). Its UK leaflet was read in Drugs.com's UK copy (drugs.com/uk), outside the log's kinds: do not take it with fluid retention caused by a kidney or heart problem (the text read stops in the next item). The MHRA public assessment report came up only in a copy stopping in its lay summary (vdocuments.net), and the French (ANSM) and Austrian SmPCs only in copies stopping at section 4.2. Read beside them, the Swedish SmPC (fass.se): section 4.3 names kidney disease and use with warfarin and other anticoagulants or with tacrolimus; 4.4 says use by men and pregnant women is not recommended, as urinary complaints in them need medical advice. And the Spanish leaflet in English (oladoctor.com): not with anticoagulants (warfarin, acenocoumarol, apixaban, edoxaban, dabigatran, rivaroxaban) or heparins, a serious heart condition, renal insufficiency, or kidney problems including kidney stones. Records: di-cranberry-anticoagulant, di-cranberry-tacrolimus, mc-cranberry-chronic-kidney-disease, mc-cranberry-heart-failure and mc-cranberry-pregnancy; kidney stones already have mc-cranberry-kidney-stones (NCCIH). Memorial Sloan Kettering's cranberry page also says people prone to kidney stones should avoid regular use, and Natural Standard's cranberry monograph (aarpmedicareplans.com) names antacids (in theory, juice), disulfiram or metronidazole with tinctures high in alcohol, and vitamin B12 absorption with proton pump inhibitors, which concern juice, tinctures or a benefit and are not recorded.",
  ),
  notFound(
    "soy-isoflavones",
    "nhs",
    "No NHS page on soy isoflavone supplements came up. Read outside the log's kinds: Memorial Sloan Kettering's soy page (mskcc.org/cancer-care/herb/soy), which names tamoxifen and aromatase inhibitors, already recorded; and Natural Standard's soy monograph (aarpmedicareplans.com), which adds that soy protein may interact with warfarin, 'although this potential interaction is not well characterized'. Not recorded: it is said of soy protein, not of isoflavone extracts, and is not characterised.",
  ),
  // Ingredients searched again in this round with nothing the records may cite.
  notFound(
    "silicon",
    "nhs",
    "No NHS page on silicon came up: NHS 111 Wales's vitamins and minerals guide (111.wales.nhs.uk) lists 'other vitamins and minerals', but no silicon section was in what could be read. Read outside the log's kinds: a copy of Medscape's silicon monograph (minclinic.eu), which lists only hypersensitivity as a contraindication, no known side effects and intakes up to 700 mg a day taken without apparent harm; a retailer's page says no drug interactions are well known. Nothing recorded.",
  ),
  notFound(
    "beetroot-nitrate",
    "nccih",
    "NCCIH's page on bodybuilding and performance enhancement supplements came up only in a copy (storymd.com), which says there is no clear evidence that nitric oxide products improve performance and names no beetroot interaction in the part read. Pages naming sildenafil, nitrates or blood pressure medicines with beetroot (a pharmacist's site, an AI answer service) cite no source the records may cite, and the studies found measure blood pressure, not interactions. Nothing recorded.",
  ),
  notFound(
    "tart-cherry",
    "nccih",
    "No NCCIH page on tart cherry came up, only blogs, retailers and a trial protocol (BMJ Open, tart cherry juice for gout). A copy of WebMD's tart cherry monograph, found only at an http address (imedix.com), says it has no interaction information and, for pregnancy and breastfeeding, to stick to food amounts; not recorded until read at an https address that may be cited.",
  ),
  notFound(
    "green-coffee-extract",
    "nhs",
    "UK Medicines Information's NHS Q&A 418.1, 'What are the safety concerns surrounding use of green coffee extract for weight loss?' (2013), came up only at an http address (studylib.net); in the part read it says no green coffee product holds a UK traditional herbal registration and that adverse reactions appear mainly due to the caffeine content. Its companion Q&A 417.1 on effectiveness (studylib.net, https) names no interaction in the part read. Health Canada's green coffee bean extract monograph came up, but only its opening (uses and doses). Nothing recorded; caffeine has its own records.",
  ),
  notFound(
    "guar-gum",
    "nhs",
    "No NHS page on guar gum supplements came up (a Cambridge University Hospitals leaflet on bulking agents names linseed in the part read). The Drugs.com guar gum monograph (avoid 10 g or more a day with metformin) came up again only at http addresses; copies at https addresses on a telemedicine site and a Vietnamese health site, and RxList's page (only its opening), were not cited. MedicineNet's copy of a consumer monograph (ethinylestradiol, diabetes medicines, metformin, penicillin, digoxin) was found only at an http address. Not recorded.",
  ),
  notFound(
    "tribulus",
    "uk-product-information",
    "No UK licence or registration for tribulus was found. Product information of tribulus medicines sold elsewhere came up: the Russian instructions for Effex Tribulus tablets (medixlife.com, in English) and the Ukrainian instructions for Tribestan (e-doctor.com.ua), both stopping before their contraindications in the part read; Health Canada's tribulus monograph only in its opening; and a copy of the Spanish food safety agency's (AECOSAN) 2015 risk report on tribulus in food supplements, read only in its abstract (toxicity in animals: nerve, muscle, liver and kidney effects). MedicineNet's copy of a consumer monograph (pregnancy possibly unsafe, prostate, diabetes, surgery) was found only at an http address. Nothing new recorded; prostate cancer and surgery have records.",
  ),
  notFound(
    "chitosan",
    "uk-product-information",
    "No licensed UK chitosan medicine was found: the Committee of Advertising Practice's advice on chitosan (asa.org.uk, http) says chitosan 'fat binders' are sold either as medical devices registered with the MHRA or as food supplements. Read outside the log's kinds: MedicineNet's chitosan page, which says to use chitosan with caution with a shellfish or mushroom allergy (shellfish allergy has mc-chitosan-shellfish-allergy; the dictionary has no mushroom allergy, so that is not recorded), and a copy of Medscape's chitosan monograph (minclinic.eu) listing shellfish allergy as a caution and 'avoid use' in pregnancy and lactation; that copy site is not cited, and WebMD's matching advice was found only at http addresses, so those are not recorded. GlobinMed, the Malaysian Ministry of Health's information hub on integrated medicine (globinmed.com), says chitosan is likely to reduce the absorption of the fat-soluble vitamins A, D, E and K and beta-carotene (an animal study showed lower vitamin E): ss-chitosan-vitamin-a, ss-chitosan-vitamin-d3, ss-chitosan-vitamin-e, ss-chitosan-vitamin-k1, ss-chitosan-vitamin-k2 and ss-beta-carotene-chitosan. Its advice to take other medicines 2 hours apart from chitosan names no medicine and is not recorded.",
  ),
  // Pomegranate and elderberry.
  notFound(
    "pomegranate",
    "nhs",
    "No NHS page on pomegranate supplements came up; an NHS GP practice's page on taking supplements with prescription medicines (abbeylanesurgery.nhs.uk) gives general advice and names no supplement. NCCIH's pomegranate bulletin came up again (logged before: di-pomegranate-anticoagulant). Read outside the log's kinds: Natural Standard's pomegranate monograph (aarpmedicareplans.com), which says pomegranate juice may add to ACE inhibitors (captopril, enalapril, lisinopril, ramipril), with blood pressure and potassium to be monitored, and that pomegranate may increase the risk of harmful side effects with statins such as rosuvastatin and simvastatin: di-pomegranate-ace-inhibitor and di-pomegranate-statin. Its advice to separate oral medicines from tannin-rich herbs, and its concern about tannins and iron, concern the husk and bark and name no medicine; not recorded.",
  ),
  notFound(
    "elderberry",
    "nhs",
    "No NHS page on elderberry came up; an NHS GP practice's page on taking supplements with prescription medicines (abbeylanesurgery.nhs.uk) names no supplement. Read outside the log's kinds: BayCare Health System's elderberry monograph (baycare.org), which says women who are pregnant or breastfeeding should not use elderberry preparations (mc-elderberry-pregnancy, mc-elderberry-breastfeeding), that elderberry may act as a diuretic so to use caution with other drugs that increase urination (di-elderberry-diuretic), and that there are no known significant food or drug interactions otherwise. Uncooked or unripe berries causing nausea and vomiting concern the raw fruit, not a supplement.",
  ),
];
