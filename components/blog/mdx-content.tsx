// Renders an article's compiled MDX (contentlayer's body.code) on the server. The compiled code is
// a function body that expects React's JSX runtime in scope; this is what mdx-bundler's and
// next-contentlayer2's getMDXComponent do, without their client-side live-reload hook. The code
// comes from our own content/blog/, compiled at build time, never from a visitor.
import type { ComponentType } from "react";
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";

import { mdxComponents } from "./mdx-components";

type MdxComponentProps = { components?: Record<string, ComponentType<never>> };
type MdxModule = { default: ComponentType<MdxComponentProps> };

const compiled = new Map<string, ComponentType<MdxComponentProps>>();

/** One component per compiled body, built once per server process. */
function mdxComponentFor(code: string): ComponentType<MdxComponentProps> {
  let component = compiled.get(code);
  if (!component) {
    const scope = { React, _jsx_runtime: jsxRuntime };
    const run = new Function(...Object.keys(scope), code) as (...values: unknown[]) => MdxModule;
    component = run(...Object.values(scope)).default;
    compiled.set(code, component);
  }
  return component;
}

export type MdxContentProps = {
  code: string;
};

export function MdxContent({ code }: MdxContentProps) {
  const Content = mdxComponentFor(code);
  return <Content components={mdxComponents} />;
}
