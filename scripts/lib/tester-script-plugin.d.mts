import type { Plugin } from "vite";

export declare const TESTER_SCRIPT_MODULE_ID: string;
export declare const TESTER_SCRIPT_ENTRY: string;
export declare function buildTesterScript(): Promise<{ code: string; files: string[] }>;
export declare function testerScriptPlugin(): Plugin;
