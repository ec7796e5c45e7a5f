// The read log of the wcn5 round (medical-contraindications-wcn5.ts): conditions people type that were unread. The
// log's kinds hold official addresses only, so texts read at other addresses (a health provider's page, the NHS
// website's words on other sites) are told in the note of the kind looked for first. Leads searched with nothing
// citable for an ingredient that already holds a "looked for" entry of that kind (liquorice with oedema) are named in
// the round's report, not here.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, records, ukProductInformation } from "./sources-read-page";
import { REF_WCN5 as R } from "./references-wcn5";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WCN5: SourceReadInput[] = [
  ukProductInformation(
    "iron",
    R.ferrousSulphate200Smpc,
    {
      ...records("mc-iron-gastritis"),
      note: "Section 4.4 asks for caution in haemolytic anaemia, haemoglobinopathies, iron storage or absorption diseases and existing gastrointestinal disease (the first three reach existing records). Gastritis, an inflamed stomach lining, is read as such a disease: mc-iron-gastritis asks rather than blocks. The wider 'existing gastrointestinal disease' was not written for every bowel condition the dictionary has; those with their own iron records (peptic ulcer, inflammatory bowel disease, diverticular disease, strictures) keep them.",
    },
    READ_ON,
  ),
  notFound(
    "caffeine",
    "bnf-nice-mhra",
    "Looked for a NICE CKS or other regulator's text on caffeine with restless legs syndrome or palpitations: none came up. Read instead, outside the log's kinds: the NHS website's advice on restless legs syndrome as two other sites carry it (Broad Lane Surgery, Hampton: do not have caffeine such as tea, coffee or energy drinks after midday; nicswell.co.uk: avoid stimulants in the evening such as caffeine, tobacco and alcohol), for mc-caffeine-restless-legs-syndrome; and Nuffield Health's palpitations page (palpitations can be triggered by caffeine or nicotine and diet pills), for mc-caffeine-palpitations. The NHS palpitations page's own words (avoiding triggers such as stress, smoking, caffeine and alcohol can help) were seen only on a pharmacy's website, which is not cited.",
    READ_ON,
  ),
  notFound(
    "guarana",
    "nhs",
    "Looked for an NHS page on guarana with palpitations or heart rhythm: none came up, only journal reviews of energy drinks and news reports. Read again instead, outside the log's kinds: University of Utah Health's guarana page (healthcare.utah.edu), which asks people to discuss guarana with a health professional first if they have heart disease, an irregular heartbeat or palpitations: mc-guarana-palpitations asks, as the other guarana records from that page do. The catalogue has no guarana product, so the record speaks only where guarana is an ingredient.",
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-e",
    R.vitaminESuspensionPrecautions,
    {
      ...records("mc-vitamin-e-thrombophilia"),
      note: "Read for thrombophilia (factor V Leiden and other inherited clotting tendencies): section 4.4 of the Vitamin E Suspension 100 mg/ml SmPC, as RxReasoner carries it, says vitamin E has been reported to increase the risk of thrombosis in patients predisposed to it, including those taking oestrogens, a finding not confirmed. Thrombophilia joins the conditions (conditions-wcn5.ts) with its own record, which asks; the emc print copy of the same SmPC (medicines.org.uk/emc/product/3734) stopped at the heading of section 4.4 here. 'Clotting disorder' stays unread, as people use it for bleeding disorders too.",
    },
    READ_ON,
  ),
];
