// Every scenario of the suite, by theme. Written from the cited sources, not from the knowledge base.
import type { ScenarioInput } from "../schema";
import { ABSORPTION_UK_SMPC_SCENARIOS } from "./absorption-uk-smpc";
import { ANTICONVULSANT_AND_ANTIFOLATE_SCENARIOS } from "./anticonvulsants-antifolates";
import { HERB_AND_MEDICINE_SCENARIOS } from "./herbs-and-medicines";
import { INDUCTION_SUBSTRATE_SCENARIOS } from "./induction-substrates";
import { NO_ALARM_MEDICINE_SCENARIOS } from "./no-alarm-medicines";
import { SUPPLEMENT_PAIR_SCENARIOS } from "./supplement-pairs";
import { ADDING_SCENARIOS } from "./adding";
import { BLEEDING_SCENARIOS } from "./bleeding";
import { CHELATION_SCENARIOS } from "./chelation";
import { CONDITION_SCENARIOS } from "./conditions";
import { DOSE_SCENARIOS } from "./doses";
import { PHARMACIST_REVIEW_SCENARIOS } from "./pharmacist-review";
import { POTASSIUM_AND_KIDNEY_SCENARIOS } from "./potassium-and-kidneys";
import { RECOGNITION_SCENARIOS } from "./recognition";
import { RETINOID_AND_PREGNANCY_SCENARIOS } from "./retinoids-and-pregnancy";
import { SEROTONERGIC_AND_SEDATIVE_SCENARIOS } from "./serotonergic-and-sedative";
import { ST_JOHNS_WORT_SCENARIOS } from "./st-johns-wort";
import { TREATMENT_AND_PRESCRIPTION_SCENARIOS } from "./treatment-and-prescriptions";
import { CANCER_TREATMENT_SCENARIOS } from "./cancer-treatment";
import { DOSE_LIMIT_SCENARIOS_2 } from "./dose-limits-2";
import { FOOD_SCENARIOS } from "./foods";
import { KIDNEY_AND_LIVER_SCENARIOS } from "./kidney-and-liver";
import { OTHER_CONDITION_SCENARIOS } from "./other-conditions";
import { PREGNANCY_AND_BREASTFEEDING_SCENARIOS } from "./pregnancy-and-breastfeeding";
import { SURGERY_SCENARIOS } from "./surgery";
import { MELATONIN_MEDICINE_SCENARIOS } from "./melatonin-medicine";
import { NUTRIENT_SMPC_SCENARIOS } from "./nutrient-smpc";
import { HERB_MONOGRAPH_SCENARIOS } from "./herb-monographs";
import { MORE_SOURCES_SCENARIOS } from "./more-sources";
import { HERBS_NCCIH_SCENARIOS } from "./herbs-nccih";
import { NUTRIENTS_ODS_SCENARIOS } from "./nutrients-ods";
import { SJW_SMPC_SCENARIOS } from "./sjw-smpc";
import { SJW_SMPC_2_SCENARIOS } from "./sjw-smpc-2";
import { CATIONS_SMPC_SCENARIOS } from "./cations-smpc";
import { WVIT_SCENARIOS } from "./wvit";
import { WREST_SCENARIOS } from "./wrest";
import { MIN_SCENARIOS } from "./min";
import { HERBS_A_SCENARIOS } from "./herbs-a";
import { LICENSED_FORMS_SCENARIOS } from "./licensed-forms";
import { HERBS_B_SCENARIOS } from "./herbs-b";
import { WCBD_SCENARIOS } from "./wcbd";
import { NUTRIENTS_3_SCENARIOS } from "./nutrients-3";
import { RX_SCENARIOS } from "./rx";
import { ZERO_SCENARIOS } from "./zero";
import { CYP_SCENARIOS } from "./cyp";
import { NCI_SCENARIOS } from "./nci";
import { HMPC_SCENARIOS } from "./hmpc";
import { VIT_SCENARIOS } from "./vit";
import { COND_SCENARIOS } from "./cond";
import { WCOND_SCENARIOS } from "./wcond";
import { WCND_SCENARIOS } from "./wcnd";
import { PAIRS_SCENARIOS } from "./pairs";
import { MEDSIDE_SCENARIOS } from "./medside";
import { WNUT_SCENARIOS } from "./wnut";
import { WHERB_SCENARIOS } from "./wherb";
import { WCLS_SCENARIOS } from "./wcls";
import { WODS_SCENARIOS } from "./wods";
import { WGRP_SCENARIOS } from "./wgrp";
import { WNCC_SCENARIOS } from "./wncc";
import { WHMPC_SCENARIOS } from "./whmpc";
import { WHERB4_SCENARIOS } from "./wherb4";
import { WHERB5_SCENARIOS } from "./wherb5";
import { WMED2_SCENARIOS } from "./wmed2";
import { WAUD_SCENARIOS } from "./waud";
import { WNUT2_SCENARIOS } from "./wnut2";
import { WNUT3_SCENARIOS } from "./wnut3";
import { WCN2_SCENARIOS } from "./wcn2";
import { WCN3_SCENARIOS } from "./wcn3";
import { WCN4_SCENARIOS } from "./wcn4";
import { WCN5_SCENARIOS } from "./wcn5";
import { WFN_SCENARIOS } from "./wfn";
import { WFH_SCENARIOS } from "./wfh";
import { WHEP_SCENARIOS } from "./whep";
import { WEX_SCENARIOS } from "./wex";
import { WMET_SCENARIOS } from "./wmet";
import { WPLT_SCENARIOS } from "./wplt";
import { WCNS_SCENARIOS } from "./wcns";
import { WSMPCV_SCENARIOS } from "./wsmpcv";
import { WSMPCM_SCENARIOS } from "./wsmpcm";
import { WNCCIH2_SCENARIOS } from "./wnccih2";
import { WCN6_SCENARIOS } from "./wcn6";
import { WCN7_SCENARIOS } from "./wcn7";
import { WCN9_SCENARIOS } from "./wcn9";
import { WCN10_SCENARIOS } from "./wcn10";
import { WCN11_SCENARIOS } from "./wcn11";
import { WX2_SCENARIOS } from "./wx2";
import { WPAIR_SCENARIOS } from "./wpair";
import { WRXN_SCENARIOS } from "./wrxn";
import { WX5_SCENARIOS } from "./wx5";
import { WCAT_SCENARIOS } from "./wcat";
import { WP7_SCENARIOS } from "./wp7";
import { WP8_SCENARIOS } from "./wp8";
import { WP9_SCENARIOS } from "./wp9";
import { WP10_SCENARIOS } from "./wp10";
import { WP12_SCENARIOS } from "./wp12";
import { WP13_SCENARIOS } from "./wp13";
import { WP14_SCENARIOS } from "./wp14";
import { WP15_SCENARIOS } from "./wp15";
import { WP16_SCENARIOS } from "./wp16";
import { WP17_SCENARIOS } from "./wp17";
import { WP18_SCENARIOS } from "./wp18";
import { WP19_SCENARIOS } from "./wp19";
import { WP20_SCENARIOS } from "./wp20";
import { WP21_SCENARIOS } from "./wp21";
import { WP22_SCENARIOS } from "./wp22";
import { WP23_SCENARIOS } from "./wp23";
import { WP24_SCENARIOS } from "./wp24";
import { WP25_SCENARIOS } from "./wp25";
import { WP26_SCENARIOS } from "./wp26";
import { WP27_SCENARIOS } from "./wp27";
import { WP28_SCENARIOS } from "./wp28";
import { WP29_SCENARIOS } from "./wp29";
import { WP30_SCENARIOS } from "./wp30";
import { WP32_SCENARIOS } from "./wp32";
import { WP36_SCENARIOS } from "./wp36";
import { WHC_SCENARIOS } from "./whc";
import { WX6_SCENARIOS } from "./wx6";
import { WX1_SCENARIOS } from "./wx1";
import { WLAB_SCENARIOS } from "./wlab";
import { WCN8_SCENARIOS } from "./wcn8";
import { WMHRA_SCENARIOS } from "./wmhra";
import { WPHR_SCENARIOS } from "./wphr";
import { WVER_SCENARIOS } from "./wver";
import { WMEDS_SCENARIOS } from "./wmeds";
import { WQT_SCENARIOS } from "./wqt";
import { WMED4_SCENARIOS } from "./wmed4";
import { WMED5_SCENARIOS } from "./wmed5";
import { PHARMACY_BRAND_SCENARIOS } from "./pharmacy-brands";
import { SOURCED_PRODUCT_SCENARIOS } from "./sourced-products";
import { WOTC_SCENARIOS } from "./wotc";
import { WOTC2_SCENARIOS } from "./wotc2";
import { WMED6_SCENARIOS } from "./wmed6";
import { WMECH_SCENARIOS } from "./wmech";
import { WPROBE2_SCENARIOS } from "./wprobe2";
import { WRYE_SCENARIOS } from "./wrye";
import { WEMA2_SCENARIOS } from "./wema2";
import { WMED7_SCENARIOS } from "./wmed7";
import { WMED8_SCENARIOS } from "./wmed8";
import { WZERO_SCENARIOS } from "./wzero";
import { WZERO3_SCENARIOS } from "./wzero3";
import { WUKMI_SCENARIOS } from "./wukmi";
import { WSS2_SCENARIOS } from "./wss2";
import { WHERBAUD_SCENARIOS } from "./wherbaud";
import { WTHR_SCENARIOS } from "./wthr";
import { WTHR2_SCENARIOS } from "./wthr2";
import { WPREG_SCENARIOS } from "./wpreg";
import { HERBAL_CLASS_SCENARIOS } from "./herbal-class";
import { BLEEDING_REVIEW_SCENARIOS } from "./bleeding-review";
import { PRESCRIBED_VITAMIN_D_SCENARIOS } from "./prescribed-vitamin-d";
import { WNEW_SCENARIOS } from "./wnew";
import { WNCI_SCENARIOS } from "./wnci";
import { WSJW_SCENARIOS } from "./wsjw";
import { WMEDS2_SCENARIOS } from "./wmeds2";
import { WGAP_SCENARIOS } from "./wgap";
import { WGAP2_SCENARIOS } from "./wgap2";
import { WNTR_SCENARIOS } from "./wntr";
import { WNCI2_SCENARIOS } from "./wnci2";
import { WNHS2_SCENARIOS } from "./wnhs2";
import { WPI_SCENARIOS } from "./wpi";

