/** The package's public entry point: other packages import from here, never from its files. */
export * from "./create-provider";
export * from "./images/image-prompt";
export * from "./images/overlay-rules";
export * from "./prompt/build-prompt";
export * from "./prompt/fence";
export * from "./prompt/gift-angle";
export * from "./prompt/passages-used";
export * from "./provider";
export * from "./provider-messages";
export * from "./usage-estimate";
