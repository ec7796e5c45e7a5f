import type { Source } from "./extractive";
import { plain } from "./interaction-question";

interface Family {
  id: string;
  kind: "task" | "topic";
  pattern: RegExp;
  elsewhere: string;
  source: Source;
}

const FAMILIES: readonly Family[] = [
  {
    id: "creative_writing",
    kind: "task",
    pattern:
      /\b(write|compose|make up|generate|create)\b.{0,40}\b(poem|poetry|haiku|limerick|sonnet|song|lyrics|rap|story|stories|novel|joke|essay|speech|cover letter|tweet|caption)s?\b|\btell me (a )?(joke|story|riddle)s?\b/,
    elsewhere: "a general-purpose writing assistant",
    source: {
      title: "BBC Bitesize: English (writing)",
      url: "https://www.bbc.co.uk/bitesize/subjects/z3kw2hv",
    },
  },
  {
    id: "coding",
    kind: "task",
    pattern:
      /\b(write|fix|debug)\b.{0,30}\b(code|script|regex|macro|sql query)\b|\b(python|javascript|typescript|sql|html|css|php|excel formula)\b|\bc\+\+/,
    elsewhere: "a programming community such as Stack Overflow or your language's documentation",
    source: { title: "Stack Overflow", url: "https://stackoverflow.com/" },
  },
  {
    id: "homework",
    kind: "topic",
    pattern:
      /\b(homework|coursework|assignment|exam question|revision|algebra|calculus|equation|fractions|times tables|solve for|what is \d+\s*[-+*x×/÷]\s*\d+|translate)\b/,
    elsewhere: "your teacher or BBC Bitesize",
    source: { title: "BBC Bitesize", url: "https://www.bbc.co.uk/bitesize" },
  },
  {
    id: "weather",
    kind: "topic",
    pattern:
      /\b(weather|forecast|raining|rain tomorrow|sunny|snowing|temperature (outside|today|tomorrow))\b/,
    elsewhere: "the Met Office",
    source: { title: "Met Office forecast", url: "https://www.metoffice.gov.uk/" },
  },
  {
    id: "money",
    kind: "topic",
    pattern:
      /\b(tax|taxes|hmrc|self[- ]assessment|vat return|pension|mortgage|isa|investing|investment|stocks|shares|crypto|bitcoin|loan|credit card|credit score|benefits claim|universal credit)\b/,
    elsewhere: "GOV.UK or MoneyHelper",
    source: { title: "MoneyHelper", url: "https://www.moneyhelper.org.uk/" },
  },
  {
    id: "insurance",
    kind: "topic",
    pattern:
      /\b(car|home|pet|life|travel|van|bike|contents) insurance\b|\binsurance (quote|policy|premium|claim)\b|\bno[- ]claims\b/,
    elsewhere: "your insurer, a comparison site or MoneyHelper",
    source: {
      title: "MoneyHelper: insurance",
      url: "https://www.moneyhelper.org.uk/en/everyday-money/insurance",
    },
  },
  {
    id: "legal",
    kind: "topic",
    pattern:
      /\b(legal advice|lawyer|solicitor|sue|suing|lawsuit|court case|tribunal|tenancy|landlord|evict\w*|divorce|custody|will and testament|parking (ticket|fine)|speeding (ticket|fine))\b/,
    elsewhere: "Citizens Advice or a solicitor",
    source: { title: "Citizens Advice", url: "https://www.citizensadvice.org.uk/" },
  },
  {
    id: "travel",
    kind: "topic",
    pattern:
      /\b(flights?|holiday|hotel|hotels|train times|timetable|visa|passport|itinerary|things to do in|trip to|directions to|how do i get to)\b/,
    elsewhere:
      "GOV.UK travel advice or National Rail; for travel vaccines, NHS fitfortravel or a travel clinic",
    source: { title: "GOV.UK foreign travel advice", url: "https://www.gov.uk/foreign-travel-advice" },
  },
  {
    id: "sport_results",
    kind: "topic",
    pattern:
      /\b(scores?|results?|fixtures?|who won|league table|kick[- ]off|standings)\b.{0,40}\b(match|game|football|premier league|cup|cricket|rugby|f1|formula 1|tennis|golf|boxing|nba|nfl)\b|\b(premier league|champions league|world cup|six nations|grand prix)\b/,
    elsewhere: "BBC Sport",
    source: { title: "BBC Sport", url: "https://www.bbc.co.uk/sport" },
  },
  {
    id: "news_and_general_knowledge",
    kind: "topic",
    pattern:
      /\b(news|prime minister|president|election|politics|capital of|who invented|population of|tv guide|netflix|film|movie|lottery numbers)\b/,
    elsewhere: "a search engine or BBC News",
    source: { title: "BBC News", url: "https://www.bbc.co.uk/news" },
  },
];

const IN_SCOPE =
  /\b(supplements?|vitamins?|minerals?|multivitamins?|nutrients?|nutrition\w*|diet\w*|food|foods|eat|eating|protein|calories|tablets?|capsules?|pills?|gumm(y|ies)|powder|dose|dosage|doses|mg|mcg|iu|upper level|nrv|deficien\w*|medicines?|medication|meds|prescri\w*|pharmacist|gp|nhs|interact\w*|side effects?|health\w*|pregnan\w*|breastfeed\w*|conditions?|symptoms?|sleep|energy|immune|immunity|jet lag|muscle|workout|exercise|gym|training|recovery|stack|stacks|checker|price|prices|retailers?|account|sign in|password|profile|privacy|data|cookies?|conversation|contact|recommend\w*|this site|your site|website|safe|interaction)\b/;

export interface OutOfScope {
  family: string;
  answer: string;
  sources: Source[];
}

const CAN_HELP_WITH =
  "I can only help with supplements, vitamins and minerals, nutrition, how supplements interact with medicines " +
  "and health conditions, and this site (building a stack, prices, the interaction checker, your account).";

export function outOfScope(message: string, namesSomething: boolean): OutOfScope | null {
  const text = plain(message);
  const inScope = namesSomething || IN_SCOPE.test(text);
  const family = FAMILIES.find(
    (candidate) => candidate.pattern.test(text) && (candidate.kind === "task" || !inScope),
  );
  if (!family) return null;
  return {
    family: family.id,
    answer: `${CAN_HELP_WITH} For this, please try ${family.elsewhere}.`,
    sources: [family.source],
  };
}
