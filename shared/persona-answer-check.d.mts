export declare const NOTHING_SEEN: string;
export type QuestionTopic = "price" | "trust" | "a label" | "time" | "a step" | "a feeling";
export declare function questionTopic(question: string): QuestionTopic | null;
export declare function mentionsTopic(topic: QuestionTopic, text: string): boolean;
export declare function personaAnswerProblems(question: string, answer: string): string[];
export declare function sharesWord(a: string, b: string): boolean;
