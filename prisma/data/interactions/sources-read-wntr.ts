// The read log of the wntr round (drug-interactions-part-73.ts): herbs with narrow-margin and transplant medicines.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

const looked = (ingredient: string, kind: SourceReadInput["kind"], note: string) =>
  notFound(ingredient, kind, note, READ_ON);

export const SOURCES_READ_WNTR: SourceReadInput[] = [
  looked(
    "echinacea",
    "uk-product-information",
    "Looked for a UK echinacea leaflet or SmPC naming steroid tablets (prednisolone): none came up in this round's searches (the Echinaforce texts read by earlier rounds name ciclosporin, methotrexate and any other immunosuppressant). NCCIH's echinacea page did not come up at its own address either; a copy of its text (edinformatics.com) says the risk of interactions between echinacea and most medicines is low, and the Merck Manual's home edition says echinacea may negate the effects of immunosuppressants (already di-echinacea-immunosuppressant). Read instead, outside the log's kinds: GlobinMed's 'How echinacea interacts with immunosuppressive medications' (Ministry of Health Malaysia), which lists prednisolone, methylprednisolone, dexamethasone, hydrocortisone, betamethasone, budesonide, triamcinolone, cortisone and prednisone and says to use with caution; and Natural Standard's echinacea monograph (aarpmedicareplans.com: steroids such as prednisone, in theory): di-echinacea-prednisolone, di-echinacea-methylprednisolone, di-echinacea-dexamethasone, which block, as the abstract of Miller's 1998 review of drug–herb interactions (Archives of Internal Medicine, read in the University of Bologna's ACNP catalogue) says immunostimulants such as echinacea and zinc should not be given with immunosuppressants such as corticosteroids and ciclosporin. Zinc was not recorded from that sentence: it names no amount, and zinc is an essential nutrient in most multivitamins, so a pharmacist should judge it. Hydrocortisone, betamethasone, budesonide and triamcinolone got no record, as their dictionary entries also stand for creams, inhalers and sprays; deflazacort and fludrocortisone are not named.",
  ),
  looked(
    "lemon-balm",
    "uk-product-information",
    "Looked for a source naming lemon balm with thyroid medicines: the UK lemon balm SmPC an earlier round read (sections 4.1 to 4.5) names no thyroid medicine. Read instead, outside the log's kinds: GlobinMed's 'How lemon balm/Melissa interacts with thyroid medications' (Ministry of Health Malaysia): a laboratory study reported lemon balm can affect the thyroid, which may alter the effects of levothyroxine and liothyronine and the dose needed; use with caution: di-lemon-balm-thyroid-hormone (asks, laboratory evidence only). Memorial Sloan Kettering's lemon balm page did not come up.",
  ),
  looked(
    "astragalus",
    "nhs",
    "Looked for astragalus with diuretics: no NHS page on astragalus came up (only herbalists' and sellers' pages). Read instead, outside the log's kinds: Natural Standard's astragalus monograph (aarpmedicareplans.com): based on animal research and traditional use astragalus may act as a diuretic, and in theory this may lead to dehydration or low sodium or potassium with diuretic drugs such as furosemide, chlorothiazide or spironolactone: di-astragalus-diuretic (minor, theoretical). The same monograph names blood-sugar and blood-pressure medicines and anticoagulants, left to the rounds that read those groups.",
  ),
  looked(
    "goldenseal",
    "bnf-nice-mhra",
    "Looked for goldenseal with ciclosporin: the BNF's ciclosporin interactions came up only in a copy of BNF for Children 2011–12 (yumpu.com), whose part read names St John's wort and no other herb; NCCIH's goldenseal page, read by an earlier round, gives di-goldenseal-cyp3a4, whose class does not hold ciclosporin. Read instead, outside the log's kinds: the EBSCO CAM Review Board's ciclosporin page (healthlibrary.epnet.com): berberine, found in goldenseal, may increase ciclosporin levels, a possible harmful interaction: di-goldenseal-ciclosporin (asks). A table on echinacea.net says goldenseal slightly increases digoxin levels; the study behind it was not read, so no digoxin record was written.",
  ),
  looked(
    "bitter-orange",
    "nih-ods",
    "Looked for bitter orange with ciclosporin: the ODS fact sheet on weight-loss supplements, which covers bitter orange, came up only as a syndication copy (api.digitalmedia.hhs.gov) whose part read is its table of contents. The EBSCO CAM Review Board's ciclosporin page (healthlibrary.epnet.com) says bitter orange, like grapefruit juice, may raise ciclosporin levels and is safest avoided. Not recorded: a human study read here (Edwards et al., Clin Pharmacol Ther 1999, PubMed 10096255) found Seville orange juice had no influence on ciclosporin levels, though it lowered gut CYP3A4, while grapefruit juice raised them by 55%. A pharmacist may wish to review this.",
  ),
  looked(
    "peppermint-oil",
    "nhs",
    "Looked for peppermint oil with ciclosporin: the NHS peppermint oil page came up only in a copy (healthunlocked.com) whose part read names no medicine; Medscape UK's peppermint oil capsules monograph names indigestion remedies, and the UKCPA perioperative handbook antacids, H2 blockers and proton pump inhibitors, none of them ciclosporin. Copies of an older NCCAM fact sheet name antacids only. Read instead, outside the log's kinds: Natural Standard's peppermint monograph (aarpmedicareplans.com: peppermint oil increases levels of ciclosporin in the blood) and HelloPharmacist's peppermint page (from animal research, not reported in humans; be cautious): di-peppermint-oil-ciclosporin (asks). Neither names tacrolimus.",
  ),
  looked(
    "quercetin",
    "bnf-nice-mhra",
    "Looked for quercetin with ciclosporin: the BNF's ciclosporin interactions came up only in a copy of BNF for Children 2011–12 (yumpu.com), whose part read names St John's wort and no other supplement. Read instead, outside the log's kinds: Colombo et al.'s 2014 review of ciclosporin and herbal supplements (abstract in PubMed Central and Table 1 at hindawi.com: quercetin lowered ciclosporin levels in animal studies; herbal extracts best avoided with ciclosporin until human studies rule an interaction out) and the abstract of Yu et al. (J Agric Food Chem 2011, on peeref.com: in rats quercetin cut ciclosporin's peak by 67.8% and exposure by 43.3%; transplant patients on Neoral should avoid quercetin): di-quercetin-ciclosporin, which blocks, as the study's authors say to avoid quercetin with Neoral, though the evidence is in animals only.",
  ),
  looked(
    "resveratrol",
    "bnf-nice-mhra",
    "Looked for resveratrol with ciclosporin: the BNF's ciclosporin interactions came up only in a copy of BNF for Children 2011–12 (yumpu.com), whose part read names St John's wort and no other supplement. Read instead, outside the log's kinds: Colombo et al.'s 2014 review of ciclosporin and herbal supplements (abstract in PubMed Central and Table 1 at hindawi.com): resveratrol raised ciclosporin levels in animal studies: di-resveratrol-ciclosporin (asks, animal evidence only).",
  ),
  looked(
    "kava",
    "ema",
    "Looked for kava with antiepileptics and diuretics: HMPC's assessment report on kava (EMA/HMPC/450589/2016) came up only in copies (docslib.org, pdfslide.us) whose parts read are its opening and contents, and no NCCIH kava page came up at its own address. Read instead, outside the log's kinds: Spinella's review 'Herbal medicines and epilepsy' (Epilepsy & Behavior 2001; full text in the Epilepsy Foundation's library and abstract in PubMed: kava, valerian, chamomile and passionflower may potentiate antiepileptic medicines' sedative and cognitive effects) and the A.D.A.M. kava monograph (stlukes-stl.com: kava may increase the effects of medicines used to treat seizures): di-kava-antiepileptic; Natural Standard's kava monograph (aarpmedicareplans.com: kava's diuretic properties may add to diuretic drugs such as furosemide): di-kava-diuretic (minor). A Current Psychiatry article naming kava, black cohosh, yohimbine and guarana among botanicals that may induce seizures was found only at http addresses.",
  ),
  looked(
    "chamomile",
    "nhs",
    "Looked for chamomile with antiepileptics: no NHS page on chamomile came up. The MSD Manual's UK professional page says chamomile may increase the effects of anticoagulants and sedatives (barbiturates and alcohol among them) and may raise ciclosporin levels, and NCCIH's chamomile text, seen only in a copy, names ciclosporin and warfarin; those pairs are already recorded. Read instead, outside the log's kinds: Spinella's review 'Herbal medicines and epilepsy' (Epilepsy & Behavior 2001) and the A.D.A.M. chamomile monograph (stlukes-stl.com, Roman chamomile page that speaks of German chamomile: anticonvulsants such as phenytoin and valproic acid among the sedating drugs it may add to): di-chamomile-antiepileptic. GlobinMed's chamomile page on sedative and hypnotic medicines names benzodiazepines, Z-drugs and barbiturates, not antiepileptics.",
  ),
  looked(
    "passionflower",
    "bnf-nice-mhra",
    "Looked for passionflower with antiepileptics: MHRA's public assessment reports for RelaxHerb and PASSIFLORA Herb Capsules came up only as copies (vdocument.in, doczz.fr) in their openings; section 4.5 of the PASSIFLORA Herb Capsules SmPC (imedi.co.uk) says concomitant use with synthetic sedatives such as benzodiazepines is not recommended unless advised (the sentence breaks off in the copy read), and names no antiepileptic. No NCCIH passionflower page came up, and the A.D.A.M. text naming phenytoin was seen only on a counselling site's copy. Read instead, outside the log's kinds: Spinella's review 'Herbal medicines and epilepsy' (Epilepsy & Behavior 2001): di-passionflower-antiepileptic.",
  ),
  looked(
    "cats-claw",
    "nccih",
    "Looked for cat's claw with immunosuppressants: no NCCIH page came up. Memorial Sloan Kettering's cat's claw pages (mskcc.org) name warfarin and other blood thinners, CYP3A4 substrates and protease inhibitors, and GlobinMed names immune globulins, not immunosuppressants; the warnings naming corticosteroids or transplant medicines were on consumer sites. No record was written.",
  ),
  looked(
    "ginseng",
    "uk-product-information",
    "Looked for ginseng with steroid tablets in UK product information: the UK traditional herbal SPC of a Panax ginseng 500 mg tablet (on medine.co.uk, under a retailer's brand name, so not cited) says under section 4.5 'None known'. Read instead, outside the log's kinds: the abstract of Miller's 1998 review of drug–herb interactions (Archives of Internal Medicine, in the University of Bologna's ACNP catalogue), which says ginseng should not be used with estrogens or corticosteroids because of possible additive effects: di-ginseng-prednisolone, di-ginseng-methylprednisolone, di-ginseng-dexamethasone and di-ginseng-deflazacort, which ask rather than block, as the concern is theoretical and the UK product information knows of no interaction. Oestrogens were left to the round that reads hormone treatments.",
  ),
  looked(
    "evening-primrose-oil",
    "nhs",
    "Looked for evening primrose oil with seizure medicines: no NHS page on it came up (only epilepsy charities' pages that do not name it, and a personal blog saying the warnings rest on 1980s reports in people taking phenothiazines). Read instead, outside the log's kinds: the abstract of Miller's 1998 review (Archives of Internal Medicine: evening primrose oil and borage should not be used with anticonvulsants because they may lower the seizure threshold) and Spinella's 2001 review (Epilepsy & Behavior: the evidence for this is mixed): di-evening-primrose-oil-antiepileptic, which asks, as the earlier phenothiazine records do.",
  ),
  looked(
    "magnesium",
    "nih-ods",
    "Looked for magnesium citrate with methotrexate: the ODS magnesium fact sheet did not come up (Memorial Sloan Kettering's magnesium page did, naming no methotrexate in the part read). Read instead, outside the log's kinds: the EBSCO CAM Review Board's methotrexate page (memorialhealth.com): potassium citrate and other citrates, such as calcium and magnesium citrate, make the urine less acidic, which may lower methotrexate's levels and effect; it may be advisable to use them only under medical supervision: di-magnesium-methotrexate (minor, citrate forms only). The same page names white willow, dong quai and ipriflavone, which the catalogue does not carry, and St John's wort, which, like methotrexate, may make the skin more sensitive to the sun: di-st-johns-wort-methotrexate (minor; wear sunscreen).",
  ),
  looked(
    "calcium",
    "nih-ods",
    "Looked for calcium citrate with methotrexate: the ODS calcium fact sheet did not come up (only health-library copies of a calcium monograph, naming no methotrexate in the parts read). Read instead, outside the log's kinds: the EBSCO CAM Review Board's methotrexate page (memorialhealth.com), as for magnesium: di-calcium-methotrexate (minor, citrate form only).",
  ),
  looked(
    "potassium",
    "nih-ods",
    "Looked for potassium citrate with methotrexate: the ODS potassium fact sheet did not come up (only consumer drug pages naming ACE inhibitors, diuretics, ciclosporin and tacrolimus, already recorded). Read instead, outside the log's kinds: the EBSCO CAM Review Board's methotrexate page (memorialhealth.com), which names potassium citrate first: di-potassium-methotrexate (minor, citrate form only).",
  ),
  looked(
    "l-carnitine",
    "uk-product-information",
    "Looked for L-carnitine with thyroid hormones: section 4.4 of the UK levocarnitine SmPC (emc product 15069, logged by an earlier round and seen again here) names insulin and oral hypoglycaemics, kidney failure and coumarins, and no thyroid medicine. Read instead, outside the log's kinds: the abstract of Benvenga et al.'s randomised, double-blind, placebo-controlled trial (J Clin Endocrinol Metab, on GlobinMed): in women taking TSH-suppressive levothyroxine, L-carnitine 2 or 4 g a day reversed and prevented the symptoms and markers of excess thyroid hormone, the authors calling it a peripheral antagonist of thyroid hormone action: di-l-carnitine-thyroid-hormone (asks, from 2 g a day). Pages quoting the University of Maryland's claim that carnitine may block thyroid hormone in people with an underactive thyroid were consumer pages, not cited.",
  ),
  looked(
    "glucomannan",
    "nhs",
    "Looked for glucomannan with levothyroxine: no NHS page on it came up, nor a UK levothyroxine text naming it (the US label read in a pharmacy journal's quiz says only that dietary fibre may bind levothyroxine and lower its absorption). Read instead, outside the log's kinds: the abstract of Azezli et al.'s randomised, placebo-controlled study (European Congress of Endocrinology 2006, Endocrine Abstracts): in 48 newly diagnosed hyperthyroid patients on methimazole and propranolol, glucomannan 1.3 g twice a day lowered T3, T4, FT3 and FT4 faster than placebo (at weeks 2, 4 and 6, not at 8), which the authors link to the enterohepatic circulation of thyroid hormone. With the Drugs.com monograph's general advice to take other oral medicines 1 hour before or 4 hours after glucomannan (the wods round wrote it for no medicine, as it names none), this is di-glucomannan-thyroid-hormone: minor, keep them 4 hours apart, as psyllium's levothyroxine record is minor with a gap. Nothing was written for carbimazole, which the study used it alongside as a help, nor for guar gum, which the dictionary does not carry.",
  ),
  looked(
    "red-yeast-rice",
    "nccih",
    "Looked for red yeast rice with ciclosporin and tacrolimus: no NCCIH red yeast rice page came up (only a social-media thread quoting it, and sellers' and consumer pages listing cyclosporine among medicines not to take with it). Read instead, outside the log's kinds: the abstract of Prasad et al.'s case report (Transplantation 2002, on Zendy): rhabdomyolysis in a stable kidney transplant recipient, attributed to red yeast rice in an herbal mixture and put down by the authors to an interaction of ciclosporin with its monacolins (monacolin K is lovastatin) through cytochrome P450; transplant recipients must be cautioned against herbal preparations to lower lipids: di-red-yeast-rice-ciclosporin (blocks, as the red yeast rice record with cholesterol-lowering medicines does). Nothing was written for tacrolimus, which the report does not name.",
  ),
  looked(
    "berberine",
    "nhs",
    "Looked for berberine with tacrolimus: no NHS page on berberine came up. Read instead, outside the log's kinds: the abstract of a review, 'Tacrolimus and herbs interactions' (R Discovery article record), which names berberine with grapefruit juice, schisandra, turmeric, pomegranate juice, pomelo and ginger as increasing tacrolimus bioavailability in human and or animal models, and says patients on tacrolimus should be told of possibly dangerous interactions with herbal remedies: di-berberine-tacrolimus (asks, evidence level 5, as the abstract does not say which models; the part-29 records from the 2022 Pharmaceutics review ask in the same way). The same abstract names cranberry as lowering tacrolimus bioavailability, a pair already recorded. A 2024 review abstract (Bentham Science) names the same herbs, but its title could not be read, so it is not cited.",
  ),
  {
    ingredient: "st-johns-wort",
    kind: "uk-product-information",
    title: "Prednisolone Tablets BP 5 mg: summary of product characteristics",
    publisher: "emc (Strides Pharma UK Ltd)",
    url: "https://medicines.org.uk/emc/product/14313/smpc/print",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "Looked for St John's wort in UK prednisolone product information: this SmPC, and Wockhardt's prednisolone 5 mg SmPC on emc, could be read only as far as their indications, and a Cypriot prednisolone SmPC's warnings name phenytoin, barbiturates and rifampicin as enzyme inducers, not the herb. Read instead, outside the log's kinds: a Skyscape drug interaction monograph on corticosteroids with enzyme inducers, which lists St John's wort among them and prednisolone among the object drugs, says they can reduce the response to systemic corticosteroids and expects no adverse interaction with topical or local use: di-st-johns-wort-prednisolone (asks). Methylprednisolone and dexamethasone, which it also lists, already get St John's wort's CYP3A4 record; budesonide, hydrocortisone and triamcinolone, which the dictionary also gives as creams, inhalers or sprays, were not written.",
  },
];
