/** "Ask your GP first: iron can…"; a why that starts with an acronym ("UK product information") keeps its case. */
export function adviceWithWhy(advice: string, why: string): string {
  const start = /^\p{Lu}\p{Ll}/u.test(why) ? `${why.charAt(0).toLowerCase()}${why.slice(1)}` : why;
  return `${advice.replace(/\.$/, "")}: ${start}`;
}
