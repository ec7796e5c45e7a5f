// The read log of RxReasoner's substance pages (drug-interactions-part-21.ts, references-rx.ts). A substance page
// gathers the interactions sections of product information without naming the product or its country, and the
// log's kinds hold UK, EMA, NHS, NIH and BNF addresses only (an RxReasoner copy counts as UK product information
// only when it says it is the UK SmPC). So, as for the non-UK copies in sources-read-smpc-sjw-2.ts, each page read
// is told in a note on the UK product information entry of its ingredient: the UK text itself was not identified.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const UK = "uk-product-information";
const UNNAMED = "does not name the product or country whose text it copies.";

export const SOURCES_READ_RX: SourceReadInput[] = [
  notFound(
    "iron",
    UK,
    `RxReasoner's ferrous sulfate page (rxreasoner.com/substances/ferrous/precautions) was read; it ${UNNAMED} Records citing it: di-iron-allopurinol, di-iron-colestyramine. Already covered: tetracyclines, ciprofloxacin, norfloxacin, ofloxacin and bisphosphonates (class records), levodopa, levothyroxine, methyldopa, trientine and penicillamine (its iron-binding class). Not recorded: chloramphenicol and dimercaprol (hospital medicines, not in the dictionary); antacids (the dictionary's antacid class also holds simeticone, which the text does not concern); zinc, calcium, phosphorus, tea, coffee, milk, eggs and vitamin C (effects on iron absorption, not risks to a medicine).`,
  ),
  notFound(
    "calcium",
    UK,
    `RxReasoner's calcium carbonate page (rxreasoner.com/substances/calcium-carbonate/precautions) was read; it ${UNNAMED} Records citing it: di-calcium-chlorpromazine, di-calcium-rifampicin, di-calcium-ketoconazole, di-calcium-penicillamine. Already covered: digoxin, thiazide diuretics, tetracyclines, bisphosphonates, quinolones and thyroxine. Not recorded: diflunisal and "pivabisiline" (not in the dictionary), sodium fluoride (not a dictionary medicine), corticosteroids and loop diuretics (they change calcium absorption or excretion, an effect on the nutrient), iron (a supplement pair).`,
  ),
  notFound(
    "folic-acid",
    UK,
    `RxReasoner's folic acid page (rxreasoner.com/substances/vitamin-b9/precautions) was read; it ${UNNAMED} Record citing it: di-folic-acid-sodium-valproate. Already covered: phenytoin, methotrexate, and carbamazepine and the barbiturates (the enzyme-inducing antiepileptic class). Not recorded: chloramphenicol and nitrous oxide (hospital use); alcohol, aspirin, trimethoprim, sulfasalazine and triamterene (they lower folate, an effect on the vitamin); lithium (folate said to enhance its efficacy, not a risk). Valproic acid (Depakote) was left out: the text names sodium valproate.`,
  ),
  notFound(
    "vitamin-c",
    UK,
    `RxReasoner's vitamin C page (rxreasoner.com/substances/vitamin-c/precautions) was read; it ${UNNAMED} The text available here stops in its desferrioxamine entry. Record citing it: di-vitamin-c-dexamfetamine. Already covered: desferrioxamine and kidney problems. Aluminium-containing antacids ("not recommended", especially in renal insufficiency) are now di-vitamin-c-aluminium-hydroxide, from a UK SmPC that gives its therapeutic dose. Not recorded: oral contraceptives and aspirin (they lower vitamin C, an effect on the vitamin); iron (absorption raised, a benefit). The text says amphetamine, so only dexamfetamine was recorded, not lisdexamfetamine.`,
  ),
  notFound(
    "zinc",
    UK,
    `RxReasoner's zinc page (rxreasoner.com/substances/zinc/precautions) was read; it ${UNNAMED} Every medicine it names already has a record: tetracyclines and fluoroquinolones (class records), penicillamine (zinc-binding class) and trientine (its own record, from the UK Cuprior SmPC). Its advice to keep chelating treatment and zinc at least 1 hour apart is written for zinc as a Wilson's disease treatment, so the 4-hour class gap was kept.`,
  ),
  // Searched for and not found in the stored pages: no RxReasoner substance page came up for these.
  ...(
    ["magnesium", "vitamin-b6", "vitamin-b12", "vitamin-a", "vitamin-d3", "glucosamine", "selenium"] as const
  ).map((ingredient) =>
    notFound(
      ingredient,
      UK,
      "An RxReasoner substance page (rxreasoner.com/substances/…/precautions) was looked for and not found in the pages that could be searched here; other sites' summaries came up instead and were not used.",
    ),
  ),
];
