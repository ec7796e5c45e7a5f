// References first cited in the wmet round (blood pressure and diabetes medicines); each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WMET = {
  /**
   * "GENERALLY AVOID: Licorice use has been associated with hypertension and may antagonize the effects of
   * antihypertensive agents or effects of agents with hypotensive properties." Healthy volunteers taking licorice 50 to
   * 200 g a day (75 to 540 mg of glycyrrhetinic acid) for two to four weeks had a 3.1 to 14.4 mmHg rise in systolic
   * blood pressure, "Even the lowest dosage demonstrated a significant effect"; case reports of refractory
   * hypertension and severe hypokalaemia. The same text is shown for diltiazem and landiolol.
   */
  drugsComLicoriceNisoldipine: {
    title:
      "Drug interactions between licorice and nisoldipine (professional monograph: licorice and antihypertensive agents)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-interactions/licorice-with-nisoldipine-2383-0-1720-0.html?professional=1",
  },
  /**
   * "MONITOR: Coadministration of cinnamon with antidiabetic drugs and/or insulin may have additive blood
   * glucose-lowering effects, which may potentiate the risk of hypoglycemia ... clinical data are conflicting"; in
   * randomised trials in type 2 diabetes, cassia cinnamon 1 to 6 g a day lowered fasting glucose or HbA1c in some and
   * not in others, and hypoglycaemia was not reported. "MANAGEMENT: Until more information is available, blood glucose
   * should be monitored if antidiabetic agents are used concomitantly with cinnamon."
   */
  drugsComCinnamonLixisenatide: {
    title:
      "Drug interactions between cinnamon and lixisenatide (professional monograph: cinnamon and antidiabetic drugs)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-interactions/cinnamon-with-lixisenatide-2606-0-3760-0.html?professional=1",
  },
  /**
   * Interaction effect "Increased risk of hypoglycemia"; "Concomitant use of fenugreek with antidiabetic agents may
   * result in further reductions of blood glucose over that with the antidiabetic agent alone. Close monitoring of
   * blood glucose is recommended"; severity moderate, evidence probable; fenugreek alone and with glibenclamide
   * lowered blood glucose in patients with diabetes.
   */
  helloPharmacistFenugreekGlimepiride: {
    title: "Glimepiride with fenugreek: interaction details (antidiabetic agents)",
    publisher: "HelloPharmacist",
    url: "https://hellopharmacist.com/drug-interactions/drugs/glimepiride/fenugreek-with-glimepiride",
  },
  /**
   * "Herbal products also can increase blood pressure, including ginkgo, ephedra, licorice, caffeine, saw palmetto and
   * St. John's wort. Other herbal products that can contribute to increased blood pressure include arnica, bitter
   * orange, blue cohosh, dong quai, guarana and yohimbine. If you've been told you have high blood pressure or are
   * using a prescription to treat high blood pressure, talk to a member of your health care team before starting
   * herbal or over-the-counter products to ensure they're safe for you." By a Mayo Clinic pharmacist, July 2021; read
   * at the site's test address, the only one that came up.
   */
  mayoHerbalBloodPressure: {
    title:
      "Do you have high blood pressure? Herbal and over-the-counter products that can raise blood pressure (Primary Care in Rochester and Kasson)",
    publisher: "Mayo Clinic Health System, Community Health (page read at its test address)",
    url: "https://test.communityhealth.mayoclinic.org/featured-stories/herbal-medications-high-blood-pressure",
  },
  /**
   * Interactions with drugs: "Ginseng may alter the effects of blood pressure or heart medications, including calcium
   * channel blockers such as nifedipine (Procardia®)."
   */
  naturalStandardGinseng: {
    title: "Ginseng: interactions (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/ginseng/4?hlpage=drug_information&loc=table_of_contents_nav&brand=",
  },
  /**
   * "Some supplements and herbs, such as Coenzyme Q 10 (CoQ 10), Yohimbe, and Coleus forskohlii, can interact
   * negatively with clonidine. For instance, combining clonidine with Yohimbe is considered a potentially dangerous
   * interaction." Under Yohimbe: "Effect: Probable Dangerous Interaction". EBSCO CAM Review Board, 2024.
   */
  ebscoClonidine: {
    title:
      "Clonidine (drug interactions): yohimbe, a probable dangerous interaction (EBSCO Research Starters)",
    publisher: "EBSCO (CAM Review Board)",
    url: "https://www.ebsco.com/research-starters/health-and-medicine/clonidine-drug-interactions",
  },
  /**
   * "Mixing gliclazide with herbal remedies and supplements. Do not take the herbal remedy St John's wort (sometimes
   * taken for depression). It may change the way your body processes gliclazide. There's not enough information to say
   * that other herbal remedies and supplements are safe to take with gliclazide. However, taking them at the same time
   * as gliclazide can cause low blood sugar."
   */
  nhsGliclazideHerbal: {
    title:
      "Taking gliclazide with other medicines and herbal supplements (mixing gliclazide with herbal remedies)",
    publisher: "NHS",
    url: "https://nhs.uk/medicines/gliclazide/taking-gliclazide-with-other-medicines-and-herbal-supplements",
  },
} satisfies Record<string, Reference>;
