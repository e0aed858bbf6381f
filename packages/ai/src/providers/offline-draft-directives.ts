import type { Length, Tone } from "@studio/shared";
import {
  asSentence,
  contentWords,
  sentencesOf,
  trimEndOf,
  unquote,
  wordsOf,
} from "./offline-draft-text";

/**
 * What the person asked for (the Instructions option) and what the active template's house
 * rules say ("Call readers members."), read into the few kinds of request a template filler can
 * honour: things to mention or dwell on, words to use or avoid, a sign-off, a tone, a length and
 * an audience. Parsed with plain string tests, never patterns built from the text.
 */
export interface Directives {
  /** Say `to` where the draft would say `from` ("readers" → "members"). */
  vocabulary: Array<{ from: string; to: string }>;
  /** Words or phrases the draft must not contain. */
  avoid: string[];
  /** Things to tell the reader, each with where it goes. */
  mentions: Mention[];
  /** Subjects to give particular attention. */
  focus: string[];
  signoff?: string;
  tone?: Tone;
  length?: Length;
  audience?: string;
}

export interface Mention {
  /** What the reader is told, as a sentence ("A reminder to renew before May 1."). */
  sentence: string;
  /** The thing itself, without the request's verb ("our spring webinar on April 14"). */
  subject: string;
  place: "opening" | "body" | "closing";
}

export function emptyDirectives(): Directives {
  return { vocabulary: [], avoid: [], mentions: [], focus: [] };
}

/**
 * `origin` "instruction": the person's own request, every clause of which should show in the
 * draft. "rule": a template sentence, many of which describe structure the composer already
 * follows ("Include a subject line"), so only unmistakable rules are taken from it.
 */
export function parseDirectives(
  text: string,
  origin: "instruction" | "rule",
  into: Directives = emptyDirectives(),
): Directives {
  for (const clause of clausesOf(text)) readClause(clause, origin, into);
  return into;
}

const FILLERS = [
  "please ",
  "also ",
  "always ",
  "and ",
  "then ",
  "kindly ",
  "be sure to ",
  "make sure to ",
  "make sure you ",
  "remember to ",
  "don't forget to ",
  "do not forget to ",
  "you should ",
  "you must ",
  "we want you to ",
  "try to ",
];

/** Verbs that start a new request after "and" ("Mention the webinar and keep it upbeat"). */
const CLAUSE_VERBS = new Set(
  (
    "mention include note add announce promote plug feature reference highlight emphasise " +
    "emphasize stress focus cover discuss explain talk write keep make be sound use say call " +
    "refer address avoid don't never do sign end close finish open start begin lead remind " +
    "tell invite encourage ask thank let replace share"
  ).split(" "),
);

function clausesOf(text: string): string[] {
  const clauses: string[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = stripListMarker(rawLine.trim());
    if (!line) continue;
    for (const sentence of sentencesOf(line)) {
      for (const part of sentence.split(";")) {
        clauses.push(...splitOnAnd(part));
      }
    }
  }
  return clauses.map(normalise).filter((c) => c.length > 0);
}

function stripListMarker(line: string): string {
  let rest = line;
  if (rest.startsWith("- ") || rest.startsWith("* ") || rest.startsWith("• ")) rest = rest.slice(2);
  const numbered = /^\d{1,3}[.)] /.exec(rest);
  if (numbered) rest = rest.slice(numbered[0].length);
  return rest.trim();
}

/** "x and keep it short" → ["x", "keep it short"], only where a request verb follows "and". */
function splitOnAnd(part: string): string[] {
  const words = part.split(" ");
  const pieces: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? "";
    const next = (words[i + 1] ?? "").toLowerCase();
    const isAnd = word.toLowerCase() === "and" || word.toLowerCase() === ", and";
    if (isAnd && current.length > 0 && CLAUSE_VERBS.has(next)) {
      pieces.push(current.join(" "));
      current = [];
      continue;
    }
    current.push(word);
  }
  if (current.length > 0) pieces.push(current.join(" "));
  return pieces.map((p) => trimEndOf(p.trim(), ", "));
}

