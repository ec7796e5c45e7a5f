// Its periods are the code's own (tests/unit/legal/policy-facts.test.ts fails when one changes).
import { Link } from "@/components/ui/link";

import { ICO_COMPLAINTS_URL } from "./legal-documents";
import { ScrollTable } from "./scroll-table";

interface ProcessingRow {
  data: string;
  purpose: string;
  basis: string;
  kept: string;
}

// Each row states what the code does: lib/auth, lib/security/rate-limit.ts, lib/contact and the
// Prisma schema are the sources; change a row when the code changes.
const PROCESSING: readonly ProcessingRow[] = [
  {
    data: "Account: first and last name, email address, a hash of your password (argon2id — we never store the password itself), when you confirmed your email, accepted the terms and confirmed you are 18 or over",
    purpose: "Creating your account, signing you in, sending account emails (confirmation, password reset)",
    basis: "Contract (Article 6(1)(b)): we need it to provide the account you asked for",
    kept: "Until you delete your account",
  },
  {
    data: "Two-factor sign-in, if you switch it on: your authenticator secret, encrypted at rest; recovery codes, stored only as hashes",
    purpose: "Protecting your account with a second step at sign-in",
    basis: "Contract (Article 6(1)(b))",
    kept: "Until you switch two-factor sign-in off or delete your account",
  },
  {
    data: "Passkeys and text-message codes, if you add them: a passkey's public key and identifier (never its private key, which stays on your device); your UK mobile number, and each texted code only as a hash",
    purpose: "Signing you in with a passkey, or with a code texted to your phone as a second step",
    basis: "Contract (Article 6(1)(b))",
    kept: "Until you remove the passkey or the number, or delete your account; a texted code is valid for 10 minutes",
  },
  {
    data: "Email links: confirmation and password-reset tokens, stored only as hashes",
    purpose: "Confirming your email address and letting you reset your password",
    basis: "Contract (Article 6(1)(b))",
    kept: "Single use; a confirmation link expires after 24 hours, a password-reset link after 1 hour",
  },
  {
    data: "Saved stacks: the products, quantities, name, goal and notes; and, if you publish a stack, its title and description",
    purpose: "Saving your stacks and, when you choose to publish one, showing it on Community Stacks",
    basis: "Contract (Article 6(1)(b))",
    kept: "Until you delete the stack or your account",
  },
  {
    data: "Taking a stack, if you start: the start date, each day's slots marked taken or missed with what was in them, the stock you enter, your reminder settings, your calendar feed's secret address, and the devices you turned reminders on for (the push service's address and keys for that device)",
    purpose:
      "Showing today's plan, your history and run-out dates, and sending the reminders you asked for by email, calendar or push",
    basis: "Contract (Article 6(1)(b))",
    kept: "Until you stop the plan (the history stays until you delete your account), remove the device or delete your account",
  },
  {
    data: "Pharmacist card links you make: when the link was made and when it expires",
    purpose: "Letting the person you give the link to open your card without an account",
    basis: "Contract (Article 6(1)(b))",
    kept: "30 days, or until you revoke it; expired links are deleted",
  },
  {
    data: "Reports you make about a stack or review, and the moderators' decisions on them",
    purpose: "Keeping Community Stacks and reviews within the rules, and telling you the outcome",
    basis: "Legitimate interests (Article 6(1)(f)) in keeping public content safe and lawful",
    kept: "Until you delete your account",
  },
  {
    data: "Reviews: your rating, title and text",
    purpose: "Showing your review on the product's page, with your first name and last initial",
    basis: "Contract (Article 6(1)(b))",
    kept: "Until you delete the review or your account",
  },
  {
    data: "Health profile (optional, special category data): age, sex, activity level, goals, dietary preferences, pregnancy or breastfeeding, prescription medicines, medical conditions",
    purpose:
      "Checking your stack for interactions with your medicines and conditions, and personalising suggestions",
    basis: "Your explicit consent (Article 9(2)(a), with Article 6(1)(a))",
    kept: "Until you delete it or your account; deleting it withdraws your consent",
  },
  {
    data: "Cookie choices: what you chose, the policy version, when, and your browser's user-agent string",
    purpose: "Remembering your choices and being able to show what you agreed to",
    basis:
      "Legal obligation (Article 6(1)(c)): the Privacy and Electronic Communications Regulations and UK GDPR require us to be able to show consent",
    kept: "In the fitness-consent cookie on your device for 365 days; records linked to your account are deleted with it",
  },
  {
    data: "Contact messages: your name, email address, subject and message, and your account if you were signed in",
    purpose: "Answering you; acting on data protection requests, corrections and problem reports",
    basis:
      "Legitimate interests (Article 6(1)(f)) in answering the people who write to us; legal obligation (Article 6(1)(c)) for data protection requests",
    kept: "12 months from when we receive it, then deleted automatically (sooner if you delete your account)",
  },
  {
    data: "Security counters: how many requests came for one email address or one IP address in a short window; the address is stored only as a one-way hash",
    purpose: "Limiting password guessing, sign-up and contact-form abuse",
    basis: "Legitimate interests (Article 6(1)(f)) in keeping accounts and the service secure",
    kept: "Each counter expires at the end of its window (1 minute to 1 hour) and is then deleted",
  },
  {
    data: "Performance measurements: how fast pages load and respond, the page, a random session identifier",
    purpose: "Finding and fixing slow pages",
    basis: "Consent (Article 6(1)(a)), given by accepting analytics cookies",
    kept: "Not collected at present — see “Performance measurement” below",
  },
];

