// EU package leaflets read in full in the p23 to p28 rounds, in the same Gravitate Health ePI copy as the p10 round's.
import { leaflet } from "./references-p10";

export const REF_P23 = {
  /**
   * Other medicines: tell the doctor of "vitamin A supplements"; "Do not take more than 15,000 International Units of
   * vitamin A supplements per day during treatment."
   */
  targretinLeaflet: leaflet("targretin", "Targretin (bexarotene)", "section 2"),
  /**
   * Tell the doctor of "medicines or supplements that contain iron"; take Vafseo at least 1 hour before iron, and "at
   * least 1 hour before or 2 hours after" medicines containing calcium, magnesium or aluminium, "because otherwise
   * vadadustat will not be properly absorbed".
   */
  vafseoLeaflet: leaflet("vafseo", "Vafseo (vadadustat)", "sections 2 and 3"),
  /**
   * Tell the doctor of "medicines or supplements that contain calcium, iron, magnesium or aluminium (called
   * multivalent cations)"; "You must take Evrenzo at least 1 hour after these medicines or supplements. Otherwise
   * roxadustat will not be properly absorbed by your body."
   */
  evrenzoLeaflet: leaflet("evrenzo", "Evrenzo (roxadustat)", "sections 2 and 3"),
  /**
   * Antacids "such as aluminium hydroxide/magnesium hydroxide ... should be taken at least 2 hours before or 1 hour
   * after taking Adempas."
   */
  adempasLeaflet: leaflet("adempas", "Adempas (riociguat)", "section 2"),
  /** "Please consult with your doctor or pharmacist before taking vitamin C with Ferriprox." */
  ferriproxLeaflet: leaflet("ferriprox", "Ferriprox (deferiprone)", "section 2"),
  /**
   * "Cholestagel may affect the absorption of vitamin K"; other medicines may need taking "at least 4 hours before or
   * at least 4 hours after" it; with a condition that could cause a deficiency of vitamins A, D, E or K, the doctor
   * may check vitamin levels and advise supplements.
   */
  cholestagelLeaflet: leaflet("cholestagel", "Cholestagel (colesevelam)", "section 2"),
  /**
   * "You should avoid taking this medicine together with fruit juice and/or drinks containing plant extracts
   * (including herbal teas), as it could cause a decrease in the effectiveness of this medicine."
   */
  rasilezLeaflet: leaflet("rasilez", "Rasilez (aliskiren)", "sections 2 and 3"),
  /** Tell the doctor of "Calcium supplements and/or vitamin D supplements" (from the hydrochlorothiazide). */
  micardisPlusLeaflet: leaflet(
    "micardisplus",
    "MicardisPlus (telmisartan and hydrochlorothiazide)",
    "section 2",
  ),
  /**
   * "The following may reduce the effectiveness of Afinitor: ... St. John's wort ... These medicines should be avoided
   * during your treatment with Afinitor."
   */
  afinitorLeaflet: leaflet("afinitor", "Afinitor (everolimus)", "section 2"),
  /**
   * Do not take Nerlynx "if you are taking St. John's wort"; "Do not take grapefruit or pomegranate while you are
   * taking Nerlynx - this includes eating them, drinking the juice or taking a supplement that might contain them."
   */
  nerlynxLeaflet: leaflet("nerlynx", "Nerlynx (neratinib)", "section 2"),
  /** Do not take Tybost with medicines containing "St. John's wort (Hypericum perforatum)". */
  tybostLeaflet: leaflet("tybost", "Tybost (cobicistat)", "section 2"),
  /** "Do not take PREVYMIS if: ... you take the following herbal product: St. John's wort (Hypericum perforatum)." */
  prevymisLeaflet: leaflet("prevymis", "Prevymis (letermovir)", "section 2"),
  /**
   * Tell the doctor of St John's wort and of "antacid (aluminium and magnesium hydroxide oral suspension)", as "your
   * doctor may have to change your medicines or change the dose of your medicines".
   */
  livtencityLeaflet: leaflet("livtencity", "Livtencity (maribavir)", "section 2"),
  /**
   * St John's wort among the medicines that "can reduce the amount of CAMZYOS in your body"; the doctor "needs to
   * closely monitor you, may need to change your dose of CAMZYOS, or consider alternative treatments".
   */
  camzyosLeaflet: leaflet("camzyos", "Camzyos (mavacamten)", "section 2"),
  /**
   * Do not take Stocrin with St John's wort; tell the doctor of "Ginkgo biloba extracts (herbal preparation)", as the
   * amounts of Stocrin or other medicines in the blood may be affected.
   */
  stocrinLeaflet: leaflet("stocrin", "Stocrin (efavirenz)", "section 2"),
  /** "Use all medicines taken by mouth at least 3 hours before or after you use Veltassa." */
  veltassaLeaflet: leaflet("veltassa", "Veltassa (patiromer)", "sections 2 and 3"),
  /**
   * "Do not take the following medicines while taking Rasagiline ratiopharm: Monoamine oxidase (MAO) inhibitors ...
   * including medicinal and natural products without prescription e.g. St. John's Wort." Azilect's says the same.
   */
  rasagilineLeaflet: leaflet("rasagiline-ratiopharm", "Rasagiline ratiopharm (rasagiline)", "section 2"),
  /**
   * "Talk to your doctor, if you are or have been treated with: ... St. John's wort (used to treat depression) ...
   * Your doctor will tell you what to do if you have to take these medicines."
   */
  mavencladLeaflet: leaflet("mavenclad", "Mavenclad (cladribine)", "section 2"),
  /**
   * Tell the doctor of "the antacid magnesium-aluminium-hydroxide, used to treat heartburn", among the medicines that
   * can change the blood level of tacrolimus.
   */
  envarsusLeaflet: leaflet("envarsus", "Envarsus (tacrolimus)", "section 2"),
  /**
   * "Do not use curcumin in food supplements while you are taking Talzenna as it may increase Talzenna's side
   * effects ... using spices in food is not likely to cause a problem."
   */
  talzennaLeaflet: leaflet("talzenna", "Talzenna (talazoparib)", "section 2"),
  /** "Do not take Erivedge ... if you are also taking St John's wort (Hypericum perforatum)". */
  erivedgeLeaflet: leaflet("erivedge", "Erivedge (vismodegib)", "section 2"),
  /** Do not take Rydapt if already taking St John's wort; "These medicines must be avoided during treatment with Rydapt." */
  rydaptLeaflet: leaflet("rydapt", "Rydapt (midostaurin)", "section 2"),
  /**
   * Tell the doctor of "vitamin B3, also known as niacin" and "a herbal medicine called St. John's wort": "These
   * medicines should be used with caution or may need to be avoided during your treatment with Odomzo."
   */
  odomzoLeaflet: leaflet("odomzo", "Odomzo (sonidegib)", "section 2"),
  /**
   * With "a local antacid (such as magnesium hydroxide or calcium carbonate) ... LUMYKRAS should be taken either 4 hours
   * before or 10 hours after that medicine".
   */
  lumykrasLeaflet: leaflet("lumykras", "Lumykras (sotorasib)", "section 3"),
  /** "Do not take Tibsovo ... if you are already taking medicines such as ... St. John's wort". */
  tibsovoLeaflet: leaflet("tibsovo", "Tibsovo (ivosidenib)", "section 2"),
  /** "Do not take Fotivda ... If you are taking St. John's Wort"; it "should not be used at the same time as Fotivda". */
  fotivdaLeaflet: leaflet("fotivda", "Fotivda (tivozanib)", "section 2"),
  /** "You must not take St John's wort during treatment with Pemazyre." */
  pemazyreLeaflet: leaflet("pemazyre", "Pemazyre (pemigatinib)", "section 2"),
  /** "You should not eat star fruit, pomegranate or grapefruit or drink pomegranate or grapefruit juice". */
  farydakLeaflet: leaflet("farydak", "Farydak (panobinostat)", "section 2"),
  /** Tell the doctor of "Herbal remedies containing St John's wort", which "can affect Esmya or be affected by Esmya". */
  esmyaLeaflet: leaflet("esmya", "Esmya (ulipristal acetate 5 mg)", "section 2"),
  /**
   * Tell the doctor of "medicines that can affect the way Intuniv is eliminated by the liver", St John's wort among
   * them, and talk to them before taking it.
   */
  intunivLeaflet: leaflet("intuniv", "Intuniv (guanfacine)", "section 2"),
  /**
   * Tell the doctor of "caffeine containing medicines or supplements"; "Do not consume food or caffeine at least 2
   * hours before and 2 hours after taking your medicine."
   */
  galafoldLeaflet: leaflet("galafold", "Galafold (migalastat)", "sections 2 and 3"),
  /** "Please talk to the doctor or pharmacist if you are taking any of the following medicines: ... St. John's Wort". */
  ivemendLeaflet: leaflet("ivemend", "Ivemend (fosaprepitant)", "section 2"),
  /**
   * "Treatment with odevixibat may affect the absorption of fat-soluble vitamins such as Vitamin A, D and E"; the
   * doctor may check vitamin A, D and E levels.
   */
  bylvayLeaflet: leaflet("bylvay", "Bylvay (odevixibat)", "section 2"),
  /** Talk to the doctor before taking it with "supplements that may increase your risk of bleeding such as fish oil, vitamin E or flaxseed". */
  jaypircaLeaflet: leaflet("jaypirca", "Jaypirca (pirtobrutinib)", "section 2"),
  /**
   * Goldenseal among the medicines "that may increase the level of Cerdelga in the blood", and St John's wort among those
   * "that may decrease the level of Cerdelga in the blood".
   */
  cerdelgaLeaflet: leaflet("cerdelga", "Cerdelga (eliglustat)", "section 2"),
  /**
   * Talk to the doctor before taking Zelboraf with "Medicines that are mainly eliminated by metabolising proteins called
   * CYP1A2 (e.g caffeine, olanzapine, theophylline)".
   */
  zelborafLeaflet: leaflet("zelboraf", "Zelboraf (vemurafenib)", "section 2"),
  /**
   * Medicines containing "caffeine ... or theophylline": "The combination with Diacomit should be avoided as it may
   * increase their blood levels, leading to digestive disorders, racing heart and insomnia."
   */
  diacomitLeaflet: leaflet("diacomit", "Diacomit (stiripentol)", "section 2"),
  /**
   * Tell the doctor of "St. John's wort, an herbal medicine used for mild depression. If short-term use of one of these
   * medicines cannot be avoided during treatment with Tavneos, your doctor may regularly check your condition".
   */
  tavneosLeaflet: leaflet("tavneos", "Tavneos (avacopan)", "section 2"),
  /** The dose may need to be changed with "St. John's wort - used to treat depression and other conditions". */
  plenadrenLeaflet: leaflet("plenadren", "Plenadren (hydrocortisone)", "section 2"),
  /**
   * The dose may need to go up with "Herbal medicine used to treat depression e.g. St. John's wort"; liquorice "may
   * affect the way Efmody works and may need your doctor to decrease your dose".
   */
  efmodyLeaflet: leaflet("efmody", "Efmody (hydrocortisone)", "section 2"),
  /** Tell the doctor before taking it with "desipramine, St. John's wort and other medicines to treat depression". */
  orladeyoLeaflet: leaflet("orladeyo", "Orladeyo (berotralstat)", "section 2"),
  /**
   * Caution with CYP3A inducers, naming "St. John's wort or St. John's wort-containing products", which "should be
   * avoided"; "Do not take Zokinvy with foods or drinks that contain grapefruit, cranberries, pomegranates, or Seville
   * (bitter) orange".
   */
  zokinvyLeaflet: leaflet("zokinvy", "Zokinvy (lonafarnib)", "section 2"),
  /** "Your doctor may tell you to change the amount of calcium or vitamin D you take (in any form ...)". */
  yorvipathLeaflet: leaflet("yorvipath", "Yorvipath (palopegteriparatide)", "sections 2 and 3"),
  /** "St John's wort (Hypericum perforatum) ... may affect the way naldemedine works or increase its side effects." */
  rizmoicLeaflet: leaflet("rizmoic", "Rizmoic (naldemedine)", "section 2"),
  /** Avoid "drinking excessive amounts of coffee, caffeinated drinks and black leaf tea" during treatment. */
  jylamvoLeaflet: leaflet("jylamvo", "Jylamvo (methotrexate oral solution)", "section 2"),
  /** "Some medicines may increase the risk of diarrhoea when taken with Constella, such as: ... Laxatives." */
  constellaLeaflet: leaflet("constella", "Constella (linaclotide)", "section 2"),
  /** "This medicine can increase the potassium levels in your blood, which may be serious and require treatment." */
  lupkynisLeaflet: leaflet("lupkynis", "Lupkynis (voclosporin)", "section 2"),
  /**
   * "Certain medicines may reduce how well Skyclarys works by decreasing the amount of Skyclarys in the blood. Some of
   * these medicines include: St. John's wort".
   */
  skyclarysLeaflet: leaflet("skyclarys", "Skyclarys (omaveloxolone)", "section 2"),
  /**
   * Cannabidiol "may increase the risk of side effects with Votubia"; "All medicines listed above should be avoided
   * during your treatment with Votubia."
   */
  votubiaLeaflet: leaflet("votubia", "Votubia (everolimus)", "section 2"),
  /**
   * "Comtan may make it harder for you to digest iron. Therefore, do not take Comtan and iron supplements at the same
   * time. After taking one of them, wait at least 2 to 3 hours before taking the other."
   */
  comtanLeaflet: leaflet("comtan", "Comtan (entacapone)", "section 2"),
  /**
   * "There are some vitamin D supplements you can continue or start to use and your doctor will advise which ones these
   * are" (active vitamin D such as calcitriol must not be taken with it).
   */
  crysvitaLeaflet: leaflet("crysvita", "Crysvita (burosumab)", "section 2"),
  /** "Iron supplements and other blood stimulants may increase the effectiveness of Binocrit. Your doctor will decide". */
  binocritLeaflet: leaflet("binocrit", "Binocrit (epoetin alfa)", "section 2"),
  /** Tell the doctor or pharmacist of "St John's wort (a herbal medicine for depression)". */
  teriflunomideAccordLeaflet: leaflet(
    "teriflunomide-accord",
    "Teriflunomide Accord (teriflunomide)",
    "section 2",
  ),
  /**
   * "Do not take Xaluprine at the same time as milk or dairy products, as they can make the medicine less effective.
   * Xaluprine should be taken at least 1 hour before or 2 hours after milk or dairy products."
   */
  xaluprineLeaflet: leaflet("xaluprine", "Xaluprine (mercaptopurine oral suspension)", "section 2"),
  /**
   * "It is recommended to reduce your caffeine intake by half while on treatment with mexiletine because the medicine can
   * increase caffeine levels in your blood."
   */
  namusclaLeaflet: leaflet("namuscla", "Namuscla (mexiletine)", "section 2"),
  /** Tell your doctor of "St. John's Wort (Hypericum perforatum) (potential risk of reduced efficacy of Fingolimod Mylan)". */
  fingolimodMylanLeaflet: leaflet("fingolimod-mylan", "Fingolimod Mylan (fingolimod)", "section 2"),
};
