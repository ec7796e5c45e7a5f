import { ConsoleTestButton } from "@/components/debug-shell/console-test-button";
import { DebugLink } from "@/components/debug-shell/debug-link";
import { FullLoadButtons } from "@/components/debug-shell/full-load-buttons";
import { ManualNavigationBox } from "@/components/debug-shell/manual-navigation-box";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const FEATURE_CARDS = [
  {
    title: "Your profile",
    text: "Opens the profile page, outside the test mode.",
    action: "Get Started",
    target: "/profile",
  },
  {
    title: "Stack builder",
    text: "Opens the stack builder, outside the test mode.",
    action: "Build Stack",
    target: "/stacks",
  },
  {
    title: "Community stacks",
    text: "Opens the community stacks, outside the test mode.",
    action: "Explore",
    target: "/community-stacks",
  },
] as const;

export default function DebugLandingPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <section aria-labelledby="debug-hero-title" className="text-center">
        <Badge tone="warning">Navigation Test Mode</Badge>
        <h1 id="debug-hero-title" className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
          Build Your Perfect Supplement Stack
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          A plain version of the site for checking that moving between pages works. Every link writes its
          target to the browser console.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <DebugLink target="/browse" className={buttonVariants({ size: "lg" })}>
            Start Building Now
          </DebugLink>
          <DebugLink
            target="/community-stacks"
            className={buttonVariants({ size: "lg", variant: "outline" })}
          >
            Explore Community Stacks
          </DebugLink>
        </div>
      </section>

      <ManualNavigationBox />

      <section aria-labelledby="debug-features-title">
        <h2 id="debug-features-title" className="sr-only">
          Features
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {FEATURE_CARDS.map((card) => (
            <li key={card.target}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{card.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-slate-600">{card.text}</p>
                  <DebugLink
                    target={card.target}
                    className={buttonVariants({ variant: "secondary", className: "mt-4" })}
                  >
                    {card.action}
                  </DebugLink>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="debug-tools-title" className="space-y-3">
        <h2 id="debug-tools-title" className="text-lg font-semibold text-slate-900">
          Test tools
        </h2>
        <FullLoadButtons />
        <ConsoleTestButton />
      </section>
    </div>
  );
}