function normalise(clause: string): string {
  let c = trimEndOf(clause.trim(), ".!, ");
  // A short label before a colon ("House rules: call readers members").
  const colon = c.indexOf(": ");
  if (colon > 0 && colon <= 30 && c.slice(0, colon).split(" ").length <= 4) {
    c = c.slice(colon + 2).trim();
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const filler of FILLERS) {
      if (c.toLowerCase().startsWith(filler)) {
        c = c.slice(filler.length).trim();
        changed = true;
      }
    }
  }
  return c;
}

/** `clause` without `prefix` (case-insensitive), or undefined when it does not start with it. */
function after(clause: string, ...prefixes: string[]): string | undefined {
  const lower = clause.toLowerCase();
  for (const prefix of prefixes) {
    if (lower.startsWith(prefix)) return clause.slice(prefix.length).trim();
  }
  return undefined;
}

const AUDIENCE_NOUNS: Array<[string, string]> = [
  ["our readers", "readers"],
  ["the readers", "readers"],
  ["readers", "readers"],
  ["the reader", "readers"],
  ["reader", "readers"],
  ["our subscribers", "subscribers"],
  ["subscribers", "subscribers"],
  ["our audience", "readers"],
  ["the audience", "readers"],
  ["our clients", "clients"],
  ["clients", "clients"],
  ["our customers", "customers"],
  ["customers", "customers"],
  ["investors", "investors"],
];

const TONE_WORDS: Array<[Tone, string[]]> = [
  ["friendly", ["upbeat", "positive", "warm", "friendly", "cheerful", "casual", "conversational"]],
  ["conservative", ["cautious", "careful", "conservative", "measured", "sober", "prudent"]],
  ["confident", ["confident", "bold", "assertive", "punchy", "decisive"]],
  ["neutral", ["neutral", "balanced", "factual", "objective", "even-handed"]],
];

const STYLE_STARTS = ["keep ", "make it ", "be ", "sound ", "stay ", "use a ", "write in ", "tone"];

/** Words that describe the draft's own parts: a template "include" about them is structure. */
const FORMAT_WORDS = new Set(
  (
    "subject line lines preview heading headings section sections paragraph paragraphs " +
    "sentence sentences bullet bullets point points reminder disclaimer call action title " +
    "titles format structure hook summary takeaway list outline word words figure figures " +
    "option options ideas idea recommendation opening closing credibility"
  ).split(" "),
);

function readClause(clause: string, origin: "instruction" | "rule", d: Directives): void {
  if (readVocabulary(clause, d) || readAvoid(clause, d) || readSignoff(clause, d)) return;
  if (readStyle(clause, d)) return;
  if (origin === "instruction" && readAudience(clause, d)) return;
  if (readFocus(clause, origin, d)) return;
  if (readMention(clause, origin, d)) return;
  // A plain statement or a name ("Spring webinar on April 14", "Our office is closed Monday")
  // is something to tell readers; an instruction the composer cannot carry out (a style it
  // has no lever for) is left to a model.
  if (origin === "instruction" && !startsWithRequestVerb(clause)) {
    d.mentions.push(mention(clause, "body"));
  }
}

function readVocabulary(clause: string, d: Directives): boolean {
  const rest = after(clause, "call ", "refer to ", "address ");
  if (rest !== undefined) {
    for (const [noun, from] of AUDIENCE_NOUNS) {
      const tail = after(rest, `${noun} `);
      if (tail === undefined) continue;
      const to = unquote(after(tail, "as ") ?? tail);
      if (to && wordsOf(to).length <= 4) {
        d.vocabulary.push({ from, to });
        return true;
      }
    }
  }
  const swap = after(clause, "use ", "say ", "write ");
  if (swap !== undefined) {
    for (const separator of [" instead of ", " rather than ", " in place of "]) {
      const at = swap.toLowerCase().indexOf(separator);
      if (at > 0) {
        return addSwap(d, swap.slice(at + separator.length), swap.slice(0, at));
      }
    }
    const not = swap.toLowerCase().indexOf(", not ");
    // "Say members, not readers": quoted, or single words, so "use plain words, not jargon"
    // (a style request) is not read as a word swap.
    if (not > 0 && !clause.toLowerCase().startsWith("use ")) {
      return addSwap(d, swap.slice(not + 6), swap.slice(0, not));
    }
  }
  const replace = after(clause, "replace ");
  if (replace !== undefined) {
    const at = replace.toLowerCase().indexOf(" with ");
    if (at > 0) return addSwap(d, replace.slice(0, at), replace.slice(at + 6));
  }
  return false;
}

