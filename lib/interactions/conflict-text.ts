import type { TimingConflict } from "./types";

const sentence = (text: string) => {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** What the separation is and what was done about it, as the builder, /analytics and the PDF show it. */
export function conflictText(conflict: Pick<TimingConflict, "description" | "resolution">): string {
  return `${sentence(conflict.description)} ${sentence(conflict.resolution)}`;
}
