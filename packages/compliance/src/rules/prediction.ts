import type { Rule } from "../rule";
import { categoryReasons, FORECAST_CAVEAT } from "./reasons";

const reason = categoryReasons.prediction;

// How a forecast is stated as fact: "will", "it'll", "gonna", "is going to", "is set to".
const WILL = "(will|*'ll|won't|gonna|should|shall)";
const IS_SET_TO =
  "(is|are|am|*'s|*'re)? (going|set|about|poised|bound|sure|certain|destined|primed|guaranteed|ready) to";
/**
 * A phrase for each way of stating it as fact, and as a possibility: a modal is left to the
 * hedge guard, which excuses "could rise" but not "could surge 10,000%".
 */
const certain = (rest: string) => [
  `${WILL} ${rest}`,
  `${IS_SET_TO} ${rest}`,
  `(could|can|may|might) (easily|potentially|well|soon|still)? ${rest}`,
];

/** Forecasts stated as fact (FINRA Rule 2210(d)(1)(F)); a hedge or an opinion excuses them. */
export const predictionRules: Rule[] = [
  {
    id: "prediction.will_move",
    category: "prediction",
    severity: "block",
    title: "Price moves stated as what will happen",
    phrases: [
      ...certain(
        "(easily|soon|quickly|surely|definitely|certainly|absolutely|undoubtedly|still|continue to)? (be)? ({rise}|{fall})",
      ),
      ...certain(
        "(easily|soon|surely|definitely|certainly)? be (worth|at|trading at|above|over)? ({amount}|new highs|record highs)",
      ),
      ...certain(
        "(easily|soon|surely|definitely|certainly)? be (higher|lower|up|down) (by|before|within|next|in) (next|the end|year end|christmas|summer|spring|fall|winter|{timespan}|january|february|march|april|june|july|august|september|october|november|december)",
      ),
      ...certain(
        "(finish|end|close) (the year|the month|the quarter|{timespan})? (north of|above|at|below|over|south of) ({amount}|{number})",
      ),
      "(is|are|*'s|*'re|am) going (up|higher|much higher|lower|down|parabolic|vertical|to the moon)",
      "(can't|cannot) help but ({rise}|{fall}|go higher|go up)",
      "only (one)? (way|direction) (to go|it can go|for it to go|is) (from here)? (and that's|and that is)? (up|higher|down)",
      "(is|are|*'s|*'re) (doomed|finished|toast|dead money|a goner|headed to zero|going to zero)",
      "(primed|poised|positioned|set|ready|due|ripe|gearing up) (for|to) * (breakout|rally|run|surge|move|jump|spike|pop|rebound|crash|collapse|squeeze|haircut|gain|gains|upside|explode|soar|take off|double|triple|fly)",
      "({huge}|{multiple}) (potential|possible)? (upside|gainer|gainers|runner|runners|potential)",
      "(potential|possible) ({huge}|{multiple}) (or more)? (return|returns|gain|gains|upside|move|surge)",
      "(immense|huge|massive|enormous|tremendous|incredible|unprecedented|explosive|unlimited|limitless|big) (upside|profit potential|growth potential|room to run)",
      "(lot|lots|plenty) of (room to run|upside)",
      "({asset}|{index}) (above|over|below|north of|south of) ({amount}|{number}) (by|before|within) (year end|year's end|the end|next|christmas|summer|{timespan})",
      "(head|heads|heading|headed) north of {amount}",
      ...certain(
        "(easily|soon|quickly|surely|definitely|certainly)? (hit|reach|top|break|cross|trade at|trade above|climb to|rise to|go to|be worth|surpass|exceed|eclipse) ({amount}|{percent}|{number}|new highs|record highs|all time highs|the moon)",
      ),
      ...certain(
        "(send|drive|push|propel|take|catapult|rocket|launch) * (higher|soaring|skyrocketing|through the roof|to the moon|up|sky high|to new highs|to record highs)",
      ),
      "(is|are|*'s|*'re) (headed|heading|on (its|their) way|on track|on course) (to|for|toward|towards) ({amount}|{percent}|{number}|new highs|record highs|the moon|a crash|a collapse|a breakout|a rally|zero)",
      "(is|are|*'s|*'re) (headed|heading) (higher|lower|up|down)",
      "(will|*'ll) be (tremendous|huge|massive|enormous|explosive|spectacular|incredible|astronomical|extraordinary|staggering|life changing)",
    ],
    reason,
    rewrite: {
      replace: [
        [
          "(immense|huge|massive|enormous|tremendous|incredible|unprecedented|explosive|unlimited|limitless|big) (upside|upside potential|profit potential|growth potential|room to run)",
          "some upside, and real risk",
        ],
        ["(lot|lots|plenty) of (room to run|upside)", "some upside, and real risk"],
        [
          "(is|are|*'s|*'re) (doomed|finished|toast|dead money|a goner|headed to zero|going to zero)",
          "could struggle",
        ],
        [
          "only (one)? (way|direction) (to go|it can go|for it to go|is) (from here)? (and that's|and that is)? (up|higher|down)",
          "room to rise or fall from here",
        ],
        [
          `${WILL} (easily|soon|quickly|surely|definitely|certainly|absolutely|undoubtedly|still|continue to)? (be)? {rise}`,
          "could rise",
        ],
        [
          `${IS_SET_TO} (easily|soon|quickly|surely|definitely|certainly|absolutely|undoubtedly|still|continue to)? (be)? {rise}`,
          "could rise",
        ],
        [
          `${WILL} (easily|soon|quickly|surely|definitely|certainly|absolutely|undoubtedly|still|continue to)? (be)? {fall}`,
          "could fall",
        ],
        [
          `${IS_SET_TO} (easily|soon|quickly|surely|definitely|certainly|absolutely|undoubtedly|still|continue to)? (be)? {fall}`,
          "could fall",
        ],
        [WILL, "could"],
        [IS_SET_TO, "could"],
        ["(is|are|*'s|*'re) (headed|heading|on (its|their) way|on track|on course)", "could move"],
        // The verb before stays: "appears to be ready for a rally" reads "appears to be in line for
        // a rally"; "Stock poised to soar" reads "Stock could soar".
        ["(primed|poised|positioned|set|ready|due|ripe|gearing up) for", "in line for"],
        ["(primed|poised|positioned|set|ready|due|ripe|gearing up) to", "could"],
        ["(is|are|*'s|*'re|am) going", "could go"],
        ["(can't|cannot) help but", "could"],
        ["(will|*'ll) be", "could be"],
      ],
      append: FORECAST_CAVEAT,
      fallback: "Nobody can know how prices will move from here.",
    },
    examples: {
      flagged: [
        "This stock will soar when the FDA approves its drug.",
        "Bitcoin is going to hit $150,000 by Christmas.",
        "This ruling will send silver higher.",
        "This little miner is gonna go through the roof.",
        "The gains will be tremendous.",
        "Shares are poised for a massive breakout.",
      ],
      compliant: [
        "Stocks could rise if inflation keeps cooling.",
        "We think rates may fall next year, though nobody knows.",
        "The company will pay its next dividend on May 15.",
        "If earnings beat estimates, the shares will likely rally.",
        "Goldman Sachs strategists expect the S&P 500 to end the year near 5,200.",
      ],
    },
  },
  {
    id: "prediction.target",
    category: "prediction",
    severity: "block",
    title: "Price targets and headline forecasts",
    phrases: [
      // "Oil Stock to Hit $40", "we expect our picks to rise 20% within 90 days"
      "{asset} to ({rise}|hit|reach|top|touch|trade at|climb to|rise to|jump to|soar to|move|gain|return|climb|rise) (at least|up to|over|more than|as much as|another|nearly)? ({amount}|{percent}|{multiple}|new highs|record highs)",
      "(expected|projected|forecast|predicted) to (trade|be|hit|reach|rise|climb|top) * {amount} (by|before|within|in)",
      "(matter of when|when not if|not if but when)",
      "(is|*'s|are) a (lock|sure thing|cinch|given|certainty|sure bet) to ({rise}|{fall}|hit|reach|top|break)",
      "(far from|not nearly|nowhere near) (over|finished|done|capped|peaked|the top)",
      "history (is)? (about to|going to|set to|will|bound to) repeat",
      "(spark|ignite|trigger|fuel|kick off|set off) (a|an)? * ({huge}|massive|huge|explosive|monster|historic) * (surge|rally|squeeze|run|move|boom|spike|breakout|bull run|melt up|frenzy)",
      "{asset} to ({rise}|{fall}) (in|by|within|before|over) ({timespan}|the next|next|this|the end)",
      // A present-tense move with a date still to come: "Gold hits $3,000 by Christmas".
      "(hits|reaches|tops|doubles|triples|soars|jumps|climbs|surges|rallies|crashes|plunges) * (by|before|within) (next|the end|year end|christmas|summer|spring|fall|winter|{timespan}|january|february|march|april|june|july|august|september|october|november|december)",
      "(price target|target price|upside target|my target|our target) (of|is|at)? ({amount}|{percent}|{multiple})",
      "({percent}|{multiple}|{amount}) (upside|gain|gains|move|jump|pop|rally) (is)? (coming|ahead|on the way|in store|around the corner|within reach|in the cards)",
    ],
    reason,
    rewrite: {
      replace: [
        // Before "to go up" alone: "are a lock could move toward 60x" would not read.
        ["a (lock|sure thing|cinch|given|certainty|sure bet) to", "a speculative idea that could"],
        [
          "(will|would|should|is going to|could|can|may|might)? (spark|ignite|trigger|fuel|kick off|set off)",
          "could spark",
        ],
        [
          "to ({rise}|hit|reach|top|touch|trade at|climb to|rise to|jump to|soar to)",
          "could move toward",
        ],
        ["to ({rise}|{fall})", "could move"],
        ["(price target|target price|upside target|my target|our target)", "possible outcome"],
        [
          "(coming|ahead|on the way|in store|around the corner|within reach|in the cards)",
          "possible, though far from certain",
        ],
        ["(hits|reaches|tops)", "could reach"],
        ["(doubles|triples|soars|jumps|climbs|surges|rallies)", "could rise"],
        ["(crashes|plunges)", "could fall"],
      ],
      append: FORECAST_CAVEAT,
      fallback: "Nobody can know how prices will move from here.",
    },
    examples: {
      flagged: [
        "Oil Stock to Hit $40: Buy Friday!",
        "We expect our picks to rise 20% within 90 days.",
        "Gold hits $3,000 by Christmas.",
        "Our price target is $95, a 60% gain.",
      ],
      compliant: [
        "Analysts at several banks expect gold to reach $2,500.",
        "The fund aims to track the index.",
        "Investors hope shares recover after the sell-off, though nobody knows when.",
      ],
    },
  },
  {
    id: "prediction.certainty",
    category: "prediction",
    severity: "block",
    title: "Moves called certain, inevitable or only a matter of time",
    phrases: [
      "(only)? a matter of time (before|until)",
      "mark (my|these|our) words",
      "(take it to|you can take this to) the bank",
      "(count|bank) on (it|this|that)",
      "(inevitabl*|certain|sure|bound|destined|set) to ({rise}|{fall}|hit|reach|soar|crash|explode|break out)",
      "(it's|it is|that's) (inevitable|a certainty|a given|a lock|a done deal|certain) (that)?",
      "(there's|there is) no (doubt|question) (that)? * (will|*'ll|is going to)",
      "(will|*'ll) (definitely|certainly|surely|absolutely|undoubtedly|inevitably)",
      "(crash|collapse|rally|bull run|boom|melt up|meltdown|breakout|correction|recession|bubble|squeeze) (is|will be|*'s) (coming|inevitable|imminent|here|certain|unavoidable|around the corner|on the way|about to (burst|pop|start|begin|hit))",
    ],
    reason,
    rewrite: {
      replace: [
        ["(only)? a matter of time (before|until)", "possible that"],
        ["mark (my|these|our) words", "in our view"],
        ["(take it to|you can take this to) the bank", "though nothing is certain"],
        ["(count|bank) on (it|this|that)", "though it may not happen"],
        [
          "(it's|it is|that's) (inevitable|a certainty|a given|a lock|a done deal|certain)",
          "it is possible",
        ],
        ["(there's|there is) no (doubt|question)", "we think"],
        ["(inevitabl*|certain|sure|bound|destined|set) to", "could"],
        ["(will|*'ll) (definitely|certainly|surely|absolutely|undoubtedly|inevitably)", "could"],
        [
          "(coming|inevitable|imminent|here|certain|unavoidable|around the corner|on the way)",
          "possible",
        ],
      ],
      append: FORECAST_CAVEAT,
      fallback: "Nobody can know how prices will move from here.",
    },
    examples: {
      flagged: [
        "It's only a matter of time before this stock doubles.",
        "Mark my words: oil is going higher.",
        "The next crash is coming, and it will wipe out the unprepared.",
        "Silver will definitely outperform gold this year.",
      ],
      compliant: [
        "It is impossible to say when the next recession will start.",
        "Nobody knows whether the rally will last.",
        "You can count on us to send the newsletter every Monday.",
      ],
    },
  },
];
