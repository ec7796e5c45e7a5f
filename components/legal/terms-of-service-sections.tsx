import { Link } from "@/components/ui/link";

export function TermsUsingTheService() {
  return (
    <>
      <h2 id="who-can-use">1. Who can use the service</h2>
      <p>
        The service is for adults aged 18 or over in the UK. When you create an account you confirm that you
        are 18 or over. If we learn that an account belongs to someone under 18, we will close it and delete
        its data.
      </p>

      <h2 id="not-medical-advice">2. Not medical advice</h2>
      <p>
        Everything on the service — product information, interaction checks, dose totals, suggestions,
        articles, reviews and community stacks — is general information for education. It is not medical
        advice and cannot take account of your personal circumstances. Talk to your GP or pharmacist before
        you start a supplement, especially if you are pregnant or breastfeeding, take medicines or have a
        health condition. The <Link href="/medical-disclaimer">medical disclaimer</Link> explains what our
        checks can and cannot tell you.
      </p>

      <h2 id="accounts">3. Your account</h2>
      <ul>
        <li>Give accurate details, and keep your email address up to date so you can reset your password.</li>
        <li>
          Keep your password to yourself. We recommend switching on two-factor sign-in. If you think someone
          else has used your account, reset your password (which signs out every session) and tell us through
          the <Link href="/contact">contact form</Link>.
        </li>
        <li>One account per person; accounts cannot be transferred.</li>
        <li>
          You can delete your account at any time on the <Link href="/data-export">data export</Link> page,
          after downloading your data if you wish.
        </li>
      </ul>

      <h2 id="acceptable-use">4. Acceptable use</h2>
      <p>When you use the service, do not:</p>
      <ul>
        <li>break the law, or help anyone else to;</li>
        <li>
          try to get into accounts, data or systems you are not allowed to, or test our security without our
          written permission;
        </li>
        <li>
          copy the catalogue or knowledge base in bulk, or send automated requests that burden the service;
        </li>
        <li>pretend to be someone else, or post anyone else’s personal or health information;</li>
        <li>upload anything that contains malicious code.</li>
      </ul>
    </>
  );
}

export function TermsContentAndPrices() {
  return (
    <>
      <h2 id="community-content">5. Reviews and community stacks</h2>
      <p>If you write a review or publish a stack, it must:</p>
      <ul>
        <li>describe your own honest experience, and disclose any link with the brand or retailer;</li>
        <li>
          not claim that a supplement prevents, treats or cures a disease — UK food law does not allow such
          claims for food, including food supplements;
        </li>
        <li>not advise others to stop or change a prescribed medicine;</li>
        <li>
          not contain adverts, links for payment, spam, or offensive, threatening or discriminatory content.
        </li>
      </ul>
      <p>
        Your content stays yours. While it is published you give us a non-exclusive, royalty-free licence to
        show it on the service. You can remove it at any time, and it is removed when you delete your account.
        We may remove content that breaks these terms and, where we do, we will tell you why unless the law
        prevents us.
      </p>

      <h2 id="prices">6. Products, prices and retailer links</h2>
      <ul>
        <li>
          We do not sell products. When you buy, your contract is with the retailer, on the retailer’s terms,
          and the retailer sets the real price, stock and delivery charges.
        </li>
        <li>
          Prices marked “Sample price” are indicative examples, shown with the date they were checked; they
          are not offers. Other prices are shown with the date we last checked them and may have changed
          since.
        </li>
        <li>
          Links to retailers are marked <code>rel=&quot;sponsored&quot;</code> because they may be affiliate
          links: if you buy after following one, we may earn a commission, at no extra cost to you. Commission
          has no effect on the results of the interaction checker.
        </li>
        <li>
          We take care over product details, but labels and recipes change: check the product’s own label
          before you buy or take it. If you spot a mistake, tell us through the{" "}
          <Link href="/contact">contact form</Link> (“Product or price correction”).
        </li>
        <li>
          Authorised health claims are quoted word for word from the Great Britain nutrition and health claims
          register.
        </li>
      </ul>

      <h2 id="availability">7. Changes to the service</h2>
      <p>
        We keep improving the service, so features may change, and we may need to suspend it for maintenance
        or security. We try to keep it available but cannot promise it will always be uninterrupted or free of
        errors.
      </p>
    </>
  );
}

export function TermsLiabilityAndLaw() {
  return (
    <>
      <h2 id="liability">8. Our responsibility to you</h2>
      <p>
        Nothing in these terms excludes or limits our liability for death or personal injury caused by our
        negligence, for fraud or fraudulent misrepresentation, or for anything else that the law of England
        and Wales does not allow us to exclude or limit. Your statutory rights as a consumer, including under
        the Consumer Rights Act 2015, are not affected.
      </p>
      <p>
        We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these
        terms or failing to use reasonable care and skill. We are not responsible for loss or damage that is
        not foreseeable. The service is for your own personal use: we are not responsible for business losses.
      </p>
      <p>
        We are not responsible for retailers’ products, prices, websites or services, or for other people’s
        reviews and stacks, although we will act on reports about content that breaks these terms.
      </p>

      <h2 id="ending">9. Ending your use</h2>
      <p>
        You can stop using the service and delete your account at any time. We may suspend or close an account
        that seriously or repeatedly breaks these terms; we will tell you why unless the law prevents us, and
        you can still ask for a copy of your data.
      </p>

      <h2 id="changes">10. Changes to these terms</h2>
      <p>
        When we change these terms we update the date at the top of this page. The version in force when you
        use the service applies.
      </p>

      <h2 id="law">11. Law and courts</h2>
      <p>
        These terms are governed by the law of England and Wales, and the courts of England and Wales can hear
        any dispute about them. If you live in Scotland you can also bring proceedings in the Scottish courts,
        and if you live in Northern Ireland, in the courts of Northern Ireland.
      </p>

      <h2 id="contact">12. Contact</h2>
      <p>
        Questions about these terms? Use the <Link href="/contact">contact form</Link>.
      </p>
    </>
  );
}
