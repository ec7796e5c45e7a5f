/** @jest-environment node */
// Repeat medicines as the NHS App and dm+d name them: the closing supplier and the form words leave nothing unread.
import { read } from "./shipped-dictionary";

describe("NHS App and dm+d names", () => {
  it.each([
    ["Xarelto 20mg tablets (Bayer Plc)", ["rivaroxaban"]],
    ["Sertraline 50mg tablets (Accord Healthcare Ltd)", ["sertraline"]],
    ["Oestrogel Pump-Pack 0.06% gel (Besins Healthcare (UK) Ltd)", ["estradiol"]],
    [
      "Toujeo 300units/ml solution for injection 1.5ml pre-filled SoloStar pen (Sanofi)",
      ["insulin-glargine"],
    ],
    ["Salbutamol 100micrograms/dose breath actuated inhaler CFC free", ["salbutamol"]],
    ["Salamol Easi-Breathe 100micrograms/dose inhaler (Teva UK Ltd)", ["salbutamol"]],
    ["Nicotine 21mg/24hours transdermal patches", ["nicotine"]],
    [
      "Prostap 3 DCS 11.25mg powder and solvent for suspension for injection pre-filled syringes (Takeda UK Ltd)",
      ["leuprorelin"],
    ],
    ["Zoladex 3.6mg implant SafeSystem (AstraZeneca UK Ltd)", ["goserelin"]],
    ["Hydroxocobalamin 1mg/1ml inj", ["hydroxocobalamin"]],
    ["Diazepam 10mg/2.5ml rectal solution tubes", ["diazepam"]],
    ["DesmoMelt 240microgram oral lyophilisates (Ferring Pharmaceuticals Ltd)", ["desmopressin"]],
    ["Lamisil Once 1% cutaneous solution", ["terbinafine"]],
    ["Salbutamol nebs 2.5mg qds prn", ["salbutamol"]],
    ["Asmanex Twisthaler 200micrograms/dose dry powder inhaler", ["mometasone"]],
    [
      "Bijuva 1mg/100mg capsules (Theramex HQ UK Ltd)",
      ["estradiol", "estradiol-with-progesterone", "progesterone"],
    ],
  ])("reads %s whole", (typed, medicines) => {
    expect(read(typed)).toEqual({ medicines, unrecognised: [] });
  });

  it.each([
    // A bracket that names no supplier is still read: here it says what the medicine is for.
    ["Amlodipine 5mg tablets (for blood pressure)", ["amlodipine"]],
  ])("keeps reading a bracket that is no supplier: %s", (typed, medicines) => {
    expect(read(typed).medicines).toEqual(medicines);
  });

  it("leaves an unknown word outside the supplier's bracket unread", () => {
    expect(read("Sertraline 50mg tablets frobnicate (Accord Healthcare Ltd)").unrecognised).toEqual([
      "frobnicate",
    ]);
  });
});
