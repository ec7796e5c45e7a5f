import type { FaqItem } from "@/lib/blog/front-matter";

export type FaqSectionProps = {
  items: readonly FaqItem[];
};

export function FaqSection({ items }: FaqSectionProps) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="mt-14">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {items.map((item) => (
          <div key={item.question} className="p-5">
            <dt className="font-semibold text-slate-900">{item.question}</dt>
            <dd className="mt-2 leading-7 text-slate-700">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
