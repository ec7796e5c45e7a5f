// The entry of every worker thread (./pool.ts starts it by path, outside Next's bundles): tsx's
// CommonJS hooks, as scripts/start.ts runs the server, load ./tasks.ts from the sources, so Next's
// server, jest and scripts all run the same task code.
import { register } from "tsx/cjs/api";

// React's production build whatever the server's mode: the development build lays reports out
// several times slower and adds nothing to a PDF. A thread's process.env is its own copy.
process.env.NODE_ENV = "production";
const { workerTasks } = register({ namespace: "workers" }).require("./tasks.ts", import.meta.url);

export const { renderReportsPdf, passwordStrength } = workerTasks;
