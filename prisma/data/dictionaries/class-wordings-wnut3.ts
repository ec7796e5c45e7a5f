// Wordings read in melatonin's product information (Circadin, Slenyto) for a group the dictionary already has: the
// "non-benzodiazepine hypnotics, such as zaleplon, zolpidem and zopiclone" are the Z-drugs; Pro Plus's "anxiolytics"
// are the medicines for anxiety.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WNUT3: Wordings = {
  "z-drug": [
    "non-benzodiazepine hypnotics",
    "non-benzodiazepine hypnotic",
    "nonbenzodiazepine hypnotics",
    "non-benzodiazepines hypnotics",
  ],
  "anxiety-medicine": ["anxiolytics", "anxiolytic medicines", "anti-anxiety medicines"],
};
