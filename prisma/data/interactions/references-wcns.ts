// References first cited in the wcns round (drug-interactions-part-71.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCNS = {
  /**
   * INTERACTIONS: "Ephedra, green tea, ginseng, 5-hydroxytryptophan (5-HTP), S-adenosylmethionine (SAMe), St. John's
   * wort, scotch broom". "Green Tea. Effect: Probable Dangerous Interaction. Because it contains caffeine, green tea
   * should not be combined with MAO inhibitors." Drugs in this family: isocarboxazid, phenelzine, tranylcypromine,
   * selegiline and others.
   */
  ebscoMaoInhibitors: {
    title:
      "Monoamine oxidase (MAO) inhibitors (drug interactions): green tea, because it contains caffeine, should not be combined with MAO inhibitors",
    publisher: "EBSCO Research Starters (complementary and alternative medicine)",
    url: "https://ebsco.com/research-starters/health-and-medicine/monoamine-oxidase-mao-inhibitors-drug-interactions",
  },
  /**
   * "Other interactions with SSRIs can involve herbal remedies like kava and valerian, which may increase side effects
   * such as dizziness and confusion." INTERACTIONS: "Bupleurum chinense, ephedra, fish oil, 5-HTP, folate, ginkgo, kava,
   * St. John's wort, SAMe (S-adenosylmethionine), valerian". Drugs in this family: citalopram, escitalopram, fluoxetine,
   * fluvoxamine, paroxetine, sertraline, vilazodone, vortioxetine.
   */
  ebscoSsris: {
    title:
      "Selective serotonin reuptake inhibitors (drug interactions): kava and valerian may increase side effects such as dizziness and confusion",
    publisher: "EBSCO Research Starters (complementary and alternative medicine)",
    url: "https://ebsco.com/research-starters/complementary-and-alternative-medicine/selective-serotonin-reuptake-inhibitors",
  },
  /**
   * "Herbal Diuretic. Effect: Possible Harmful Interaction ... One case report suggests that herbal diuretics can also
   * lead to increased lithium levels. Certain herbs are thought to act as diuretics, including buchu, celery seed,
   * cleavers, corn silk, couch grass, dandelion, goldenrod, gravel root, horsetail, juniper, parsley, rosemary, and wild
   * carrot."
   */
  ebscoLithium: {
    title:
      "Lithium as medicine (drug interactions): herbal diuretics, among them dandelion, may raise lithium levels",
    publisher: "EBSCO Research Starters (complementary and alternative medicine)",
    url: "https://ebsco.com/research-starters/complementary-and-alternative-medicine/lithium-medicine-drug-interactions",
  },
  /**
   * "The primary ingredient of guarana is caffeine. The caffeine content may increase lithium excretion ... Upon
   * discontinuation of caffeine intake ... the patient may experience lithium toxicity if the lithium dosage is not
   * decreased accordingly." Severity moderate; evidence theoretical. "Optimally, patients will avoid guarana use while
   * taking lithium."
   */
  hellopharmacistGuaranaLithium: {
    title:
      "Lithium with guarana: interaction details (caffeine may increase lithium excretion; stopping it may raise lithium levels)",
    publisher: "HelloPharmacist (interaction monograph edited by a PharmD)",
    url: "https://hellopharmacist.com/drug-interactions/drugs/lithium/guarana-with-lithium",
  },
  /**
   * "Synephrine can also interact with numerous medications and other drugs, including stimulants ... The tyramine
   * constituent of Citrus aurantium can cause deadly side effects when combined with drugs in the MAO inhibitor family."
   */
  foundHealthCitrusAurantium: {
    title:
      "Citrus aurantium: side effects and warnings (its tyramine can cause deadly side effects with MAO inhibitor drugs)",
    publisher: "FoundHealth",
    url: "https://foundhealth.com/citrus-aurantium/side-effects-and-warnings",
  },
  /**
   * "Interactions You Should Know About. If you are taking: MAO inhibitors: The caffeine in guarana could cause dangerous
   * drug interactions. ... Drugs to prevent heart arrythmias or treat insomnia or anxiety: Guarana might interfere with
   * their action."
   */
  foundHealthGuarana: {
    title: "Guarana: side effects and warnings (MAO inhibitors; drugs to treat insomnia or anxiety)",
    publisher: "FoundHealth",
    url: "https://foundhealth.com/guarana/side-effects-and-warnings",
  },
  /**
   * Results: adverse events with a high probability of a causal relationship with an adaptogen–antidepressant
   * interaction; "Withania somnifera: reboxetine (testicle pain and ejaculatory dysfunctions), sertraline (severe
   * diarrhea), escitalopram (myalgia, epigastric pain, nausea, vomiting, restless legs syndrome, and severe cough), and
   * paroxetine (generalized myalgia, ophthalmalgia, and ocular hypertension)".
   */
  adaptogensAntidepressants2023: {
    title:
      "Harder, better, faster, stronger? Retrospective chart review of adverse events of interactions between adaptogens and antidepressant drugs (Front Pharmacol 2023;14:1271776)",
    publisher: "Frontiers in Pharmacology",
    url: "https://frontiersin.org/journals/pharmacology/articles/10.3389/fphar.2023.1271776/full",
  },
  /**
   * "What may interact with this medication? Do not take this medication with any of the following: ... Caffeine ...
   * Ginseng, Green tea, Guarana ... St. John's Wort ... Tryptophan ... Yohimbine" (tranylcypromine patient information).
   */
  sermoParnate: {
    title:
      "Parnate (tranylcypromine): what may interact with this medication (patient information: do not take with caffeine, ginseng, green tea, guarana or yohimbine)",
    publisher: "Sermo (drug ratings page carrying the medicine's patient information)",
    url: "https://www.sermo.com/drug-ratings/parnate?c=indication456",
  },
} satisfies Record<string, Reference>;
