import { tidy } from "../rewrite";
import type { Rule } from "../rule";
import { categoryReasons } from "./reasons";

const PRESSURE = [
  /\b(?:act|buy|order|subscribe|join|sign up|call|respond|enroll|register|claim (?:your|it|yours)|get in|move|decide|invest|grab (?:it|yours|your copy)|reserve your (?:spot|copy|seat))\s+(?:right )?(?:now|today|immediately|fast|quickly|right away|at once|this instant|before (?:it's|its) too late|while you (?:still )?can)\b/gi,
  /\bhurry\b|\bdon'?t (?:wait|delay|miss (?:out|this|your chance|the boat|it)|sleep on this|hesitate(?! to (?:contact|reach|call|email|ask|get in touch|write)))\b|\bbefore it'?s too late\b|\b(?:last|final) chance\b|\blimited[- ]time\b|\bnow or never\b|\btoday only\b|\bwhile supplies last\b|\bonce[- ]in[- ]a[- ]lifetime\b|\bclock is ticking\b|\btime is running out\b|\brunning out of time\b|\bfomo\b/gi,
  /\bonly (?:a (?:handful|few)(?: of)?|\d+|one|two|three|four|five|six|seven|eight|nine|ten|a couple of) (?:spots?|seats?|copies|places|memberships|slots|openings|units|invitations|positions) (?:are )?(?:left|remain\w*|available)\b|\bbefore (?:they're|they are|it's|it is|its) (?:gone|sold out)\b|\bone[- ]time (?:offer|deal|opportunity|chance|price)\b|\b(?:never|won't|will not) see (?:this|it|an offer like this|this price|this offer)? ?again\b|\b(?:you'll|you will) never see again\b|\bonly \d+ (?:spots?|seats?|copies|places|memberships|slots|openings|units|invitations|positions) (?:are )?(?:left|remain\w*|available)\b|\b(?:offer|deal|price|discount|invitation|window|opportunity|bonus|sale) (?:expires|ends|closes|disappears|vanishes|goes away)\b|\bexpires? (?:tonight|at midnight|today|soon|in \d+)\b|\b(?:ends|closes) (?:tonight|at midnight|today)\b/gi,
  /\b(?:reserve|claim|grab|get|secure|lock in|book|download|buy|order|join|subscribe|sign up|act|call|click|enroll|register|upgrade|get in)\s+(?:(?:it|this|that|yours|them|one|(?:your|a|an|the|this)(?: [\w-]+){1,2})\s+)?(?:right )?(?:now|immediately|right away|at once|before (?:it's|its) too late|while you (?:still )?can|before midnight|tonight)\b|\b(?:act|buy|order|join|subscribe|sign up|respond|decide|claim|reserve)\s+(?:before|by)\s+(?:\w+day|midnight|tonight|tomorrow|the deadline|the end of)\b|\bor (?:lose|miss|forfeit) (?:this|the|your) (?:deal|offer|chance|discount|spot|seat|price|bonus|opportunity)\b/gi,
  /\b(?:filling up|going|selling(?: out)?|disappearing|running out|vanishing) (?:fast|quickly)\b|\b(?:spots|seats|space|supplies|availability|copies|quantities|places) (?:are|is) (?:very |extremely |strictly )?limited\b|\blast time (?:we|this|you)\b|\b(?:never|won't|will not) be (?:offered|available) again\b|\b(?:offer|price|deal|discount) will (?:disappear|vanish|end|expire|go up)\b|\bdon'?t let (?:this|it) (?:\w+ )?(?:pass|slip|get away)\b|\bbefore (?:the|this) (?:opportunity|offer|deal|window|chance) (?:is gone|disappears|closes|ends|expires)\b|\byou (?:only )?have (?:\d+|one|two|three|a few) (?:hours?|days?|minutes?) (?:left|to act|to decide|to claim)\b|^urgent\b|\burgent (?:alert|action|message|buy|notice)\b/gi,
  /\b(?:prices?|rates?|fees?|the price) (?:double|doubles|rise|rises|go up|goes up|increase|increases|jump|jumps) (?:on|at|after|tomorrow|tonight|next week|this weekend|\w+day)\b|\b(?:you'll|you will|you'd|you would) regret\b|\bregret (?:it|not acting|missing|passing)\b|\b(?:lock in|claim|reserve|grab|secure|order|join|subscribe|sign up|act|enroll|register|upgrade)\s+(?:(?:it|this|yours|(?:your|a|an|the|this)(?: [\w-]+){1,2})\s+)?today\b/gi,
  /\b(?:clock|time) is running (?:out|short)\b|\b(?:closes|ends|disappears|vanishes|goes away|gone) forever\b|\byou (?:only )?have until (?:\w+day|midnight|tonight|tomorrow|the end of)\b|\bthen (?:it's|it is|they're|they are) gone\b|\bdemand is (?:overwhelming|huge|enormous|through the roof)\b|\bclose (?:enrollment|registration|the doors|this offer) (?:early|soon)\b/gi,
  /\bbefore (?:this|the|it|they) (?:[\w-]+ )?(?:fills? up|sells? out|runs? out|closes|ends|expires)\b|\b(?:last|final) opportunity\b|\b(?:almost|nearly|practically) (?:gone|sold out)\b|\bevery (?:minute|day|hour|week) you (?:wait|hesitate|delay)\b/gi,
  /\bwon't be (?:around|available|here) (?:much |for )?(?:long|longer)\b|\b(?:slamming|swinging) shut\b|\bclosing (?:fast|soon|quickly)\b|\b(?:will be|is) too late\b|\b(?:don't |do not )?(?:get|be|being) left behind\b/gi,
  /\bonly the first \d+\b|\bfirst \d+ (?:readers|subscribers|people|callers|buyers|members|investors) (?:will|get|to)\b|\b(?:timer|countdown) (?:hits|reaches|runs out|ends)\b|\bcountdown\b|\b(?:this|it) is urgent\b|^urgent:|\bprices? (?:go|goes) up the (?:moment|minute|second)\b/gi,
  /\b(?:you'll|you will) miss (?:the|this|out)\b|\bif you wait\b/gi,
  /\bbefore (?:someone|somebody|anyone) else\b|\b(?:seats|spots|places|memberships|slots|openings) (?:are |have )?(?:already )?(?:taken|gone|spoken for|claimed|filled)\b|\b(?:waiting|delaying|hesitating|holding off|sitting on the sidelines)\b[^.!?]{0,40}\bcost(?:s|ing)? you\b|\bgone for good\b|\b(?:won't|will not|never) (?:reopen|open again|come back|return)\b|\bmust (?:decide|act|respond|order|join|enroll|claim)\b|\b(?:this|within the (?:next )?) ?(?:minute|afternoon|instant)\b|\bwithin the next \d+ (?:hours|minutes|days)\b/gi,
  /\bafter (?:today|tonight|midnight|this weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day),? (?:you'll|you will|the price|it|this|prices?|the offer|the discount)\b|\bcaps? (?:out )?at \d[\d,]* (?:members|subscribers|readers|seats|spots|people|investors)\b|\bdon'?t let (?:another|one more|a single) (?:day|hour|minute|week) (?:slip|go|pass)\b/gi,
  /\b(?:clos(?:e|es|ing)|shut(?:s|ting)?|lock(?:s|ing)?) the doors?\b|\bthe doors? (?:is|are|gets?|will be) (?:shut|closed|locked)\b|\bonce \d[\d,]* (?:members|subscribers|readers|people|investors) (?:sign up|join|register|enroll)\b|\b(?:orders?|sign-?ups?|members|anyone|everyone) (?:placed |joining |who joins? |who orders? )?after (?:today|tonight|midnight|this weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d+(?:st|nd|rd|th)) pays?\b/gi,
  /\bcan only (?:accept|take|admit|let in|welcome|enroll) \d[\d,]*\b|\buntil (?:sundown|sunset|close of business|the end of (?:the|this) day)\b|\b(?:fewer|less) than (?:a dozen|\d+|a handful of|a few) (?:places|spots|seats|copies|memberships|openings|invitations) (?:remain|are left|left)\b|\bmiss (?:today's|the|this|tonight's) (?:cut-?off|deadline)\b|\bwait (?:even )?(?:a|one|another) (?:day|week|hour)\b[^.!?]{0,30}\bpay\b/gi,
  /\b(?:watch(?:ing)?|sit(?:ting)?|stuck) (?:\w+ )?(?:from|on) the sidelines\b|\bkick yourself\b|\bwhile (?:others|everyone else|other investors) (?:get rich|cash in|profit|make (?:a )?(?:fortune|money|killing))\b/gi,
  // Scarcity told as a count ("Ten invitations left"), a page taken down for good, a price that
  // changes at a set time ("Tomorrow this price doubles").
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a (?:handful|few|couple)(?: of)?) (?:spots?|seats?|copies|places|memberships|slots|openings|invitations|positions) (?:are )?(?:still )?(?:left|remain(?:ing)?|still open)\b|\b(?:goes|go|comes|come|taken|taking|pulled|pulling) (?:\w+ )?(?:offline|down|dark)\b[^.!?]{0,40}\b(?:permanently|for good|forever|won't|will not|never|not (?:be )?(?:bringing|coming|posting|posted))\b|\b(?:tomorrow|tonight|at midnight|after (?:today|tonight|\w+day)|on \w+day),? (?:the|this|our|your) (?:price|fee|rate|discount|offer|bonus)s? (?:doubles?|triples?|jumps?|rises?|goes up|ends|disappears|vanishes)\b/gi,
  /\blast call\b|\bwhile (?:it|they|supplies|stocks?) lasts?\b|\b(?:get on board|jump in|hop on|get in) (?:now|today|immediately|right away)\b|\btrain is leaving\b/gi,
  /\b(?:won't|will not) last\b|\bbefore (?:everyone else|the crowd|wall street catches on|it's gone|the window closes|prices? (?:jumps?|rises?|soars?|goes up))\b|\bmust act\b|\bprice (?:goes|will go) up (?:tomorrow|tonight|at midnight|soon)\b|\bdoors close\b|\b(?:going|selling(?: out)?) fast\b|\bwindow is closing\b|\bnot much time left\b|\bevery (?:minute|day|hour) you wait\b/gi,
];

export const pressureRules: Rule[] = [
  {
    id: "pressure.urgency",
    category: "pressure",
    severity: "warn",
    title: "High-pressure urgency and scarcity",
    patterns: PRESSURE,
    guards: ["negation"],
    reason: categoryReasons.pressure,
    rewrite: (sentence) => {
      let text = sentence
        .replace(
          /\b(act|buy|order|subscribe|join|sign up|call|respond|enroll|register|claim (?:your|it|yours)|get in|move|decide|invest|grab (?:it|yours|your copy)|reserve your (?:spot|copy|seat))\s+(?:right )?(?:now|today|immediately|fast|quickly|right away|at once|this instant|before (?:it's|its) too late|while you (?:still )?can)\b/gi,
          "$1 when you're ready",
        )
        .replace(/\bdon'?t (?:wait|delay|sleep on this|hesitate)\b/gi, "take your time")
        .replace(/\bdon'?t miss (?:out|this|your chance|the boat|it)\b/gi, "consider this")
        .replace(/\b(?:last|final) chance\b/gi, "opportunity")
        .replace(/\blimited[- ]time\b/gi, "current")
        .replace(/\bonce[- ]in[- ]a[- ]lifetime\b/gi, "notable");
      for (const pattern of PRESSURE) text = text.replace(pattern, "");
      text = tidy(text.replace(/[!]+/g, "."));
      return text.split(/\s+/).length < 4 ? "Take the time you need to decide." : text;
    },
    examples: {
      flagged: [
        "Act now before this offer disappears.",
        "Only 7 spots left at this price!",
        "Hurry, the discount expires at midnight.",
      ],
      compliant: [
        "There is no need to act now; take your time to read the research.",
        "Don't hesitate to contact us with questions.",
        "The tax-filing deadline is April 15.",
        "Why reading a payout ratio before you buy matters right now.",
      ],
    },
  },
];
