/**
 * The image finishing steps (`@studio/ai/images`): the overlay and the print rendering. An entry
 * of their own because they load sharp and canvas (about 0.1 s): callers import it when an image
 * is finished, so the server's start-up and text generation never pay for them.
 */
export * from "./overlay-compose";
export * from "./print";
