import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { ContactForm } from "@/components/contact/contact-form";
import { LegalPage } from "@/components/legal/legal-page";

export const metadata: Metadata = {
  title: "Contact us",
  description:
    "Send a question, a data protection request, a problem report or a product or price correction to Smart Supplement Stack Builder UK.",
  alternates: { canonical: "/contact" },
};

export default function ContactPage() {
  return (
    <LegalPage
      title="Contact us"
      path="/contact"
      intro={
        <p>
          Write to us with a question, a data protection request, a problem with the site, or a correction to
          a product or price. We aim to reply within 5 working days.
        </p>
      }
    >
      <div
        role="note"
        aria-labelledby="health-questions-heading"
        className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      >
        <h2 id="health-questions-heading" className="mt-0 text-lg text-amber-950">
          Health questions
        </h2>
        <p className="mt-2">
          We cannot give medical advice. For questions about your health, medicines or whether a supplement is
          right for you, please ask your GP or pharmacist. For urgent advice use{" "}
          <a href="https://111.nhs.uk/">NHS 111 online</a> or <a href="tel:111">call 111</a>; in an emergency{" "}
          <a href="tel:999">call 999</a>.
        </p>
      </div>

      <h2 id="send-a-message">Send a message</h2>
      <div className="mt-6">
        <ContactForm />
      </div>

      <h2 id="your-data">What happens to your message</h2>
      <p>
        We keep your name, email address, subject and message to answer you — and, if you are signed in, a
        link to your account. We delete messages automatically 12 months after we receive them. The{" "}
        <Link href="/privacy-policy">privacy policy</Link> has the details.
      </p>
      <p>
        For a data protection request, choose “Data protection request”: we answer within one month. Many
        requests you can do yourself straight away — download or delete your data on the{" "}
        <Link href="/data-export">data export</Link> page; see <Link href="/gdpr">your data rights</Link>.
      </p>
    </LegalPage>
  );
}
