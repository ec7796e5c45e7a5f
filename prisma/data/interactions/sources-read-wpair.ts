// The read log of the wpair round: the texts a blind probe of supplement pairs was written from, and what came of
// each. The ferrous sulfate, Kalcipos-D, Solvazinc, Neomag and Valerina Night-Time texts were logged in earlier rounds.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WPAIR } from "./references-wpair";

const READ_ON = "2026-12-05";

export const SOURCES_READ_WPAIR: SourceReadInput[] = [
  {
    ingredient: "valerian",
    kind: "uk-product-information",
    ...REF_WPAIR.valerinaDayTimeLeaflet,
    dateRead: READ_ON,
    outcome: "records",
    records: ["ss-passionflower-valerian"],
    note: "Read to the start of 'Taking other medicines': do not take it if already taking other medicines for anxiety or sleep, under 18, pregnant or breastfeeding (the night-time leaflet, logged earlier, says the same). A registered passionflower remedy for mild anxiety is such a medicine, so the valerian and passionflower pair now asks not to take both (moderate, was minor). Lemon balm is in the same product, so the leaflet says nothing of it as another remedy.",
  },
];
