export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM: string;
export declare const DEBIAN_PACKAGES: string[];
export declare const CHROMIUM_ARGS: string[];
