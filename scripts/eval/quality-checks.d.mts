export type CheckResult = { pass: boolean; problems: string[] };
export declare function checkDiagram(flowchart: unknown): CheckResult;
export declare function checkWorkshopAgenda(agenda: unknown, expectedMinutes: number): CheckResult;
export declare function checkValidatorCoverage(results: unknown, personas: Array<{ name: string }>, tasks: string[]): CheckResult;
export declare function checkLandingPage(html: unknown): CheckResult;
export declare function checkLandingCopy(doc: unknown): CheckResult;
export declare function checkMentionsProduct(text: string, name: string): CheckResult;
export declare function checkUsable(tool: string, response: unknown, options?: { format?: string }): CheckResult;
export declare function mainText(tool: string, response: unknown): string;
