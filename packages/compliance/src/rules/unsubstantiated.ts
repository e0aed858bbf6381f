import type { Rule } from "../rule";
import { categoryReasons } from "./reasons";

const reason = categoryReasons.unsubstantiated;

// Context that substantiates a performance figure: its period and fee basis, or its source.
const SUBSTANTIATED = [
  "(net|after|before) (of)? (all)? (fees|expenses|costs)",
  "for the (year|years|period|quarter|quarters|month|months|twelve months|12 months) (ended|ending)",
  "since (its)? inception",
  "(annualized|annualised|cumulative) (total)? (return|returns)",
  "as of {name}",
];

/**
 * Superlatives, track-record boasts and performance figures with nothing to back them (FINRA
 * Rule 2210(d)(1)(B), the FTC's substantiation doctrine). These warn: a reviewer judges whether
 * the source is there.
 */
export const unsubstantiatedRules: Rule[] = [
  {
    id: "unsubstantiated.superlative",
    category: "unsubstantiated",
    severity: "warn",
    title: "Unsupported superlatives (best, #1, most accurate)",
    phrases: [
      // Best at what a publisher sells: its service, its people, its picks.
      "(the|our|america's|the world's|world's|the nation's|wall street's)? (best|greatest|#1|number one|no 1|top rated|top ranked|highest rated|most (accurate|successful|profitable|trusted|reliable|powerful|respected|followed)|premier|ultimate|leading) (stock|investment|financial|dividend|trading|income|crypto)? (newsletter|newsletters|service|services|advisor|adviser|advisors|advisers|analyst|analysts|stock picker|stock pickers|track record|system|trader|traders|research|publication|source|provider|team|signals|picks|stock picks|alerts|strategy)",
      // Superlatives that reach for the whole world or all time.
      "(best|biggest|greatest|fastest|safest|largest|highest|strongest|smartest|hottest|cheapest|most) * (in the world|ever|in history|of all time|in america|on the planet|on earth|on wall street|in decades|of the decade|of the century|of our lifetime|of a lifetime|in a generation)",
      "(the world's|world's|america's) (best|biggest|largest|greatest|fastest|top|leading|most)",
      "(unmatched|unparalleled|unrivaled|unrivalled|unbeatable|unbeaten|second to none|world class|award winning|legendary|best in class|industry leading|market leading|best kept secret|well kept secret)",
      "(wall street|investing|market|trading) (legend|legends|genius|geniuses|guru|gurus|wizard|wizards)",
      "(nobody|no one|no other|no) * (has|have|does|beats|matches|comes close|can match|offers|finds|delivered|digs|picks) * (better|higher|stronger|like|as good as|more|earlier|faster|deeper|sooner) * (than)? (ours|us|we|our|we do)",
      "(better|more accurate|more reliable|more profitable|smarter|faster|sharper|safer|easier|cheaper) * than (any|every|all|anyone|everyone) (other|one else|else)?",
      "(nobody|no one|no other) * (comes close|come close|can match|matches|beats|can beat|rivals|can touch) * (ours|us|our|we)",
      "{we} * (more (reliable|accurate|profitable|trusted|successful)|better|smarter|faster|sharper) than",
      "(before|ahead of) (wall street|the street|anyone else|everyone else|the pros) (does|do|catches on|finds out)",
      "leaves * in the dust",
      "(undiscovered|hidden|overlooked|little known|unknown|secret|under the radar|ground floor) (gem|gems|stock|stocks|company|companies|play|plays|opportunity|opportunities|winner|winners|bargain|bargains|treasure)",
      "(be|is|*'s|become|becoming|as|could be) the next (amazon|apple|microsoft|tesla|nvidia|google|netflix|bitcoin|big thing|home run|{name})",
      "(ten|hundred|multi|10|100|1000) (bagger|baggers)",
      "(best|biggest|greatest|most exciting|most lucrative|most profitable) (investment|investing|trading|wealth|profit|money making)? (opportunity|opportunities|trade|stock|bargain) (of|in) (the|a|our|this)? (decade|century|year|lifetime|generation|history|decades|our lifetime)",
    ],
    except: [
      "best (interest|interests|execution|efforts|practice|practices|way|ways|time|thing|things|known|guess|estimate|case)",
      "(leading|top) (indicator|indicators|economists|companies in its industry)",
      "(no|nobody|no one) * than (we|us) (can|could|would)",
      "the next {name} (meeting|report|release|decision|earnings|quarter|election|session|call|announcement|issue|edition|webinar|day|week|month|year)",
    ],
    reason,
    rewrite: null,
    examples: {
      flagged: [
        "This is the best stock newsletter in America.",
        "Our editor is the most accurate analyst on Wall Street.",
        "Could this $3 stock be the next Amazon?",
        "It's an undiscovered gem trading for pennies.",
        "No other newsletter comes close to our results.",
      ],
      compliant: [
        "Diversification is one of the best ways to manage risk.",
        "Advisers must act in their clients' best interest.",
        "Morningstar rates the fund among the top performers in its category.",
        "The next Fed meeting is on June 12.",
        "No one can predict the market.",
      ],
    },
  },
  {
    id: "unsubstantiated.beat_market",
    category: "unsubstantiated",
    severity: "warn",
    title: "Claims of beating or crushing the market",
    phrases: [
      "(beat|beats|beaten|beating|crush*|trounc*|outperform*|outpac*|smash*|clobber*|whip|whipped|trumped|destroy*|tripled|doubled|quadrupled|topped) ({index}|the street|the pros|the professionals)",
      "(vastly|far|massively|handily|easily|consistently) (outperform*|outpac*|beating|beat|beats|beaten)",
      "(market|index|benchmark|s&p) (crushing|beating|smashing|busting|thumping|trouncing|topping)",
      "(beat|beats|beaten|beating|outperform*|outpac*) (the)? {index} * (by|every|each|{percent}|{multiple}|{number} to {number})",
    ],
    // Our results, or a habit of beating it: "value stocks beat the index in 2022" is history.
    with: [
      "({we}|(this|the) (fund|portfolio|strategy|service|newsletter|system|model)|subscribers|members|readers|picks|every|always|consistently|year after year|again and again|{huge}|{multiple}|{number} to {number})",
    ],
    unless: SUBSTANTIATED,
    except: [
      "(goal|aim|aims|seek|seeks|seeking|objective|try|tries|trying|strive|strives|designed|attempt|attempts) to (beat|outperform|outpace)",
    ],
    reason,
    // Putting it right takes the source and the period, which only the writer knows.
    rewrite: null,
    examples: {
      flagged: [
        "Our picks beat the S&P 500 three years running.",
        "The portfolio has tripled the market since launch.",
        "Subscribers enjoyed a market-crushing 900% average return.",
      ],
      compliant: [
        "Value stocks beat the index in 2022, according to FactSet.",
        "Most active funds do not beat the market over time.",
        "Our fund beat its benchmark by 1.2 points for the year ended June 30, net of fees.",
      ],
    },
  },
  {
    id: "unsubstantiated.performance_figure",
    category: "unsubstantiated",
    severity: "warn",
    title: "Track-record figures given without source or period",
    phrases: [
      "{we} * (gained|returned|soared|rose|jumped|climbed|delivered|booked|banked|produced|generated|racked up|are up|were up|is up|was up|averaged|made|earned|doubled|tripled|shot up|surged|spiked|compounding|compounded|pulled|closing out|closed out) (an|a|nearly|over|more than|as much as|between|up|an average of|a total of)? ({percent}|{amount}|{multiple})",
      "(pick|picks|portfolio|portfolios|position|positions|recommendation|recommendations|trade|trades|service|alert|alerts|call|calls) * (shot up|up|surged|soared|spiked|gained|returned|jumped|doubled|tripled|rose|climbed|has returned|have returned|saw) (an|a|nearly|over|as much as|between|an average of)? ({percent}|{multiple})",
      "(eye popping|awesome|incredible|impressive|whopping|staggering|stunning|phenomenal|astonishing|mind blowing|jaw dropping|astounding|remarkable|monster|massive|huge|big) * ({percent}|{amount}|gain|gains|return|returns|profit|profits|win|winner|winners|move|moves)",
      "{huge} (gain|gains|return|returns|profit|profits|win|winner|winners|runner|runners|on a|in)",
      "(shot up|spiked|soared|skyrocketed|surged|rocketed|exploded|ripped|rip|jumped|climbed|rallied|gained|returned|delivered) (as much as|over|more than|nearly|by|a|an)? {huge}",
      "{percent} (gain|gains|return|profit|win|move) in (just|only|less than|under)? (a|one|a single|{timespan})",
      "(doubled|tripled|quadrupled) in (just|only|less than|under)? (a|one|{timespan})",
      "{we} * up (an|a|nearly|over|more than|another)? {percent}",
      "(closing|closed|closes|finishing|finished|ending|ended) (out)? * up {percent}",
      "{amount} (in)? (profit|profits|gains) in (the last|the past|the first|just|only|less than)? {timespan}",
      "(consistently|extremely|hugely|wildly|incredibly) (profitable|successful)",
      "proven (money making|profit making|profitable|winning) (system|strategy|method|methods|formula)?",
      "(win rate|win ratio|accuracy|success rate|hit rate|winning rate|strike rate|rate of return|roi|annual profit|annualized return|cagr) (was|is|of|at|a)? (roughly|about|approximately|over|around)? {percent}",
      "({percent}|one hundred percent) (accurate|accuracy|right|correct)",
      "{number} (winners|wins|winning trades|winning picks) in a row",
      "{percent} (average|annual|annualized|yearly|total|cumulative|overall) (return|returns|gain|gains|profit|profits)",
      "{percent} (winning (trades|picks|rate)|win rate|success rate|accuracy|hit rate|winners)",
      "{percent} of (our|my|the) (trades|picks|recommendations|calls|alerts|signals) (were|are|have been|closed|ended|made|won)? (winners|winning|profitable|in the green|right|correct)?",
      "(winning|profitable|in the green) {percent} of the time",
      "{we} (picks|pick|portfolio|portfolios|recommendations|model portfolio|service|newsletter|system|strategy) (have|has|had)? (already|more than|nearly)? (doubled|tripled|quadrupled|soared|skyrocketed)",
      "(every|all|each) (one)? of (our|my) (last|latest|past)? {number} (picks|trades|recommendations|calls|alerts) (were|was|have been|closed|ended|made|won|turned)",
      "(near perfect|perfect|flawless|impeccable|stellar|unmatched) (record|track record|accuracy|win rate)",
      "(never|not once|hasn't|haven't) (had)? (a)? losing (pick|year|trade|month|quarter)",
    ],
    unless: [
      ...SUBSTANTIATED,
      "(trailing|trailed|trails|underperform*|fell short|lagging behind) (of)? (its|the|our)? (benchmark|index|market)",
    ],
    reason,
    rewrite: null,
    examples: {
      flagged: [
        "Our picks gained 312% last year.",
        "A market-beating 900% average return.",
        "93% of our trades were winners.",
        "Our model portfolio has tripled since 2020.",
      ],
      compliant: [
        "The fund returned 8.1% net of fees for the year ended June 30, 2024.",
        "Consumer prices rose 0.2% in May.",
        "About 60% of active funds lagged their benchmark last year.",
      ],
    },
  },
];
