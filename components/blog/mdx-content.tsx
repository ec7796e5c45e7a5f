// Renders an article's compiled MDX (contentlayer's body.code) on the server. The compiled code is
// a function body that expects React's JSX runtime in scope; this is what mdx-bundler's and
// next-contentlayer2's getMDXComponent do, without their client-side live-reload hook. The code
// comes from our own content/blog/, compiled at build time, never from a visitor.
import type { ComponentType, ReactNode } from "react";
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";

import { mdxComponents } from "./mdx-components";

type MdxProps = { components?: Record<string, ComponentType<never>> };
/** MDX's compiled `MDXContent`: a plain function of its props, without hooks. */
type MdxContentFunction = (props: MdxProps) => ReactNode;

const compiled = new Map<string, MdxContentFunction>();

/** One content function per compiled body, built once per server process. */
function mdxContentFor(code: string): MdxContentFunction {
  let content = compiled.get(code);
  if (!content) {
    const scope = { React, _jsx_runtime: jsxRuntime };
    // Evaluating contentlayer's compiled function body is the documented way to run it (the
    // build-time output of our own MDX files, never visitor input); there is no module to import.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(...Object.keys(scope), code) as (...values: unknown[]) => {
      default: MdxContentFunction;
    };
    content = run(...Object.values(scope)).default;
    compiled.set(code, content);
  }
  return content;
}

export type MdxContentProps = {
  code: string;
};

export function MdxContent({ code }: MdxContentProps) {
  // Called, not mounted as <Content />: a component type looked up during render would be a new
  // type to React on every cache miss. MDXContent has no hooks, and MDX calls its own inner
  // content the same way.
  return mdxContentFor(code)({ components: mdxComponents });
}
