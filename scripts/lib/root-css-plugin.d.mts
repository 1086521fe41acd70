import type { Plugin } from "vite";

export declare const ROOT_CSS_MODULE_ID: string;
export declare function rootCssPlugin(): Plugin;
