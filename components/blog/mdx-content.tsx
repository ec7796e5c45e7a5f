// Runs contentlayer's compiled body (a function body expecting React's JSX runtime in scope), as getMDXComponent does,
// without its live-reload hook. The code is our own content/blog/, compiled at build time.
import type { ComponentType, ReactNode } from "react";
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";

import { mdxComponents } from "./mdx-components";

type MdxProps = { components?: Record<string, ComponentType<never>> };
type MdxContentFunction = (props: MdxProps) => ReactNode;

const compiled = new Map<string, MdxContentFunction>();

function mdxContentFor(code: string): MdxContentFunction {
  let content = compiled.get(code);
  if (!content) {
    const scope = { React, _jsx_runtime: jsxRuntime };
    // oxlint-disable-next-line typescript/no-implied-eval -- our own build-time MDX output, never visitor input
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
  // Called, not mounted as <Content />: a component type looked up during render would be a new type to React on
  // every cache miss.
  return mdxContentFor(code)({ components: mdxComponents });
}
