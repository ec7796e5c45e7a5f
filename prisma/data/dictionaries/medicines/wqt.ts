// Medicines a group product information names needed before it could be read (the group-wordings round): the
// thrombolytics a UK vitamin E SmPC names as a group. Hospital medicines given by injection, each cited to an NHS
// hospital formulary page that lists it among the fibrinolytic drugs, with NICE's list of the thrombolytic agents.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_WQT } from "../../interactions/references-wqt";
import { med, page } from "./build";

// Reteplase is left out: the formulary page says it is discontinued.
export const GROUP_WORDINGS_ROUND_MEDICINES: Medicine[] = [
  med("alteplase", "Alteplase", ["thrombolytic"], null, page(REF_WQT.derbyFibrinolytics), {
    also: [REF_WQT.niceTa52Thrombolytics],
  }),
  med("tenecteplase", "Tenecteplase", ["thrombolytic"], null, page(REF_WQT.derbyFibrinolytics), {
    also: [REF_WQT.niceTa52Thrombolytics],
  }),
  med("streptokinase", "Streptokinase", ["thrombolytic"], null, page(REF_WQT.derbyFibrinolytics), {
    also: [REF_WQT.niceTa52Thrombolytics],
  }),
];