function addSwap(d: Directives, fromText: string, toText: string): boolean {
  const from = unquote(fromText);
  const to = unquote(toText);
  if (!from || !to || wordsOf(from).length > 4 || wordsOf(to).length > 4) return false;
  d.vocabulary.push({ from, to });
  return true;
}

function readAvoid(clause: string, d: Directives): boolean {
  const rest = after(
    clause,
    "don't use ",
    "do not use ",
    "never use ",
    "don't say ",
    "do not say ",
    "never say ",
    "don't write ",
    "do not write ",
    "never write ",
    "don't mention ",
    "do not mention ",
    "never mention ",
    "avoid using ",
    "avoid saying ",
    "avoid mentioning ",
    "avoid ",
    "no ",
  );
  if (rest === undefined) return false;
  const object =
    after(
      rest,
      "the words ",
      "the word ",
      "the terms ",
      "the term ",
      "the phrases ",
      "the phrase ",
      "words like ",
      "words such as ",
      "phrases like ",
    ) ?? rest;
  const items = object
    .split(",")
    .flatMap((p) => p.split(" or "))
    .map((p) => unquote(after(p.trim(), "and ") ?? p.trim()))
    .filter((p) => p && wordsOf(p).length <= 5);
  if (items.length === 0) return false;
  d.avoid.push(...items);
  return true;
}

function readSignoff(clause: string, d: Directives): boolean {
  const rest = after(
    clause,
    "sign off as ",
    "sign off with ",
    "sign off ",
    "sign it as ",
    "sign it ",
    "sign as ",
    "sign with ",
    "sign each issue as ",
    "sign each email as ",
    "sign every issue as ",
    "sign every email as ",
  );
  if (rest === undefined) return false;
  const name = unquote(rest);
  if (!name) return false;
  d.signoff = name;
  return true;
}

function readStyle(clause: string, d: Directives): boolean {
  const lower = clause.toLowerCase();
  if (wordsOf(lower).length > 8) return false;
  if (!STYLE_STARTS.some((s) => lower.startsWith(s))) return false;
  const words = new Set(wordsOf(lower));
  // "Keep it upbeat and short": a tone and a length in one request.
  const tone = TONE_WORDS.find(([, list]) => list.some((w) => words.has(w)))?.[0];
  if (tone) d.tone ??= tone;
  if (["short", "shorter", "brief", "concise", "tight"].some((w) => words.has(w))) {
    d.length ??= "short";
  } else if (["long", "longer", "detailed", "thorough"].some((w) => words.has(w))) {
    d.length ??= "long";
  }
  // Another style request ("keep sentences simple") is nothing a template filler can change.
  return true;
}

function readAudience(clause: string, d: Directives): boolean {
  const rest = after(clause, "write for ", "aim it at ", "aim at ", "target ", "address it to ");
  if (rest === undefined || !rest) return false;
  d.audience ??= unquote(rest);
  return true;
}

function readFocus(clause: string, origin: "instruction" | "rule", d: Directives): boolean {
  const rest = after(
    clause,
    "focus on ",
    "concentrate on ",
    "cover ",
    "discuss ",
    "explain ",
    "talk about ",
    "write about ",
    "emphasise ",
    "emphasize ",
    "stress ",
    "highlight ",
    "dwell on ",
  );
  if (rest === undefined || !rest) return false;
  if (origin === "rule" && describesFormat(rest)) return true;
  d.focus.push(unquote(rest));
  return true;
}

function readMention(clause: string, origin: "instruction" | "rule", d: Directives): boolean {
  const opening = after(clause, "open with ", "start with ", "begin with ", "lead with ");
  if (opening !== undefined) {
    if (origin === "rule" && describesFormat(opening)) return true;
    d.mentions.push(mention(opening, "opening"));
    return true;
  }
  const closing = after(
    clause,
    "end with ",
    "end on ",
    "close with ",
    "close on ",
    "finish with ",
    "finish on ",
  );
  if (closing !== undefined) {
    if (origin === "rule" && describesFormat(closing)) return true;
    d.mentions.push(mention(closing, "closing"));
    return true;
  }
  for (const [verbs, build] of READER_REQUESTS) {
    const object = after(clause, ...verbs);
    if (object === undefined || !object) continue;
    const built = build(readerFacing(object));
    if (built) {
      d.mentions.push({ sentence: built.sentence, subject: built.subject, place: "body" });
      return true;
    }
  }
  const object = after(
    clause,
    "mention ",
    "include ",
    "note ",
    "add ",
    "announce ",
    "promote ",
    "plug ",
    "feature ",
    "reference ",
    "point out ",
    "share ",
    "say ",
  );
  if (object === undefined || !object) return false;
  if (origin === "rule" && describesFormat(object)) return true;
  d.mentions.push(mention(object, "body"));
  return true;
}

