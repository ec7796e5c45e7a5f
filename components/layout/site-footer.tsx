import { ExternalLink, Phone } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";

import { buildInfo } from "@/lib/env";
import { cn } from "@/lib/utils/cn";

type FooterLink = { href: string; label: string; external?: boolean };
type FooterGroup = { heading: string; links: readonly FooterLink[] };

/** Badges of the health notice (§2), verbatim. */
const HEALTH_BADGES = ["Not Medical Advice", "MHRA Not Evaluated", "Educational Only"] as const;

const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: "Quick Links",
    links: [
      { href: "/browse", label: "Browse Supplements" },
      { href: "/stacks", label: "Build a Stack" },
      { href: "/community-stacks", label: "Community Stacks" },
      { href: "/analytics", label: "Analytics" },
      { href: "/recommendations", label: "Recommendations" },
    ],
  },
  {
    heading: "Support",
    links: [
      { href: "/contact", label: "Contact Us" },
      { href: "/accuracy", label: "How accurate is this?" },
    ],
  },
  {
    heading: "Legal & Compliance",
    links: [
      { href: "/medical-disclaimer", label: "Medical Disclaimer" },
      { href: "/terms-of-service", label: "Terms of Service" },
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/cookie-policy", label: "Cookie Policy" },
      { href: "/gdpr", label: "GDPR Rights" },
    ],
  },
  {
    // "two external consumer-advice links" (§2): the UK's free consumer advice services.
    heading: "Consumer Rights",
    links: [
      {
        href: "https://www.citizensadvice.org.uk/consumer/",
        label: "Citizens Advice consumer help",
        external: true,
      },
      {
        href: "https://www.gov.uk/consumer-protection-rights",
        label: "GOV.UK consumer protection rights",
        external: true,
      },
    ],
  },
];

/** Build time in UTC, so every visitor and server sees the same label; without a valid one, the version alone. */
export function formatDeploymentLabel(info: { version: string; builtAt: string | undefined }): string {
  const version = `v${info.version}`;
  if (!info.builtAt) return version;
  const builtAt = new Date(info.builtAt);
  if (Number.isNaN(builtAt.getTime())) return version;
  const iso = builtAt.toISOString();
  return `${version} · ${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

// 44 px tall on phones (WCAG 2.5.5 target size); compact from `sm`.
const linkClass =
  "inline-flex min-h-11 items-center rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline sm:min-h-0";
/** Links inside running text are always underlined so they do not rely on colour alone. */
const inlineLinkClass = "rounded-sm font-medium text-white underline underline-offset-4 hover:text-brand-200";

function HealthNotice() {
  return (
    <section
      aria-labelledby="health-notice-heading"
      className="rounded-xl border border-slate-700 bg-slate-800/60 p-5"
    >
      <h2 id="health-notice-heading" className="text-base font-semibold text-white">
        Health notice
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Compliance badges">
        {HEALTH_BADGES.map((badge) => (
          <li
            key={badge}
            className="rounded-full bg-brand-900 px-3 py-1 text-xs font-semibold text-brand-100 ring-1 ring-brand-700"
          >
            {badge}
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-2 text-sm leading-relaxed text-slate-300">
        <p>
          Food supplements are not medicines. Everything on this site is for educational purposes only and is
          not medical advice: speak to your GP or pharmacist before starting a supplement.
        </p>
        <p>
          Statements about supplements on this site have not been evaluated by the MHRA (the UK medicines
          regulator). Supplements and this service are not for persons under 18.
        </p>
        <p>We handle your personal data in line with UK GDPR.</p>
      </div>
      <div className="mt-4 rounded-lg border border-red-400/40 bg-red-950/40 p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold text-white">
          <Phone aria-hidden="true" className="size-4" />
          Need medical help?
        </p>
        <p className="mt-1 text-slate-200">
          For urgent medical advice, use{" "}
          <a href="https://111.nhs.uk/" target="_blank" rel="noopener noreferrer" className={inlineLinkClass}>
            NHS 111 online<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          or{" "}
          <a href="tel:111" className={inlineLinkClass}>
            call NHS 111
          </a>
          . In an emergency,{" "}
          <a href="tel:999" className={cn(inlineLinkClass, "font-semibold")}>
            call 999
          </a>
          .
        </p>
      </div>
    </section>
  );
}

function FooterLinkGroups() {
  return (
    <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {FOOTER_GROUPS.map((group) => (
        <nav key={group.heading} aria-labelledby={headingId(group.heading)}>
          <h2
            id={headingId(group.heading)}
            className="text-sm font-semibold uppercase tracking-wide text-white"
          >
            {group.heading}
          </h2>
          <ul className="mt-3 text-sm sm:space-y-2">
            {group.links.map((link) => (
              <li key={link.href}>
                {link.external ? (
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn(linkClass, "gap-1")}
                  >
                    {link.label}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

export function SiteFooter() {
  const info = buildInfo();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200">
      {/* Room at the bottom for the floating Privacy Settings and assistant buttons that show over the page's end. */}
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-24 sm:px-6">
        <HealthNotice />

        <FooterLinkGroups />

        <div className="mt-10 flex flex-col gap-2 border-t border-slate-700 pt-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Smart Supplement Stack Builder UK</p>
          <p>
            <span className="sr-only">Deployment: </span>
            <span data-testid="deployment-label">{formatDeploymentLabel(info)}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}

function headingId(heading: string): string {
  return `footer-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}
