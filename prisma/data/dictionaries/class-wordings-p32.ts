// UK brands of medicines the dictionary already holds, each named beside its medicine on a page the p32 round's
// helpers read while listing the members of the groups product information names (NHS formularies, the BNF's
// group pages, UK professional pages).
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_P32: Wordings = {
  // Nursing Times, "ACE inhibitors", and NHS formularies' ACE inhibitor sections.
  lisinopril: ["Carace"],
  captopril: ["Capoten"],
  trandolapril: ["Gopten", "Odrik"],
  // PMC table "Comparison of the eight currently available angiotensin-receptor blockers": "Candesartan | Atacand".
  candesartan: ["Atacand"],
  // Drug and Therapeutics Bulletin, "beta-adrenoceptor blocking drugs ... available in Britain"; Derby formulary.
  sotalol: ["Sotacor"],
  oxprenolol: ["Trasicor", "Slow-Trasicor"],
  pindolol: ["Visken"],
  // Heart Failure Matters, antiplatelet treatment: "Aspirin (Gencardia, Micropirin, Angettes 75, Caprin, Nu-Seals)".
  aspirin: ["Micropirin"],
  // North East Devon formulary, 2.6.2 calcium-channel blockers: diltiazem modified release brands.
  diltiazem: ["Zemtard XL", "Zemtard", "Viazem XL"],
  // Loop and thiazide diuretics in UK formularies' chapter 2.2.
  torasemide: ["Torem"],
  bendroflumethiazide: ["Neo-Naclex", "Urizide"],
  xipamide: ["Diurexan"],
  // Nitrates (North East Devon formulary 2.6.1; a nitrates monograph naming the dinitrate and patches).
  "isosorbide-dinitrate": ["Cedocard", "Isordil"],
  "isosorbide-mononitrate": ["Monoket"],
  "glyceryl-trinitrate": ["Deponit", "Minitran"],
  // drugs.com/uk sodium clodronate leaflet; phosphate binder and tetracycline pages.
  "sodium-clodronate": ["Clasteon"],
  "aluminium-hydroxide": ["Alu-Cap", "Alucap"],
  minocycline: ["Minocin"],
  // Hertfordshire Partnership formulary, tricyclic antidepressants; a trimipramine monograph.
  imipramine: ["Tofranil"],
  lofepramine: ["Gamanil"],
  trimipramine: ["Surmontil"],
  // UK pages on antipsychotics licensed in the UK: "trifluoperazine (Stelazine)", "perphenazine (Fentazin)".
  chlorpromazine: ["Largactil"],
  trifluoperazine: ["Stelazine"],
  perphenazine: ["Fentazin"],
  sulpiride: ["Sulpor"],
  // North Staffordshire formulary, antiepileptics (valproate brands).
  "sodium-valproate": ["Belvo"],
  // A sedating antihistamines chapter: "Trimeprazine (Vallergan)".
  alimemazine: ["Vallergan"],
  // Diabetes UK, sulphonylureas: "brands ... such as Diamicron, Glydex and Zicron"; glipizide "has the brand name Minodiab".
  gliclazide: ["Zicron"],
  glipizide: ["Minodiab"],
  // RCP journal table of insulins: "Humulin S, Humulin R and Actrapid", "Insulatard, Humulin I and Insuman Basal",
  // "Humulin M3, Insuman Comb 15 and Insuman Comb 50".
  "soluble-insulin": ["Humulin R", "Insuman Rapid"],
  "isophane-insulin": ["Insuman Basal"],
  "biphasic-isophane-insulin": ["Insuman Comb 15", "Insuman Comb 50"],
  // MHRA opioids learning module, class members by form, with the patches and modified-release brands prescribed by name.
  buprenorphine: ["Bunov", "Bupeaze", "Carlosafine", "Hapoctasin", "Relevtec", "Sevodyne"],
  fentanyl: ["Fencino", "Mezolar"],
  morphine: ["MST"],
  // The menopause society's table of HRT preparations; a UK online doctor's list of combined pills.
  "estradiol-with-norethisterone": ["Climesse"],
  "ethinylestradiol-with-levonorgestrel": ["Ambelina"],
};
