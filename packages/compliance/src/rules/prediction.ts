import { chain, replaceAll, tidy } from "../rewrite";
import type { Rule } from "../rule";
import { categoryReasons } from "./reasons";

const reason = categoryReasons.prediction;

const MOVE_ANY_FORM =
  "(?:(?:soar|skyrocket|explod|doubl|tripl|surg|climb|jump|rebound|crash|collaps|plung|plummet|declin|tumbl)\\w*|ris(?:e|es|en|ing)|rall(?:y|ies|ied|ying)|fall(?:s|en|ing)?|fell|drop(?:s|ped|ping)?|tank(?:s|ed|ing)?|sink(?:s|ing)?|sank|gain(?:s|ing)?|going (?:up|down|higher|lower))";

// Price and policy moves a forecast talks about (base forms, after "will" / "going to").
const MOVE =
  "(?:push (?:it|them|prices|shares|the price|the stock) (?:past|above|to|through|over)|send (?:it|them|prices|shares|the stock) (?:to|past|above|soaring|higher|lower)|accelerate|snap (?:to|higher|back)|rerate|re-rate|have (?:their|its|the) (?:best|worst|biggest) (?:year|quarter|month|run|stretch)|go vertical|smash (?:through|past|above)|blow (?:past|through)|slash (?:interest )?rates|trade for|be (?:a|an) (?:\\w+-)?bagger|soar|skyrocket|explode|double|triple|quadruple|surge|rally|rise|climb|jump|rebound|recover|outperform|crash|collapse|plunge|plummet|tank|fall|drop|decline|sink|tumble|slump|spike|boom|bounce back|moon|burst|pop|implode|peak|bottom(?: out)?|top out|melt (?:down|up)|go bust|go bankrupt|default|hit (?:this|next|in|by|before|within|soon)|strike (?:this|next|in|by|before|soon)|go (?:up|down|higher|lower|parabolic|through the roof)|take off|break out|(?:hit|reach|top|exceed|cross|break(?: through)?|surpass) (?:\\$|\\d|new highs?|a new high|record|all-time)|trade (?:at|above|below|near) \\$?\\d|be worth|be (?:a|an) \\$\\d|(?:keep|continue)(?: to)? " +
  MOVE_ANY_FORM +
  "|lose (?:\\w+ ){0,4}?(?:its |their )?value|be (?:much |significantly |far )?(?:higher|lower)|end the year (?:at|above|below|higher|lower|up|down)|cut (?:interest )?rates|raise (?:interest )?rates|hike rates|be the (?:next|best|biggest)|make (?:you|investors|early buyers) |continue to (?:rise|climb|gain|fall|drop|soar))";
// The moves no opinion marker softens: "we believe this will triple" is still a projection.
export const EXTREME_MOVE =
  /\b(?:soar|skyrocket|explode|double|triple|quadruple|moon|go parabolic|go through the roof|crash|collapse|10x)/i;

const CERTAINTY =
  "(?:only a matter of time|no question|inevitably|undoubtedly|certainly|definitely|surely|without (?:a|any) doubt|mark my words|no doubt|for sure|(?:is|are|'s|'re) (?:certain|sure|bound|guaranteed) to|100% certain)";

const notExtremeOpinion = (sentence: string, match: string) =>
  EXTREME_MOVE.test(match) ||
  !/\b(?:we|i) (?:believe|think|suspect|feel)\b|\bin (?:our|my) (?:view|opinion)\b/i.test(sentence);

// What markets forecasts are about: a claim that one of these "will" do something is a forecast.
const MARKET_SUBJECT =
  "(?:the (?:bond|housing|stock|crypto|oil|gold|property|real estate|job) market|stocks?|shares|equities|the (?:stock )?market|markets|the (?:S&P(?: 500)?|Dow|Nasdaq|index|economy|dollar|Fed|euro|yen)|S&P 500|gold|silver|oil|copper|bitcoin|crypto(?:currencies)?|ether(?:eum)?|(?:interest |mortgage )?rates|yields|inflation|prices|home prices|housing|bonds|treasuries|the (?:coming |next )?(?:financial )?(?:crash|recession|correction|rally|bull market|bear market|bubble|crisis|depression|panic|downturn|meltdown|sell-?off)|this (?:stock|company|sector|trade|pick)|[A-Z]{2,5} shares)";

