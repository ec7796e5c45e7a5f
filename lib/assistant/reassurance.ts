// A provider's text added after the interaction checker's findings may not call the combination safe or free of
// interactions (docs/reference/assistant.md "Providers"): such a text is dropped, whatever the prompt said. Pure.

/** A provider's addition that calls the combination safe or free of interactions contradicts the checker. */
const REASSURANCE =
  /(?<!\bnot |n't |never )\b(safe|fine|okay|ok|alright) to (take|use|combine|have|mix)\b|\b(is|are|it's|they're|should be|perfectly|completely|totally|generally) (safe|fine|harmless)\b|\b(won't|will not|doesn't|does not|do not|don't) (interact|cause (any )?(problems|harm))\b|\bno (known |significant |recorded |major |harmful )?(interactions?|risks?|problems?|concerns?)\b/i;

/** Our own caveat, which a provider may repeat. */
const NOT_SAFE_CAVEAT = /\b(does|do) not mean (that )?(it|they|this|that) (is|are) safe\b/gi;

/** True when the text reassures where the checker does not. */
export function contradictsChecker(text: string): boolean {
  return REASSURANCE.test(text.replace(/[\u2018\u2019`]/g, "'").replace(NOT_SAFE_CAVEAT, ""));
}
