// References first cited in the wplt round (drug-interactions-part-70.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WPLT = {
  /**
   * "The patient required a nearly 20% warfarin dose reduction to maintain an INR within the goal range after starting
   * therapy with cannabidiol ... INR should be monitored frequently in patients taking warfarin who begin to take
   * FDA-approved cannabidiol."
   */
  ajhpCannabidiolWarfarin: {
    title:
      "A possible interaction between cannabidiol (Epidiolex) and warfarin: case report, Am J Health Syst Pharm 2020;77(22):1846-1851 (abstract)",
    publisher:
      "American Journal of Health-System Pharmacy (PubMed abstract, as mirrored by suppr.wilddata.cn)",
    url: "https://suppr.wilddata.cn/browses/detail/pubmed/33016308",
    pmid: "33016308",
    doi: "10.1093/ajhp/zxaa268",
  },
  /**
   * "The case reports we identified noted that cannabis may potentially increase warfarin's effect ... The potential for
   * warfarin and THC/CBD interactions may be dependent on route of administration and dose of the cannabis product."
   */
  jCannabisResWarfarin: {
    title: "Case report: medical cannabis-warfarin drug-drug interaction (J Cannabis Res 2022;4:6)",
    publisher: "Journal of Cannabis Research (BMC)",
    url: "https://jcannabisresearch.biomedcentral.com/articles/10.1186/s42238-021-00112-x",
    doi: "10.1186/s42238-021-00112-x",
  },
  /** Section 4.2: "up to a maximum recommended dose of 10 mg/kg twice daily (20 mg/kg/day)". */
  epidyolexDosing: {
    title: "Epidyolex 100 mg/ml oral solution (cannabidiol): summary of product characteristics, section 4.2",
    publisher: "emc (medicines.org.uk)",
    url: "https://medicines.org.uk/emc/product/10781/smpc/print",
  },
  /**
   * "The following herbal products have been reported to increase, through various mechanisms, the risk of bleeding when
   * used concomitantly with warfarin: ... danshen, devil's claw, dong quai, ... and papaya (papain)."
   */
  stentonWarfarinHerbs: {
    title:
      "Interactions between warfarin and herbal products, minerals, and vitamins: a pharmacist's guide (Stenton, Bungard and Ackman; abstract)",
    publisher: "Journal article, copy at docslib.org",
    url: "https://docslib.org/doc/11724999/interactions-between-warfarin-and-herbal-products-minerals-and-vitamins-a-pharmacists-guide-sunita-bond-stenton-tammy-j",
  },
  /**
   * "According to one case report, the herb devil's claw might increase the potential for bleeding while taking
   * warfarin." "Blood-thinning medications such as warfarin (Coumadin) or heparin: Devil's claw might enhance their
   * effect, possibly producing a risk of bleeding."
   */
  foundHealthDevilsClaw: {
    title: "Devil's claw: side effects and warnings (safety issues; interactions you should know about)",
    publisher: "FoundHealth",
    url: "https://foundhealth.com/devils-claw/side-effects-and-warnings",
  },
} satisfies Record<string, Reference>;