type Build = (object: string) => { sentence: string; subject: string } | undefined;

/** Requests about the reader ("Remind readers to renew"), said to the reader. */
const READER_REQUESTS: Array<[string[], Build]> = [
  [
    audienceVerbs("remind"),
    (o) => {
      const to = after(o, "to ");
      if (to) return { sentence: `A reminder to ${trimEnd(to)}.`, subject: to };
      const that = after(o, "that ");
      if (that) return { sentence: `A reminder: ${trimEnd(that)}.`, subject: that };
      const about = after(o, "about ", "of ") ?? o;
      return { sentence: `A reminder about ${trimEnd(about)}.`, subject: about };
    },
  ],
  [audienceVerbs("invite"), (o) => toVerb(o, (x) => `You are warmly invited to ${x}.`)],
  [audienceVerbs("encourage"), (o) => toVerb(o, (x) => `We encourage you to ${x}.`)],
  [audienceVerbs("ask"), (o) => toVerb(o, (x) => `We would ask you to ${x}.`)],
  [
    audienceVerbs("thank"),
    (o) => {
      const reason = after(o, "for ") ?? o;
      return { sentence: `Thank you for ${trimEnd(reason)}.`, subject: reason };
    },
  ],
  [
    [...audienceVerbs("tell"), ...audienceVerbs("let").map((v) => `${v}know `)],
    (o) => {
      const said = after(o, "that ", "about ") ?? o;
      return { sentence: asSentence(said), subject: said };
    },
  ],
];

function audienceVerbs(verb: string): string[] {
  return [
    `${verb} readers `,
    `${verb} our readers `,
    `${verb} the readers `,
    `${verb} subscribers `,
    `${verb} our subscribers `,
    `${verb} them `,
    `${verb} everyone `,
    `${verb} people `,
  ];
}

function toVerb(object: string, say: (rest: string) => string) {
  const rest = after(object, "to ") ?? object;
  return rest ? { sentence: say(trimEnd(rest)), subject: rest } : undefined;
}

/** The readers' side of a request: "their", "they" and "them" become "your" and "you". */
function readerFacing(text: string): string {
  return text
    .split(" ")
    .map((word) => {
      const lower = word.toLowerCase();
      if (lower === "their") return "your";
      if (lower === "they" || lower === "them") return "you";
      if (lower === "themselves") return "yourselves";
      return word;
    })
    .join(" ");
}

function mention(object: string, place: Mention["place"]): Mention {
  const subject = unquote(readerFacing(object));
  const that = after(subject, "that ");
  if (that) return { sentence: asSentence(that), subject: that, place };
  // A quoted line is used as written ("End with 'Stay curious.'").
  if (object.trim() !== unquote(object) && place !== "body") {
    return { sentence: asSentence(subject), subject, place };
  }
  return { sentence: "", subject, place };
}

function trimEnd(text: string): string {
  return trimEndOf(text.trim(), ".!,; ");
}

function describesFormat(object: string): boolean {
  const words = contentWords(object);
  return words.length === 0 || words.some((w) => FORMAT_WORDS.has(w));
}

function startsWithRequestVerb(clause: string): boolean {
  const first = (wordsOf(clause.toLowerCase())[0] ?? "").replace("’", "'");
  return CLAUSE_VERBS.has(first) || STYLE_VERBS.has(first);
}

/** Verbs of requests about form ("Shorten the intro", "Bold the key figures"). */
const STYLE_VERBS = new Set(
  (
    "limit format structure bold italicise italicize capitalise capitalize shorten lengthen " +
    "expand cut drop remove rewrite rephrase simplify vary put give show list number try " +
    "ensure stick follow match mirror copy"
  ).split(" "),
);
