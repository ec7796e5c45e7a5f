// Cookie names and lifetimes come from the code (PECR and UK GDPR); change them with it.
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

import { ScrollTable } from "./scroll-table";

interface StorageRow {
  name: ReactNode;
  purpose: string;
  category: string;
  lasts: string;
}

// Names and lifetimes from lib/auth/session.ts (next-auth's cookies), the consent settings
// (docs/product-rules.md §9: fitness-consent, 365 days, SameSite Lax) and components/stacks/stack-store.ts.
const COOKIES: readonly StorageRow[] = [
  {
    name: (
      <>
        <code>next-auth.session-token</code> (<code>__Secure-next-auth.session-token</code> on https)
      </>
    ),
    purpose:
      "Keeps you signed in. It holds a signed token with your account number, and cannot be read by scripts on the page.",
    category: "Strictly necessary",
    lasts: "30 days, renewed while you keep using the site; removed when you sign out",
  },
  {
    name: (
      <>
        <code>next-auth.csrf-token</code> (<code>__Host-next-auth.csrf-token</code> on https)
      </>
    ),
    purpose:
      "Protects the sign-in form from being submitted by another website (cross-site request forgery).",
    category: "Strictly necessary",
    lasts: "Until you close your browser",
  },
  {
    name: (
      <>
        <code>next-auth.callback-url</code> (<code>__Secure-next-auth.callback-url</code> on https)
      </>
    ),
    purpose: "Remembers which page of this site to return you to after you sign in.",
    category: "Strictly necessary",
    lasts: "Until you close your browser",
  },
  {
    name: "Sign-in challenge cookie",
    purpose:
      "Set only during two-factor sign-in, after your password is accepted: it links the code you enter to that sign-in.",
    category: "Strictly necessary",
    lasts: "10 minutes, or until the sign-in completes",
  },
  {
    name: <code>fitness-consent</code>,
    purpose:
      "Remembers your cookie choices (analytics, marketing, functional) so we do not ask again on every page. Sent only to this site (SameSite=Lax; Secure on https).",
    category: "Strictly necessary",
    lasts: "365 days",
  },
];

export function CookiesWeSet() {
  return (
    <>
      <h2 id="summary">In short</h2>
      <ul>
        <li>We only use cookies that the site needs to work, unless you choose otherwise.</li>
        <li>We use no advertising cookies and no third-party cookies.</li>
        <li>
          Everything on this site — scripts, styles, images and the video — is served from our own domain. We
          embed no third-party content, so no other company can set cookies through our pages.
        </li>
      </ul>

      <h2 id="cookies">Cookies we set</h2>
      <p>
        These cookies are strictly necessary: the site cannot sign you in securely or remember your cookie
        choices without them, so the law does not require your consent for them. Most are set only when you
        sign in.
      </p>
      <ScrollTable caption="Cookies this site sets">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">What it does</th>
            <th scope="col">Type</th>
            <th scope="col">How long it lasts</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((row) => (
            <tr key={row.purpose}>
              <td>{row.name}</td>
              <td>{row.purpose}</td>
              <td>{row.category}</td>
              <td>{row.lasts}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}

export function CookieChoices() {
  return (
    <>
      <h2 id="local-storage">Storage on your device</h2>
      <p>
        <code>current-stack</code> (your browser’s local storage) holds the stack you are building — the
        products you have added and their quantities — so it is still there when you move between pages or
        come back later. It stays on your device and is never sent to us; it is saved to your account only
        when you choose to save the stack. It lasts until you empty the stack or clear your browser’s site
        data. It is functional storage needed by the stack builder you are using.
      </p>

      <h2 id="analytics">Analytics and performance measurement</h2>
      <p>
        Measuring how the site performs for real visitors runs only if you accept analytics cookies; it is off
        until you do. It is not switched on at present. When it is, and only after you accept analytics
        cookies, it keeps one item in your browser: <code>rum-session-id</code> in session storage, a random
        identifier for the browser tab that lets us group one visit&apos;s measurements; it is deleted when
        you close the tab or withdraw consent, and sets no cookie. The{" "}
        <Link href="/privacy-policy">privacy policy</Link> says what it records and for how long.
      </p>

      <h2 id="marketing">Advertising and marketing</h2>
      <p>
        We set no advertising or marketing cookies and do not allow anyone else to. If that ever changes, we
        will ask for your consent before setting any.
      </p>

      <h2 id="your-choices">Changing your choices</h2>
      <ul>
        <li>
          Use the Privacy Settings button, shown on every page, to switch analytics, marketing and functional
          cookies on or off at any time. Your new choice applies straight away.
        </li>
        <li>
          You can also delete or block cookies in your browser’s settings. If you block the strictly necessary
          cookies you will not be able to sign in, and we will ask for your cookie choices again.
        </li>
      </ul>
      <p>
        Questions about cookies? Use the <Link href="/contact">contact form</Link>.
      </p>
    </>
  );
}
