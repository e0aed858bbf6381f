import type { Rule } from "../rule";
import { categoryReasons, RISK_SENTENCE } from "./reasons";

const reason = categoryReasons.promissory;

/**
 * Promises of returns, income or safety (FINRA Rule 2210(d)(1)(B)). A modal does not soften a
 * promise: "could turn $500 into $2 million" is still one, so these rules have no hedge guard.
 */
export const promissoryRules: Rule[] = [
  {
    id: "promissory.guarantee",
    category: "promissory",
    severity: "block",
    title: "Guarantees of returns or outcomes",
    phrases: ["guarant*"],
    // Terms of art and insured or contractual guarantees are facts, not promises.
    except: [
      "(money|satisfaction|refund|price) (back)? guarant*",
      "{number} day (money back)? guarant*",
      "guarant* (investment|investments) (certificate|certificates|contract|contracts|fund|funds)",
      "guarant* (minimum|lifetime|income benefit|death benefit|withdrawal benefit|rate|renewable)",
      "(fdic|ncua|sipc|government|federally|federal|treasury|state|u.s) (insured|guaranteed|backed)",
      "guarant* by (the)? (fdic|ncua|sipc|u.s|us|united states|federal|government|full faith|treasury|issuer|insurer|insurance company)",
      "{name} guarant*",
    ],
    unless: [
      "(annuity|annuities|insurer|insurance|insured|fdic|ncua|sipc|certificate of deposit|treasury|treasuries)",
    ],
    reason,
    rewrite: {
      replace: [
        ["guarant* (that)? (you'll|you will)", "aim to help you"],
        ["(is|are) guaranteed to", "could"],
        ["guaranteed to", "meant to"],
        ["(a|our|with a|with our) guarantee of", "a target of"],
        ["guaranteed", "potential"],
        ["guarantees", "aims for"],
        ["guaranteeing", "aiming for"],
        ["guarantee", "aim for"],
      ],
    },
    examples: {
      flagged: [
        "This strategy guarantees a steady income.",
        "Enjoy guaranteed profits every single month.",
        "We guarantee you'll make money on this trade.",
        "Signalator guarantees you receive at least 100 pips of net profit.",
      ],
      compliant: [
        "Past performance does not guarantee future results.",
        "Guaranteed investment certificates pay a fixed rate for a set term.",
        "There is no guarantee that any strategy will work.",
        "Bank deposits are guaranteed by the FDIC up to $250,000.",
        "If someone guarantees you a return, walk away and report it.",
      ],
    },
  },
  {
    id: "promissory.risk_free",
    category: "promissory",
    severity: "block",
    title: "Claims that an investment is free of risk or completely safe",
    phrases: [
      "(risk free|riskless|no risk|zero risk|risk proof)",
      "without (any|the)? risk",
      "(free|freedom) (of|from) (all|any)? risk",
      "(100%|completely|totally|perfectly|absolutely|entirely|fully|always|utterly) (safe|secure|protected)",
      "(remove*|removing|eliminat*|take|takes|taking|took|taken) (all|every bit of)? (the)? risk (out|away)",
      "(never|not ever) (be)? (at risk|in danger|in jeopardy)",
      "(protected|shielded|insulated|immune|safe) (from|against) (any|all|every)? (loss|losses|downside|crash|crashes|market crashes|downturns|declines)",
      "(all|most) (of)? the (upside|reward|rewards|gains) (with|and) (none|no) (of the)? (downside|risk)",
    ],
    except: [
      "risk free (rate|rates|asset|assets|interest|benchmark|yield|yields|return in|treasury|bond|bonds)",
      "{percent} risk free",
    ],
    reason,
    rewrite: {
      replace: [
        [
          "(completely|totally|100%|absolutely)? (risk free|riskless|no risk|zero risk|risk proof)",
          "lower-risk",
        ],
        ["without (any|the)? risk", "with some risk"],
        ["(free|freedom) (of|from) (all|any)? risk", "with some risk"],
        [
          "(100%|completely|totally|perfectly|absolutely|entirely|fully|always|utterly) (safe|secure|protected)",
          "designed to limit risk",
        ],
        ["*", "exposed to market risk"],
      ],
      append: RISK_SENTENCE,
    },
    examples: {
      flagged: [
        "Our income portfolio is completely risk-free.",
        "Earn 9% a year without any risk.",
        "Your savings are 100% safe with this plan.",
        "Realize safety and appreciation, protected from any market crash.",
      ],
      compliant: [
        "No investment is risk-free.",
        "Analysts compare returns with the risk-free rate.",
        "Nothing in the markets is free of risk.",
        "Treasury bills are often used as a proxy for a risk-free asset.",
      ],
    },
  },
  {
    id: "promissory.cannot_lose",
    category: "promissory",
    severity: "block",
    title: "Claims that the reader cannot lose or the price only goes up",
    phrases: [
      "(can't|won't|never|couldn't|can never|will never|cannot possibly|can't possibly) (ever|possibly|really)? (lose|losing|lost) (money|a dime|a penny|a cent|value|a single|out)?",
      "(no lose|can't miss|can't fail|can't go wrong|no way to lose|impossible to lose)",
      "(never|can't|won't|cannot) (ever)? (go|goes|going) (down|lower|to zero)",
      "(only|can only) (go|goes|going|move|moves) (up|higher|one way)",
      "can only (grow|rise|climb|increase|get bigger)",
      "(no|zero|without) (downside|losses|losing (trades|days|months|years|positions))",
      "(never|not once) (had|have|has|suffered|taken|took|seen|saw) (a|one)? (losing|down|negative) (trade|year|month|quarter|pick|day)",
      "(never|not) (see|suffer|take) (a|another)? (loss|losses|red)",
      "never (have to)? worry about (losing|losses|money|a crash|the market)",
      "closest thing to (free money|a sure thing|never losing|risk free)",
      "(free|easy) (money|cash|profits|profit|gains)",
    ],
    except: ["lose (sight|track|touch|focus|hope|heart|interest|patience|sleep)"],
    reason,
    rewrite: {
      replace: [
        [
          "(can't|won't|never|couldn't|can never|will never|cannot possibly|can't possibly) (ever|possibly|really)? (lose|losing|lost)",
          "could still lose",
        ],
        ["(no lose|can't miss|can't fail)", "speculative"],
        ["can't go wrong", "could still go wrong"],
        [
          "(never|can't|won't|cannot) (ever)? (go|goes|going) (down|lower|to zero)",
          "can go down as well as up",
        ],
        [
          "(only|can only) (go|goes|going|move|moves) (up|higher|one way)",
          "can go down as well as up",
        ],
        ["can only (grow|rise|climb|increase|get bigger)", "can fall as well as rise"],
        ["(no|zero|without) (downside|losses|losing)", "real downside risk and"],
        ["(free|easy) (money|cash|profits|profit|gains)", "a speculative opportunity"],
        ["*", "a chance of loss"],
      ],
    },
    examples: {
      flagged: [
        "With this system you simply can't lose.",
        "This stock can only go up from here.",
        "There is zero downside to this trade.",
        "It's about the closest thing to never losing money.",
        "So if you get in at the floor, the stock CANNOT go lower.",
      ],
      compliant: [
        "Never lose sight of your long-term goals.",
        "Investors can lose money, including their principal.",
        "Every position carries some downside.",
        "Prices can go down as well as up.",
      ],
    },
  },
  {
    id: "promissory.sure_thing",
    category: "promissory",
    severity: "block",
    title: "Sure things, sure bets and foolproof systems",
    phrases: [
      "(sure|surefire|sure fire|safe|certain|can't miss) (thing|bet|bets|winner|winners|win|profit|profits|money|payoff|gain|gains|return|returns|income|deal|trade)",
      "(foolproof|fool proof|bulletproof|bullet proof|failsafe|fail safe|no brainer|slam dunk|lock)",
      "(trade|invest|profit|win) with (total|complete|absolute)? certainty",
    ],
    except: [
      "(make|makes|making|made) sure",
      "lock (up|down|in a rate|in your rate|in a yield)",
      "(safe|safer) (haven|havens|harbor|harbour)",
      "certain (of|that)",
    ],
    reason,
    rewrite: {
      replace: [
        ["(sure|surefire|sure fire|safe|certain|can't miss|slam dunk)", "speculative"],
        ["(foolproof|fool proof|bulletproof|bullet proof|failsafe|fail safe)", "carefully built"],
        ["no brainer", "idea worth weighing"],
        ["with (total|complete|absolute)? certainty", "with discipline"],
      ],
    },
    examples: {
      flagged: [
        "This little biotech is a sure bet for 2025.",
        "Follow our foolproof system for picking winners.",
        "Buying this dip is a no-brainer.",
        "Learn to trade with certainty.",
      ],
      compliant: [
        "Make sure you read the prospectus before investing.",
        "Certain stocks pay dividends every quarter.",
        "No stock is ever a safe bet.",
        "Gold has long been treated as a safe haven.",
      ],
    },
  },
  {
    id: "promissory.multiply_money",
    category: "promissory",
    severity: "block",
    title: "Promises to multiply the reader's money",
    phrases: [
      "({multiple}|doubl*|tripl*|quadrupl*|multipl*|10x|explode|supercharge) ({you}|their|his|her) (money|investment|investments|savings|portfolio|wealth|cash|nest egg|account|accounts|capital|stake|retirement|income|net worth)",
      "turn (every|each|a|your|just|a mere|a measly|as little as|only)? {amount} into {amount}",
      "(grow|turn|transform|multiply|parlay) (every|each|a|your|just|a mere|as little as|only)? {amount} (into|to) (over|more than)? {amount}",
      "{amount} (into|becomes|become|becoming) {amount}",
      "(take|took|taking|turn|turned|turning) a few (thousand|hundred) (dollars|bucks) into (a few)? (million|millions|a fortune)",
    ],
    reason,
    except: [
      "(money|investment|savings|portfolio|wealth|cash|income|account|capital|retirement) (rate|rates|habit|habits|contribution|contributions|goal|goals|target|targets)",
    ],
    rewrite: {
      replace: [
        ["({multiple}|doubl*|tripl*|quadrupl*|multipl*|10x|explode|supercharge)", "grow"],
        ["*", "grow your money over time, with the risk of loss"],
      ],
    },
    examples: {
      flagged: [
        "Double your money in just 90 days.",
        "This one trade could triple your savings.",
        "Learn how to 10x your portfolio this year.",
        "These 7 stocks could turn $200 into $6.6 million.",
        "Go buy it now and quadruple your money quick!",
      ],
      compliant: [
        "Doubling your savings rate is a sound habit.",
        "No strategy can reliably double your money.",
        "The company doubled its dividend in 2023.",
        "A promoter who says he can turn $500 into $50,000 is a red flag.",
      ],
    },
  },
  {
    id: "promissory.income",
    category: "promissory",
    severity: "block",
    title: "Income or returns promised to the reader",
    phrases: [
      "({you}|anyone|everyone) (will|*'ll|can|could|are going to|stand to|should|would|might|may)? (easily|potentially|quickly|reliably|soon|now|realistically)? (be)? {earn} (up to|at least|over|more than|as much as|an extra|another)? ({amount}|{percent}|{multiple})",
      "{earn} (up to|at least|over|more than|as much as|an extra|another)? ({amount}|{percent}) (or more)? (in (extra|passive|monthly|weekly)? (income|profit|profits|cash))? {period}",
      "(pays|pay|paying|paid) (you|investors|members|subscribers)? (up to|at least|over|an extra)? ({amount}|{percent}) (or more)? {period}",
      "{amount} (or more)? {period} (in|of) (extra|passive|additional|steady|guaranteed)? (income|profits|cash|paychecks)",
      "(make|makes|making|earn|earns|earning) (a|the)? (fortune|killing|bundle|mint|millions|six figures|seven figures|full time income|living) (trading|investing|from home|in the market|in stocks|on autopilot|while you sleep|part time)?",
      "(make|makes|made|earn|earns) (a)? (fortune|killing|mint)",
      "make (you|them) (rich|wealthy|a millionaire|a fortune|money)",
      "({you}|anyone) (will|*'ll|can|are going to|could) (get|become|be|retire) (rich|wealthy|a millionaire|financially free|set for life)",
      "(get|getting|become|becoming) (rich|wealthy|a millionaire) (quick|quickly|fast|overnight|trading|investing)",
      "(5 6|6 7|five|six|seven|eight) (figures|figure income|figure salary)",
    ],
    reason,
    rewrite: {
      replace: [
        [
          "(make|makes|making|earn|earns|earning|made) (a|the)? (fortune|killing|bundle|mint|millions|six figures|seven figures|full time income|living)",
          "learn how markets work",
        ],
        [
          "make (you|them) (rich|wealthy|a millionaire|a fortune|money)",
          "help you pursue your goals",
        ],
        [
          "(get|become|be|retire) (rich|wealthy|a millionaire|financially free|set for life)",
          "work toward your goals",
        ],
        ["(get|getting|become|becoming) (rich|wealthy|a millionaire)", "investing"],
        [
          "(5 6|6 7|five|six|seven|eight) (figures|figure income|figure salary)",
          "some income, or lose money",
        ],
        [
          "({amount}|{percent}) (or more)? (in (extra|passive|monthly|weekly)? (income|profit|profits|cash))? {period}",
          "income that may vary, with a risk of loss",
        ],
        ["({amount}|{percent}|{multiple})", "a return that may vary, with a risk of loss"],
      ],
    },
    examples: {
      flagged: [
        "You will earn 15% a year on this income play.",
        "I'll show you how you can potentially make $24,840 dollars—or more—every single week.",
        "Collect $5,000 every month in extra income.",
        "This stock will make you rich.",
        "Invest in foreclosed homes, help others and make a fortune!",
        "You can make 5-6 figures if you follow our system.",
      ],
      compliant: [
        "You could earn more by comparing savings rates.",
        "You will receive your first issue on Tuesday.",
        "The fund paid a dividend of $0.42 a share in March.",
        "Nobody can promise you will earn 10% a year.",
      ],
    },
  },
  {
    id: "promissory.any_outcome",
    category: "promissory",
    severity: "block",
    title: "Gains or income whatever the market does",
    phrases: [
      "({gain}|{earn}|win|wins|profit|pays|paid) * (no matter (what|which way|how|where)|whichever way|either way|rain or shine|whatever (happens|the market does))",
      "(no matter (what|which way|how)|whichever way|rain or shine|whatever (happens|the market does)) * ({gain}|{earn}|win|wins|profit|pays|paid)",
      "({gain}|{earn}|win|wins|profit|pays|paid) * (in|through) (any|every|all) (kind of|kinds of)? (market|markets|economy|environment|conditions)",
      "(in|through) (good (markets|times|years) and bad|up (markets)? (and|or) down (markets)?|bull (markets)? (and|or) bear (markets)?)",
      "heads (you)? win",
      "(lose|risk) nothing",
      "(year in and year out|year in year out|like clockwork|without fail|month after month|week after week|every single (month|week|time|trade))",
      "(certain|sure|assured|predictable|locked in|promised) (steady|monthly|weekly|regular|big|high|growing|lifetime)? ({gain}|growth)",
      "(lock|locking|locked|locks) in (massive|huge|big|sizable|these|the|your)? (gains|profits|returns|riches)",
      "(bound|destined|certain|sure|guaranteed) to (profit|win|make money|succeed|pay off|get rich|come out ahead|beat the market)",
      "(promise|promises|promised|promising) (you|investors|our members|our subscribers)? * ({percent}|{amount}|returns|profits|gains|income|to (make|double|grow|triple|deliver))",
    ],
    except: ["(make|makes|made) sure"],
    reason,
    rewrite: {
      replace: [
        [
          "(no matter (what|which way|how|where)|whichever way|either way|rain or shine|whatever (happens|the market does))",
          "when conditions allow",
        ],
        [
          "(in|through) (any|every|all) (kind of|kinds of)? (market|markets|economy|environment|conditions)",
          "in favourable markets",
        ],
        [
          "(year in and year out|year in year out|like clockwork|without fail|month after month|week after week|every single (month|week|time|trade))",
          "at times",
        ],
        ["(certain|sure|assured|predictable|locked in|promised)", "potential"],
        ["(lock|locking|locked|locks) in", "pursue"],
        ["(bound|destined|certain|sure|guaranteed) to", "aiming to"],
        [
          "(promise|promises|promised|promising) (you|investors|our members|our subscribers)?",
          "aim for",
        ],
        ["(lose|risk) nothing", "accept some risk"],
        ["*", "with the risk of loss"],
      ],
    },
    examples: {
      flagged: [
        "You collect income no matter which way the market breaks.",
        "Enjoy certain, growing dividends for life.",
        "Risk nothing and keep every gain.",
        "We promise you 20% a year.",
        "Lock in massive gains before the next earnings call.",
      ],
      compliant: [
        "No strategy pays off no matter what the market does.",
        "Dividends can be cut, whatever the company says today.",
        "We promise to email the issue every Tuesday.",
        "No adviser can promise returns.",
      ],
    },
  },
];
