/** Test doubles for other packages' tests: fake OpenAI servers and PNG helpers. */
export * from "../images/testing/fake-openai-images";
export * from "../images/testing/png-info";
export * from "../images/testing/solid-png";
export * from "./fake-openai-server";
