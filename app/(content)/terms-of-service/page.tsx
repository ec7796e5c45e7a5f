import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { LegalPage } from "@/components/legal/legal-page";
import {
  TermsContentAndPrices,
  TermsLiabilityAndLaw,
  TermsUsingTheService,
} from "@/components/legal/terms-of-service-sections";

export const metadata: Metadata = {
  title: "Terms of service",
  description:
    "The terms for using Smart Supplement Stack Builder UK: adults only, not medical advice, accounts, community content, sample prices and retailer links, liability and the law that applies.",
  alternates: { canonical: "/terms-of-service" },
};

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of service"
      path="/terms-of-service"
      intro={
        <p>
          These terms apply when you use Smart Supplement Stack Builder UK (“the service”, “we”, “us”). Please
          read them with our <Link href="/medical-disclaimer">medical disclaimer</Link> and{" "}
          <Link href="/privacy-policy">privacy policy</Link>. By using the service you agree to them.
        </p>
      }
    >
      <TermsUsingTheService />
      <TermsContentAndPrices />
      <TermsLiabilityAndLaw />
    </LegalPage>
  );
}
