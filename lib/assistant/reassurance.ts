const REASSURANCE =
  /(?<!\bnot |n't |never )\b(safe|fine|okay|ok|alright) to (take|use|combine|have|mix)\b|\b(is|are|it's|they're|should be|perfectly|completely|totally|generally) (safe|fine|harmless)\b|\b(won't|will not|doesn't|does not|do not|don't) (interact|cause (any )?(problems|harm))\b|\bno (known |significant |recorded |major |harmful )?(interactions?|risks?|problems?|concerns?)\b/i;

/** Our own caveat, which a provider may repeat. */
const NOT_SAFE_CAVEAT = /\b(does|do) not mean (that )?(it|they|this|that) (is|are) safe\b/gi;

export function contradictsChecker(text: string): boolean {
  return REASSURANCE.test(text.replace(/[\u2018\u2019`]/g, "'").replace(NOT_SAFE_CAVEAT, ""));
}
