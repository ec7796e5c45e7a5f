// The legal and support pages (docs/product-rules.md §2 route table) and the date their text was last changed.

export const LEGAL_LAST_UPDATED = { iso: "2026-11-22", label: "22 November 2026" } as const;

export interface LegalDocument {
  href: string;
  title: string;
}

/** In the order the pages link to each other. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { href: "/privacy-policy", title: "Privacy policy" },
  { href: "/cookie-policy", title: "Cookie policy" },
  { href: "/terms-of-service", title: "Terms of service" },
  { href: "/medical-disclaimer", title: "Medical disclaimer" },
  { href: "/gdpr", title: "Your data rights (UK GDPR)" },
  { href: "/contact", title: "Contact us" },
];

/** Where the UK's data protection regulator takes complaints. */
export const ICO_COMPLAINTS_URL = "https://ico.org.uk/make-a-complaint/";
