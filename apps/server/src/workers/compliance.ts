// The compliance worker's entry, built by tsup as dist/workers/compliance.js.
export { default } from "@studio/api/workers/compliance";
