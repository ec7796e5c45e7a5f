import { Link } from "@/components/ui/link";

export function DisclaimerRegulation() {
  return (
    <>
      <div
        role="note"
        aria-labelledby="urgent-help-heading"
        className="mt-8 rounded-xl border border-red-200 bg-red-50 p-5"
      >
        <h2 id="urgent-help-heading" className="mt-0 text-lg text-red-900">
          Need medical help now?
        </h2>
        <p className="mt-2 text-red-900">
          For urgent medical advice, use <a href="https://111.nhs.uk/">NHS 111 online</a> or{" "}
          <a href="tel:111">call 111</a>. In an emergency, <a href="tel:999">call 999</a>.
        </p>
      </div>

      <h2 id="regulation">How food supplements are regulated in the UK</h2>
      <ul>
        <li>
          In the UK, food supplements are regulated as food, not as medicines. They are covered by the Food
          Supplements (England) Regulations 2003 and the matching rules in Scotland, Wales and Northern
          Ireland, and by general food law.
        </li>
        <li>
          Food law is enforced by local authorities (trading standards and environmental health), with the
          Food Standards Agency responsible for food safety policy (Food Standards Scotland in Scotland).
        </li>
        <li>
          The Medicines and Healthcare products Regulatory Agency (MHRA) regulates medicines. Food supplements
          are not licensed or evaluated by the MHRA before they are sold, and nothing on this site has been
          evaluated by the MHRA.
        </li>
        <li>
          Food supplements may not claim to prevent, treat or cure any disease. The only health claims allowed
          are those authorised for a nutrient or substance; we quote them word for word from the Great Britain
          nutrition and health claims register. An authorised claim about a nutrient does not mean that a
          particular product has been tested, or that it will have that effect for you.
        </li>
        <li>
          Food supplements should not be used as a substitute for a varied and balanced diet and a healthy
          lifestyle.
        </li>
      </ul>
    </>
  );
}

export function DisclaimerChecksAndAdvice() {
  return (
    <>
      <h2 id="interaction-checks">What our interaction checks can and cannot tell you</h2>
      <ul>
        <li>
          Our checks cover only what is in our knowledge base: interactions between supplement ingredients and
          with medicines, health conditions and food, each with its sources and an evidence level. It does not
          include every medicine, condition, product or interaction, and research moves on, so it may be
          incomplete or out of date.
        </li>
        <li>
          A medicine or condition we do not recognise is reported as not checked — “not in our database — ask
          your pharmacist” — never as safe.
        </li>
        <li>A result with no warnings is not proof that a combination is safe for you.</li>
        <li>
          Daily totals add up each ingredient across your products and compare them with UK upper levels (from
          the Expert Group on Vitamins and Minerals and NHS guidance). Those levels are set for healthy
          adults; a lower limit may be right for you, for example in pregnancy or with some conditions or
          medicines.
        </li>
        <li>
          Product details come from manufacturers’ information and can change; always read the label of the
          product you buy.
        </li>
      </ul>

      <h2 id="talk-to-a-professional">Talk to your GP or pharmacist first</h2>
      <p>
        Always check with your GP or pharmacist before you start, stop or combine supplements, and especially
        if you:
      </p>
      <ul>
        <li>are pregnant, breastfeeding or trying to conceive;</li>
        <li>take any medicine, including the contraceptive pill, blood thinners or antidepressants;</li>
        <li>have a long-term health condition, or are due to have surgery;</li>
        <li>are considering a high dose of any vitamin or mineral.</li>
      </ul>
      <p>
        Do not stop or change a prescribed medicine because of anything you read here. If you notice side
        effects after starting a supplement, stop taking it and get advice from your pharmacist, GP or NHS
        111.
      </p>

      <h2 id="under-18">Not for under 18s</h2>
      <p>
        The service, and the supplement information in it, is for adults aged 18 or over. Children and
        teenagers have different needs; their parents or carers should ask a GP, pharmacist or health visitor.
      </p>

      <h2 id="community">Reviews, community stacks and articles</h2>
      <p>
        Reviews and community stacks are other users’ own experiences and choices. They are not advice and may
        not suit you. Our articles are general information and cite their sources; they are not personal
        advice either.
      </p>

      <p>
        See also our <Link href="/terms-of-service">terms of service</Link>. If you spot a mistake in a
        product or interaction, please tell us through the <Link href="/contact">contact form</Link>.
      </p>
    </>
  );
}
