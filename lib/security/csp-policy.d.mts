// Types of lib/security/csp-policy.mjs (plain JavaScript so that next.config.mjs can import it).
export declare const CSP_HEADER: string;
export declare const FALLBACK_SCRIPT_SOURCES: readonly string[];
export declare const DEVELOPMENT_SCRIPT_SOURCES: readonly string[];
export declare function contentSecurityPolicy(scriptSources: readonly string[]): string;
export declare const PLAIN_SECURITY_HEADERS: readonly { key: string; value: string }[];
export declare const HSTS_HEADER: { readonly key: string; readonly value: string };
