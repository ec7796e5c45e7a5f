// Runs in the browser before the app hydrates (Next's instrumentation-client): settings that must hold
// before any client code runs.
import "@/lib/validation/zod-without-eval";
