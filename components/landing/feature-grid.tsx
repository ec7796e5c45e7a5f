import {
  ArrowRight,
  Database,
  Layers,
  PiggyBank,
  ShieldCheck,
  Sparkles,
  Users,
  type IconComponent,
} from "@/components/ui/icons";
import { Link } from "@/components/ui/link";

import { Card } from "@/components/ui/card";

interface Feature {
  title: string;
  description: string;
  href: string;
  linkText: string;
  icon: IconComponent;
}

// docs/product-rules.md §1 "Landing promises"; the safety card says plainly that "no interaction found" is not "safe".
const FEATURES: readonly Feature[] = [
  {
    title: "Recommended stack",
    description:
      "Answer a few questions about your goals, diet, budget and medicines and get the fewest products that fit, each with its evidence, checked for interactions first.",
    href: "/recommendations",
    linkText: "Get a recommendation",
    icon: Sparkles,
  },
  {
    title: "Build your stack",
    description:
      "Add supplements to a stack and the cost is worked out automatically, with a warning when ingredients are known to interact.",
    href: "/stacks",
    linkText: "Start a stack",
    icon: Layers,
  },
  {
    title: "Community stacks",
    description:
      "See combinations other people have built and shared, and use one as the starting point for your own.",
    href: "/community-stacks",
    linkText: "See community stacks",
    icon: Users,
  },
  {
    title: "Supplement database",
    description:
      "Browse products with ratings and reviews from our users and prices from UK retailers side by side.",
    href: "/browse",
    linkText: "Browse supplements",
    icon: Database,
  },
  {
    title: "Safety analysis",
    description:
      "Your stack is checked for known interactions between ingredients, and with medicines and conditions you add to your health profile. If nothing is found, that does not mean a combination is safe for you.",
    href: "/stacks",
    linkText: "Check a stack",
    icon: ShieldCheck,
  },
  {
    title: "Cost optimisation",
    description:
      "Compare prices across UK retailers and find cheaper alternatives for what is in your stack.",
    href: "/stacks",
    linkText: "Compare costs",
    icon: PiggyBank,
  },
];

export function FeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => {
        const Icon = feature.icon;
        return (
          <li key={feature.title}>
            <Card className="flex h-full flex-col rounded-2xl p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{feature.description}</p>
              <Link
                href={feature.href}
                className="mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {feature.linkText}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
