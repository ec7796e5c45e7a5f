// What the knowledge-base method (docs/knowledge-base.md) has not covered yet, as /accuracy publishes it.
// Counts that the data can give (ingredients without records, kinds no scenario measures) are computed
// by `npm run report:accuracy`, not written here; keep each entry true of the data as it stands.
export const NOT_COVERED: readonly string[] = [
  "The scenario set is what the checker is developed against: when a scenario fails, the records or the engine are changed until it passes. Its figures show that the checker reports what it knows correctly; they do not measure interactions that no scenario and no record covers. No held-out evaluation is kept in this repository, so none is published here.",
  "UK product information (sections 4.3 to 4.5 of the SmPC of a licensed form of the nutrient or herb) has not yet been read for every catalogue ingredient; the coverage table in our method document shows, per ingredient, which kinds of source its records cite.",
  "When a source is read and states no interaction, nothing records that it was read, so an ingredient without records from a kind of source may simply not have been read against it yet.",
  "No record cites Stockley's Herbal Medicines Interactions or the Natural Medicines database, the two largest references on herb and supplement interactions; both need a subscription.",
  "Some over-the-counter combination brands people type are not in the medicine dictionary yet (Solpadeine and Beechams, for example): the checker says it does not recognise them rather than checking them.",
  "Pregnancy is one condition rather than three trimesters (a trimester is read as pregnancy), and liver impairment is a few broad conditions rather than stages; kidney disease has three steps (chronic kidney disease, stage 4, and kidney failure or dialysis) rather than all five stages.",
];
