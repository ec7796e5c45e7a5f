import { register } from "tsx/cjs/api";

process.env.NODE_ENV = "production";
const { workerTasks } = register({ namespace: "workers" }).require("./tasks.ts", import.meta.url);

export const { renderReportsPdf, passwordStrength } = workerTasks;
