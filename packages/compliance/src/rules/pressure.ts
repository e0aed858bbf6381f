import type { Rule } from "../rule";
import { categoryReasons } from "./reasons";

const reason = categoryReasons.pressure;

/**
 * High-pressure urgency and scarcity, and copy that shouts (FINRA Rule 2210(d)(1)(A), FTC Act
 * Section 5). These warn: a deadline can be real.
 */
export const pressureRules: Rule[] = [
  {
    id: "pressure.urgency",
    category: "pressure",
    severity: "warn",
    title: "High-pressure urgency and scarcity",
    phrases: [
      "(act|buy|order|join|subscribe|sign up|call|click|enroll|register|respond|invest|get in|move|decide|grab|claim|reserve|lock in|upgrade|get yours) (it|this|yours|them|one|your (spot|copy|seat|place))? (right)? (now|today|immediately|right away|at once|fast|quickly|tonight)",
      "(act|buy|order|join|subscribe|decide|respond|claim|reserve|get in) (before|by) (midnight|tonight|tomorrow|friday|monday|tuesday|wednesday|thursday|saturday|sunday|the deadline|the end of|it's too late|it is too late|it's gone|the crowd|everyone|prices)",
      "(don't|do not|never) (wait|delay|hesitate|sleep on|miss (out|this|it|your chance|the boat)|let (this|it) (pass|slip|get away)|get left behind|be left behind)",
      "(before|until) (it's|it is|its) (too late|gone|sold out)",
      "(hurry|urgent|act fast|now or never|fomo)",
      "(last|final) (chance|call|opportunity|warning|hours|day|days)",
      "(limited|exclusive) (time|spots|seats|offer|availability|window|number)",
      "(only|just) (a few|a handful of|{number}) (spots|seats|copies|places|memberships|slots|openings|invitations|positions|units|left)",
      "{number} (spots|seats|copies|places|memberships|slots|openings|invitations) (are)? (left|remaining|remain|still open|available)",
      "(offer|sale|price|deal|discount|window|opportunity|bonus|invitation|enrollment) (expires|ends|closes|disappears|vanishes|goes away|won't last|will not last|is closing)",
      "(expires|ends|closes|disappears) (at midnight|tonight|today|tomorrow|soon|forever|friday|in {timespan})",
      "(time|window|clock) (is)? (running out|closing|ticking|short)",
      "(running out of|not much) time",
      "(while supplies last|first come first served|once in a lifetime|one time only|today only|this week only|won't last long|gone forever|gone for good|never be offered again|never see this (again|price again))",
      "(selling|going|filling up|disappearing) (out)? (fast|quickly)",
      "({you}|must) (must)? (act|decide|respond|order|join|buy) (now|today|fast|quickly|immediately|right away|before|by|tonight)",
      "(before|ahead of) (wall street|the crowd|everyone else) (catches on|gets in|finds out|wakes up|piles in)",
      "(get in|buy|act|move|invest) (before|ahead of) (the crowd|everyone else|wall street|the rest|others|the masses)",
      "(countdown|timer)",
      "(one time|once in a lifetime) (offer|deal|opportunity|chance|price)",
      "never see (this|it|an offer like this|this price|this offer)? again",
      "({you}|you'll) (will)? regret",
      "close (enrollment|registration|the doors|this offer|the offer) (early|soon)",
      "demand is (overwhelming|huge|enormous|through the roof)",
      "(almost|nearly|practically) (gone|sold out)",
      "(won't|will not|isn't going to) (be around|be available|be here|last|come around again|happen again|be offered again) (much|for)? (long|longer|forever)?",
      "(get on board|jump in|hop on|get in) (now|today|immediately|right away|early)",
      "(price|prices|fee|fees|rate) (go|goes|will go|rise|rises|jump|jumps|double|doubles|increase|increases) (up)? * (the second|the moment|the minute|tomorrow|tonight|at midnight|soon|after|on)",
      "(raising|raise|increasing|increase|doubling|double) (the|our|this) price",
      "(don't|do not) let (another|one more|a single)? (day|hour|minute|week|this|it|this opportunity) (slip|go|pass)",
      "(you've got|you have|you only have|you've only got) (until|till|just|only)? * (left|to decide|to act|to join|to order|to respond)",
      "before (they|it|we|stocks|supplies|seats) (sell|sells|run|runs) out",
      "(only|just) available (for|until) (a few|{number}|the next)",
      "(door|doors|enrollment|offer|cart|registration|window) (closes|close|closing|shuts|shut) (at|on|this|tonight|tomorrow|sunday|monday|tuesday|wednesday|thursday|friday|saturday|in|soon|forever)",
      "(these|the) (next|coming)? ({number})? (hours|days|minutes) (are|is) (critical|crucial|key|vital)",
      "(lose|miss) (the|this|your) (opportunity|chance|spot|discount) (forever|for good)",
      "(must|need to) (watch|read|see)",
      "(imperative|critical|essential|vital) (to|that you)? (get in|act|buy|join|move) (before|now|early|today|fast)",
      "(act|buy|order|join|subscribe|sign up|call|click|enroll|register|respond|invest|get|move|decide|grab|claim|reserve|upgrade|participate|take advantage|acquire|reply|request|apply|start|secure|seize|withdraw) * (now|today|immediately|right now|right away|tonight|promptly|urgently)",
      "(for|within)? (the next)? {timespan} only",
      "(valid|available|open) (for|until) (only)? {timespan}",
      "(don't|do not|won't|will not) want to miss",
      "(don't|do not) miss (the|on|out on|your)",
      "(positions|seating|seats|spots|space|places|availability|supply|quantities|memberships) (are|is) (strictly|very|extremely)? limited",
      "(only|just|for) the first {number}",
      "(no time to lose|time is of the essence|seize the moment|seize the day)",
      "seize (this|the) (opportunity|chance)",
      "(final|last) reminder",
      "(heating up|filling up|moving|going|selling) fast",
      "get in on the ground floor",
    ],
    except: [
      "(don't|do not) hesitate to (contact|reach|call|email|ask|get in touch|write)",
      "(call|contact) (us|your adviser|your advisor|a professional)",
    ],
    reason,
    rewrite: {
      replace: [
        ["(right)? (now|today|immediately|right away|at once|fast|quickly|tonight)", ""],
        ["(don't|do not|never) (wait|delay|hesitate|sleep on)", "take your time"],
        ["(don't|do not|never) miss (out|this|it|your chance|the boat)", "consider this carefully"],
        ["(hurry|urgent|act fast|now or never|fomo)", ""],
        ["(last|final) (chance|call|opportunity|warning)", "opportunity"],
        ["(limited|exclusive)", "current"],
        ["(only|just) (a few|a handful of|{number})", "some"],
        ["(one time|once in a lifetime)", "current"],
      ],
    },
    examples: {
      flagged: [
        "Act now before this offer disappears.",
        "Only 7 spots left at this price!",
        "Hurry, the discount expires at midnight.",
        "Don't miss out on the next big winner.",
      ],
      compliant: [
        "There is no need to act now; take your time to read the research.",
        "Don't hesitate to contact us with questions.",
        "The fund closed to new investors in 2019.",
      ],
    },
  },
  {
    id: "pressure.shouting",
    category: "pressure",
    severity: "warn",
    title: "Copy that shouts: capitals and exclamation marks",
    phrases: [],
    shape: "shouting",
    // Legal text is often set in capitals, and shouts nothing.
    unless: [
      "(risk|risks|loss|losses|principal|past performance|prospectus|disclosure|disclaimer|fees|expenses|not indicative|no guarantee|warranty|liability)",
    ],
    reason,
    rewrite: { calm: true },
    examples: {
      flagged: [
        "BUY NOW BEFORE IT'S TOO LATE!!!",
        "This is the BIGGEST OPPORTUNITY OF THE DECADE!",
        "Huge news for shareholders!!!",
      ],
      compliant: [
        "INVESTING INVOLVES RISK, INCLUDING POSSIBLE LOSS OF PRINCIPAL.",
        "We like AAPL, MSFT and NVDA for the long run.",
        "What a year it has been!",
      ],
    },
  },
];
