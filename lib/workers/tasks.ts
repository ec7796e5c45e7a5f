// Worker threads have no database or React Server environment: never import "server-only" or lib/db here.
import { passwordStrength, type PasswordStrength } from "../auth/password-strength";
import type { ReportDocument } from "../reports/report-model";
import { renderReportsPdf } from "../reports/render";

interface PasswordStrengthTask {
  password: string;
  userInputs: readonly (string | null | undefined)[];
}

/** @public Loaded by ./worker.mjs through tsx's require, which knip does not follow. */
export const workerTasks = {
  renderReportsPdf: ({ models, documentTitle }: ReportDocument): Promise<Uint8Array> =>
    renderReportsPdf(models, documentTitle),
  passwordStrength: ({ password, userInputs }: PasswordStrengthTask): Promise<PasswordStrength> =>
    passwordStrength(password, userInputs),
};

export type WorkerTasks = typeof workerTasks;
