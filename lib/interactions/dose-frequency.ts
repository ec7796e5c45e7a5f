import type { DoseFrequency } from "./dictionary-schema";

export const FREQUENCY_LABELS: Record<DoseFrequency, string> = {
  once_daily: "Once a day",
  twice_daily: "Twice a day",
  three_times_daily: "Three times a day",
  four_times_daily: "Four times a day",
  weekly: "Once a week",
  as_needed: "When needed",
};
