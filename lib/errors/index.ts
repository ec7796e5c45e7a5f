// Isomorphic entry point of the error catalogue. The server-only route helpers live in
// `./api-response` and are imported from there directly, so this barrel stays safe for the browser.
export * from "./catalogue";
export * from "./auth-messages";
export * from "./app-error";
export * from "./client-error";
