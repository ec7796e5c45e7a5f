/** @jest-environment node */
// Condition words that were unread before the wcn5 round (conditions-wcn5.ts, class-wordings-wcn5.ts): each reads as
// its one condition with nothing left unread; a tumour not said to be malignant is left unread rather than read as
// cancer, and words no source read speaks to stay unread.
import { readConditionEntry } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";

const read = (typed: string) => readConditionEntry(index, typed);

describe("condition words read since the wcn5 round", () => {
  it.each([
    ["palpitations", "palpitations"],
    ["heart palpitations", "palpitations"],
    ["palps", "palpitations"],
    ["racing heart", "palpitations"],
    ["restless legs", "restless-legs-syndrome"],
    ["restless leg syndrome", "restless-legs-syndrome"],
    ["RLS", "restless-legs-syndrome"],
    ["Willis-Ekbom disease", "restless-legs-syndrome"],
    ["gastritis", "gastritis"],
    ["chronic gastritis", "gastritis"],
    ["inflamed stomach lining", "gastritis"],
    ["stomach inflammation", "gastritis"],
    ["thrombophilia", "thrombophilia"],
    ["factor V Leiden", "thrombophilia"],
    ["factor 5 Leiden", "thrombophilia"],
    ["prothrombin gene mutation", "thrombophilia"],
    ["psychotic episode", "schizophrenia"],
    ["psychotic episodes", "schizophrenia"],
    ["first episode psychosis", "schizophrenia"],
    ["hypertention", "hypertension"],
    ["high blood presure", "hypertension"],
    ["hight blood pressure", "hypertension"],
    ["atrial fibrilation", "atrial-fibrillation"],
    ["heart failiure", "heart-failure"],
    ["irritable bowl syndrome", "irritable-bowel-syndrome"],
    ["chrons disease", "crohns-disease"],
    ["malignant brain tumour", "cancer"],
    ["brain cancer", "cancer"],
    ["cancerous tumour", "cancer"],
    ["pancreatic cancer", "cancer"],
    ["oesophageal cancer", "cancer"],
    ["glioblastoma", "cancer"],
    ["neuroendocrine tumour", "cancer"],
    ["GIST", "cancer"],
    ["basal cell carcinoma", "non-melanoma-skin-cancer"],
    // Squamous cell carcinomas also start in the lung, gullet or mouth: cancer, not a skin cancer.
    ["squamous cell carcinoma", "cancer"],
    ["terminal cancer", "cancer"],
    ["CLL", "leukaemia"],
    ["Hodgkin's lymphoma", "lymphoma"],
  ])("reads %p as %p", (typed, slug) => {
    const reading = read(typed);
    expect(reading.conditions).toEqual([slug]);
    expect(reading.unrecognised).toEqual([]);
  });

  it("does not read palpitations as a heart rhythm problem, nor thrombophilia as a clot", () => {
    expect(read("palpitations").conditions).not.toContain("arrhythmia");
    expect(read("factor V Leiden").conditions).not.toContain("venous-thromboembolism");
  });

  it.each(["benign tumour", "tumour"])("leaves %p unread rather than read as cancer", (typed) => {
    const reading = read(typed);
    expect(reading.conditions).toEqual([]);
    expect(reading.unrecognised.length).toBeGreaterThan(0);
  });

  // Since the wcn7 round a brain tumour is read as itself, which may be benign: still not as cancer.
  it.each(["benign brain tumour", "brain tumour"])("reads %p as a brain tumour, not as cancer", (typed) => {
    expect(read(typed).conditions).toEqual(["brain-tumour"]);
  });

  it("still reads a hormone-dependent tumour as a hormone-sensitive cancer", () => {
    expect(read("hormone-dependent tumour").conditions).toEqual(["hormone-sensitive-cancer"]);
  });

  it.each(["clotting disorder", "blood clotting disorder"])(
    "leaves %p unread: no source read here says something true for it",
    (typed) => {
      expect(read(typed).conditions).toEqual([]);
    },
  );
});
