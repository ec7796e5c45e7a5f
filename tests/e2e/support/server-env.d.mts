export declare const E2E_PORT: number;
export declare const E2E_SERVER_ENV: Record<string, string>;
