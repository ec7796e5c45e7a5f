// The read log of the wcn3 round; texts outside the log's kinds are named under the kind looked for first.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

/** Looked for and not found at an address of that kind; what was read instead is in the note. */
const lookedFor = (ingredient: string, kind: SourceReadInput["kind"], note: string) =>
  notFound(ingredient, kind, note, READ_ON);

export const SOURCES_READ_WCN3: SourceReadInput[] = [
  lookedFor(
    "omega-3-fish-oil",
    "bnf-nice-mhra",
    "Looked for the MHRA Drug Safety Update of January 2024 on omega-3-acid ethyl ester medicines and atrial fibrillation: the gov.uk page did not come up, only a copy at an http address (govwire.co.uk), which is not cited. Read instead, outside the log's kinds: the Hong Kong Department of Health's Drug Office summary of the MHRA alert (dose-dependent increased risk of atrial fibrillation in patients with established cardiovascular disease or risk factors; listed as a common adverse reaction; treatment stopped permanently if it develops) and the Belgian regulator's (FAMHP) report of the PRAC review (risk highest at 4 g a day): mc-omega-3-fish-oil-atrial-fibrillation, which asks rather than blocks as both texts concern prescribed medicines at up to 4 g a day. The current Omacor SmPC with the new section 4.8 wording was not found; the copies read (imedi.co.uk, RxReasoner) predate it.",
  ),
  lookedFor(
    "chromium",
    "nhs",
    "Looked for a source naming kidney disease with chromium: no NHS page came up, only retailers' pages and Canadian and US health pages saying too much chromium from supplements can damage the kidneys. Read instead, outside the log's kinds: the Drugs.com chromium monograph (contraindications: none well documented; renal failure may be considered a relative contraindication): mc-chromium-kidney-failure. A person who types 'kidney disease' meets it as a caution for the kidney failure kind.",
  ),
  lookedFor(
    "devils-claw",
    "uk-product-information",
    "Looked again for a UK devil's claw text naming gallstones: the JointEeze SmPC (medine.co.uk) again breaks off at 'Patients w…' in section 4.4, and the Healthspan, Vitabiotics, Thompson and Capper, Lifeplan and Atrosan SmPCs read name heart disorders and gastric or duodenal ulcers, not gallstones. A consumer page naming a history of gallstones came up only at an http address (edrugswiki.com), so devil's claw still has no gallstones record.",
  ),
  lookedFor(
    "sage",
    "ema",
    "Looked for the EU monograph on sage leaf for epilepsy: the copies found (theodora.com, 2010; medine.co.uk, the 2016 draft revision) came up only to section 4.1. The HMPC assessment report (9dok.net copy) says epileptiform convulsions can occur after prolonged use of alcoholic extracts or the pure essential oil, citing Wichtl and Commission E, which concerns the oil rather than leaf products and names no condition, so no epilepsy record was written for sage.",
  ),
  lookedFor(
    "evening-primrose-oil",
    "nccih",
    "Looked for a source naming epilepsy, schizophrenia or surgery with evening primrose oil: only secondary consumer pages came up (one at an http address), resting on two reports from the early 1980s of seizures in people with schizophrenia taking phenothiazines. The PubMed abstract of Puri 2007 ('The safety of evening primrose oil in epilepsy', Prostaglandins Leukot Essent Fatty Acids) re-examines those reports, finds the link spurious and asks formularies to remove epilepsy as a contraindication. With no regulator's text and the evidence disputed, no record was written; a pharmacist may wish to review.",
  ),
  lookedFor(
    "noni",
    "nccih",
    "Looked for a source saying people with liver disease should avoid noni: LiverTox (NIH, ncbi.nlm.nih.gov/books/NBK548374) describes a small number of isolated case reports of liver injury attributed to noni and gives no advice for people with liver disease; of the two cases in Stadlbauer 2005 (World J Gastroenterol, PubMed abstract), one was a man with earlier toxic hepatitis, and a later abstract ('Noni juice is not hepatotoxic') disputes the reports. No record was written.",
  ),
  lookedFor(
    "turmeric-curcumin",
    "nhs",
    "Looked for the NHS Specialist Pharmacy Service's turmeric article, or another NHS page, naming iron deficiency or bleeding disorders: only consumer pages and blogs came up (turmeric may reduce iron absorption; use with caution with blood clotting problems), none a regulator's or professional text, so neither record was written.",
  ),
];
