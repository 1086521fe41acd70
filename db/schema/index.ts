export * from "./users";
export * from "./conversations";
export * from "./auth-support";
export * from "./usage";
export * from "./products";
export * from "./launch";
export * from "./prototype-tests";
export * from "./product-members";
