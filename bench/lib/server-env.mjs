/**
 * The server's per-hour generation and image limits and its concurrent-stream limits, all off
 * ("0"): the benches and the reliability tests that start whole servers measure the server, not
 * its throttles (the limits have tests of their own).
 */
export const UNTHROTTLED_ENV = Object.freeze({
  GENERATION_LIMIT_ANON_PER_HOUR: "0",
  GENERATION_LIMIT_USER_PER_HOUR: "0",
  IMAGE_LIMIT_ANON_PER_HOUR: "0",
  IMAGE_LIMIT_USER_PER_HOUR: "0",
  STREAM_LIMIT_PER_ACCOUNT: "0",
  STREAM_LIMIT_PER_VISITOR_ADDRESS: "0",
});
