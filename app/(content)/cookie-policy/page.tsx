import type { Metadata } from "next";

import { LegalPage } from "@/components/legal/legal-page";
import { CookieChoices, CookiesWeSet } from "@/components/legal/cookie-policy-sections";

export const metadata: Metadata = {
  title: "Cookie policy",
  description:
    "The cookies and browser storage Smart Supplement Stack Builder UK uses, what each one is for, how long it lasts, and how to change your choices.",
  alternates: { canonical: "/cookie-policy" },
};

export default function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie policy"
      path="/cookie-policy"
      intro={
        <p>
          Cookies are small files a website stores in your browser. This page lists every cookie and every
          piece of browser storage this site uses, what each is for and how long it lasts. We follow the
          Privacy and Electronic Communications Regulations (PECR) and UK GDPR.
        </p>
      }
    >
      <CookiesWeSet />
      <CookieChoices />
    </LegalPage>
  );
}
