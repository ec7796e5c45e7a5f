import { config } from "zod/v4/core";

config({ jitless: true });
