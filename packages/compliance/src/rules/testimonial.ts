import { append } from "../rewrite";
import type { Rule } from "../rule";
import { categoryReasons, TESTIMONIAL_DISCLOSURE } from "./reasons";

const PEOPLE =
  "(?:subscribers?|members?|readers?|clients?|customers?|students?|followers?|users?|listeners?|retirees?|investors? like you)";
const PERSON =
  "(?:subscriber|member|reader|client|customer|student|follower|user|listener|retiree|grandmother|grandfather|widow|teacher|nurse|engineer|veteran|dad|mom|couple)";
const RESULT =
  /\$|%|\bmoney\b|\bprofit|\bgain|\bfortune|\bric(?:h|her|hest)\b|\bretire|\bincome\b|\bmortgage|\bdebt\b|\binto\b|\breturns?\b|\bdoubl|\btripl|\bmillion|\bearn|\bmade\b|\bpaid off|\bchanged (?:my life|our lives|everything)|\bbest (?:advice|investment|newsletter|decision|money)|\bthanks to\b|\bbeat the market|\bwinners?\b|\bquit (?:his|her|their|my|our) (?:day )?jobs?\b|\bbrings? home\b|\bcleared\b|\b(?:dream |new |first )?(?:house|home|car|truck|boat|college|tuition|vacation)\b/i;

