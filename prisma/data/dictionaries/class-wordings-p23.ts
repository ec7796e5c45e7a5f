// UK brands of medicines the dictionary already holds, from the EU package leaflets the p23 to p26 rounds read (the
// Gravitate Health ePI copy of the EMA's English texts); each leaflet is for that medicine alone.
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_P23: Wordings = {
  // The Targretin leaflet: bexarotene 75 mg soft capsules.
  bexarotene: ["Targretin"],
  // The Actelsar HCT leaflet: telmisartan with hydrochlorothiazide; the Actelsar leaflet: telmisartan alone.
  "telmisartan-with-hydrochlorothiazide": ["Actelsar HCT"],
  telmisartan: ["Actelsar"],
  // The Corbilta leaflet: levodopa, carbidopa and entacapone tablets.
  "levodopa-carbidopa-entacapone": ["Corbilta"],
  // The Stocrin leaflet: efavirenz 30 mg/ml oral solution.
  efavirenz: ["Stocrin"],
  // The Tibsovo leaflet: ivosidenib 250 mg tablets.
  ivosidenib: ["Tibsovo"],
};
