import type { Metadata } from "next";

import { LegalPage } from "@/components/legal/legal-page";
import {
  DisclaimerChecksAndAdvice,
  DisclaimerRegulation,
} from "@/components/legal/medical-disclaimer-sections";

export const metadata: Metadata = {
  title: "Medical disclaimer",
  description:
    "Smart Supplement Stack Builder UK gives general information, not medical advice: how food supplements are regulated in the UK, what our interaction checks cover, and when to talk to your GP or pharmacist.",
  alternates: { canonical: "/medical-disclaimer" },
};

export default function MedicalDisclaimerPage() {
  return (
    <LegalPage
      title="Medical disclaimer"
      path="/medical-disclaimer"
      intro={
        <p>
          Smart Supplement Stack Builder UK gives general information about food supplements for education. It
          is not medical advice, and it is not a substitute for advice from your GP, pharmacist or another
          qualified health professional who knows your circumstances.
        </p>
      }
    >
      <DisclaimerRegulation />
      <DisclaimerChecksAndAdvice />
    </LegalPage>
  );
}