export const testimonialRules: Rule[] = [
  {
    id: "testimonial.quoted_result",
    anchors: ['"', "“", "”"],
    category: "testimonial",
    severity: "block",
    title: "Quoted first-person results",
    patterns: [/["“]([^"”]{3,400})["”]/g],
    guards: ["disclosure"],
    // A first-person quote, or any quote signed by a person ("— Sarah T.", "posted user X").
    when: (sentence, match) =>
      RESULT.test(match) &&
      (/\b(?:I|I've|I'm|I'd|my|me|we|our)\b/i.test(match) ||
        /["”]\s*[—–-]\s*[A-Z]|["”],?\s*(?:says|said|writes|wrote|posted|shares|admits|reports|tells)\b/.test(
          sentence,
        )),
    reason: categoryReasons.testimonial,
    rewrite: append(TESTIMONIAL_DISCLOSURE),
    examples: {
      flagged: [
        "“I made $42,000 in my first year following these picks,” says Tom R. of Ohio.",
        '"This newsletter changed my life," writes one reader.',
        '"Thanks to your alerts I retired at 55!"',
      ],
      compliant: [
        '"What should I do with my old 401(k)?" a reader asked.',
        'The chair said, "We will remain data dependent."',
        "“I doubled my money,” one subscriber told us; this experience may not be representative of other subscribers' results.",
      ],
    },
  },
  {
    id: "testimonial.reported_result",
    anchors: [
      "real ",
      "quit",
      "paid off",
      "bought",
      "subscriber",
      "member",
      "reader",
      "client",
      "customer",
      "student",
      "follower",
      "user",
      "listener",
      "retiree",
      "investor",
      "grandmother",
      "grandfather",
      "widow",
      "teacher",
      "nurse",
      "engineer",
      "veteran",
      "dad",
      "mom",
      "couple",
      "testimonial",
      "success stor",
      "review",
      "here's what",
      "real results",
      "real stories",
      "made",
      "make",
      "earn",
      "pocket",
      "bank",
      "turn",
      "doubl",
      "tripl",
      "quadrupl",
      "retir",
      "profit",
      "nett",
      "collect",
      "grew",
      "brings in",
      "raked",
      "cashed",
      "walked away",
      "says",
      "said",
      "credit",
      "explain",
      "share",
      "tell",
      "told",
      "reveal",
      "describ",
      "went",
      "meet",
      "people",
      "hear from",
      "what our",
      "rave",
      "love us",
      "swear",
      "brings home",
      "bring home",
      "cleared",
      "quit",
      "paid",
      "booked",
      "funded",
      "bankrolled",
      "covered",
      "credits",
      "lives off",
      "inbox",
      "hit it big",
      "struck it rich",
      "killing",
      "screenshots",
      "live off",
    ],
    category: "testimonial",
    severity: "block",
    title: "Stories of subscribers' winnings",
    patterns: [
      // One person's story (a group's average is a performance figure, not a testimonial).
      new RegExp(
        `\\b${PERSON}\\b(?: (?:like|named) [A-Z][a-z]+| [A-Z][a-z]+(?: [A-Z]\\.?)?)?(?: from [A-Z][a-z]+)?[^.!?]{0,40}?\\b(?:made|earned|pocketed|banked|turned|doubled|tripled|retired|profited|netted|collected|grew|raked in|cashed in|walked away with|paid off|bought (?:a|his|her|their) (?:dream|new|second))\\b`,
        "gi",
      ),
      /\b(?:our )?(?:subscribers|members|readers|clients|customers|students|followers)\s+(?:have\s+)?(?:already |collectively |together |\w+ly )?(?:made|earned|pocketed|banked|raked in|collected)\s+(?:over |more than |nearly |almost )?(?:millions|thousands|a fortune|fortunes|life-changing|\$)/gi,
      /\b(?:thousands|hundreds|dozens|many) of (?:our )?(?:subscribers|members|readers|clients|customers) (?:now )?(?:earn|make|collect|enjoy|live)\b|\b(?:full of|filled with) (?:people|members|readers|investors) who (?:retired|quit|doubled|made|earned)\b/gi,
      /\b[A-Z][a-z]+ and [A-Z][a-z]+ (?:retired|made|earned|doubled|tripled|turned|paid off|bought|quit)\b|\b[Rr]eal (?:subscribers|members|readers|people|investors),? real (?:profits|results|money|gains)\b/g,
      /\b[Mm]eet [A-Z][a-z]+,? (?:who|a|an|our|the)\b/g,
      /\b(?:as )?one (?:happy |satisfied |longtime |long-time |grateful |delighted )*(?:subscriber|member|reader|client|customer|student) (?:says|said|put it|wrote|writes|told us|tells us|credits)\b(?! (?:in )?to ask| asking)|\breal (?:results|stories) from real (?:subscribers|members|readers|people|investors|clients)\b/gi,
      /\b[A-Z][a-z]+(?: [A-Z]\.)?,? (?:an? [a-z][\w -]{1,30}? )?(?:from|of|in) [A-Z][a-z]+,?[^.!?]{0,40}?\b(?:made|makes|earned|earns|pocketed|pockets|banked|turned|doubled|tripled|retired|profited|netted|collected|collects|brings in|raked in|says|credits)\b/g,
      /\b(?:[Ss]ubscribers|[Mm]embers|[Rr]eaders|[Cc]lients|[Cc]ustomers|[Ss]tudents) (?:like|such as) [A-Z][a-z]+\b|\b(?:[Ss]ubscribers|[Mm]embers|[Rr]eaders|[Cc]lients|[Cc]ustomers) (?:tell|told|write|wrote|say|said|report|reported)(?: us)?(?: that)? (?:they|they've|they're|their|how)\b/g,
      /\b(?:[Ss]ubscribers|[Mm]embers|[Rr]eaders|[Cc]lients|[Cc]ustomers)(?: have| who)? (?:written|wrote|emailed|messaged|called|wrote us|written us)(?: in)?(?: to (?:say|tell us)| saying)\b/g,
      /\b[A-Z][a-z]+ (?:[A-Z]\.? )?(?:doubled|tripled|quadrupled|grew|turned|made|earned|pocketed|banked) (?:his|her|their) (?:account|money|portfolio|savings|IRA|401\(k\)|income|investment|nest egg)\b/g,
      /\b(?:readers|members|subscribers|clients|customers)(?: keep)? (?:sending|send|share|sharing|post|posting|forward|forwarding) (?:us )?(?:photos|pictures|screenshots|notes|letters|emails|stories)\b|\binbox (?:overflows|is overflowing|is full|is flooded|is stuffed) with\b|\bwho (?:hit it big|struck it rich|made a killing)\b/gi,
      /\bhear from (?:our )?(?:subscribers|members|readers|clients|customers|people|investors)\b|\b(?:subscribers|members|readers|clients|customers) who (?:quit|retired|doubled|tripled|made|earned|paid off|bought|turned)\b/gi,
      /\b[A-Z][a-z]+, (?:\d{2}|an? [\w -]{2,30}),(?: now)? (?:collects|earns|makes|made|earned|pockets|pocketed|retired|turned|doubled|banked)\b|\b[A-Z][a-z]+ (?:explains|shares|tells|reveals|describes) how (?:she|he|they) (?:turned|made|earned|doubled|retired|grew|paid off)\b|\b(?:[Mm]embers|[Ss]ubscribers|[Rr]eaders|[Cc]lients) report(?:ed)? (?:average |typical )?(?:gains|profits|returns|making|earning)\b/g,
      /\b[A-Z][a-z]+ (?:went|grew|turned)(?: (?:his|her|their))?(?: (?:account|portfolio|money|savings|stake))? from \$\d/g,
      /\bwhat (?:our )?(?:[\w-]+ )?(?:subscribers|members|readers|clients|customers) (?:have )?(?:earned|made|said|say|are saying|pocketed|achieved)\b/gi,
      // "Subscriber Hank cashed out $58,000": a titled person and a result.
      /\b(?:[Ss]ubscriber|[Mm]ember|[Rr]eader|[Cc]lient|[Ss]tudent|[Cc]ustomer) [A-Z][a-z]+(?: [A-Z]\.)?,? (?:\w+ ){0,2}?(?:made|earned|cashed (?:out|in)|banked|pocketed|booked|netted|collected|turned|doubled|tripled|retired|grew|walked away with|raked in)\b/g,
      // A named person and what the service did for them, in everyday words.
      /\b[A-Z][a-z]+(?: [A-Z]\.)?(?: and [A-Z][a-z]+)?,?(?: (?:now|just|finally|already))? (?:brings? home|cleared|quit (?:his|her|their) (?:day )?job|paid (?:off|for)|booked|funded|bankrolled|covered|credits (?:our|your|the|this|us)|lives? off (?:the |his |her |their )?(?:dividends|income|profits|gains)) /g,
      // A named person and a result: "Mary K. of Tulsa made $31,000" (capitals matter here).
      /\b[A-Z][a-z]+ [A-Z]\.(?:,? (?:of|from) [A-Z][a-z]+)?,? (?:made|earned|pocketed|banked|turned|doubled|tripled|retired|profited|netted|collected|grew|raked in|cashed in|walked away with)\b/g,
      new RegExp(
        `\\b(?:thousands|hundreds|millions|dozens|many|countless|most|scores|\\d[\\d,]*) of (?:our )?${PEOPLE}\\b[^.!?]{0,40}?\\b(?:have |are |already )?(?:made|earned|doubled|tripled|profited|retired|making|earning|pocketed|banked|beaten|beat|crushed|grown|grew|quit)\\b`,
        "gi",
      ),
      new RegExp(
        `\\b(?:says|said|writes|wrote|explains|raves|shares|tells us|told us|reports)\\b,? (?:one |a |our |longtime |long-time |happy |satisfied |delighted |grateful |loyal |lifetime )*${PEOPLE}\\b`,
        "gi",
      ),
      new RegExp(
        `\\b(?:testimonials?|success stor(?:y|ies)|five-star reviews?|5-star reviews?)\\b|\\b${PEOPLE} (?:rave|love us|swear by|can't stop talking)\\b|\\bhere'?s what (?:our )?(?:${PEOPLE}|people) (?:are saying|say|have to say)\\b`,
        "gi",
      ),
    ],
    guards: ["disclosure", "negation"],
    // A story of winnings, or an explicit testimonial ("says one reader", "success stories").
    when: (sentence, match) =>
      /\b(?:says|said|say|writes|written|wrote|emailed|explains|shares|tells?|told|reports|like [A-Z]|such as [A-Z]|testimonials?|success stor|reviews?|rave|love us|swear by|talking|here'?s what)/i.test(
        match,
      ) || RESULT.test(sentence),
    reason: categoryReasons.testimonial,
    rewrite: append(TESTIMONIAL_DISCLOSURE),
    examples: {
      flagged: [
        "One subscriber turned $5,000 into $80,000 in eighteen months.",
        "Thousands of our members have doubled their money.",
        "Here's what our readers are saying about the Income Alert service.",
      ],
      compliant: [
        "A reader asked how dividends are taxed in an IRA.",
        "Members get access to the full archive of past issues.",
        "We do not publish testimonials.",
      ],
    },
  },
];
