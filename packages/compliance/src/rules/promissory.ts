import { append, chain, replaceAll, tidy } from "../rewrite";
import type { Rule } from "../rule";
import { categoryReasons, RISK_SENTENCE } from "./reasons";

const reason = categoryReasons.promissory;
const guards = ["negation", "name"] as const;

export const promissoryRules: Rule[] = [
  {
    id: "promissory.guarantee",
    anchors: ["guarant"],
    category: "promissory",
    severity: "block",
    title: "Guarantees of returns or outcomes",
    patterns: [/\bguarantee(?:s|d|ing)?\b/gi],
    guards,
    reason,
    rewrite: chain(
      replaceAll(/\bguarantee(s)? (?:that )?you(?:'ll| will) /gi, "aim$1 to help you "),
      replaceAll(/\bguaranteed\b/gi, "potential"),
      replaceAll(/\bguarantees\b/gi, "aims to deliver"),
      replaceAll(/\ba guarantee of\b/gi, "a chance of"),
      replaceAll(/\bguarantee\b/gi, "aim for"),
      replaceAll(/\bguaranteeing\b/gi, "aiming for"),
    ),
    examples: {
      flagged: [
        "This strategy guarantees a steady income.",
        "Enjoy guaranteed profits every single month.",
        "We guarantee you'll make money on this trade.",
      ],
      compliant: [
        "Past performance does not guarantee future results.",
        "Guaranteed investment certificates pay a fixed rate for a set term.",
        "There is no guarantee that any strategy will work.",
      ],
    },
  },
  {
    id: "promissory.risk_free",
    anchors: [
      "risk",
      "safe",
      "secure",
      "protected",
      "shielded",
      "insulated",
      "immune",
      "danger",
      "jeopardy",
      "exposed",
    ],
    category: "promissory",
    severity: "block",
    title: "Claims that an investment is free of risk or completely safe",
    patterns: [
      /\b(?:risk[- ]?free|riskless|no[- ]risk|zero[- ]risk|without (?:any )?risk|free (?:of|from) (?:all )?risk|(?:100%|100 percent|100 per cent|completely|totally|perfectly|absolutely|entirely|always|fully) (?:safe|secure|protected))\b/gi,
      /\b(?:remove|removes|removing|removed|eliminate|eliminates|eliminating|eliminated|take|takes|taking|taken) (?:all |every bit of )?(?:the )?(?:guesswork and |uncertainty and )?risk (?:out|from|of)\b|\b(?:remove|eliminate)s? all (?:the )?risk\b/gi,
      /\b(?:never|not ever|at no time) (?:be )?(?:at risk|in danger|in jeopardy|exposed to (?:any )?loss)\b|\b(?:protected|shielded|insulated|immune) (?:from|against) (?:any |all )?(?:loss(?:es)?|downside|market (?:drops|crashes|declines|downturns))\b/gi,
    ],
    guards,
    reason,
    rewrite: chain(
      replaceAll(
        /\b(?:completely |totally |100% |absolutely )?(?:risk[- ]?free|riskless|no[- ]risk|zero[- ]risk)\b/gi,
        "lower-risk",
      ),
      replaceAll(
        /\b(?:with |at )?(?:without (?:any )?risk|free (?:of|from) (?:all )?risk)\b/gi,
        "",
      ),
      replaceAll(
        /\b(?:100%|completely|totally|perfectly|absolutely|entirely) (safe|secure|protected)\b/gi,
        "designed to be relatively $1",
      ),
      append(RISK_SENTENCE),
    ),
    examples: {
      flagged: [
        "Our income portfolio is completely risk-free.",
        "Earn 9% a year without any risk.",
        "Your savings are 100% safe with this plan.",
      ],
      compliant: [
        "No investment is risk-free.",
        "Analysts compare returns with the risk-free rate.",
        "Nothing in the markets is free of risk.",
      ],
    },
  },
  {
    id: "promissory.cannot_lose",
    anchors: [
      "no matter",
      "intact",
      "stays",
      "remains",
      "see red",
      "easy",
      "turn every",
      "printing money",
      "machine",
      "watch",
      "downside",
      "collect",
      "earn",
      "make",
      "pocket",
      "bank",
      "receive",
      "worry",
      "thing of the past",
      "without fail",
      "clockwork",
      "no way",
      "back",
      "safe as",
      "shrink",
      "zero",
      "no matter what",
      "free money",
      "win",
      "lose",
      "miss",
      "never",
      "only go",
      "go down",
      "fall",
      "decline",
      "drop",
      "downside",
      "losses",
      "losing",
      "wrong",
      "fail",
      "comes back",
      "come back",
      "safe from",
      "behind",
      "worse",
      "pays you",
      "pay you",
      "risking",
      "whether",
      "worr",
      "stress",
      "sleepless",
      "for life",
      "rest of your life",
      "part of",
      "losses",
      "every",
      "turn",
      "scenario",
      "situation",
      "case",
      "only",
      "risk",
      "rock",
      "protected",
      "market",
      "bull",
      "whatever",
      "when ",
      "heads",
      "money in the bank",
      "bank on",
      "count on",
      "insulated",
      "shielded",
      "immune",
      "none of the",
      "worst",
      "nothing short",
      "dependable",
      "reliable",
      "steady",
      "consistent",
      "virtually",
      "baked in",
      "year out",
      "handled",
      "taken care",
      "untouchable",
      "bulletproof",
      "set for life",
      "in the bag",
      "sorted",
      "done deal",
      "can only",
      "covered",
      "cut",
      "reduced",
      "trimmed",
      "lowered",
      "slashed",
      "suspended",
      "in the red",
    ],
    category: "promissory",
    severity: "block",
    title: "Claims that the reader cannot lose or the price only goes up",
    patterns: [
      /\b(?:can(?:no|')t|can not|won't|will not|never|could not|couldn't) (?:possibly |ever |really )?lose(?! sight| track| touch| focus| hope| heart)\b/gi,
      /\bno[- ]lose\b|\bno way (?:to|you can|you could|you'll) lose\b|\bcan(?:'t|not)[- ]miss\b/gi,
      /\bnever (?:go(?:es)? down|lose(?:s)? value|decline|fall)\b|\bonly (?:go|goes|going) (?:up|higher)\b|\bcan(?:'t|not) (?:go down|fall|decline|drop)\b/gi,
      /\b(?:no|zero) (?:downside|losses|losing)\b|\bwithout (?:any )?(?:losses|downside)\b/gi,
      /\b(?:can(?:no|')t|can not|won't|will not|could not|couldn't|never|impossible to|no way (?:to|you can|you could|you'll))(?: ever| possibly| really)? (?:shrink|lose money|lose value|go to zero|lose a (?:dime|penny|cent))\b|\bcan(?:'|no)?t[- ]lose\b|\bno matter (?:what|how)(?: (?:[\w']+ ){0,2}(?:does|do|happens|happen|moves?|behaves?|goes))?\b|\b(?:stays|remains) (?:100%|fully|completely|totally) (?:intact|safe|protected|secure)\b|\bnever see (?:red|a loss|losses|a losing)\b|\beasy (?:money|profits?|gains?|income|returns?)\b|\bcan(?:no|')t (?:possibly )?fail\b|\bturn every \$\d[\d,]* into \$\d|\b(?:like )?printing money\b|\b(?:money|cash) machine\b|\bfree money\b|\bwin[- ]win\b/gi,
      /\bno way (?:this|it|you|we|that)(?: \w+){0,3}? (?:lose|loses|lost|fail|fails|goes wrong)\b|\b(?:comes?|coming) back (?:doubled|tripled)\b|\bas safe as (?:houses|a (?:bank|savings account|CD|treasury)|the bank|cash|treasuries)\b|\bsafe as houses\b/gi,
      /\bnever (?:again )?(?:take|suffer|have|see|book) (?:a |another )?(?:loss|losing)\b|\bnever (?:have to )?worry about (?:money|losing|losses|the market)\b|\b(?:loss(?:es)?|losing (?:trades?|years?|months?|positions?)) (?:are|is) a thing of the past\b|\bwithout fail\b|\blike clockwork\b/gi,
      /\bwatch (?:it|them|your (?:money|investment|stake|\$\d[\d,]*)) (?:turn|grow|multiply|double|triple|balloon|snowball) (?:into|to)\b|\bdownside is (?:fully |completely |totally )?(?:covered|protected|eliminated|gone|zero)\b|(?:^|[.!?] )(?:collect|earn|make|pocket|bank|receive) \$\d[\d,]*(?:\.\d+)? (?:a|per|every) (?:month|week|day|year)\b|\bnever (?:have to )?worry about (?:a |another )?(?:market )?(?:crash|crashes|downturn|losing money)\b/gi,
      /\bcomes? back (?:to you )?(?:intact|whole|in full|untouched|with (?:a |an )?\d)|\bsafe from (?:any|every|all|the next)\b|\bcan(?:not|'t) (?:come out behind|end up behind|come out worse)\b|\bpays? you \d+(?:\.\d+)?\s?% (?:a|per|every) (?:month|week|year|quarter)\b|\bwithout ever risking\b/gi,
      /\bwhether (?:the )?(?:market|stocks?|prices?|it|rates|the economy)\b[^.!?]{0,20}\bup,? (?:or )?down\b|\bwith (?:none of the|no|zero) (?:worry|worries|stress|sleepless nights)\b|\b(?:checks?|income|payments?|paychecks?|dividends?|cash|money)\b[^.!?]{0,40}\bfor (?:life|the rest of your life)\b|\blosses (?:simply )?(?:aren't|are not|isn't|is not) (?:part of|in)\b|\bevery (?:trade|pick|position|recommendation|signal)\b[^.!?]{0,40}\b(?:wins?|winners?|pays? off)\b|(?:^|[.!?] )turn (?:your |just |a mere |every )?\$\d[\d,]*k? into\b|\bno (?:scenario|situation|case|way) (?:where|in which) you (?:walk away with less|end up with less|come out with less|lose)\b|\bthe only (?:direction|way) (?:your|the|its|their) \w+ (?:moves?|goes?|can go) is up\b|\b(?:engineered|designed|built|taken|squeezed|wrung) (?:the|all the|every bit of) risk (?:right )?out\b|\brock[- ]solid (?:safety|security|returns?|income|gains?)\b|\bprotected on the way down\b/gi,
      // The reader's money or future is settled: "your retirement is handled", "can only grow".
      /\b(?:your|the) (?:principal|capital|savings|money|nest egg|retirement|income|future|account)\b (?:is|are) (?:\w+ )?(?:handled|taken care of|untouchable|bulletproof|set for life|in the bag|sorted|a done deal)\b|\bcan only (?:grow|rise|climb|increase|go up|get bigger)\b|\bgot you covered (?:whichever|whatever|no matter|either) way\b/gi,
      // The payoff does not depend on the market: "in good markets and bad", "heads you win".
      /\b(?:makes?|earns?|pays?|wins?|profits?|keeps? (?:flowing|paying|growing|climbing|coming))\b[^.!?]{0,30}\b(?:in|through) (?:good (?:markets|times|years) and bad|any (?:kind of )?market|all (?:kinds of )?markets|every (?:kind of )?market)\b|\bbull (?:market )?or bear(?: market)?,? (?:this|your|our|it|you)\b|\bwhatever (?:happens|the market does)\b|\bwhen (?:stocks|the market|markets|everything else) (?:crash|fall|tank|drop|plunge)\w*,? (?:this|your|our) [\w -]{1,20}? (?:just )?(?:keeps?|still|goes up|rises|climbs)\b|\bheads[- ]you[- ]win\b|\bmoney in the bank\b|\b(?:bank|count) on (?:\d|a steady|steady|\$)|\b(?:insulated|shielded|protected|immune) from (?:every|any|all)\b|\b(?:all|most) of the (?:upside|reward|gains?) with none of the\b|\bnone of the (?:downside|risk|losses|volatility)\b|\bthe worst (?:thing that can happen|case)\b[^.!?]{0,40}\b(?:make|still|profit|less)\b|\bnothing short of\b[^.!?]{0,40}\b(?:go bad|go wrong|lose|fail)\b|\b(?:dependable|reliable|steady|consistent|rock[- ]steady) \$?\d[\d,.]*%? (?:a|per|every) (?:year|month|week|quarter)\b|\bvirtually (?:certain|assured|guaranteed)\b|\b(?:returns?|gains?|profits?) (?:are|is) baked in\b|\byear in(?:,)? (?:and )?year out\b/gi,
      // A payout promised never to fall: "a yield that will never be cut", "won't ever be trimmed";
      // a position that "cannot finish in the red".
      /\b(?:will|'ll|can|is|are|gets?) never (?:ever )?(?:be |get )?(?:cut|reduced|trimmed|lowered|slashed|suspended)\b|\b(?:won't|will not|can't|cannot) (?:ever )?(?:be |get )?(?:cut|trimmed|slashed|suspended)\b(?! (?:by|if|unless|when|in)\b)|\b(?:can(?:no|')t|won't|will not|never) (?:possibly |ever )?(?:finish|end|close|wind up|end up) (?:\w+ ){0,2}in the red\b/gi,
      /\bcan(?:'t|not) go wrong\b|\b(?:no|zero) (?:chance|possibility|way) (?:of|to) (?:los(?:e|ing)|fail\w*)\b|\bnever (?:have to )?worry about (?:losing|losses|the market)\b|\bnever had a losing (?:year|trade|month|quarter|pick)\b/gi,
    ],
    guards: ["name", "negation"],
    reason,
    rewrite: (sentence) =>
      tidy(
        sentence
          .replace(
            /\b(?:can(?:no|')t|can not|won't|will not|never|could not|couldn't) (?:possibly |ever |really )?lose\b/gi,
            "could still lose",
          )
          .replace(/\bno[- ]lose\b/gi, "speculative")
          .replace(/\bno way (?:to|you can|you could|you'll) lose\b/gi, "a real chance of losing")
          .replace(/\bcan(?:'t|not)[- ]miss\b/gi, "speculative")
          .replace(
            /\b(?:can )?(?:never (?:go(?:es)? down|lose(?:s)? value|decline|fall)|only (?:go|goes|going) (?:up|higher)|can(?:'t|not) (?:go down|fall|decline|drop))\b/gi,
            "can go down as well as up",
          )
          .replace(/\b(?:no|zero) (?:downside|losses|losing)\b/gi, "real downside risk")
          .replace(/\bcan(?:'t|not) go wrong\b/gi, "could still be wrong")
          .replace(
            /\b(?:can(?:no|')t|can not|won't|will not|could not|couldn't|never|impossible to|no way (?:to|you can|you could|you'll))(?: ever| possibly| really)? (shrink|lose money|lose value|go to zero)\b/gi,
            "could still $1",
          )
          .replace(/\bcan(?:'|no)?t[- ]lose\b/gi, "speculative")
          .replace(
            /,? ?\bno matter what (?:the (?:market|economy|fed) (?:does|do)|happens)\b/gi,
            " when conditions allow",
          )
          .replace(/\bfree money\b/gi, "a speculative opportunity")
          .replace(/\bwin[- ]win\b/gi, "speculative")
          .replace(
            /\b(?:no|zero) (?:chance|possibility|way) (?:of|to) (?:los(?:e|ing)|fail\w*)\b/gi,
            "a real chance of loss",
          )
          .replace(
            /\bnever (?:have to )?worry about (?:losing|losses|the market)\b/gi,
            "still face the risk of loss",
          )
          .replace(/\bwithout (?:any )?(?:losses|downside)\b/gi, "with real downside risk"),
      ),
    examples: {
      flagged: [
        "With this system you simply can't lose.",
        "This stock can only go up from here.",
        "There is zero downside to this trade.",
      ],
      compliant: [
        "Never lose sight of your long-term goals.",
        "Investors can lose money, including their principal.",
        "Every position carries some downside.",
      ],
    },
  },
  {
    id: "promissory.sure_thing",
    anchors: ["sure", "safe", "certain", "slam", "fool", "bullet", "fail", "brainer"],
    category: "promissory",
    severity: "block",
    title: "Sure things, sure bets and foolproof systems",
    patterns: [
      /\b(?:sure|sure[- ]?fire) (?:thing|bet|winners?|win|profits?|money|payoffs?|gains?|returns?|income)\b|\b(?:safe|certain) (?:bet|winners?|thing|profits?|payoffs?)\b/gi,
      /\bsure[- ]?fire\b|\bslam[- ]dunk\b|\bfool[- ]?proof\b|\bbullet[- ]?proof\b|\bfail[- ]?safe\b|\bcan't[- ]fail\b|\bno[- ]brainer\b/gi,
    ],
    guards,
    reason,
    rewrite: chain(
      replaceAll(
        /\b(?:sure[- ]?fire|sure|safe|certain|slam[- ]dunk|can't[- ]fail)\b/gi,
        "speculative",
      ),
      replaceAll(/\b(?:fool[- ]?proof|bullet[- ]?proof|fail[- ]?safe)\b/gi, "carefully built"),
      replaceAll(/\bno[- ]brainer\b/gi, "idea worth weighing"),
    ),
    examples: {
      flagged: [
        "This little biotech is a sure bet for 2025.",
        "Follow our foolproof system for picking winners.",
        "Buying this dip is a no-brainer.",
      ],
      compliant: [
        "Make sure you read the prospectus before investing.",
        "Certain stocks pay dividends every quarter.",
        "No stock is ever a safe bet.",
      ],
    },
  },
  {
    id: "promissory.multiply_money",
    anchors: ["double", "triple", "quadruple", "10x", "multipl"],
    category: "promissory",
    severity: "block",
    title: "Promises to double or triple the reader's money",
    patterns: [
      /\b(?:double|triple|quadruple|10x|multiply) (your|their|his|her) (money|investment|savings|portfolio|wealth|cash|nest egg|income|account|retirement)\b/gi,
      /\b(?:doubles|triples|quadruples|multiplies) (?:your|their|his|her|every|each) (?:money|investment|savings|portfolio|wealth|cash|nest egg|deposit|stake|capital|dollar)\b/gi,
    ],
    guards: ["negation"],
    reason,
    rewrite: replaceAll(
      /\b(?:double|triple|quadruple|10x|multiply) (your|their|his|her) (money|investment|savings|portfolio|wealth|cash|nest egg|income|account|retirement)\b/gi,
      "work toward growing $1 $2 over time",
    ),
    examples: {
      flagged: [
        "Double your money in just 90 days.",
        "This one trade could triple your savings.",
        "Learn how to 10x your portfolio this year.",
      ],
      compliant: [
        "Doubling your savings rate is a sound habit.",
        "No strategy can reliably double your money.",
        "The company doubled its dividend in 2023.",
      ],
    },
  },
  {
    id: "promissory.you_will_profit",
    anchors: [
      "you're going",
      "you are going",
      "will",
      "'ll",
      "going to",
      "set to",
      "sure to",
      "make you",
    ],
    category: "promissory",
    severity: "block",
    title: "Telling readers they will make money",
    patterns: [
      /\b(?:you|investors|subscribers|readers|members|everyone|you and your family)(?:'ll| will| are going to|'re going to| are set to| are sure to)(?: \w+ly)? (?:make|earn|pocket|collect|bank|get rich|profit|double|triple|retire|see|lock in|enjoy|receive|rake in|grow)\b(?=[^.!?]{0,50}(?:\$|%|money|profits?|gains?|returns?|income|rich|fortune|wealth|dividends?|payouts?|cash|windfall|millionaire|early|comfortably))/gi,
      /\bmake you (?:rich|wealthy|a millionaire|a fortune|a lot of money)\b|\b(?:you'll|you will|you're going to|you are going to) be (?:rich|wealthy|a millionaire|financially (?:free|independent|secure)|set for life)\b/gi,
    ],
    guards: ["negation", "hedge"],
    reason,
    rewrite: (sentence) =>
      tidy(
        sentence
          .replace(
            /(?:'ll| will| are going to|'re going to| are set to| are sure to)(?= )/i,
            " could",
          )
          .replace(
            /\bmake you (?:rich|wealthy|a millionaire|a fortune|a lot of money)\b/gi,
            "help you pursue your goals",
          ),
      ),
    examples: {
      flagged: [
        "You will earn 15% a year on this income play.",
        "Subscribers are going to pocket huge gains this spring.",
        "This stock will make you rich.",
      ],
      compliant: [
        "You could earn more by comparing savings rates.",
        "You will receive your first issue on Tuesday.",
        "If the trade works, you'll collect the dividend in June.",
      ],
    },
  },
  {
    id: "promissory.assured",
    anchors: [
      "a given",
      "sure thing",
      "lock",
      "sure to",
      "guaranteed to",
      "bound to",
      "destined to",
      "assured",
      "locked",
      "certain",
      "promise",
      "lock in",
    ],
    category: "promissory",
    severity: "block",
    title: "Promised, assured or locked-in gains",
    patterns: [
      /\b(?:assured|locked[- ]in|certain|promised) (?:returns?|profits?|gains?|payouts?|riches|wealth)\b/gi,
      /\block(?:s|ed|ing)? in (?:\w+ ){0,2}(?:gains|profits|returns|riches)\b/gi,
      /\b(?:profits?|gains?|returns?|payouts?|income) (?:are|is) (?:\w+ )?(?:locked in|assured|certain|a sure thing|a given)\b/gi,
      /\b(?:certain|sure|guaranteed|bound|destined) to (?:come out ahead|profit|win|make money|make a (?:profit|killing|fortune)|get rich|succeed|beat the market|pay off)\b/gi,
      /\bpromise(?:s|d)? (?:you )?(?:\w+ ){0,3}?(?:returns?|profits?|gains?|\d+(?:\.\d+)?%|to (?:make|double|grow|triple) )/gi,
    ],
    guards,
    reason,
    rewrite: chain(
      replaceAll(
        /\b(?:assured|locked[- ]in|certain|promised) (returns?|profits?|gains?|payouts?|riches|wealth)\b/gi,
        "potential $1",
      ),
      replaceAll(/\block(s|ed|ing)? in\b/gi, "pursue$1"),
      replaceAll(
        /\b(?:virtually |almost |all but )?(?:certain|sure|guaranteed|bound|destined) to (come out ahead|profit|win|make money|make a (?:profit|killing|fortune)|get rich|succeed|beat the market|pay off)\b/gi,
        "aiming to $1, with no certainty,",
      ),
      replaceAll(/\bpromises\b/gi, "aims for"),
      replaceAll(/\bpromised\b/gi, "aimed for"),
      replaceAll(/\bpromise\b/gi, "aim for"),
    ),
    examples: {
      flagged: [
        "Our covered-call method delivers assured returns.",
        "Lock in massive gains before the next earnings call.",
        "We promise you 20% a year.",
      ],
      compliant: [
        "You can lock in a 5% rate on a one-year CD.",
        "We promise to email the issue every Tuesday.",
        "No adviser can promise returns.",
      ],
    },
  },
  {
    id: "promissory.any_outcome",
    anchors: [
      "no matter",
      "whichever",
      "either way",
      "rain or shine",
      "whatever",
      "up or down",
      "any market",
      "every market",
      "all markets",
      "nothing",
      "certain",
      "sure",
      "assured",
      "predictable",
      "risk-free",
      "riskless",
      "every",
      "each",
      "per ",
      " a day",
      " a week",
      "pure",
      "free",
      "easy",
      "guaranteed",
      "drawdown",
      "losing",
    ],
    category: "promissory",
    severity: "block",
    title: "Gains or income whatever the market does",
    patterns: [
      // Payment promised whichever way the market goes: the shape of a no-risk claim.
      /\b(?:paid|profit\w*|earn\w*|make money|win|gains?|income|returns?|cash|checks?|payouts?|dividends?)\b[^.!?]{0,50}?\b(?:no matter (?:what|which|how|where)|whichever way|either way|rain or shine|whatever (?:happens|the (?:market|economy|fed|stock|price)\w*)|(?:in )?(?:any|every|all) (?:kind of )?markets?|up or down|(?:up|rising|bull) (?:markets?|or) (?:(?:and|or) )?(?:down|falling|bear)(?: markets?)?)/gi,
      /\b(?:no matter (?:what|which way|how)|whichever way|rain or shine|whatever (?:happens|the market does))\b[^.!?]{0,50}?\b(?:paid|profit\w*|earn\w*|make money|win|gains?|income|returns?|cash|checks?|payouts?|dividends?)\b/gi,
      // "certain, steady income", "sure profits": certainty given to the gain itself.
      // Case-sensitive so a name ("Sure Dividend", "Certain Returns") is not read as a claim.
      /\b(?:[Cc]ertain|[Ss]ure|[Aa]ssured|[Pp]redictable|[Rr]isk-free|[Rr]iskless)(?:,? (?:and )?(?:steady|growing|reliable|regular|monthly|weekly|annual|yearly|big|high|fat|passive|rising|lifetime|consistent|strong|solid|huge|massive|double-digit|triple-digit|tax-free|juicy|generous|\d+%))* (?:income|returns?|profits?|gains?|payouts?|yields?|cash flow|paychecks?|dividends?|wealth|money)\b/g,
      /\b(?:lose|risk) nothing\b/gi,
      // A figure paid on a short fixed schedule is a promised income, not a dividend policy:
      // "pays out 4% a week", "get paid $850 every Friday", "pure profit every trading day".
      /\b(?:pays?(?: out| you)?|paid|earns?|collect|pocket|get)\b[^.!?]{0,30}?(?:\d\s?%|\$\s?\d[\d,.]*)[^.!?]{0,20}?\b(?:every|each|a|per) (?:single )?(?:day|week|trading day|(?:mon|tues|wednes|thurs|fri)day)\b/gi,
      /\b(?:pure|free|easy|guaranteed) (?:profits?|money|cash)\b(?! flows?\b)|\b(?:with|without) (?:no|zero|a single|any) (?:drawdowns?|losing (?:trades?|days?|weeks?|months?|years?))\b/gi,
    ],
    guards: ["negation", "name", "hedge"],
    reason,
    rewrite: () => null,
    examples: {
      flagged: [
        "You collect income no matter which way the market breaks.",
        "Enjoy certain, growing dividends for life.",
        "Risk nothing and keep every gain.",
      ],
      compliant: [
        "No strategy pays off no matter what the market does.",
        "Dividends can be cut, whatever the company says today.",
        "No fund can offer certain income.",
        "We favour strong free cash flow and manageable debt.",
      ],
    },
  },
];
