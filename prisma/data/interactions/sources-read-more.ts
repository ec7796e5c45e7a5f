// The read log of the last round of source reading (docs/knowledge-base.md §1) for the ingredients whose
// sources had not been read: pages found and what came of them, and the official pages looked for but not
// found in what could be searched here (no address: the coverage table leaves those cells "—").
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_MORE } from "./references-more";
import { notFound, readPage, records } from "./sources-read-page";

const NHS_VITAMIN_K = {
  title: "Vitamin K - Vitamins and minerals",
  publisher: "NHS",
  url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-k/",
};
const NHS_VITAMIN_K_NOTE =
  "Says 1 mg or less a day of vitamin K supplements is unlikely to cause harm and names no medicine; the warfarin records come from the ODS and NHS warfarin pages.";

/** Official pages looked for that the search did not find: only copies, retailer or unrelated pages came up. */
const NOT_FOUND: [ingredient: string, kind: SourceReadInput["kind"]][] = [
  ["elderberry", "nccih"],
  ["pantothenic-acid", "nih-ods"],
  ["l-theanine", "nccih"],
  ["spirulina", "nccih"],
  ["lions-mane", "nccih"],
  ["probiotics", "nhs"],
];
const NOT_FOUND_NOTE =
  "Looked for by title and subject; the page itself was not among what could be searched here (only copies on other sites, retailer pages or unrelated results), so nothing was written from it.";
const ODS_EXERCISE = {
  title: "Dietary Supplements for Exercise and Athletic Performance: Fact Sheet for Health Professionals",
  publisher: "NIH Office of Dietary Supplements",
  url: "https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-HealthProfessional/",
};

export const SOURCES_READ_MORE: SourceReadInput[] = [
  readPage(
    "cranberry",
    "nccih",
    REF_MORE.nccihBulletinCranberry,
    records("di-cranberry-warfarin", "mc-cranberry-kidney-stones"),
  ),
  readPage("evening-primrose-oil", "nccih", REF_MORE.nccihBulletinEveningPrimrose, {
    ...records("di-evening-primrose-oil-warfarin", "mc-evening-primrose-oil-pregnancy"),
    note: "Both records now verified against this text.",
  }),
  readPage("saw-palmetto", "nccih", REF_MORE.nccihBulletinSawPalmetto, {
    outcome: "none-stated",
    note: "Saw palmetto has not been shown to interact with medications or to affect PSA levels.",
  }),
  readPage("kava", "nih-ods", REF_MORE.odsKava, {
    ...records("mc-kava-liver-disease"),
    note: "The FDA advisory it reports links kava to severe liver injury; the record's advice (do not take with liver disease) is stronger than the 'talk with your practitioner' of NCCAM's 2002 advisory, so it stays unverified until the current NCCIH page is read.",
  }),
  readPage(
    "probiotics",
    "nih-ods",
    {
      title: "Probiotics: Fact Sheet for Health Professionals",
      publisher: "NIH Office of Dietary Supplements",
      url: "https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/?utm_medium=email&utm_source=govdelivery",
    },
    {
      outcome: "not-readable",
      note: "Only the introduction (definition and strain names) was in what could be read; its section on interactions with medications was not.",
    },
  ),
  readPage("vitamin-k1", "nhs", NHS_VITAMIN_K, { outcome: "none-stated", note: NHS_VITAMIN_K_NOTE }),
  readPage("vitamin-k2", "nhs", NHS_VITAMIN_K, { outcome: "none-stated", note: NHS_VITAMIN_K_NOTE }),
  ...["whey-protein", "beta-alanine", "citrulline"].map((ingredient) =>
    readPage(ingredient, "nih-ods", ODS_EXERCISE, {
      outcome: "not-readable",
      note: "Only the introduction and the survey figures were in what could be read; the sections on each ingredient's safety were not.",
    }),
  ),
  notFound(
    "evening-primrose-oil",
    "ema",
    "An EU herbal monograph on evening primrose oil (Oenothera biennis L., oleum) is named in a list of HMPC monographs, but its text was not found.",
  ),
  readPage(
    "pantothenic-acid",
    "nhs",
    {
      title: "Vitamins and minerals - B vitamins and folic acid",
      publisher: "NHS",
      url: "https://www.nhs.uk/conditions/vitamins-minerals/pages/vitamin-b.aspx",
    },
    {
      outcome: "not-readable",
      note: "The part read (an older address of the page) stops at riboflavin, before the section on pantothenic acid.",
    },
  ),
  notFound(
    "green-tea-extract",
    "ema",
    "The EU herbal monograph on green tea leaf (Camellia sinensis, non fermentatum folium) was found only as the 2013 draft reproduced on medine.co.uk, whose part read stops before the clinical sections, and as copies of its assessment report.",
  ),
  ...NOT_FOUND.map(([ingredient, kind]) => notFound(ingredient, kind, NOT_FOUND_NOTE)),
];