export const SCENARIOS: ScenarioInput[] = [
  ...ST_JOHNS_WORT_SCENARIOS,
  ...SEROTONERGIC_AND_SEDATIVE_SCENARIOS,
  ...BLEEDING_SCENARIOS,
  ...CHELATION_SCENARIOS,
  ...POTASSIUM_AND_KIDNEY_SCENARIOS,
  ...RETINOID_AND_PREGNANCY_SCENARIOS,
  ...CONDITION_SCENARIOS,
  ...DOSE_SCENARIOS,
  ...RECOGNITION_SCENARIOS,
  ...ADDING_SCENARIOS,
  ...TREATMENT_AND_PRESCRIPTION_SCENARIOS,
  ...PHARMACIST_REVIEW_SCENARIOS,
  ...ABSORPTION_UK_SMPC_SCENARIOS,
  ...INDUCTION_SUBSTRATE_SCENARIOS,
  ...ANTICONVULSANT_AND_ANTIFOLATE_SCENARIOS,
  ...HERB_AND_MEDICINE_SCENARIOS,
  ...SUPPLEMENT_PAIR_SCENARIOS,
  ...NO_ALARM_MEDICINE_SCENARIOS,
  ...SURGERY_SCENARIOS,
  ...MELATONIN_MEDICINE_SCENARIOS,
  ...CANCER_TREATMENT_SCENARIOS,
  ...PREGNANCY_AND_BREASTFEEDING_SCENARIOS,
  ...KIDNEY_AND_LIVER_SCENARIOS,
  ...OTHER_CONDITION_SCENARIOS,
  ...DOSE_LIMIT_SCENARIOS_2,
  ...FOOD_SCENARIOS,
  ...NUTRIENT_SMPC_SCENARIOS,
  ...HERB_MONOGRAPH_SCENARIOS,
  ...MORE_SOURCES_SCENARIOS,
  ...HERBS_NCCIH_SCENARIOS,
  ...NUTRIENTS_ODS_SCENARIOS,
  ...SJW_SMPC_SCENARIOS,
  ...SJW_SMPC_2_SCENARIOS,
  ...CATIONS_SMPC_SCENARIOS,
  ...WVIT_SCENARIOS,
  ...HERBS_A_SCENARIOS,
  ...HERBS_B_SCENARIOS,
  ...WCBD_SCENARIOS,
  ...LICENSED_FORMS_SCENARIOS,
  ...NUTRIENTS_3_SCENARIOS,
  ...RX_SCENARIOS,
  ...ZERO_SCENARIOS,
  ...CYP_SCENARIOS,
  ...NCI_SCENARIOS,
  ...COND_SCENARIOS,
  ...WCOND_SCENARIOS,
  ...WCND_SCENARIOS,
  ...MIN_SCENARIOS,
  ...HMPC_SCENARIOS,
  ...VIT_SCENARIOS,
  ...PAIRS_SCENARIOS,
  ...MEDSIDE_SCENARIOS,
  ...WNUT_SCENARIOS,
  ...WHERB_SCENARIOS,
  ...WCLS_SCENARIOS,
  ...WREST_SCENARIOS,
  ...WODS_SCENARIOS,
  ...WGRP_SCENARIOS,
  ...WNCC_SCENARIOS,
  ...WHMPC_SCENARIOS,
  ...WHERB4_SCENARIOS,
  ...WHERB5_SCENARIOS,
  ...WMED2_SCENARIOS,
  ...WQT_SCENARIOS,
  ...WMED4_SCENARIOS,
  ...WMED5_SCENARIOS,
  ...WAUD_SCENARIOS,
  ...WNUT2_SCENARIOS,
  ...WNUT3_SCENARIOS,
  ...WCN2_SCENARIOS,
  ...WCN3_SCENARIOS,
  ...WCN4_SCENARIOS,
  ...WCN5_SCENARIOS,
  ...WFN_SCENARIOS,
  ...WFH_SCENARIOS,
  ...WHEP_SCENARIOS,
  ...WEX_SCENARIOS,
  ...WMET_SCENARIOS,
  ...WPLT_SCENARIOS,
  ...WCNS_SCENARIOS,
  ...WSMPCV_SCENARIOS,
  ...WSMPCM_SCENARIOS,
  ...WNCCIH2_SCENARIOS,
  ...WCN6_SCENARIOS,
  ...WCN7_SCENARIOS,
  ...WCN9_SCENARIOS,
  ...WCN10_SCENARIOS,
  ...WCN11_SCENARIOS,
  ...WX2_SCENARIOS,
  ...WPAIR_SCENARIOS,
  ...WRXN_SCENARIOS,
  ...WX5_SCENARIOS,
  ...WX6_SCENARIOS,
  ...WCAT_SCENARIOS,
  ...WP7_SCENARIOS,
  ...WP8_SCENARIOS,
  ...WP9_SCENARIOS,
  ...WP10_SCENARIOS,
  ...WP12_SCENARIOS,
  ...WP13_SCENARIOS,
  ...WP14_SCENARIOS,
  ...WP15_SCENARIOS,
  ...WP16_SCENARIOS,
  ...WP17_SCENARIOS,
  ...WP18_SCENARIOS,
  ...WP19_SCENARIOS,
  ...WP20_SCENARIOS,
  ...WP21_SCENARIOS,
  ...WP22_SCENARIOS,
  ...WP23_SCENARIOS,
  ...WP24_SCENARIOS,
  ...WP25_SCENARIOS,
  ...WP26_SCENARIOS,
  ...WP27_SCENARIOS,
  ...WP28_SCENARIOS,
  ...WP29_SCENARIOS,
  ...WP30_SCENARIOS,
  ...WP32_SCENARIOS,
  ...WP36_SCENARIOS,
  ...WHC_SCENARIOS,
  ...WX1_SCENARIOS,
  ...WLAB_SCENARIOS,
  ...WCN8_SCENARIOS,
  ...WMHRA_SCENARIOS,
  ...WPHR_SCENARIOS,
  ...WVER_SCENARIOS,
  ...WMEDS_SCENARIOS,
  ...WOTC_SCENARIOS,
  ...WOTC2_SCENARIOS,
  ...WMED6_SCENARIOS,
  ...WMECH_SCENARIOS,
  ...WPROBE2_SCENARIOS,
  ...WRYE_SCENARIOS,
  ...WEMA2_SCENARIOS,
  ...WMED7_SCENARIOS,
  ...WMED8_SCENARIOS,
  ...WZERO_SCENARIOS,
  ...WZERO3_SCENARIOS,
  ...WUKMI_SCENARIOS,
  ...WHERBAUD_SCENARIOS,
  ...WTHR_SCENARIOS,
  ...WTHR2_SCENARIOS,
  ...WPREG_SCENARIOS,
  ...HERBAL_CLASS_SCENARIOS,
  ...BLEEDING_REVIEW_SCENARIOS,
  ...PRESCRIBED_VITAMIN_D_SCENARIOS,
  ...WNEW_SCENARIOS,
  ...WNCI_SCENARIOS,
  ...WSJW_SCENARIOS,
  ...WMEDS2_SCENARIOS,
  ...WGAP_SCENARIOS,
  ...WGAP2_SCENARIOS,
  ...WSS2_SCENARIOS,
  ...WNTR_SCENARIOS,
  ...WNCI2_SCENARIOS,
  ...WNHS2_SCENARIOS,
  ...WPI_SCENARIOS,
  ...PHARMACY_BRAND_SCENARIOS,
  ...SOURCED_PRODUCT_SCENARIOS,
];
