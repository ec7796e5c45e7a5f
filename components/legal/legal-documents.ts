export const LEGAL_LAST_UPDATED = { iso: "2026-11-29", label: "29 November 2026" } as const;

export interface LegalDocument {
  href: string;
  title: string;
}

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { href: "/privacy-policy", title: "Privacy policy" },
  { href: "/cookie-policy", title: "Cookie policy" },
  { href: "/terms-of-service", title: "Terms of service" },
  { href: "/medical-disclaimer", title: "Medical disclaimer" },
  { href: "/gdpr", title: "Your data rights (UK GDPR)" },
  { href: "/contact", title: "Contact us" },
];

export const ICO_COMPLAINTS_URL = "https://ico.org.uk/make-a-complaint/";
