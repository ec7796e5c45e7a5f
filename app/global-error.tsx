"use client";

// It replaces the root layout, so it brings its own <html>, <body>, styles and title.
import "./globals.css";

import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

export default function GlobalError(props: RouteErrorProps) {
  return (
    <html lang="en-GB">
      <body>
        <title>Something went wrong | Smart Supplement Stack Builder UK</title>
        <main id="main-content">
          <RouteError {...props} />
        </main>
      </body>
    </html>
  );
}
