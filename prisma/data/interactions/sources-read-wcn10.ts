// The read log of the wcn10 round; the condition pages themselves are cited in conditions-wcn10.ts.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WCN10: SourceReadInput[] = [
  notFound(
    "folic-acid",
    "nhs",
    "Looked for folic acid (and methylfolate) with an MTHFR gene variant: NHS Tayside clinical genetics and East Genomics (NHS) say the 677C>T and 1298A>C variants are common and not causally linked with any disorder, that carriers who are pregnant are recommended the standard dose of folic acid, and that substituting other folates such as 5-MTHF is not recommended. MTHFR is read as its own condition with no records, not under thrombophilia (the American College of Medical Genetics does not recommend the test in a thrombophilia work-up).",
    READ_ON,
  ),
  notFound(
    "vitamin-e",
    "bnf-nice-mhra",
    "Looked for supplements with antiphospholipid syndrome: Patient calls it a thrombophilia and NHS 111 Wales an autoimmune condition, so it is filed under both and the existing records reach it (vitamin E's caution for people predisposed to thrombosis; echinacea, cat's claw, astragalus, melatonin and ashwagandha with autoimmune disease). No text read names a catalogue ingredient for the syndrome itself, so no record of its own was written.",
    READ_ON,
  ),
  notFound(
    "beta-carotene",
    "bnf-nice-mhra",
    "Looked for beta-carotene with vaping: the smoker records rest on trials in people who smoke tobacco; Shropshire Council's public health page calls vaping significantly less harmful than smoking, and no text read here ties beta-carotene to vaping, so vaping is its own condition with no records and not under smoker.",
    READ_ON,
  ),
  // Filed under this kind only because iron's other kinds already hold a note.
  notFound(
    "iron",
    "nccih",
    "Looked for iron with thalassaemia trait (carriers, thalassaemia minor): a UK carrier information page (sctsp.org.uk) says a carrier should take iron medicine only if a serum iron or ferritin test shows they are short of iron, and the UK Thalassaemia Society's carrier page (read only over plain http, so not cited) says carriers should not take iron unless they need it. Recorded mc-iron-thalassaemia-trait (ask, level 5). \"Thalassaemia minor\" had read as thalassaemia; it now reads as the trait, and the record keeps iron's caution there.",
    READ_ON,
  ),
];