export function PrivacyWhatWeKeep() {
  return (
    <>
      <h2 id="who-we-are">Who we are</h2>
      <p>
        Smart Supplement Stack Builder UK (“we”, “us”) runs this website, where adults in the UK browse
        supplements, compare UK prices, build supplement stacks and check them for interactions. We are the
        controller of the personal data described here: we decide why and how it is used. Our name, address
        and registration with the Information Commissioner’s Office are under “Who runs this site” below.
      </p>
      <p>
        To reach us about your data — including anything for whoever handles data protection for us — use the{" "}
        <Link href="/contact">contact form</Link> and choose “Data protection request”.
      </p>

      <h2 id="what-we-keep">What we keep, why, and for how long</h2>
      <p>
        You can browse the catalogue, read the blog and use the interaction checker without an account.
        Medicines and conditions you type into the interaction checker are sent to our server to run the check
        and are not stored.
      </p>
      <ScrollTable caption="Personal data we keep, its purpose, lawful basis and retention">
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Why</th>
            <th scope="col">Lawful basis (UK GDPR)</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          {PROCESSING.map((row) => (
            <tr key={row.data}>
              <td>{row.data}</td>
              <td>{row.purpose}</td>
              <td>{row.basis}</td>
              <td>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p>
        Your current stack, before you save it, is kept only in your browser (see the{" "}
        <Link href="/cookie-policy">cookie policy</Link>); it is not sent to us. When something goes wrong on
        our servers, we log the error with a random request number so we can find and fix it.
      </p>

      <h2 id="health-data">Your health profile</h2>
      <p>
        Information about your health is special category data under UK GDPR, so we treat it with extra care.
        The health profile is optional: you can use everything else without it. We save it only with your
        explicit consent (Article 9(2)(a)), and we use it only to:
      </p>
      <ul>
        <li>
          check your supplements against your medicines, conditions and pregnancy or breastfeeding status; and
        </li>
        <li>personalise the suggestions we show you.</li>
      </ul>
      <p>
        We never sell it, never use it for advertising, and never share it with retailers or anyone else
        except the processors that host our service (below). You can change it at any time, and you withdraw
        your consent by deleting it on the <Link href="/health-profile">health profile</Link> page: it is
        deleted straight away. Deleting your account deletes it too.
      </p>
    </>
  );
}

export function PrivacyWhoSeesIt() {
  return (
    <>
      <h2 id="public-content">What other people can see</h2>
      <p>
        Stacks you publish to Community Stacks and reviews you write are visible to everyone, shown with your
        first name and the initial of your last name (never your email address); so are the number of likes a
        published stack has. Everything else — your account details, saved stacks you have not published and
        your health profile — is visible only to you.
      </p>

      <h2 id="sharing">Who we share data with</h2>
      <p>We do not sell personal data. We share it only with:</p>
      <ul>
        <li>
          <strong>Our hosting provider</strong>, which runs our servers and database and so holds the data
          described above on our behalf.
        </li>
        <li>
          <strong>Our email provider</strong>, which delivers the account emails we send you (email
          confirmation and password reset).
        </li>
        <li>
          <strong>Our text-message provider</strong>, which delivers sign-in codes to your phone if you chose
          them.
        </li>
        <li>
          <strong>Your browser’s push service</strong> (run by the browser’s maker), if you turn on reminders
          on a device: it receives the reminder encrypted for your device only, so it cannot read it.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires us to.
        </li>
      </ul>
      <p>
        Our providers act as processors: they may use the data only on our instructions and under a contract
        that meets Article 28 of UK GDPR. When you follow a link to a retailer you leave our site; we do not
        send the retailer your personal data, and its own privacy policy applies to what you do there.
      </p>

      <h2 id="transfers">International transfers</h2>
      <p>
        We do not send your personal data outside the UK ourselves. If our hosting or email provider stores or
        processes any of it outside the UK, the transfer must be covered by UK adequacy regulations or by the
        safeguards UK GDPR requires, such as the ICO’s International Data Transfer Agreement. You can ask us
        through the <Link href="/contact">contact form</Link> where your data is held.
      </p>

      <h2 id="performance">Performance measurement</h2>
      <p>
        Measuring how fast pages load for real visitors runs only if you accept analytics cookies, and it is
        not switched on at present. When it is, it records page load timings (such as Largest Contentful
        Paint), slow or very large files, and JavaScript error messages, with the page address and a random
        identifier for the browser tab — never your name or email. We keep these measurements for 30 days,
        then delete them; deleting your account deletes any linked to it. The{" "}
        <Link href="/cookie-policy">cookie policy</Link> lists the one item it keeps in your browser.
      </p>
      <p>
        When a page fails with an error in your browser, the page tells us the kind of error, its first line
        with email addresses, long numbers and identifiers removed, the page address without anything after a
        question mark, and the browser family (such as &ldquo;Chrome mobile&rdquo;). This carries nothing that
        identifies you and is not linked to your account; we use it to find and fix faults (our legitimate
        interest), keep it for 30 days, then delete it.
      </p>
    </>
  );
}

export function PrivacyYourRights() {
  return (
    <>
      <h2 id="your-rights">Your rights</h2>
      <p>Under UK GDPR you have the right to:</p>
      <ul>
        <li>
          <strong>access</strong> your data and <strong>take it with you</strong> (portability): download
          everything we hold about you as a JSON file on the <Link href="/data-export">data export</Link>{" "}
          page;
        </li>
        <li>
          <strong>correct</strong> it: change your details in <Link href="/settings">settings</Link> and your
          health information on the <Link href="/health-profile">health profile</Link> page;
        </li>
        <li>
          <strong>erase</strong> it: delete your account, and everything linked to it, on the{" "}
          <Link href="/data-export">data export</Link> page;
        </li>
        <li>
          <strong>withdraw consent</strong> at any time: delete your health profile, or change your cookie
          choices with the Privacy Settings button on any page;
        </li>
        <li>
          <strong>restrict</strong> how we use your data, or <strong>object</strong> to uses based on
          legitimate interests: tell us through the <Link href="/contact">contact form</Link>.
        </li>
      </ul>
      <p>
        For anything you cannot do yourself on the site, write to us through the{" "}
        <Link href="/contact">contact form</Link> and choose “Data protection request”. We answer without
        undue delay and within one month; for complex requests the law lets us extend this by up to two
        further months, and we will tell you if we need to. It is free. We may ask you to confirm your
        identity, for example by writing from the email address on your account. The{" "}
        <Link href="/gdpr">data rights page</Link> explains each right in plain English.
      </p>

      <h2 id="automated-decisions">Automated checks</h2>
      <p>
        The interaction checker and dose totals are worked out automatically from our knowledge base. They
        give you information only; they make no decision about you with legal or similarly significant
        effects.
      </p>
    </>
  );
}

export function PrivacyProtection() {
  return (
    <>
      <h2 id="children">Children</h2>
      <p>
        This service is not for anyone under 18. We ask everyone who creates an account to confirm they are 18
        or over. If we learn that an account belongs to someone under 18, we will delete it.
      </p>

      <h2 id="security">How we protect your data</h2>
      <ul>
        <li>Passwords are stored only as argon2id hashes; email links and recovery codes only as hashes.</li>
        <li>Two-factor secrets are encrypted at rest.</li>
        <li>
          Sign-in, sign-up, password reset and the contact form are rate-limited against guessing and abuse.
        </li>
        <li>Signing out everywhere, or resetting your password, ends every other session at once.</li>
      </ul>

      <h2 id="complaints">Complaints</h2>
      <p>
        If you are unhappy with how we have handled your data, please tell us first through the{" "}
        <Link href="/contact">contact form</Link> so we can try to put it right. You also have the right to
        complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator:{" "}
        <a href={ICO_COMPLAINTS_URL}>make a complaint to the ICO</a>.
      </p>

      <h2 id="changes">Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top. If a change would let us use data you have
        already given us in a new way that needs your consent, we will ask for it first.
      </p>
    </>
  );
}