// A forecast told in the present tense: the move, third person singular or plural.
const PRESENT_MOVE =
  "(?:soars?|skyrockets?|explodes?|doubles?|triples?|quadruples?|surges?|climbs?|jumps?|rebounds?|crash(?:es)?|collapses?|plunges?|plummets?|tanks?|sinks?|rall(?:y|ies)|rips?|spikes?|hits?|breaks?|tops?|cross(?:es)?|sets? (?:a )?(?:new )?(?:record|high|all-time)|trades? (?:above|at|over|below)|bottoms?|peaks?|reach(?:es)?|goes (?:to|up|higher|parabolic)|heads? (?:to|higher|lower)|rockets? (?:past|to|above|through)|blasts? (?:past|through|off)|zooms? (?:past|to)|shoots? (?:up|past|to)|stays? (?:above|below|over|under|near) \\$?\\d[\\d,.]*)";
// A time still to come: "next quarter", "by 2027", "before the halving", "within 18 months".
const FUTURE_TIME =
  "(?:next (?:week|month|quarter|year|spring|summer|fall|autumn|winter|decade|earnings|cycle)|by (?:the end of|year-end|christmas|easter|thanksgiving|halloween|new year's|summer|spring|fall|winter|(?:january|february|march|april|may|june|july|august|september|october|november|december)|20[2-9]\\d)|before (?:the |year-end|christmas|thanksgiving|summer|spring|fall|winter|election)|within (?:\\d+|a|two|three|six|eighteen|twelve) (?:days?|weeks?|months?|years?)|in (?:weeks|months|days)\\b|this (?:quarter|fall|winter|spring|summer|coming)|in 20(?:2[6-9]|3\\d)|starting (?:next|this|in|on)|for the rest of (?:the|this) (?:year|decade)|through (?:the end of )?(?:the decade|year-end|20[2-9]\\d))";

