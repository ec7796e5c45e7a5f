// Links the other legal pages itself: /terms-of-service has no footer.
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

import { operator } from "@/lib/legal/operator";

import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED } from "./legal-documents";
import { OperatorDetails } from "./operator-details";

export interface LegalPageProps {
  title: string;
  path: string;
  intro: ReactNode;
  children: ReactNode;
}

export function LegalPage({ title, path, intro, children }: LegalPageProps) {
  const others = LEGAL_DOCUMENTS.filter((document) => document.href !== path);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <article>
        <header className="border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-600">
            Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
          </p>
          <div className="mt-4 text-lg leading-8 text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4">
            {intro}
          </div>
        </header>
        <div className="legal-prose">{children}</div>
        <section
          aria-labelledby="operator-heading"
          className="legal-prose mt-10 border-t border-slate-200 pt-6"
        >
          <h2 id="operator-heading">Who runs this site</h2>
          <OperatorDetails operator={operator()} />
        </section>
      </article>
      <nav
        aria-labelledby="legal-pages-heading"
        className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="legal-pages-heading" className="text-base font-semibold text-slate-900">
          Other legal pages
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {others.map((document) => (
            <li key={document.href}>
              <Link
                href={document.href}
                className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {document.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
