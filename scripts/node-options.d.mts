export declare const YOUNG_GENERATION_OPTION: string;
export declare function withLargerYoungGeneration(nodeOptions?: string): string;
