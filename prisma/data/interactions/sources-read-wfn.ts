// The read log of the wfn round: the empty source cells of the nutrients' coverage rows, looked for kind by kind.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { records, type Page } from "./sources-read-page";
import { REF_WFN as R } from "./references-wfn";

const READ_ON = "2026-12-01";

type Outcome =
  | { outcome: "records"; records: string[]; note?: string }
  | { outcome: "none-stated"; note?: string }
  | { outcome: "not-readable"; note: string };

const read = (
  ingredient: string,
  kind: SourceReadInput["kind"],
  page: Page,
  outcome: Outcome,
): SourceReadInput => ({ ingredient, kind, ...page, dateRead: READ_ON, ...outcome });

const noUkProduct = (ingredient: string, note: string): SourceReadInput => ({
  ingredient,
  kind: "uk-product-information",
  dateRead: READ_ON,
  outcome: "no-licensed-uk-product",
  note,
});

const NHS_B_VITAMINS: Page = {
  title: "Vitamins and minerals - B vitamins and folic acid",
  publisher: "NHS",
  url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/vitamin-b.aspx",
};
const FORCEVAL_LEAFLET: Page = {
  title: "Forceval Capsules (multivitamin and mineral, with pantothenic acid 4 mg): patient leaflet",
  publisher: "UK leaflet, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/forceval-capsules-87828/patient-leaflet",
};
const HMPC_FUCUS_REPORT: Page = {
  title: "Assessment report on Fucus vesiculosus L., thallus (EMA/HMPC/313675/2012, final, 6 May 2014)",
  publisher: "European Medicines Agency HMPC, copy at docslib.org",
  url: "https://docslib.org/doc/7703604/assessment-report-on-fucus-vesiculosus-l-thallus-final",
};
const NCCIH_HEADACHES: Page = {
  title: "Dietary Supplements for Headaches: What the Science Says (NCCIH Clinical Digest, June 2021)",
  publisher: "NCCIH",
  url: "https://www.nccih.nih.gov/health/providers/digest/dietary-supplements-for-headaches-science",
};
const NCCIH_ANTIOXIDANTS: Page = {
  title: "Antioxidant Supplements: What You Need To Know",
  publisher: "NCCIH",
  url: "https://nccih.nih.gov/health/antioxidants",
};

// Searched for a UK SmPC or leaflet of a licensed medicine with the ingredient; what came up instead is named.
const NO_UK_PRODUCT: [ingredient: string, note: string][] = [
  [
    "creatine",
    "Looked for a UK SmPC or leaflet of a licensed creatine medicine: none came up, only Health Canada's natural health product monographs on creatine monohydrate and US consumer pages.",
  ],
  [
    "whey-protein",
    "Looked for a UK SmPC or leaflet of a licensed whey protein medicine: none came up; the Food Standards Agency's register (data.food.gov.uk) lists bovine milk basic whey protein isolate as a novel food authorised for food supplements.",
  ],
  [
    "bcaa",
    "Looked for a UK SmPC of a licensed medicine of leucine, isoleucine and valine: none came up; the leucine product found (Vitaflo's Leucine100) is a food for special medical purposes, and Norway's food safety committee assessed the three amino acids as food supplement ingredients.",
  ],
  [
    "probiotics",
    "Looked for a UK SmPC or leaflet of a licensed probiotic medicine: none came up. The Saccharomyces boulardii medicines found are French, Spanish, Italian and Cypriot (Ultra-Levure, Ultra-Levura, Codex, Bioflor), not UK products.",
  ],
  [
    "kelp",
    "Looked for a UK SmPC, leaflet or traditional herbal registration of a kelp or bladderwrack (Fucus vesiculosus) medicine: none came up; Health Canada's monograph on kelp products and the EMA's HMPC assessment report on Fucus vesiculosus thallus did.",
  ],
  [
    "collagen",
    "Looked for a UK SmPC of a licensed oral collagen medicine: none came up, only Health Canada's monograph on hydrolysed collagen, food-law texts and reviews of collagen as a food supplement ingredient.",
  ],
  [
    "lutein",
    "Looked for a UK SmPC of a licensed lutein medicine: none came up; the UK Nutrition and Health Claims Committee's 2021 opinion on a lutein, zeaxanthin and meso-zeaxanthin health claim (gov.uk) and Australian ingredient listings did.",
  ],
  [
    "zeaxanthin",
    "Looked for a UK SmPC of a licensed zeaxanthin medicine: none came up; the UK Nutrition and Health Claims Committee's 2021 opinion on a lutein, zeaxanthin and meso-zeaxanthin health claim (gov.uk) and news of zeaxanthin's approval as a food supplement ingredient did.",
  ],
  [
    "quercetin",
    "Looked for a licensed UK medicine of quercetin, resveratrol or lycopene: none came up, only pages on UK food supplement law, among them the NHS Specialist Pharmacy Service's 'Understanding food supplements'.",
  ],
  [
    "resveratrol",
    "Looked for a licensed UK medicine of quercetin, resveratrol or lycopene: none came up, only pages on UK food supplement law, among them the NHS Specialist Pharmacy Service's 'Understanding food supplements'.",
  ],
  [
    "lycopene",
    "Looked for a licensed UK medicine of quercetin, resveratrol or lycopene: none came up, only pages on UK food supplement law and a regulatory note on tomato concentrate in food supplements.",
  ],
  [
    "spirulina",
    "Looked for a UK SmPC or traditional herbal registration of a spirulina product: none came up, only pages on the traditional herbal registration scheme in general.",
  ],
  [
    "beta-alanine",
    "Looked for licensed UK medicines of beta-alanine, HMB, beetroot, tart cherry, boron or silicon: none came up, only food supplement pages, studies of beetroot supplements and the NHS's 2011 report on supplements.",
  ],
  [
    "hmb",
    "Looked for licensed UK medicines of beta-alanine, HMB, beetroot, tart cherry, boron or silicon: none came up, only food supplement pages, studies of beetroot supplements and the NHS's 2011 report on supplements.",
  ],
  [
    "beetroot-nitrate",
    "Looked for licensed UK medicines of beta-alanine, HMB, beetroot, tart cherry, boron or silicon: none came up, only food supplement pages and studies of beetroot-based supplements.",
  ],
  [
    "tart-cherry",
    "Looked for licensed UK medicines of beta-alanine, HMB, beetroot, tart cherry, boron or silicon: none came up, only food supplement pages.",
  ],
  [
    "silicon",
    "Looked for a licensed UK silicon medicine: none came up, only supplement and encyclopaedia pages on silicon (which name no licensed form) and a copy of Medscape's silicon monograph.",
  ],
];

