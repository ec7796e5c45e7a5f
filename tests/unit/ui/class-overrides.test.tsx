// Button, Alert, Skeleton and RatingStars join a caller's `className` to their own classes without
// tailwind-merge (it stays out of the code pages start with; components/ui/button.tsx). A joined class
// that competes with one of the component's (`p-4` beside `px-4 py-3`) would leave the result to the
// stylesheet's order, so every call site in the app is read here and drawn with each variant and each
// class string it can take, and tailwind-merge itself must find nothing to drop.
import { render } from "@testing-library/react";
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { twMerge } from "tailwind-merge";
import ts from "typescript";

import { RatingStars } from "@/components/reviews/rating-stars";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

const OPTIONS = {
  Button: {
    variant: [
      "primary",
      "dark",
      "secondary",
      "outline",
      "ghost",
      "destructive",
      "destructive-outline",
      "ghost-destructive",
      "link",
    ],
    size: ["sm", "md", "lg", "icon"],
  },
  Alert: { tone: ["error", "success", "info", "warning"], size: ["md", "roomy", "lg"] },
  Skeleton: { shape: ["md", "lg", "xl", "full"] },
  RatingStars: {},
} as const;

type Component = keyof typeof OPTIONS;
type CallSite = {
  where: string;
  component: Component;
  /** Every class string the call site can give, or null when they cannot be read from the code. */
  classNames: string[] | null;
  /** Each variant prop's literal value; absent props are omitted, computed ones are null. */
  props: Record<string, string | null>;
};

/** `<SubmitButton>` is a Button whose classes start with "w-full" (components/forms/fields.tsx). */
const ALIASES: Record<string, { component: Component; prefix: string }> = {
  Button: { component: "Button", prefix: "" },
  SubmitButton: { component: "Button", prefix: "w-full " },
  Alert: { component: "Alert", prefix: "" },
  Skeleton: { component: "Skeleton", prefix: "" },
  RatingStars: { component: "RatingStars", prefix: "" },
};

/** Call sites that pass a prop of their own on; what reaches them is checked where they are used. */
const PASSED_ON: Record<string, Component> = {
  // SubmitButton's own definition: its callers are checked as `SubmitButton`.
  "components/forms/fields.tsx": "Button",
  // CardGridSkeleton's cards: `cardClassName` is a height (h-48 unless given; stack-skeletons gives h-64).
  "components/layout/route-loading.tsx": "Skeleton",
};

/** The strings an expression can give: literals, `a ? "x" : "y"`, `a && "x"`, and cn/clsx of those. */
function stringsOf(expression: ts.Expression): string[] | null {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return stringsOf(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    const [yes, no] = [stringsOf(expression.whenTrue), stringsOf(expression.whenFalse)];
    return yes && no ? [...yes, ...no] : null;
  }
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
  ) {
    const right = stringsOf(expression.right);
    return right ? ["", ...right] : null;
  }
  if (ts.isCallExpression(expression) && ["cn", "clsx"].includes(expression.expression.getText())) {
    let joined = [""];
    for (const argument of expression.arguments) {
      const options = stringsOf(argument);
      if (!options) return null;
      joined = joined.flatMap((before) => options.map((option) => `${before} ${option}`.trim()));
    }
    return joined;
  }
  return null;
}

function stringsOfAttribute(initializer: ts.JsxAttributeValue | undefined): string[] | null {
  if (!initializer) return null;
  if (ts.isStringLiteral(initializer)) return [initializer.text];
  if (ts.isJsxExpression(initializer) && initializer.expression) return stringsOf(initializer.expression);
  return null;
}

function literalOf(initializer: ts.JsxAttributeValue | undefined): string | null {
  const strings = stringsOfAttribute(initializer);
  return strings?.length === 1 ? strings[0]! : null;
}

