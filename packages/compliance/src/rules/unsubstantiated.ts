import { execAll } from "../exec-all";
import { replaceAll } from "../rewrite";
import type { Rule } from "../rule";
import { categoryReasons } from "./reasons";

const reason = categoryReasons.unsubstantiated;

// What a superlative must be about to be a marketing claim ("the best way to save" is not).
const CLAIM_NOUN =
  "(?:newsletters?|stocks?|picks?|funds?|advis[eo]rs?|services?|strateg(?:y|ies)|analysts?|investments?|research|portfolios?|system|track record|returns?|performance|forecasters?|publications?|traders?|firms?|team|results|signals?|tools?|models?|opportunit(?:y|ies)|buys?|deals?|sources?|providers?|choice|names?|authorit(?:y|ies)|experts?|resources?|guides?|ideas?|in (?:the )?(?:industry|business|market|world|country|America)|on Wall Street|ever|available|money can buy)";
const SUPERLATIVE =
  "(?:best|greatest|#1|no\\.? ?1|number[- ]one|most (?:accurate|successful|profitable|trusted|reliable|powerful|popular|respected|followed|lucrative)|highest[- ](?:rated|returning|performing|yielding)|smartest|safest|fastest[- ]growing|premier|ultimate|leading|top[- ](?:rated|performing|ranked))";

// A first-person or product subject makes a figure a performance claim rather than market news.
const OUR_PERFORMANCE =
  /\b(?:our|my|we|us|subscribers?|members?|readers?|clients?|this (?:stock|pick|strategy|system|fund|portfolio|trade|newsletter|service|method|approach|model|play))\b/i;

const LAGGED =
  /\b(?:behind|trail(?:ed|ing|s)?|lagg(?:ed|ing)|lags|underperform\w*|worse than|short of|fell|lost|losses|down \d)\b/i;

