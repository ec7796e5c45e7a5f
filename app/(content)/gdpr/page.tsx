import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

import { ICO_COMPLAINTS_URL } from "@/components/legal/legal-documents";
import { LegalPage } from "@/components/legal/legal-page";

export const metadata: Metadata = {
  title: "Your data rights (UK GDPR)",
  description:
    "Your rights over your personal data under UK GDPR, in plain English, and how to use each one on Smart Supplement Stack Builder UK.",
  alternates: { canonical: "/gdpr" },
};

interface Right {
  id: string;
  name: string;
  what: string;
  how: ReactNode;
}

const RIGHTS: readonly Right[] = [
  {
    id: "access",
    name: "See your data (right of access)",
    what: "You can ask for a copy of the personal data we hold about you.",
    how: (
      <>
        Download it yourself at any time on the <Link href="/data-export">data export</Link> page.
      </>
    ),
  },
  {
    id: "portability",
    name: "Take your data with you (portability)",
    what: "You can have the data you gave us in a common, machine-readable format, to keep or to give to another service.",
    how: (
      <>
        The download on the <Link href="/data-export">data export</Link> page is a JSON file of everything in
        your account.
      </>
    ),
  },
  {
    id: "rectification",
    name: "Correct your data (rectification)",
    what: "If something we hold about you is wrong or incomplete, you can have it corrected.",
    how: (
      <>
        Change your details in <Link href="/settings">settings</Link> and your health information on the{" "}
        <Link href="/health-profile">health profile</Link> page. For anything else, use the{" "}
        <Link href="/contact">contact form</Link>.
      </>
    ),
  },
  {
    id: "erasure",
    name: "Delete your data (erasure)",
    what: "You can have your personal data deleted.",
    how: (
      <>
        Delete your account, and everything linked to it, on the <Link href="/data-export">data export</Link>{" "}
        page. You can delete just your health profile on the{" "}
        <Link href="/health-profile">health profile</Link> page.
      </>
    ),
  },
  {
    id: "withdraw-consent",
    name: "Withdraw your consent",
    what: "Where we rely on your consent — your health profile, and analytics cookies — you can withdraw it at any time. This does not make earlier use unlawful.",
    how: (
      <>
        Delete your health profile on the <Link href="/health-profile">health profile</Link> page; change your
        cookie choices with the Privacy Settings button on any page.
      </>
    ),
  },
  {
    id: "restriction",
    name: "Limit how we use your data (restriction)",
    what: "You can ask us to keep your data but stop using it, for example while we check whether it is accurate.",
    how: (
      <>
        Ask through the <Link href="/contact">contact form</Link>.
      </>
    ),
  },
  {
    id: "objection",
    name: "Object",
    what: "You can object to uses of your data that rely on our legitimate interests, such as answering contact messages. We then stop unless we have compelling reasons, such as protecting the service from abuse.",
    how: (
      <>
        Tell us through the <Link href="/contact">contact form</Link>.
      </>
    ),
  },
];

export default function GdprPage() {
  return (
    <LegalPage
      title="Your data rights (UK GDPR)"
      path="/gdpr"
      intro={
        <p>
          UK data protection law — UK GDPR and the Data Protection Act 2018 — gives you rights over your
          personal data. Here is what each one means and how to use it with us. Most you can use yourself,
          straight away, on the site.
        </p>
      }
    >
      {RIGHTS.map((right) => (
        <section key={right.id} aria-labelledby={`right-${right.id}`}>
          <h2 id={`right-${right.id}`}>{right.name}</h2>
          <p>{right.what}</p>
          <p>
            <strong>How:</strong> {right.how}
          </p>
        </section>
      ))}

      <h2 id="asking-us">Asking us directly</h2>
      <p>
        Use the <Link href="/contact">contact form</Link> and choose “Data protection request”. You do not
        have to mention the law or use special words. We reply without undue delay and within one month (up to
        two months more for complex requests, and we will tell you if so). It is free. We may ask you to
        confirm who you are, for example by writing from the email address on your account.
      </p>

      <h2 id="complain">If you are not happy</h2>
      <p>
        Tell us first and we will try to put it right. You can also complain to the Information Commissioner’s
        Office (ICO), the UK’s independent data protection regulator:{" "}
        <a href={ICO_COMPLAINTS_URL}>make a complaint to the ICO</a>.
      </p>
      <p>
        The <Link href="/privacy-policy">privacy policy</Link> lists exactly what we keep, why and for how
        long.
      </p>
    </LegalPage>
  );
}