function callSites(): CallSite[] {
  const files = execSync(
    "git ls-files --cached --others --exclude-standard 'app/**/*.tsx' 'components/**/*.tsx'",
    { encoding: "utf8" },
  )
    .trim()
    .split("\n");
  const sites: CallSite[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const alias = ALIASES[node.tagName.getText()];
        const attributes = node.attributes.properties.filter(ts.isJsxAttribute);
        const className = attributes.find((attribute) => attribute.name.getText() === "className");
        if (alias && className && PASSED_ON[file] !== alias.component) {
          const strings = stringsOfAttribute(className.initializer);
          const props: Record<string, string | null> = {};
          for (const name of Object.keys(OPTIONS[alias.component])) {
            const attribute = attributes.find((candidate) => candidate.name.getText() === name);
            if (attribute) props[name] = literalOf(attribute.initializer);
          }
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          sites.push({
            where: `${file}:${String(line)}`,
            component: alias.component,
            classNames: strings === null ? null : strings.map((string) => alias.prefix + string),
            props,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

/** Every combination of the variant props a call site can take (all values of a computed one). */
function combinations(site: CallSite): Record<string, string | undefined>[] {
  let result: Record<string, string | undefined>[] = [{}];
  const options: Record<string, readonly string[]> = OPTIONS[site.component];
  for (const [name, values] of Object.entries(options)) {
    const given = site.props[name];
    const choices: (string | undefined)[] =
      given === undefined ? [undefined] : given === null ? [...values] : [given];
    result = result.flatMap((combination) => choices.map((choice) => ({ ...combination, [name]: choice })));
  }
  return result;
}

function element(component: Component, props: Record<string, string | undefined>, className: string) {
  switch (component) {
    case "Button":
      return <Button {...props} className={className} />;
    case "Alert":
      return <Alert {...props} className={className} />;
    case "Skeleton":
      return <Skeleton {...props} className={className} />;
    case "RatingStars":
      return <RatingStars rating={3} className={className} />;
  }
}

function drawn(component: Component, props: Record<string, string | undefined>, className: string): string {
  const { container } = render(element(component, props, className));
  return container.firstElementChild?.getAttribute("class") ?? "";
}

/** The classes tailwind-merge would drop from what the component drew. */
function overridden(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(" "));
  return classes.split(" ").filter((name) => !kept.has(name));
}

const SITES = callSites();

it("finds the app's call sites that add classes to these components", () => {
  const count = (component: Component) => SITES.filter((site) => site.component === component).length;
  expect(count("Button")).toBeGreaterThan(15);
  expect(count("Alert")).toBeGreaterThan(2);
  expect(count("Skeleton")).toBeGreaterThan(20);
  expect(count("RatingStars")).toBeGreaterThan(0);
  expect(SITES.some((site) => site.where.startsWith("components/errors/component-error-notice.tsx"))).toBe(
    true,
  );
});

it("gives each call site's classes in a form that can be read (literals, conditions, cn or clsx of those)", () => {
  expect(SITES.filter((site) => site.classNames === null).map((site) => site.where)).toEqual([]);
});

it("adds only classes that compete with none of the component's own, in every variant it can take", () => {
  const conflicts: string[] = [];
  for (const site of SITES) {
    for (const className of site.classNames ?? []) {
      for (const props of combinations(site)) {
        const dropped = overridden(drawn(site.component, props, className));
        if (dropped.length > 0) {
          conflicts.push(`${site.where} ${JSON.stringify(props)} "${className}" drops ${dropped.join(" ")}`);
        }
      }
    }
  }
  expect(conflicts).toEqual([]);
});

it("notices a class that competes with the component's own", () => {
  expect(overridden(drawn("Alert", {}, "p-4"))).toEqual(["px-4", "py-3"]);
  expect(overridden(drawn("Button", { variant: "ghost" }, "text-slate-600"))).toEqual(["text-slate-700"]);
  expect(overridden(drawn("Skeleton", {}, "h-8 rounded-full"))).toEqual(["rounded-md"]);
  expect(overridden(drawn("Button", {}, "mt-6 w-full"))).toEqual([]);
});
