// The mail layer as app code uses it (./deliver.ts sends; this entry keeps it out of client bundles).
import "server-only";

export { sendMail } from "./deliver";