export const unsubstantiatedRules: Rule[] = [
  {
    id: "unsubstantiated.nobody_better",
    category: "unsubstantiated",
    severity: "warn",
    title: "Nobody does it better",
    patterns: [
      /\b(?:nobody|no one|no other (?:\w+ ){0,2}?(?:newsletter|service|analyst|advis[eo]r|firm|publication|editor|team))(?: [\w,'-]+){0,5}? (?:has|have|does|beats|matches|comes close|can match|offers)(?: [\w-]+){0,2}? (?:a )?(?:better|higher|stronger|bigger|more accurate|more successful)? ?(?:track record|returns|results|performance|picks|research|record|to)\b/gi,
      /\b(?:nobody|no one)\b[^.!?]{0,60}?\b(?:like|better than|[a-z]+er than|more \w+ than) (?:our|we do|us|ours)\b|\b(?:all|every one|each) of (?:our|my) (?:last |latest |past )?\d+ (?:recommendations|picks|trades|calls|positions|ideas)\b[^.!?]{0,30}\b(?:closed|ended|were|made|won|finished|turned)\b|\b(?:our|we)\b[^.!?]{0,40}\b(?:more (?:reliable|accurate|profitable|trusted|successful)|better|smarter|faster|sharper) than (?:[A-Z][\w&']+|the Street|any(?:one| other))|\b(?:our|we)\b[^.!?]{0,40}\bbefore (?:Wall Street|the Street|anyone else|everyone else|the pros|the crowd|the market)(?: does| do| catches on)?\b|\bnear[- ]perfect (?:record|track record|accuracy|win rate)\b|\bleaves? (?:every|all|the) (?:competitor|competition|rival|fund|other)\w* in the dust\b|\b(?:has|have)(?:n't| not) had a losing (?:pick|year|trade|month|quarter)\b/gi,
    ],
    guards: ["attribution", "opinion"],
    reason,
    rewrite: () => null,
    examples: {
      flagged: [
        "Nobody on Wall Street has a better track record than our editor.",
        "No other newsletter comes close to our results.",
        "No one beats our research.",
      ],
      compliant: [
        "No one can predict the market.",
        "Nobody has a crystal ball.",
        "No other fund in the category charges less, according to Morningstar.",
      ],
    },
  },
  {
    id: "unsubstantiated.beat_market",
    anchors: ["beat", "outperform", "outpac", "crush", "trounc", "whip"],
    category: "unsubstantiated",
    severity: "warn",
    title: "Claims of beating the market",
    patterns: [
      /\b(?:beat|beats|beaten|beating|outperform(?:s|ed|ing)?|outpac(?:e|es|ed|ing)|crush(?:es|ed|ing)?|trounc\w+|whipp?(?:ed|ing)?)\s+(?:the\s+)?(?:market|S&P(?: 500)?|index|indexes|indices|Dow|Nasdaq|benchmark|averages?|pros|Wall Street|professionals)\b/gi,
    ],
    guards: ["negation", "hedge", "attribution"],
    // "Value stocks beat the index in 2022" is history; "our picks beat it every year" is a claim.
    when: (sentence) =>
      OUR_PERFORMANCE.test(sentence) ||
      /\b(?:every|always|consistently|year after year|again and again|time after time|routinely)\b/i.test(
        sentence,
      ),
    reason,
    rewrite: () => null,
    examples: {
      flagged: [
        "Our stock picks have beaten the market every single year.",
        "This system consistently outperforms the S&P 500.",
        "We crush the pros year after year.",
      ],
      compliant: [
        "Few active funds beat the index over fifteen years, according to S&P's SPIVA report.",
        "Value stocks outperformed the market in 2022.",
        "Nobody beats the market every year.",
      ],
    },
  },
  {
    id: "unsubstantiated.superlative",
    anchors: [
      "%",
      "more winning",
      "more profitable",
      "more successful",
      "kept secret",
      "outperformed",
      "beat",
      "topped",
      "outpaced",
      "ultimate",
      "called",
      "predicted",
      "nailed",
      "spotted",
      "caught",
      "flagged",
      "never",
      "biggest",
      "largest",
      "strongest",
      "lowest",
      "best",
      "greatest",
      "#1",
      "no. 1",
      "no.1",
      "no 1",
      "number",
      "most ",
      "est ",
      "than ",
      "of our",
      "of my",
      "before ",
      "highest",
      "smartest",
      "safest",
      "fastest",
      "premier",
      "top",
      "unbeat",
      "unmatched",
      "unrival",
      "unparallel",
      "second to none",
      "world",
      "award",
      "leading",
      "record",
      "legendary",
    ],
    category: "unsubstantiated",
    severity: "warn",
    title: "Unsupported superlatives (best, #1, most accurate)",
    patterns: [
      new RegExp(
        `\\b(?:the|our|America's|the world's|world's|Wall Street's|the nation's|the industry's|the market's|today's|this year's|a) (?:very |single |absolute )?${SUPERLATIVE}\\b(?![\\s-]+(?:time|way|place|approach|defen[cs]e|thing|part|course|of|at|to|practices?|case|known|bet)\\b)(?=(?:[\\s-]+[\\w'-]+){0,3}?[\\s-]+${CLAIM_NOUN}\\b)`,
        "gi",
      ),
      /\b(?:the|our) (?:highest|biggest|largest|strongest|fastest|lowest|best) (?:[\w-]+ )?(?:returns?|gains?|yields?|profits?|performance|accuracy|win rate|fees|track record)\b|\b(?:called|predicted|nailed|spotted|caught|flagged) (?:every|each|all(?: the)?) (?:major |big )?(?:market )?(?:tops?|bottoms?|crash(?:es)?|rall(?:y|ies)|moves?|turns?|turning points?)\b|\b(?:has|have) never (?:been wrong|missed|had a losing)\b/gi,
      /\b\d+(?:\.\d+)?\s?% (?:accuracy|success|win|hit) (?:record|rate|ratio)\b|\bno (?:other )?(?:newsletter|service|analyst|advis[eo]r|firm|publication|editor|team) (?:has|have) (?:\w+ ){0,2}more (?:winning|profitable|successful)\b|\bbest[- ]kept secret\b|\b(?:outperformed|beat|beaten|topped|outpaced) \d+(?:\.\d+)?\s?% of (?:its |their |our )?(?:peers|funds|competitors|rivals|managers|professionals|advisers|advisors)\b/gi,
      /\b(?:unbeatable|unmatched|unrivall?ed|unparalleled|second to none|best[- ]in[- ]class|world[- ]class|best[- ]performing|top[- ]performing|top[- ]rated|award[- ]winning|industry[- ]leading|market[- ]leading|#1[- ]rated|number[- ]one[- ]rated|record[- ]breaking|legendary|(?:market|index|benchmark|S&P)[- ]beating|envy of (?:Wall Street|the (?:industry|Street|business|pros))|gold standard)\b/gi,
      // Our people doing better than others, without a source: "our clients earn far more than
      // the average investor".
      /\b(?:our|we)\b[^.!?]{0,40}?\b(?:earn|make|return|gain|profit|grow|do)\w* (?:\w+ )?(?:far |much |way |a lot |significantly )?(?:more|better|faster) than (?:the average|most|other|typical|any)\b/gi,
      new RegExp(`(?:^|\\s)(?:#1|no\\.? ?1|number[- ]one) ${CLAIM_NOUN}\\b`, "gi"),
      // "Our analysts are the sharpest minds": any -est adjective about our people or products.
      /\b(?:our|we)\b[^.!?]{0,40}?\b(?:is|are|'re|has|have) (?:the|America's|Wall Street's|the industry's) (?:single |very )?(?!(?:latest|interest|honest|modest|biggest (?:holding|position)|largest (?:holding|position))\b)(?:[a-z]{3,}est|most [a-z]+)\b(?=(?: [\w-]+){0,3}? (?:minds|analysts?|team|research(?:ers)?|picks|record|newsletters?|letters?|services?|strateg(?:y|ies)|system|editors?|experts?|traders?|performance|returns|results|stock[- ]pickers?|money managers?|in (?:the )?(?:business|industry|country|world|sector|market|field|America)))/gi,
      /\bno (?:other )?(?:[\w-]+ )?(?:service|newsletter|firm|publication|advis[eo]r|analyst|team|editor)\b[^.!?]{0,60}?\bthan (?:ours|us|we do|our)\b/gi,
    ],
    guards: ["negation", "attribution", "name"],
    // "Even the best fund managers underperform" describes others' limits, not our boast.
    when: (sentence) => !LAGGED.test(sentence),
    reason,
    rewrite: replaceAll(
      new RegExp(
        `\\b${SUPERLATIVE}\\b|\\b(?:unbeatable|unmatched|unrivall?ed|unparalleled|best[- ]in[- ]class|world[- ]class|best[- ]performing|top[- ]performing|top[- ]rated|award[- ]winning|industry[- ]leading|market[- ]leading|#1[- ]rated|number[- ]one[- ]rated|record[- ]breaking|legendary)\\b|,? second to none`,
        "gi",
      ),
      "well-regarded",
    ),
    examples: {
      flagged: [
        "This is the best investment newsletter in America.",
        "Meet Wall Street's most accurate forecaster.",
        "Our unbeatable research team finds bargains first.",
      ],
      compliant: [
        "The best way to start is with a budget.",
        "Morningstar rated the fund five stars in 2024, its highest rating.",
        "Try to do your best with a small, regular contribution.",
      ],
    },
  },
  {
    id: "unsubstantiated.performance_figure",
    anchors: [
      "percent",
      "per cent",
      "double",
      "triple",
      "twice",
      "times",
      "helped",
      "average",
      "avg",
      "typical",
      "median",
      "proven",
      "than any other",
      "more millionaires",
      "more winners",
      "more money than",
      "last",
      "past",
      "first",
      "%",
      "$",
      "out of",
      "voted",
      "ranked",
      "rated",
      "named",
      "the only",
      "picks",
      "trades",
      "recommendations",
      "calls",
      "ideas",
      "positions",
      "alerts",
      "beat",
      "outperform",
      "outpac",
      "crush",
      "trounc",
      "topped",
    ],
    category: "unsubstantiated",
    severity: "warn",
    title: "Performance figures without a source",
    patterns: [
      /\b(?:returned|gained|earned|made|delivered|produced|generated|posted|racked up|booked|averaged|soared|jumped|surged|climbed|rose|rallied|skyrocketed|(?:is|are|was|were|been) up|up|beat the market by|beat the S&P(?: 500)? by|outperformed (?:the (?:market|S&P(?: 500)?|index|Dow) )?by)\s+(?:an? )?(?:average of |annual |over |more than |nearly |almost |about |a whopping |an incredible )?\+?\d[\d,.]*\s?%/gi,
      /\b\d[\d,.]*\s?%\s+(?:average |annual(?:ized)? |total |cumulative )?(?:returns?|gains?|profits?|a year|per year|annually|winners?|upside|return on)\b/gi,
      /\b(?:win rate|success rate|hit rate|accuracy|winning trades) of \d[\d,.]*\s?%|\b\d[\d,.]*\s?% (?:win|success|hit|accuracy) rate\b|\b\d[\d,.]*\s?% of (?:our|my) (?:picks|trades|recommendations)\b/gi,
      /\$\d[\d,.]*\s?(?:k|K|m|M|thousand|million|billion)? in (?:profits?|gains?|winnings)\b/gi,
      /\b(?:right|correct|accurate|profitable|winners?|on the money) (?:\d+|nine|eight|seven) (?:times )?out of (?:\d+|ten)\b|\b\d+ (?:out )?of (?:our |my |the |its )?(?:last |past |first )?\d+ (?:picks|trades|recommendations|calls|ideas|positions|alerts)\b|\b(?:voted|ranked|rated|named) (?:the )?(?:#1|no\.? ?1|number[- ]one|best|first)\b|\bthe only (?:newsletter|service|strategy|system|advis[eo]r|research|publication|tool) (?:that|you'll ever need|which|to|with)\b/gi,
      /\b\d+ (?:out )?of (?:the |our |its )?(?:last|past|first) \d+\b|\b(?:double|triple|twice|three times|\d+ times|ten times) (?:what|the (?:return|yield|income) of|the (?:[\w&-]+(?: 500)?)'s (?:returns?|gains?|performance|yield))\b/gi,
      // Spelled-out shares of our own calls: "Ninety-four percent of our closed trades won".
      /\b(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|\d+(?:\.\d+)?) (?:percent|per cent|%) of (?:our|my|the) (?:[\w-]+ ){0,2}(?:picks|trades|calls|recommendations|alerts|ideas|positions|signals)\b/gi,
      /\b(?:average|avg\.?|typical|median) (?:profits?|gains?|returns?|wins?) of (?:\$|\d)|\bproven (?:system|strategy|method|formula|track record|results|winners?|approach|by)\b|\bthan any other\b|\bmore (?:millionaires|winners|money) than\b/gi,
      /\bhelped (?:our )?(?:readers|subscribers|members|clients|investors) (?:earn|make|pocket|collect|bank|gain)\b|\b(?:\d+|nine|eight|seven|six|nineteen) out of (?:\d+|ten|twenty)\b/gi,
      /\b(?:gains?|returns?|profits?|upside) of (?:up to |over |more than |nearly |as much as )?\+?\d[\d,.]*\s?%/gi,
      /\b(?:beat|beaten|outperformed|trounced|crushed|topped|outpaced)\s+(?:the\s+)?(?:market|S&P(?: 500)?|index|Dow|Nasdaq|benchmark|averages?)\s+by\s+\d[\d,.]*\s?(?:%|percentage points|points|times|x\b|-fold)/gi,
    ],
    guards: ["negation", "hedge", "attribution"],
    // Market statistics ("prices rose 0.3% in March") are news; our picks' figures are claims.
    when: (sentence, match) =>
      // A figure set beside a loss or a lagging benchmark ("returned 5%, behind the S&P's 18%")
      // is the balanced disclosure a reviewer asks for, not a boast.
      !LAGGED.test(sentence) &&
      // Long-run market history ("stocks have historically returned 7% a year") is not a claim.
      !(
        /\b(?:historically|over the long (?:run|term)|on average|in the long run)\b/i.test(
          sentence,
        ) && !OUR_PERFORMANCE.test(sentence)
      ) &&
      (OUR_PERFORMANCE.test(sentence) ||
        /(?:helped|double|triple|twice|times|of the last|of the past|out of|average|typical|median|proven|than any other|more|returned|gained|earned|made|delivered|produced|generated|posted|racked|booked|averaged|beat|outperformed|return|gain|profit|win|success|hit|accuracy|winning|right|correct|accurate|out of|\d+ of|voted|ranked|rated|named|only)/i.test(
          match,
        ) ||
        largestPercent(match) >= 25),
    reason,
    rewrite: () => null,
    examples: {
      flagged: [
        "Our model picks returned 312% last year.",
        "This strategy has delivered 27% annual returns since 2015.",
        "Subscribers booked $48,000 in profits on one trade.",
      ],
      compliant: [
        "According to S&P Dow Jones Indices, the S&P 500 returned 26% in 2023.",
        "Consumer prices rose 0.3% in March.",
        "The fund returned 8.1% in 2024 (Morningstar, 2025).",
      ],
    },
  },
];

function largestPercent(text: string): number {
  let largest = 0;
  for (const match of execAll(/(\d[\d,.]*)\s?%/g, text)) {
    largest = Math.max(largest, Number((match[1] ?? "0").replace(/,/g, "")));
  }
  return largest;
}
