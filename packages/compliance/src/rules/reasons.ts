import type { ComplianceCategory } from "@studio/shared";

/** One plain sentence per category, naming the standard it relates to. */
export const categoryReasons: Record<ComplianceCategory, string> = {
  promissory:
    "Promising returns or safety is not allowed in investment communications (FINRA Rule 2210(d)(1)(B): no promissory or exaggerated claims).",
  prediction:
    "Forecasts must not be stated as fact; present them as opinion with their basis and uncertainty (FINRA Rule 2210(d)(1)(F)).",
  unsubstantiated:
    "Superlatives and performance figures need a source the reader can check (FINRA Rule 2210(d)(1)(B) and the FTC's substantiation doctrine).",
  pressure:
    "High-pressure urgency pushes readers to act before weighing the risks, which regulators treat as unfair (FINRA Rule 2210(d)(1)(A), FTC Act Section 5).",
  testimonial:
    "Testimonials about results need a disclosure that they may not be representative and whether the person was paid (FINRA Rule 2210(d)(6), SEC Marketing Rule 206(4)-1).",
  hypothetical:
    "Hypothetical and back-tested results need a clear disclosure of their assumptions and limits (FINRA Rule 2210(d)(1)(F), SEC Marketing Rule 206(4)-1).",
  unbalanced:
    "The text talks up gains without a word on risk; communications must give a fair and balanced picture (FINRA Rule 2210(d)(1)(A)).",
  missing_disclaimer:
    "This product's required disclaimer is missing from the text (the publisher's compliance policy).",
};

/** The balancing sentence suggested for unbalanced copy. */
export const RISK_SENTENCE =
  "All investing involves risk, including the possible loss of principal, and past performance does not guarantee future results.";
/** Said after a forecast: what lets it stand as an opinion rather than a fact. */
export const FORECAST_CAVEAT = "Forecasts are uncertain, and prices can fall as well as rise.";
export const HYPOTHETICAL_DISCLOSURE =
  "These results are hypothetical, do not reflect actual trading and have inherent limitations.";
/**
 * Says what SEC Rule 206(4)-1 asks of a testimonial: that the person is a client (here, a
 * subscriber), whether they were paid, and that it may not be representative. The writer must
 * check these facts before publishing; the wording is where to state them.
 */
export const TESTIMONIAL_DISCLOSURE =
  "This testimonial is from a subscriber who was not paid for it, and it may not be representative of other subscribers' results.";