export const predictionRules: Rule[] = [
  {
    id: "prediction.will_move",
    anchors: [
      "coming",
      "doomed",
      "one way to go",
      "moon",
      "the next",
      "expect",
      "get ready",
      "brace",
      "straight",
      "move is",
      "help but",
      "nowhere to go",
      "only way",
      "only direction",
      "will",
      "won't",
      " to ",
      "going",
      "primed",
      "poised",
      "set for",
      "due for",
      "ripe",
      "ready for",
      "lined up",
      "on deck",
      "way",
      "on track",
      "on course",
      "on pace",
      "setting up",
      "set up",
      "teed up",
    ],
    category: "prediction",
    severity: "block",
    title: "Price or rate moves stated as what will happen",
    patterns: [
      new RegExp(`\\bwill (?:\\w+ly )?${MOVE}`, "gi"),
      new RegExp(
        `\\b(?:is|are|'s|'re|am) (?:going|set|about|bound|sure|certain|destined|primed|due|guaranteed) to (?:\\w+ly )?${MOVE}`,
        "gi",
      ),
      /\b(?:is|are|'s|'re) going (?:up|down|higher|lower|through the roof|parabolic|to the moon|to zero)\b|\bgoing to be (?:huge|massive|enormous|a (?:huge |massive |big )?winner|a home run|a bonanza)\b/gi,
      new RegExp(
        `(?:^|[,;:] )(?:expect|count on|look for|watch for) (?:\\w+ ){1,5}?to (?:\\w+ly )?${MOVE}`,
        "gi",
      ),
      /(?:^|[,;:] )(?:expect|get ready for|brace for|brace yourself for) (?:an? |the )?(?:\w+ )?(?:rally|crash|surge|boom|collapse|spike|correction|sell-?off|melt-?up|meltdown|bull run|bear market|recession|windfall|breakout)\b|\bthe next (?:bull market|bear market|rally|crash|recession|boom|bull run|leg up|leg down) (?:starts|begins|arrives|hits|is coming|will)\b|\bstraight (?:up|down)\b|\b(?:next|only) move is (?:clear|obvious|up|down|higher|lower)\b/gi,
      /\b(?:rates|prices|yields|inflation|stocks|markets?|gold|oil|shares)\b(?: [\w-]+){0,2} (?:is|are|'s|'re) coming (?:down|back|up)\b|\b(?:is|are) doomed\b|\bdoomed to (?:fail|collapse|crash)\b|\bonly one way to go\b|\bto the moon\b/gi,
      /\bcan(?:not|'t) help but (?:go|rise|climb|soar|fall|drop|head)\b|\bnowhere to go but (?:up|down)\b|\bthe only (?:way|direction) (?:is|from here is) (?:up|down)\b/gi,
      /\b(?:is|are|'s|'re) poised to (?:soar|explode|double|triple|skyrocket|surge|quadruple)\b/gi,
      /\b(?:won't|will not|will never) (?:fall|drop|decline|go down|crash|lose value)\b/gi,
      // Primed, set or due for an event: the move is named as a noun.
      /\b(?:is|are|'s|'re|looks?|looking) (?:primed|poised|set|due|ripe|ready|lined up|on deck|setting up|set up|teed up) for (?:a |an |another |the )?(?:\d+(?:\.\d+)?% )?(?:[\w-]+ )?(?:haircut|drop|plunge|pullback|wipeout|move|breakout|rally|surge|run-?up|rebound|squeeze|crash|collapse|correction|sell-?off|boom|melt-?up|meltdown|explosion|spike|leg (?:up|higher|down)|move higher|re-?rating|windfall)\b|\b(?:is|are|'s|'re) (?:headed|heading|coming) (?:our|your) way\b|\b(?:is|are|'s|'re) on (?:track|course|pace) to (?:\w+ly )?(?:hit|reach|top|break|smash|double|triple|soar|surge|rally|climb|fall|crash|beat|exceed|cross)\b/gi,
    ],
    guards: ["negation", "hedge", "attribution"],
    when: notExtremeOpinion,
    reason,
    rewrite: chain(
      replaceAll(
        /\b(?:won't|will not|will never) (fall|drop|decline|go down|crash|lose value)\b/gi,
        "could still $1",
      ),
      replaceAll(/\bwill (?:\w+ly )?(?=\w)/gi, "could "),
      replaceAll(
        /\b(?:is|are|'s|'re|am) (?:going|set|about|bound|sure|certain|destined|primed|due|guaranteed|poised) to (?:\w+ly )?/gi,
        " could ",
      ),
    ),
    examples: {
      flagged: [
        "Gold will hit $3,000 an ounce by December.",
        "Shares of this chipmaker are going to soar next quarter.",
        "The Fed will cut rates in March.",
      ],
      compliant: [
        "Some analysts expect rates to fall, though forecasts often miss.",
        "Stocks could fall further if earnings disappoint.",
        "According to the IMF, the global economy will grow 3.2% this year.",
      ],
    },
  },
  {
    id: "prediction.market_will",
    anchors: ["will", "'ll", "going to"],
    category: "prediction",
    severity: "block",
    title: 'A market, price or rate that "will" do something',
    patterns: [
      new RegExp(
        `\\b${MARKET_SUBJECT}(?:'s)?(?: [\\w,'-]+){0,4}? (?:will|'ll|is going to|are going to|'s going to|'re going to) (?!always\\b|vary|differ|depend|rebalance|reconstitute|reopen|be updated|be rebalanced|carry|involve|fluctuate|remain volatile|have (?:risk|ups)|meet|publish|release|report|announce|hold|be held|take place|open|close at|start|begin|be closed|be paid|be in focus|be watched|be closely|be released|be published|be announced)\\w+`,
        "gi",
      ),
    ],
    guards: ["negation", "hedge", "attribution"],
    when: notExtremeOpinion,
    reason,
    rewrite: replaceAll(
      /\b(?:will|is going to|are going to)\b|'s going to|'re going to|'ll/gi,
      " could",
    ),
    examples: {
      flagged: [
        "The S&P 500 will be at 6,000 by June.",
        "Inflation is going to come roaring back.",
        "The coming crash will wipe out half of all retirement savings.",
      ],
      compliant: [
        "The Fed will meet on Tuesday and Wednesday.",
        "If rates rise, existing bond prices will fall.",
        "Stocks may rally if earnings hold up.",
      ],
    },
  },
  {
    id: "prediction.certainty",
    anchors: [
      "away",
      "matter of time",
      "no question",
      "inevitab",
      "undoubtedly",
      "certain",
      "definitely",
      "surely",
      "doubt",
      "mark my words",
      "for sure",
      "sure to",
      "bound to",
      "guaranteed",
      "coming",
      "imminent",
      "around the corner",
      "on its way",
      "on the way",
      "unavoidable",
      " away",
      "baked in",
      "done deal",
      "foregone",
      "away from",
      "doubt",
      "question",
      "coiled",
      "this is the year",
      "is ",
      "are ",
    ],
    category: "prediction",
    severity: "block",
    title: "Moves called certain or inevitable",
    patterns: [
      new RegExp(`\\b${CERTAINTY}\\b[^.!?]{0,60}?\\b${MOVE_ANY_FORM}`, "gi"),
      new RegExp(`\\b${MOVE_ANY_FORM}\\b[^.!?]{0,40}?\\b${CERTAINTY}\\b`, "gi"),
      /\b(?:days|weeks|months|hours) away from (?:a |an |the )?(?:[\w-]+ ){0,2}(?:squeeze|breakout|rally|crash|collapse|surge|spike|melt-?up|meltdown|takeover|buyout|re-?rating)\b|\b(?:zero|no|not a) (?:doubt|question)\b[^.!?]{0,30}?\b(?:cuts|hikes|raises|rises|falls|soars|crashes|rallies|doubles|triples|hits|tops)\b|\bcoiled spring\b|\bthis is the year (?:that )?[\w ,&-]{1,40}? (?:finally )?(?:explode|soar|rally|surge|double|triple|break out|take off|crash|collapse)\b/gi,
      /\b(?:crash|collapse|recession|correction|bull run|bear market|rally|boom|meltdown|depression|downturn|rate cut|rate hike|bubble|breakout)s?(?: [\w$,.]+){0,3}? (?:is|are) (?:coming|imminent|inevitable|baked in|a done deal|a foregone conclusion|(?:right |just )?around the corner|on (?:its|the) way|certain|guaranteed|unavoidable|(?:just |only )?(?:days|weeks|months) away|a certainty)\b/gi,
    ],
    guards: ["negation", "hedge", "attribution"],
    reason,
    rewrite: (sentence) =>
      tidy(
        sentence
          .replace(new RegExp(`\\b${CERTAINTY}\\b,?\\s*`, "gi"), "")
          .replace(/\bwill\b/gi, "could")
          .replace(
            /\b(is|are) (?:coming|imminent|inevitable|around the corner|on (?:its|the) way|certain|guaranteed|unavoidable|just (?:days|weeks|months) away|a certainty)\b/gi,
            "$1 possible",
          ),
      ),
    examples: {
      flagged: [
        "Mark my words, oil prices are climbing past $100.",
        "A market crash is inevitable.",
        "Bitcoin prices are certain to keep rising.",
      ],
      compliant: [
        "Nobody can say for sure whether prices will rise.",
        "A recession is not inevitable, according to the Conference Board.",
        "Dividends certainly matter to retirees.",
      ],
    },
  },
  {
    id: "prediction.headed",
    anchors: ["headed", "heading"],
    category: "prediction",
    severity: "block",
    title: "Markets said to be headed somewhere",
    patterns: [
      /\b(?:is|are|'s|'re) (?:headed|heading) (?:higher|lower|for (?:a |another )?(?:crash|collapse|correction|record|new highs?|a fall|the moon)|(?:down|up)(?![ -]\w)|to (?:\$|\d|new highs?|record|zero)|for \$?\d|toward (?:\$|\d|zero|new highs?))/gi,
    ],
    guards: ["negation", "hedge", "attribution"],
    reason,
    rewrite: replaceAll(/\b(?:is|are|'s|'re) (?:headed|heading)\b/gi, "could move"),
    examples: {
      flagged: [
        "Mortgage rates are headed lower this summer.",
        "The S&P 500 is heading for a correction.",
        "Silver is headed to $50.",
      ],
      compliant: [
        "Our editor is heading to the conference in May.",
        "She is heading up the new research desk.",
        "Rates may be headed lower if inflation keeps cooling.",
        "Fed officials said rates are headed lower later this year.",
      ],
    },
  },
  {
    id: "prediction.next_big_thing",
    anchors: ["next", "expect", "predict", "forecast", "project", "anticipate", " see "],
    category: "prediction",
    severity: "block",
    title: "The next Amazon, the next big winner",
    patterns: [
      /\b(?:be|is|becomes?|as) the next (?:Amazon|Apple|Tesla|Nvidia|Microsoft|Google|Netflix|Bitcoin|Berkshire|Facebook|big thing|ten[- ]bagger|100[- ]bagger|monster winner|millionaire-maker)\b/gi,
      /\b(?:we|i|our (?:analysts|team|experts|editors|research))(?: \w+)? (?:expect|predict|forecast|project|anticipate|see) (?:\w+ ){0,5}?(?:to|will) (?:soar|explode|double|triple|quadruple|skyrocket|surge|go parabolic|10x|(?:hit|reach) \$?\d)/gi,
    ],
    guards: ["negation", "hedge"],
    reason,
    rewrite: () => null,
    examples: {
      flagged: [
        "This tiny firm will be the next Amazon.",
        "We expect shares to double within a year.",
        "Our analysts predict the stock will hit $500.",
      ],
      compliant: [
        "Investors have searched for the next Amazon for decades, mostly without success.",
        "No one knows which company will be the next Apple.",
        "We expect to publish the next issue on Friday.",
      ],
    },
  },
  {
    id: "prediction.dated_move",
    anchors: [
      "next",
      "by ",
      "before",
      "within",
      "this ",
      "in 20",
      "in weeks",
      "in months",
      "in days",
      "verge",
      "brink",
      "cusp",
      "primed",
      "poised",
      "set for",
      "due for",
      "starting",
      "begins",
      "starts",
      "arrives",
      "hits",
      "kicks off",
      "comes",
      "coming",
      "gets going",
      "rest of",
      "through",
      "matter of time",
      "no question",
      "inevitabl",
      "undoubtedly",
      "certainly",
      "definitely",
      "surely",
      "doubt",
      "mark my words",
      "for sure",
      "certain",
      "sure",
      "bound",
      "guaranteed",
      "next",
    ],
    category: "prediction",
    severity: "block",
    title: "A price move stated in the present tense with a date in the future",
    patterns: [
      // "Bitcoin breaks $150,000 before the halving", "The Nasdaq sets a new high next quarter":
      // a forecast told as a fact, with no "will" to give it away.
      new RegExp(
        `\\b(?:${PRESENT_MOVE})\\b[^.!?;]{0,60}?\\b${FUTURE_TIME}|\\b${FUTURE_TIME}[^.!?;]{0,40}?\\b(?:${PRESENT_MOVE})\\b`,
        "gi",
      ),
      // "The crash begins in October", "the next bull run starts in weeks".
      /\b(?:crash|meltdown|collapse|recession|depression|rally|melt-?up|bull (?:run|market)|bear market|correction|boom|breakout|squeeze|sell-?off|panic|bubble)s? (?:begins|starts|arrives|hits|kicks off|comes|is coming|gets going)\b/gi,
      // Certainty and a move: "It's only a matter of time before this $3 stock trades at $30".
      new RegExp(`${CERTAINTY}[^.!?;]{0,60}?\\b(?:${PRESENT_MOVE})\\b`, "gi"),
      // "Copper's next big move is up".
      /\bnext (?:big |major |huge |great )?(?:move|leg|run|swing) (?:is|will be) (?:up|down|higher|lower)\b/gi,
      // "Emerging markets are on the verge of a historic breakout", "set for a record year".
      /\b(?:(?:is|are|'s|'re) )?(?:on the verge of|on the cusp of|on the brink of|primed for|poised for|set for|due for|gearing up for|ripe for) (?:an? )?(?:[\w-]+ ){0,2}?(?:breakout|rally|record|surge|boom|run|rebound|crash|collapse|melt-?up|squeeze|explosion|takeoff|spike|jump|comeback|rerating|re-rating|collapse|plunge|windfall)\b/gi,
    ],
    guards: ["negation", "hedge", "attribution"],
    when: notExtremeOpinion,
    reason,
    rewrite: () => null,
    examples: {
      flagged: [
        "Bitcoin breaks $150,000 before the halving.",
        "The crash begins in October.",
        "Emerging markets are on the verge of a historic breakout.",
      ],
      compliant: [
        "Amazon reports quarterly results next Thursday.",
        "Stocks could break out next year if earnings hold up.",
        "According to the IMF, growth rebounds next year in most regions.",
      ],
    },
  },
];
