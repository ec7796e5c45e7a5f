// Each answer describes what the site does as documented in docs/reference/.

export interface SiteHelpEntry {
  id: string;
  question: string;
  answer: string;
  url: string;
}

export const SITE_HELP: readonly SiteHelpEntry[] = [
  {
    id: "build-a-stack",
    question: "How do I build a supplement stack?",
    answer:
      "Open the stack builder, search for products and add them. Each product is checked against your stack " +
      "(and your health profile when you are signed in) before it is added; a warning must be acknowledged, " +
      "and a blocked product cannot be added. Your current stack is kept in this browser.",
    url: "/stacks",
  },
  {
    id: "check-interactions",
    question: "How do I check interactions between supplements and my medicines?",
    answer:
      "Use the interaction checker: choose your supplements and add your medicines and health conditions. It " +
      "checks supplement–supplement, supplement–medicine, health-condition, food and nutrient-depletion " +
      "interactions and daily totals against UK upper levels, with the evidence and sources for each finding. " +
      "A result without findings is not proof of safety: ask your pharmacist or GP.",
    url: "/interactions",
  },
  {
    id: "recommendations",
    question: "Can you recommend supplements for my goals?",
    answer:
      "The Recommended stack page asks about your goals, diet, budget, medicines and health conditions and " +
      "suggests the fewest products that serve your goals, each with its evidence, authorised health claim, " +
      "dose and cost a day. Anything the interaction checker would block or flag as a major risk is left out.",
    url: "/recommendations",
  },
  {
    id: "prices",
    question: "Where do your prices come from?",
    answer:
      "Prices are per retailer offer and show when they were last checked. Prices marked 'Sample price' are " +
      "examples written for the shipped catalogue, not live retailer prices; imported retailer prices replace " +
      "them. Always check the retailer's own page before you buy.",
    url: "/browse",
  },
  {
    id: "browse",
    question: "How do I find a product?",
    answer:
      "Browse the catalogue: search by name, brand or ingredient, and filter by category, form, vegan, " +
      "vegetarian, gluten-free, price and stock. You can sort by price, price per day, rating or name.",
    url: "/browse",
  },
  {
    id: "health-profile",
    question: "What is the health profile for?",
    answer:
      "Your health profile holds your age, sex, activity level, goals, diet, pregnancy, medicines and health " +
      "conditions. The interaction checks use your medicines and conditions whenever you add a product, and " +
      "the Recommended stack page is prefilled from it.",
    url: "/health-profile",
  },
  {
    id: "data-export",
    question: "How do I get a copy of my data or delete my account?",
    answer:
      "You can download a copy of your account data from the data export page, and delete your account from " +
      "your settings. Our privacy policy explains what we keep and why.",
    url: "/data-export",
  },
  {
    id: "assistant-privacy",
    question: "Do you store my conversations with the assistant?",
    answer:
      "No. Your questions are answered and then forgotten, unless you choose to keep the conversation in this " +
      "browser. When an AI provider is switched on, the question and the facts we found are sent to it to " +
      "write the answer.",
    url: "/privacy-policy",
  },
  {
    id: "medical-advice",
    question: "Is this medical advice?",
    answer:
      "No. Everything on the site is educational information, not medical advice. Speak to your pharmacist or " +
      "GP before starting a supplement, especially if you take medicines, are pregnant or have a health " +
      "condition. In an emergency call 999; for urgent advice call NHS 111.",
    url: "/medical-disclaimer",
  },
  {
    id: "community",
    question: "Can I share my stack or see other people's stacks?",
    answer:
      "Signed-in users can save stacks and share them with the community; community stacks can be browsed " +
      "and liked.",
    url: "/community-stacks",
  },
  {
    id: "contact",
    question: "How do I contact you?",
    answer: "Use the contact form. For anything about your health, speak to your pharmacist or GP instead.",
    url: "/contact",
  },
  {
    id: "blog",
    question: "Do you have articles about supplements?",
    answer: "Our blog has articles about supplements, evidence and safety, each with its references.",
    url: "/blog",
  },
];