export const SOURCES_READ_WFN: SourceReadInput[] = [
  read("thiamin", "nhs", NHS_B_VITAMINS, {
    outcome: "none-stated",
    note: "Read at the page's older http address, its thiamin section: there is not enough evidence to know the effects of high doses of thiamin supplements, and taking 100 mg or less a day of thiamin supplements is unlikely to cause any harm. It names no medicine or condition.",
  }),
  read("riboflavin", "nhs", NHS_B_VITAMINS, {
    outcome: "not-readable",
    note: "The part read at the page's older address stops at riboflavin's food sources, before its advice on high doses.",
  }),
  read("riboflavin", "nccih", NCCIH_HEADACHES, {
    outcome: "not-readable",
    note: "Its opening names riboflavin among the supplements studied for headaches and migraine; only the butterbur section came up after it, not riboflavin's safety part.",
  }),
  read("vitamin-c", "nccih", NCCIH_ANTIOXIDANTS, {
    outcome: "not-readable",
    note: "Only the opening came up (what antioxidants are; vitamins C and E and beta-carotene are sold as supplements), not its safety section. NCCIH's e-mail bulletin on antioxidant supplements names harm only for high-dose beta-carotene.",
  }),
  read("pantothenic-acid", "uk-product-information", FORCEVAL_LEAFLET, {
    outcome: "not-readable",
    note: "Forceval, a licensed UK multivitamin and mineral capsule, holds pantothenic acid 4 mg (its prescribing information on forceval.co.uk lists it). Only the leaflet's opening came up; the prescribing information's contraindications (hypercalcaemia, haemochromatosis and other iron storage disorders, allergy to peanuts or soya) and its caution against other vitamin or mineral supplements except under medical supervision are for the whole product, none for pantothenic acid. Its SmPC's section 4.5 was not read.",
  }),
  read("kelp", "ema", HMPC_FUCUS_REPORT, {
    outcome: "not-readable",
    note: "Only the report's cover and table of contents could be read; no monograph text (contraindications, interactions) was in what could be read.",
  }),
  read("whey-protein", "nhs", R.plymouthRenalProtein, {
    ...records("mc-whey-protein-chronic-kidney-disease"),
    note: "Looked for NHS advice on protein supplements with kidney disease: this renal leaflet and UH Bristol's kidney diet page speak of protein in food, not of supplements (a whey supplement is protein added to food), so the record asks the kidney team rather than saying to cut down. The leaflet is written for people advised to control their protein.",
  }),
  read("whey-protein", "nhs", R.bristolRenalDiet, {
    ...records("mc-whey-protein-chronic-kidney-disease"),
    note: "Says people with a kidney condition may need to cut back on protein, but not to reduce it unless a doctor or dietitian advises, and not to take multivitamins unless the team advises.",
  }),
  ...NO_UK_PRODUCT.map(([ingredient, note]) => noUkProduct(ingredient, note)),
];
