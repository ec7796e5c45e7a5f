// References first cited by the records of the last round of source reading (medical-contraindications-more.ts
// and the references it added to older records). Each was read here, in the text of the page named.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const NCCIH_BULLETIN = "National Center for Complementary and Integrative Health (NCCIH) e-mail bulletin";

export const REF_MORE = {
  /**
   * Drinking cranberry juice appears to be safe, although large amounts can cause stomach upset and may over
   * time increase the risk of kidney stones. Large doses of cranberry may alter levels of warfarin.
   */
  nccihBulletinCranberry: {
    title: "Cranberry: uses, what the science says and safety (NCCIH bulletin)",
    publisher: NCCIH_BULLETIN,
    url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
  },
  /**
   * What do we know about safety: may increase the risk of some complications of pregnancy, and may increase
   * bleeding in people who are taking the anticoagulant warfarin (Coumadin).
   */
  nccihBulletinEveningPrimrose: {
    title:
      "Evening primrose oil: background, what we have learned and what we know about safety (NCCIH bulletin)",
    publisher: NCCIH_BULLETIN,
    url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/235c38c",
  },
  /** Saw palmetto has not been shown to interact with medications or to affect PSA levels. */
  nccihBulletinSawPalmetto: {
    title: "Saw palmetto: background, what we have learned and what we know about safety (NCCIH bulletin)",
    publisher: NCCIH_BULLETIN,
    url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/2a7c5b9",
  },
  /**
   * The FDA's 2002 advisory: kava-containing supplements may be associated with severe liver injury (hepatitis,
   * cirrhosis, liver failure), with a liver transplant in a previously healthy young woman in the US.
   */
  odsKava: {
    title: "Kava: FDA issues consumer advisory for dietary supplements containing kava",
    publisher: "NIH Office of Dietary Supplements",
    url: "https://ods.od.nih.gov/HealthInformation/kava.aspx",
  },
  /**
   * People, especially those with liver disease or liver problems, or taking drugs that can affect the liver,
   * should talk with their health care practitioner before using kava.
   */
  nccamKavaAdvisory: {
    title: "Consumer Advisory: Kava Linked to Liver Damage (23 July 2002, archived copy)",
    publisher:
      "National Center for Complementary and Alternative Medicine (NIH), in the End of Term web archive",
    url: "https://webarchive.library.unt.edu/eot2008/20080921114950/http://health.nih.gov/viewPublication.asp?disease_id=1103&publication_id=2105&pdf=no",
  },
  /**
   * Section 4.3: not to be used by people under 18 or by women who are pregnant or breastfeeding. (The copy read
   * breaks off in section 4.4.)
   */
  prostasanSmpc: {
    title: "Prostasan Saw Palmetto Capsules: summary of medicine characteristics, section 4.3",
    publisher: "Patient-info.co.uk (copy of the UK SmPC)",
    url: "https://patient-info.co.uk/prostasan-saw-palmetto-capsules-85584/summary-of-medicine-characteristics",
  },
} satisfies Record<string, Reference>;
