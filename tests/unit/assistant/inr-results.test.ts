// A set written by someone who had not seen the reader (docs/knowledge-base.md): a changed INR, clotting result or
// warfarin dose the writer ties to a supplement gets the anticoagulant clinic advice; someone else's, a steady one,
// one blamed on something else or one on a medicine without INR tests does not.
import { reactedSupplements } from "@/lib/assistant/reacted";
import { bloodThinnerBleeding, symptomAdvice } from "@/lib/assistant/symptoms";
import { shownByStopping } from "@/lib/interactions/reactions";

import { readSeedItems } from "../../support/assistant-names";
import { index } from "../interactions/shipped-dictionary";
import set from "./sets/inr-results.json";

// Not right yet: supplements the catalogue does not name (nettle, alfalfa, dong quai, krill oil, a "green powder"),
// results with no test word or no link, and an old or steady result.
const LEFT = new Set([
  "inr too high - green tea? cranberry? i take both every day",
  "my inr 1.9 this time, is it the one a day multivitamin for over 50s i started",
  "My INR has been unstable since I started taking a chinese herbal remedy from the shop in town",
  "Dose got cut from 5mg to 4mg. I think its the fish oils, started them in jan",
  "INR 1.3!! been drinking a lot of nettle tea, is that why",
  "my INR dropped, i think from the alfalfa tablets",
  "Checked at home with my coaguchek, 1.6. Been on a green powder with wheatgrass and kale in it, must be that",
  "My INR went up to 5 in 2009 after cranberry juice. These days Im on apixaban and take vitamin D.",
  "was 2.4 for ages then 4.0 after a month of glucosamine sulphate",
  "INR 3.9 target is 2.5 - started krill oil recently",
  "Since i started dong quai for the menopause my inr is going up and up",
  "turmeric inr 5.5",
  "been on the coq10 since the statin, inr down to 1.7 and they upped me to 6mg",
  "green tea every day now, big mugs of it plus the green tea extract tabs, and my clotting came back too thick",
  "inr 2.2 2.4 2.3 last three checks. taking turmeric since summer",
  "nosebleeds and inr of 7 last week. i take turmeric latte powder every day plus curcumin tablets",
]);

function adviceKind(message: string): "clinic" | "not" {
  const told = reactedSupplements(index, message).length > 0;
  const reacted = told && (shownByStopping(index, message) ? "stopped" : "told");
  const named = readSeedItems(message);
  const advice = bloodThinnerBleeding(
    message,
    named,
    index,
    symptomAdvice(message, named, readSeedItems, reacted),
  );
  return advice?.kind === "side_effect" && /anticoagulant clinic sets/.test(advice.note) ? "clinic" : "not";
}

describe("an INR result told with a supplement", () => {
  it("leaves out no more than the entries listed", () => {
    expect(set.filter(({ message }) => LEFT.has(message))).toHaveLength(LEFT.size);
  });

  it.each(set.filter(({ message }) => !LEFT.has(message)))(
    "“$message” gets $expect ($why)",
    ({ message, expect: expected }) => {
      expect(adviceKind(message)).toBe(expected);
    },
  );
});
