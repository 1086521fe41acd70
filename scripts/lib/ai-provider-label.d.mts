export declare function describeAiProvider(provider: unknown): { label: string; note?: string };
