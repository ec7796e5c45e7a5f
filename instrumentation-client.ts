// Runs in the browser before the app hydrates (Next's instrumentation-client): settings that must hold
// before any client code runs, and the service worker's registration.
import "@/lib/validation/zod-without-eval";

import { registerServiceWorker } from "@/lib/offline/register-service-worker";

registerServiceWorker();
