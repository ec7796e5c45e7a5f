import { absoluteUrl, LOGO_PATH, SITE_DESCRIPTION, SITE_NAME } from "./site";

export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl(siteUrl, "/#organization"),
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, LOGO_PATH),
  };
}

export function webSiteJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl(siteUrl, "/#website"),
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: absoluteUrl(siteUrl, "/"),
    inLanguage: "en-GB",
    publisher: { "@id": absoluteUrl(siteUrl, "/#organization") },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        // The braces stay literal: schema.org's placeholder for the query.
        urlTemplate: `${absoluteUrl(siteUrl, "/browse")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
