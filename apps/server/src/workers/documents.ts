// The document extraction worker's entry, built by tsup as dist/workers/documents.js.
export { default } from "@studio/api/workers/documents";
