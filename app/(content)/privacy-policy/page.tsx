import type { Metadata } from "next";

import { LegalPage } from "@/components/legal/legal-page";
import {
  PrivacyProtection,
  PrivacyWhatWeKeep,
  PrivacyWhoSeesIt,
  PrivacyYourRights,
} from "@/components/legal/privacy-policy-sections";

export const metadata: Metadata = {
  title: "Privacy policy",
  description:
    "What personal data Smart Supplement Stack Builder UK keeps, why, on what lawful basis under UK GDPR, for how long, and how to use your rights.",
  alternates: { canonical: "/privacy-policy" },
};

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      path="/privacy-policy"
      intro={
        <p>
          This policy explains what personal data Smart Supplement Stack Builder UK keeps about you, why, on
          what lawful basis, for how long, and how you can see, change or delete it. We follow the UK General
          Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
        </p>
      }
    >
      <PrivacyWhatWeKeep />
      <PrivacyWhoSeesIt />
      <PrivacyYourRights />
      <PrivacyProtection />
    </LegalPage>
  );
}
