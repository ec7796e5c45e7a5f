// Medicines the wx3 round's blind probe of typed names found unread, each cited to the page read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { med, page } from "./build";

const EMC = "Electronic medicines compendium (emc)";
const RX = "RxReasoner";

function read(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

/** The pages read this round for the medicines, by product. */
const REF_WX3_PRODUCTS = {
  /** "Doxepin 25 mg capsules … Treatment of symptoms of depressive illness in adults, especially where sedation is required" (opening, sections 1–4.2, read). */
  doxepinCapsulesSmpc: read(
    "Doxepin 25 mg capsules (doxepin hydrochloride): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/14577/smpc/print",
  ),
  /** Sinepin leaflet: "Sinepin is an antidepressant. It is one of a group called tricyclic antidepressants." (UK, PL 23138/0002). */
  sinepinLeaflet: read(
    "Doxepin 25mg capsules (Sinepin, doxepin hydrochloride): patient leaflet (UK, eMC text)",
    "myHealthbox",
    "https://myhealthbox.eu/en/doxepin-25mg-capsules/4941629",
  ),
  /** Sinepin capsules (MHRA GB text, 2021, Marlborough Pharmaceuticals): contra-indicated "in patients with mania, severe liver disease, lactation, glaucoma, tendency to urinary retention" (opening, sections 4.3–4.4, read). */
  sinepinRx: read(
    "Sinepin capsules (doxepin): product information, contraindications and precautions (MHRA, GB)",
    RX,
    "https://www.rxreasoner.com/monographs/sinepin/precautions",
  ),
  /** "When taken with doxepin, the sedative effects of sedating antihistamines and CNS depressants may be potentiated"; care "in patients receiving other medications with anticholinergic effects"; "primarily metabolized by hepatic cytochrome P450 isozymes CYP2C19 and CYP2D6". */
  doxepinInteractionsRx: read(
    "Doxepin: interactions (product information)",
    RX,
    "https://www.rxreasoner.com/substances/doxepin/precautions",
  ),
  /** "Doxepin hydrochloride 5% w/w … For the relief of pruritus associated with eczema"; "Drowsiness may occur with the use of Xepin" (opening to section 4.4 read). */
  xepinSmpc: read(
    "Xepin 5% w/w Cream (doxepin hydrochloride): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/xepin-5-w-w-cream/summary",
  ),
  /** UK leaflet (MHRA text): "Xepin 5% w/w Cream is applied to relieve itching associated with eczematous dermatitis"; talk to the doctor first with glaucoma or "a tendency" to urinary retention (opening read). */
  xepinLeaflet: read(
    "Xepin 5% w/w Cream (doxepin hydrochloride): patient leaflet (UK, MHRA text)",
    "myHealthbox",
    "https://www.myhealthbox.eu/en/xepin-5-cream/4199938",
  ),
};

const R = REF_WX3_PRODUCTS;

export const WX3_MEDICINES: Medicine[] = [
  // A tricyclic antidepressant given as capsules "especially where sedation is required" (emc); its interaction
  // page names the sedative and anticholinergic additive effects.
  med(
    "doxepin",
    "Doxepin",
    ["tricyclic-antidepressant", "sedative", "anticholinergic"],
    null,
    page(R.doxepinCapsulesSmpc),
    {
      brands: ["Sinepin"],
      other: ["Doxepin hydrochloride"],
      also: [R.sinepinLeaflet, R.sinepinRx, R.doxepinInteractionsRx],
    },
  ),
  // The 5% cream for eczema itch (Xepin) is absorbed enough to cause drowsiness (SmPC 4.2 and 4.4): a sedative, but
  // not used as an antidepressant, so apart from the capsules.
  med("doxepin-cream", "Doxepin cream", ["sedative"], null, page(R.xepinSmpc), {
    brands: ["Xepin", "Xepin 5% cream"],
    other: ["Doxepin 5% cream", "Doxepin hydrochloride cream"],
    also: [R.xepinLeaflet],
  }),
];
