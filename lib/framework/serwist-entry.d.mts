// Types of lib/framework/serwist-entry.mjs (plain JavaScript so that next.config.mjs can import it).
import type { NextConfig } from "next";

export declare function withoutSerwistWindowEntry(nextConfig: NextConfig): NextConfig;
