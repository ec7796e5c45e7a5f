// The read log of the wnhs1 round: NHS medicines pages on herbal remedies (heart, blood, diabetes, stomach), as far as they could be read here.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage, type Page } from "./sources-read-page";

const READ_ON = "2026-12-01";

// An NHS page found at an https nhs.uk address whose herbal-remedies part was not in what could be read.
const nhsOpening = (ingredient: string, page: Page, note: string): SourceReadInput => ({
  ...readPage(ingredient, "nhs", page, { outcome: "not-readable", note }),
  dateRead: READ_ON,
});

// Only NHS pages seen at an https nhs.uk address carry a url; copies on other sites and http-only pages are told in notes.
export const SOURCES_READ_WNHS1: SourceReadInput[] = [
  nhsOpening(
    "st-johns-wort",
    { title: "About apixaban", publisher: "NHS", url: "https://nhs.uk/medicines/apixaban/about-apixaban" },
    "Looked for the 'Mixing apixaban with herbal remedies and supplements' part of the NHS apixaban pages: searches for it brought up only the opening of the NHS 'About apixaban' page (what it is, who takes it, key facts: bleeding more easily, the anticoagulant alert card, alcohol), which names no herb or supplement. A copy of an older NHS text on mansoorchemicals.com (not cited) lists taking the herbal remedy St John's wort among reasons to tell the doctor; St John's wort with apixaban is met by di-st-johns-wort-apixaban, which asks. The rivaroxaban page did not come up at all, nor did the current NHS warfarin page (the older one, at an http address only, is logged for cranberry by an earlier round).",
  ),
  nhsOpening(
    "st-johns-wort",
    { title: "Omeprazole", publisher: "NHS", url: "https://www.nhs.uk/medicines/omeprazole-ppi" },
    "Looked for the herbal-remedies part of the NHS omeprazole pages: the current page came up only as far as what omeprazole is for, how to take it and a missed or extra dose, and the older beta.nhs.uk page (beta.nhs.uk/medicines/omeprazole/) only as far as who can take it; neither part names a herb. A news page (britbrief.co.uk, not cited) says the NHS lists St John's wort among medicines to be careful with; di-st-johns-wort-omeprazole asks. The NHS lansoprazole page did not come up at an nhs.uk address either; news pages quoting it (feed.ilidea.com and a newszop.com copy of a Mirror story, not cited) give its words: St John's wort may stop lansoprazole working as well as it should, and there is not enough information to say that other complementary medicines and herbal remedies are safe with it; lansoprazole meets di-st-johns-wort-cyp2c19-substrate, which asks. Also looked for in the same searches, the NHS pages on metformin, amlodipine, levothyroxine and digoxin with herbal remedies. Metformin's came up only as a copy (eggisa.online, not cited): there is not enough information to say that complementary medicines and herbal remedies are safe with metformin, with no herb named and no effect given, so, unlike gliclazide's page, it is not a record. The others did not come up at an nhs.uk address. An NHS medicine guide for St John's wort came up only at an http address (not cited).",
  ),
  notFound(
    "coq10",
    "nhs",
    "Looked for the NHS page 'Taking atorvastatin with other medicines and herbal supplements': it did not come up at an nhs.uk address. Two news pages quoting it (aboutcancerservice.com and safehomediy.com, not cited) give its words: St John's wort reduces the amount of atorvastatin in the blood so it does not work as well, talk to your doctor if you are thinking of starting it; there is no clear evidence that taking co-enzyme Q10 with atorvastatin benefits your health. That is no interaction for co-enzyme Q10; St John's wort with atorvastatin is met by di-st-johns-wort-atorvastatin, which asks, as the quoted text does.",
    READ_ON,
  ),
  nhsOpening(
    "st-johns-wort",
    { title: "Tramadol", publisher: "NHS", url: "https://beta.nhs.uk/medicines/tramadol/" },
    "Looked for the herbal-remedies part of the NHS tramadol page: the older beta.nhs.uk page came up only as far as how and when to take it (about tramadol, key facts, who can and cannot take it), which names no herb; the current page's part on other medicines and herbal supplements did not come up. St John's wort with tramadol is met by di-st-johns-wort-serotonergic-opioid.",
  ),
  nhsOpening(
    "st-johns-wort",
    {
      title: "Ticagrelor - Brand name: Brilique",
      publisher: "NHS",
      url: "https://www.nhs.uk/medicines/ticagrelor/",
    },
    "The NHS ticagrelor page came up as one page whose contents list a section 8, 'Cautions with other medicines', but only its opening (about ticagrelor, key facts, who can and cannot take it) could be read, which names no herb; the same opening came up on developer.api.nhs.uk's widget copy. St John's wort with ticagrelor is met by di-st-johns-wort-cyp3a4-substrate, which asks.",
  ),
];
