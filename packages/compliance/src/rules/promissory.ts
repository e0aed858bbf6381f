import type { Rule } from "../rule";
import { categoryReasons, RISK_SENTENCE } from "./reasons";

const reason = categoryReasons.promissory;

/** A fortune made from markets ("make a killing"), and how ("trading from home"): phrase parts. */
const FORTUNE =
  "(a|the)? (fortune|killing|bundle|mint|millions|six figures|seven figures|full time income|living)";
const FORTUNE_HOW =
  "(trading|investing|from home|in the market|in stocks|on autopilot|while you sleep|part time)?";

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
      "the (guaranteed|promised)",
    ],
    unless: [
      "(annuity|annuities|insurer|insurance|insured|fdic|ncua|sipc|certificate of deposit|treasury|treasuries|gic|gics|claims paying)",
    ],
    reason,
    rewrite: {
      replace: [
        ["guarant* (that)? (you'll|you will)", "aim to help you"],
        ["(is|are) guaranteed to", "could"],
        ["guaranteed to", "meant to"],
        ["(a|our|with a|with our) guarantee of", "a target of"],
        ["(a|the|our|any) guarantee", "a goal"],
        ["guaranteed", "potential"],
        ["guarantees", "aims to deliver"],
        ["guaranteeing", "aiming for"],
        ["guarantee", "aim for"],
      ],
      fallback: "Returns are not guaranteed, and you could lose money.",
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
      "(remove*|removing|eliminat*|take|takes|taking|took|taken) (all|every bit of)? (the)? risk (out|away|from)",
      "risk is (almost|nearly|virtually|practically|basically)? (0|zero|nil|non existent|nonexistent|gone|eliminated)",
      "(safer|as safe as|safe as) (a|the|your)? (bank|banks|cd|cds|treasury|treasuries|savings account|cash|houses)",
      "(recession|crash|inflation|bear market) (proof)",
      "(principal|capital|savings|nest egg|deposit) (is|are|stays|remains|will stay|will remain|will be) (completely|fully|totally|100%|always)? (untouchable|bulletproof|untouched|intact|protected|secure|safe)",
      "consider * (untouchable|bulletproof|safe|protected)",
      "(never|not ever) (be)? (at risk|in danger|in jeopardy)",
      "(protected|shielded|insulated|immune|safe) (from|against) (any|all|every)? (loss|losses|downside|crash|crashes|market crashes|downturns|declines)",
      "(all|most) (of)? the (upside|reward|rewards|gains) (with|and) (none|no) (of the)? (downside|risk)",
    ],
    except: [
      "risk free (rate|rates|asset|assets|interest|benchmark|yield|yields|return in|treasury|bond|bonds)",
      "risk free (return|returns) (is|are|in)",
      "(zero|no|little) risk of default",
      "(asset|investment|security) with zero risk",
      "protected only",
      "{percent} risk free",
      "(principal|capital) (protected|protection) (fund|funds|note|notes|product|products)",
    ],
    unless: ["(fdic|ncua|sipc|insured|insurance|insurer|annuity|annuities|claims paying|gic|gics)"],
    reason,
    rewrite: {
      replace: [
        ["(virtually|almost|practically)? (no|zero) risk", "some risk"],
        ["(completely|totally|100%|absolutely)? (risk free|riskless|risk proof)", "lower-risk"],
        ["without (any|the)? risk", "with some risk"],
        ["(free|freedom) (of|from) (all|any)? risk", "with some risk"],
        [
          "(100%|completely|totally|perfectly|absolutely|entirely|fully|always|utterly) (safe|secure|protected)",
          "relatively safe",
        ],
        [
          "(remove*|removing|eliminat*|take|takes|taking|took|taken) (all|every bit of)? (the)? risk (out|away|from)",
          "reduce some of the risk of",
        ],
        [
          "risk is (almost|nearly|virtually|practically|basically)? (0|zero|nil|non existent|nonexistent|gone|eliminated)",
          "risk is real",
        ],
        [
          "(safer than|as safe as|safe as) (a|the|your)? (bank|banks|cd|cds|treasury|treasuries|savings account|cash|houses)",
          "not as safe as a bank deposit",
        ],
        // An adjective for an adjective: "a recession-proof activity" reads "a relatively defensive
        // activity" (the risk sentence this rule adds says it can still lose value).
        ["(recession|crash|inflation|bear market) proof", "relatively defensive"],
        ["(untouchable|bulletproof|untouched|intact|protected|secure|safe)", "at risk"],
        ["(never|not ever)", "still"],
        ["(protected|shielded|insulated|immune) (from|against)", "exposed to"],
        ["(with|and) (none|no) (of the)? (downside|risk)", "with real downside risk"],
      ],
      append: RISK_SENTENCE,
      fallback: "Returns are not guaranteed, and you could lose money.",
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
      "closest thing to (free money|a sure thing|never losing|risk free)",
      "(free|easy) (money|cash|profits|profit|gains)",
      "(no|zero|little) (chance|possibility|way|risk) (of|to) (lose|losing|loss|fail|failing)",
      "no way * (lose|loses|losing|lost|fail|fails|go wrong|goes wrong)",
      "no (loss|lose)",
      "(can't|won't|never|cannot) (come|end|wind) (out|up) (behind|worse|with less)",
      "(no|zero) (scenario|situation|case|chance) (where|in which) * (less|lose|loses|losing|lost)",
      "(losses|losing trades|losing|loss) (simply|just)? (aren't|are not|isn't|is not|never) (part|an option|possible|in the cards)",
      "(with|without) (none of the|no|zero) (worry|worries|stress|downside|sleepless nights|volatility)",
      "never (have to)? (worry|fret|stress) (about)? * (crash|crashes|losses|losing|money|the market|downturns|downturn|outliving|running out)",
      "money in the bank",
    ],
    except: ["lose (sight|track|touch|focus|hope|heart|interest|patience|sleep)", "free cash flow"],
    reason,
    rewrite: {
      replace: [
        ["never (losing|lost)", "rarely losing"],
        // The subject stays and "will" goes: "You'll never lose" reads "You could still lose".
        ["you'll never (ever)? lose", "you could still lose"],
        ["we'll never (ever)? lose", "we could still lose"],
        ["(will|shall) never (ever)? lose", "could still lose"],
        [
          "(can't|won't|never|couldn't|can never|will never|cannot possibly|can't possibly) (ever|possibly|really)? (lose|losing|lost)",
          "could still lose",
        ],
        ["(no lose|can't miss|can't fail)", "speculative"],
        ["can't go wrong", "could still go wrong"],
        ["impossible to lose", "possible to lose"],
        ["no way to lose", "a real chance to lose"],
        [
          "(never|can't|won't|cannot) (ever)? (go|goes|going) (down|lower|to zero)",
          "can also fall",
        ],
        ["(only|can only) (go|goes|going|move|moves) (up|higher|one way)", "can also fall"],
        ["can only (grow|rise|climb|increase|get bigger)", "can also fall"],
        ["(no|zero) (downside|losses)", "real downside"],
        ["without (any)? (downside|losses)", "with real downside"],
        ["(no|zero) losing", "some losing"],
        ["(never|not once)", "occasionally"],
        [
          "(virtually|almost|practically)? (no|zero|little) (chance|possibility|risk)",
          "a real chance",
        ],
        ["no way", "a real chance"],
        ["no (loss|lose)", "speculative"],
        ["(can't|won't|cannot) (come|end|wind)", "could come"],
        ["(no|zero) (scenario|situation|case|chance) (where|in which)", "a real chance that"],
        ["(aren't|are not)", "are"],
        ["(isn't|is not)", "is"],
        ["(with|without) (none of the|no|zero)", "with some of the"],
        ["never (have to)? (worry|fret|stress)", "still have to think"],
        ["(free money|a sure thing|risk free)", "a speculative bet"],
        ["(free|easy)", "speculative"],
        ["money in the bank", "a speculative bet"],
      ],
      fallback: "Returns are not guaranteed, and you could lose money.",
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
      "(foolproof|fool proof|bulletproof|bullet proof|failsafe|fail safe|no brainer|slam dunk)",
      "(a|the) lock",
      "(trade|trading|invest|investing|profit|win) with (total|complete|absolute)? certainty",
      "(win|profit|make money) (both|either) ways",
    ],
    except: [
      "(a|the) lock to",
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
        ["(a|the) lock", "a speculative idea"],
        ["with (total|complete|absolute)? certainty", "with discipline"],
        ["(both|either) ways", "in some markets"],
      ],
      fallback: "Returns are not guaranteed, and you could lose money.",
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
      "turn (every|each|a|an|your|just|a mere|a measly|as little as|only)? {amount} (investment|stake|bet|account|deposit)? into {amount}",
      "(turn|turns|turned|grow|grows) (it|them) into {amount}",
      "(can|could|will|to) (multiply|grow|rise|soar|return|gain|climb|jump) (by)? ({huge}|{multiple})",
      "(potential|able|poised) to ({multiple}|doubl*|tripl*|quadrupl*|multipl*)",
      "(grow|turn|transform|multiply|parlay) (every|each|a|your|just|a mere|as little as|only)? {amount} (into|to) (over|more than)? {amount}",
      "{amount} (into|becomes|become|becoming) {amount}",
      "(take|took|taking|turn|turned|turning) a few (thousand|hundred) (dollars|bucks) into (a few)? (million|millions|a fortune)",
    ],
    reason,
    except: [
      // Told in the past, it is a result (a testimonial or a hypothetical), not a promise.
      "(turned|grew|transformed|multiplied|parlayed) * {amount} (investment|stake|bet|account|deposit)? (into|to) (over|more than)? {amount}",
      "(money|investment|savings|portfolio|wealth|cash|income|account|capital|retirement) (rate|rates|habit|habits|contribution|contributions|goal|goals|target|targets)",
    ],
    rewrite: {
      replace: [
        // After "potential", "able" or "poised" the verb stays an infinitive.
        [
          "to (multiply|grow|rise|soar|return|gain|climb|jump) (by)? ({huge}|{multiple}) (or (even)? more)?",
          "to rise or fall",
        ],
        [
          "(can|could|will) (multiply|grow|rise|soar|return|gain|climb|jump) (by)? ({huge}|{multiple}) (or (even)? more)?",
          "could rise or fall",
        ],
        ["(doubled|tripled|quadrupled|multiplied)", "grew"],
        ["(doubles|triples|quadruples|multiplies)", "grows"],
        ["(doubling|tripling|quadrupling|multiplying)", "growing"],
        // A list goes as one: "the potential to double, triple, or even quadruple your money"
        // reads "the potential to grow your money".
        [
          "({multiple}|doubl*|tripl*|quadrupl*|multipl*) ({multiple}|doubl*|tripl*|quadrupl*|multipl*)? (or|and) (even|possibly|maybe)? ({multiple}|doubl*|tripl*|quadrupl*|multipl*)",
          "grow",
        ],
        ["({multiple}|doubl*|tripl*|quadrupl*|multipl*|10x|explode|supercharge)", "grow"],
        ["into (over|more than)? {amount}", "into more money, with a risk of loss"],
        ["(becomes|become|becoming) {amount}", "grows, with a risk of loss"],
        ["(to|into) (over|more than)? {amount}", "into more money, with a risk of loss"],
        ["into (a few)? (million|millions|a fortune)", "into more money, with a risk of loss"],
        ["(by)? ({huge}|{multiple})", "in value, or fall"],
      ],
      fallback: "Returns are not guaranteed, and you could lose money.",
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
      `(make|makes|making|earn|earns|earning) ${FORTUNE} ${FORTUNE_HOW}`,
      "(make|makes|made|earn|earns) (a)? (fortune|killing|mint)",
      "make (you|them) (rich|wealthy|a millionaire|a fortune|money|{amount}|{percent})",
      "({you}|anyone|everyone) (will|*'ll|can|could)? (make|earn) (money|a fortune|huge income|a huge income|consistent profits|big money|serious money)",
      "(how|learn) to (make|earn) (money|a fortune|your fortune|millions|a living|consistent profits|huge profits|big money)",
      "(make|makes|making|made) (you|investors)? money (regardless|whatever|no matter|in any)",
      "(can|could|will|*'ll|to) {earn} (a minimum of|at least|up to|over|more than)? {amount} (to {amount})? (in|within) (just|only|less than)? {timespan}",
      "{amount} (profit|profits|gain|gains) in (the first|just|only|less than)? {timespan}",
      "({gain}|interest|payouts) (of)? (up to|upto|over|at least|as much as|more than) ({percent}|{amount}) {period}",
      "(can|could|will) (return|produce|generate|deliver|yield) (you)? (up to|over|at least)? ({amount}|{percent}) (or more)?",
      "(can|could|will) (pay|pay out) (you) (up to|over|at least)? ({amount}|{percent}) (or more)?",
      "{earn} (big|huge|massive|windfall|explosive|enormous|super|triple digit|life changing) (gains|profits|returns|income|money)",
      "(bank|count|rely) on ({amount}|{percent}|a steady|steady)",
      "(highly|extremely|very|hugely|wildly) profitable (investment|trade|opportunity|system)",
      "({you}|anyone) (will|*'ll|can|are going to|could) (get|become|be|retire) (rich|wealthy|a millionaire|financially free|set for life)",
      "(get|getting|become|becoming) (rich|wealthy|a millionaire) (quick|quickly|fast|overnight|trading|investing)",
    ],
    reason,
    rewrite: {
      replace: [
        [
          "(make|earn) (money|a fortune|huge income|a huge income|consistent profits|big money|serious money)",
          "try to grow your money",
        ],
        // The verb keeps its form, and "a year" goes with the figure: "I'm making seven figures a
        // year" reads "I'm learning how markets work".
        [`(making|earning) ${FORTUNE} {period}`, "learning how markets work"],
        [`(making|earning) ${FORTUNE} ${FORTUNE_HOW}`, "learning how markets work"],
        [`(makes|earns) ${FORTUNE} ${FORTUNE_HOW}`, "learns how markets work"],
        [`made ${FORTUNE} ${FORTUNE_HOW}`, "learned how markets work"],
        [`(make|earn) ${FORTUNE} ${FORTUNE_HOW}`, "learn how markets work"],
        [
          "make (you|them) (rich|wealthy|a millionaire|a fortune|money|{amount}|{percent})",
          "help you pursue your goals",
        ],
        [
          "(get|become|be|retire) (rich|wealthy|a millionaire|financially free|set for life)",
          "work toward your goals",
        ],
        ["(get|become) (rich|wealthy|a millionaire) (quick|quickly|fast|overnight)?", "invest"],
        [
          "(getting|becoming) (rich|wealthy|a millionaire) (quick|quickly|fast|overnight)?",
          "investing",
        ],
        // "of a variable amount" reads after a singular noun and a plural one alike.
        [
          "(of)? (up to|upto|over|at least|as much as|more than) ({percent}|{amount}) {period}",
          "of a variable amount",
        ],
        [
          "(return|produce|generate|deliver|yield) (you)? (up to|over|at least)? ({amount}|{percent}) (or more)?",
          "produce variable returns",
        ],
        [
          "(pay|pay out) you (up to|over|at least)? ({amount}|{percent}) (or more)?",
          "pay you variable income",
        ],
        [
          "(up to|at least|over|more than|as much as|an extra|another|a minimum of)? ({amount}|{percent}) (to {amount})? (or more)? (in (extra|passive|monthly|weekly)? (income|profit|profits|cash))? {period}",
          "variable income",
        ],
        // The boast's adjective goes: "made massive profits" reads "made profits".
        ["(big|huge|massive|windfall|explosive|enormous|super|triple digit|life changing)", ""],
        ["(bank|count|rely) on", "hope for"],
        ["(highly|extremely|very|hugely|wildly) profitable", "potentially profitable"],
        [
          "(up to|at least|over|more than|as much as|an extra|another|a minimum of)? ({amount}|{percent}|{multiple}) (to {amount})? (or more)? (profit|profits|gain|gains)?",
          "a variable return",
        ],
      ],
      fallback: "Returns are not guaranteed, and you could lose money.",
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
      "(regardless of|no matter) (the market|market conditions|what the market|whether|which way|the economy)",
      "(doesn't|does not|won't) matter (what|how|whether|which way) (the)? * (market|markets|dow|economy|price|prices|rates|stocks|fed) (does|do|goes|go)?",
      "whether * (up or down|rise or fall|rises or falls|goes up or down|bull or bear)",
      "(crash|crashes|falls|fall|tank|tanks|drop|drops|plunge|plunges) * (keeps|keep|still|just) (climbing|rising|growing|paying|going up|making money)",
      "(lose|risk) nothing",
      "(year in and year out|year in year out|like clockwork|without fail|month after month|week after week|every single (month|week|time|trade))",
      "(certain|sure|assured|predictable|locked in|promised) (steady|monthly|weekly|regular|big|high|growing|lifetime)? ({gain}|growth)",
      "(lock|locking|locked|locks) in (massive|huge|big|sizable|these|the|your)? (gains|profits|returns|riches)",
      "(bound|destined|certain|sure|guaranteed) to (profit|win|make money|succeed|pay off|get rich|come out ahead|beat the market)",
      "(promise|promises|promised|promising) (you|investors|our members|our subscribers)? * ({percent}|{amount}|returns|profits|gains|income|to (make|double|grow|triple|deliver))",
    ],
    except: ["(make|makes|made) sure", "the (promised|guaranteed|assured)"],
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
          "(in|through) (good (markets|times|years) and bad|up (markets)? (and|or) down (markets)?|bull (markets)? (and|or) bear (markets)?)",
          "in favourable markets",
        ],
        [
          "(year in and year out|year in year out|like clockwork|without fail|month after month|week after week|every single (month|week|time|trade))",
          "at times",
        ],
        ["(certain|sure|assured|predictable|locked in|promised)", "potential"],
        ["(lock|locks) in", "pursue"],
        ["locking in", "pursuing"],
        ["locked in", "pursued"],
        ["(bound|destined|certain|sure|guaranteed) to", "aiming to"],
        ["promises (you|investors|our members|our subscribers)?", "aims for"],
        ["promised (you|investors|our members|our subscribers)?", "aimed for"],
        ["promising (you|investors|our members|our subscribers)?", "aiming for"],
        ["promise (you|investors|our members|our subscribers)?", "aim for"],
        ["(lose|risk) nothing", "accept some risk"],
        ["heads (you)? win", "a speculative bet"],
        ["(regardless of|no matter)", "depending on"],
        ["(doesn't|does not|won't) matter", "matters a great deal"],
        [
          "(keeps|keep|still|just) (climbing|rising|growing|paying|going up|making money)",
          "may also fall",
        ],
      ],
      fallback: "Returns are not guaranteed, and you could lose money.",
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
