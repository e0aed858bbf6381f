import {
  type ClaimSpan,
  excusedBy,
  type Guard,
  type SentenceContext,
  sentenceContext,
} from "./guards";
import {
  type CompiledPhrase,
  compileBuiltIn,
  compilePhrase,
  matchAt,
  PhraseIndex,
  phraseNames,
} from "./phrase/compile";
import { toWords, type Word } from "./phrase/words";
import type { Rule } from "./rule";

/**
 * The one matcher: runs rules, built-in and custom alike, over a sentence's words and passes
 * every match through the same guards. Work per sentence is linear in its words: phrases are
 * tried only where their first word can start, and every guard looks a bounded distance.
 */
export interface CompiledRule {
  rule: Rule;
  /** Context phrases, compiled once; null when the rule has none. */
  with: PhraseIndex<true> | null;
  unless: PhraseIndex<true> | null;
  except: PhraseIndex<true> | null;
  replace: { phrase: CompiledPhrase | "whole"; text: string }[];
}

/** An edit of a sentence: UTF-16 offsets into its text, and what replaces that range. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface RuleHit {
  rule: Rule;
  /** Offsets of the matched words in the sentence's text. */
  start: number;
  end: number;
  /** The rule's rewrite of these words, or null when it has none. */
  edit: Edit | null;
  /** A sentence the rewrite adds after this one (once per document), or null. */
  added: string | null;
  /** The edit replaces the whole sentence with the rule's fallback sentence. */
  fallback?: boolean;
}

export interface ExcusedHit {
  rule: Rule;
  start: number;
  end: number;
  guard: Guard | "context";
}

export class RuleSet {
  readonly rules: readonly CompiledRule[];
  private readonly shaped: readonly CompiledRule[];
  private readonly index: PhraseIndex<{ rule: CompiledRule; phrase: CompiledPhrase }>;

  /** `strict`: a phrase that does not parse is a bug (the rulebook); else it is skipped. */
  constructor(rules: readonly Rule[], strict: boolean) {
    const compile = (phrase: string) => (strict ? compileBuiltIn(phrase) : compilePhrase(phrase));
    const contextIndex = (phrases: readonly string[] | undefined) => {
      if (!phrases?.length) return null;
      const compiled = phrases.map(compile).filter((p): p is CompiledPhrase => p !== null);
      return new PhraseIndex(compiled.map((phrase) => ({ phrase, value: true as const })));
    };
    this.rules = rules.map((rule) => ({
      rule,
      with: contextIndex(rule.with),
      unless: contextIndex(rule.unless),
      except: contextIndex(rule.except),
      replace: (rule.rewrite?.replace ?? []).flatMap(([phrase, text]): CompiledRule["replace"] => {
        if (phrase === "*") return [{ phrase: "whole", text }];
        const compiled = compile(phrase);
        return compiled ? [{ phrase: compiled, text }] : [];
      }),
    }));
    this.shaped = this.rules.filter((r) => r.rule.shape);
    this.index = new PhraseIndex(
      this.rules.flatMap((rule) =>
        rule.rule.phrases.flatMap((source) => {
          const phrase = compile(source);
          return phrase ? [{ phrase, value: { rule, phrase } }] : [];
        }),
      ),
    );
  }

  /**
   * The claims in one sentence: the first match of each rule that no guard excuses.
   * `excused` hears about the matches a guard or the rule's context excused (the admin's
   * dry run says why an example passed).
   */
  match(
    text: string,
    options: {
      words?: readonly Word[];
      following?: string;
      disabled?: ReadonlySet<string>;
      document?: SentenceContext["document"];
      excused?: (hit: ExcusedHit) => void;
      /** The sentence's guard context, when the caller builds it once for several rule sets. */
      context?: () => SentenceContext;
    } = {},
  ): RuleHit[] {
    const words = options.words ?? toWords(text);
    const hits: RuleHit[] = [];
    const settled = new Set<CompiledRule>();
    let context: SentenceContext | null = null;
    const found = new Map<PhraseIndex<true>, Array<[number, number]>>();
    const spans = (index: PhraseIndex<true>) => {
      let list = found.get(index);
      if (!list) {
        list = index.hits(words).map((h) => [h.start, h.end] as [number, number]);
        found.set(index, list);
      }
      return list;
    };
    const consider = (
      rule: CompiledRule,
      start: number,
      end: number,
      names: ((word: string) => boolean) | undefined,
      edit: () => { edit: Edit | null; added: string | null; fallback?: boolean },
    ) => {
      const span = { start: words[start]!.start, end: words[end - 1]!.end };
      const excuse = (guard: Guard | "context") =>
        options.excused?.({ rule: rule.rule, ...span, guard });
      if (rule.rule.quoted && !words.slice(start, end).every((w) => w.quoted)) return;
      // The sentence's context settles the rule for every match in it: no need to try again.
      if (rule.with && spans(rule.with).length === 0) {
        settled.add(rule);
        return;
      }
      if (rule.unless && spans(rule.unless).length > 0) {
        settled.add(rule);
        return excuse("context");
      }
      if (rule.except && spans(rule.except).some(([s, e]) => s < end && e > start)) {
        return excuse("context");
      }
      context ??= options.context
        ? options.context()
        : sentenceContext(text, words, options.following, options.document);
      const claim: ClaimSpan = {
        sentence: context,
        start,
        end,
        category: rule.rule.category,
        ...(names ? { names } : {}),
      };
      const guard = excusedBy(claim);
      if (guard) return excuse(guard);
      settled.add(rule);
      hits.push({ rule: rule.rule, ...span, ...edit() });
    };
    const disabled = (rule: CompiledRule) => options.disabled?.has(rule.rule.id) ?? false;
    this.index.scan(
      words,
      ({ rule, phrase }, start, end) =>
        consider(
          rule,
          start,
          end,
          (word) => phraseNames(phrase, word),
          () => editFor(rule, text, words, start, end),
        ),
      ({ rule }) => settled.has(rule) || disabled(rule),
    );
    // Shouting needs a "!" or a word in capitals: most sentences have neither.
    const loud = text.includes("!") || words.some((w) => w.allCaps);
    for (const rule of this.shaped) {
      if (!loud || disabled(rule) || words.length === 0) continue;
      const shout = shouting(text, words);
      if (shout) {
        const edit = rule.rule.rewrite?.calm ? shout.edit : null;
        consider(rule, shout.start, shout.end, undefined, () => ({ edit, added: null }));
      }
    }
    return hits;
  }
}

// ---------------------------------------------------------------------------------------------
// Shapes: claims made by how a sentence looks.

/**
 * Where a sentence shouts: a run of four words in capitals, two or more capitals in a sentence
 * ending in "!", or a pile of exclamation marks. The span is the run of capitals (or the word
 * before the marks); the edit writes the run in lower case and the marks as one full stop.
 */
function shouting(
  text: string,
  words: readonly Word[],
): { start: number; end: number; edit: Edit } | null {
  let best: [number, number] = [0, 0];
  let runStart = -1;
  for (let i = 0; i <= words.length; i++) {
    const word = words[i];
    const caps = word?.allCaps === true && word.kind === "word" && !word.hardBreak;
    if (caps && runStart === -1) runStart = i;
    else if (!caps && runStart !== -1) {
      if (i - runStart > best[1] - best[0]) best = [runStart, i];
      runStart = word?.allCaps && word.kind === "word" ? i : -1;
    }
  }
  let exclamations = 0;
  let pile = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "!") continue;
    exclamations += 1;
    if (text[i + 1] === "!" && pile === -1) pile = i;
  }
  const run = best[1] - best[0];
  const longCaps = words.slice(best[0], best[1]).filter((w) => w.norm.length >= 3).length;
  const shouts =
    run >= 4 || (longCaps >= 2 && exclamations > 0) || pile !== -1 || exclamations >= 3;
  if (!shouts) return null;
  const marksAt = pile !== -1 ? pile : text.lastIndexOf("!");
  let marksEnd = marksAt;
  while (marksEnd !== -1 && text[marksEnd] === "!") marksEnd += 1;
  const calm = (from: number) =>
    marksAt !== -1 && marksEnd - marksAt > 1 && marksAt - from <= 2 ? marksEnd : -1;
  if (run >= 2) {
    const calmed = calmCapitals(text, words);
    const through = calm(calmed.end);
    const edit =
      through === -1
        ? calmed
        : { ...calmed, end: through, text: `${calmed.text}${text.slice(calmed.end, marksAt)}.` };
    return { start: best[0], end: best[1], edit };
  }
  let last = words.length - 1;
  while (last > 0 && marksAt !== -1 && words[last]!.start > marksAt) last -= 1;
  const edit = { start: marksAt, end: Math.max(marksEnd, marksAt + 1), text: "." };
  return { start: last, end: last + 1, edit };
}

/**
 * Every shouted stretch of the sentence in lower case, as one edit: a stretch is a run of words
 * with no lower-case letter (figures such as "$100" and one-letter words stay inside it) holding
 * two or more words in capitals, so "IF YOU HAD INVESTED $100 IN BITCOIN" reads "If you had
 * invested $100 in bitcoin". A lone capitalised word is an acronym ("ETF") and stays.
 */
function calmCapitals(text: string, words: readonly Word[]): Edit {
  const lowered: Word[] = [];
  let stretch: Word[] = [];
  const close = () => {
    if (stretch.filter((w) => w.allCaps).length >= 2) lowered.push(...stretch);
    stretch = [];
  };
  for (const word of words) {
    if (word.hardBreak) close();
    // A lower-case letter ends a stretch, and so does a word with no letter in capitals ("#1").
    const calmWord =
      /\p{Ll}/u.test(word.raw) || (word.kind === "word" && word.raw === word.raw.toLowerCase());
    if (calmWord) close();
    else stretch.push(word);
  }
  close();
  const first = lowered[0]!;
  const last = lowered.at(-1)!;
  let out = "";
  let at = first.start;
  for (const word of lowered) {
    out += text.slice(at, word.start);
    // "I" stays a capital; "A" inside a shout is an article.
    out += word.raw === "I" ? word.raw : word.raw.toLowerCase();
    at = word.end;
  }
  const sentenceStart = first === words[0] || first.hardBreak;
  if (sentenceStart) out = out[0]!.toUpperCase() + out.slice(1);
  return { start: first.start, end: last.end, text: out };
}

// ---------------------------------------------------------------------------------------------
// Rewrites as edits of the flagged words.

function editFor(
  rule: CompiledRule,
  text: string,
  words: readonly Word[],
  start: number,
  end: number,
): { edit: Edit | null; added: string | null; fallback?: boolean } {
  const rewrite = rule.rule.rewrite;
  if (!rewrite) return { edit: null, added: null };
  let edit: Edit | null = null;
  for (const { phrase, text: replacement } of rule.replace) {
    const range = phrase === "whole" ? [start, end] : findWithin(phrase, words, start, end);
    if (!range) continue;
    edit = replaceWords(text, words, range[0]!, range[1]!, onceInSentence(text, replacement));
    break;
  }
  if (!edit && rewrite.fallback) {
    const edit = { start: 0, end: text.length, text: rewrite.fallback };
    return { edit, added: null, fallback: true };
  }
  return { edit, added: rewrite.append ?? null };
}

/**
 * A replacement's caveat (what follows its first comma) said once per sentence: a second claim
 * of the same kind in it ("turning $500 into $30,000… and $5,000 into $300,000") takes only the
 * replacement's core, so fixing both does not say "with a risk of loss" twice.
 */
function onceInSentence(sentence: string, replacement: string): string {
  const comma = replacement.indexOf(", ");
  if (comma < 0 || !sentence.toLowerCase().includes(replacement.toLowerCase())) return replacement;
  return replacement.slice(0, comma);
}

/**
 * A flag's whole edit of its sentence: its words' replacement and, when `added` is given, the
 * sentence added after it, as one range (what a fix replaces is always one range).
 */
export function withAddition(text: string, edit: Edit | null, added: string | null): Edit | null {
  if (!added) return edit;
  const appended = appendSentence(text, added);
  if (!edit) return appended;
  return {
    start: edit.start,
    end: appended.end,
    text: edit.text + text.slice(edit.end, appended.start) + appended.text,
  };
}

/**
 * Where a replacement phrase sits: overlapping the flagged words, starting at most two words
 * before them and running on past them if it must ("guarantee" flagged, "guarantee you'll"
 * replaced; "ignite" flagged, "will ignite" replaced).
 */
function findWithin(
  phrase: CompiledPhrase,
  words: readonly Word[],
  start: number,
  end: number,
): [number, number] | null {
  for (let i = Math.max(0, start - 2); i < end; i++) {
    const stop = matchAt(phrase, words, i);
    if (stop !== null && stop > start) return [i, stop];
  }
  return null;
}

/** Replaces words [from, to) with `replacement`, keeping a capital and fixing "a"/"an". */
export function replaceWords(
  text: string,
  words: readonly Word[],
  from: number,
  to: number,
  replacement: string,
): Edit {
  let start = words[from]!.start;
  let end = words[to - 1]!.end;
  let out = replacement;
  if (/^\p{Lu}/u.test(words[from]!.raw) && out.length > 0) {
    out = out[0]!.toUpperCase() + out.slice(1);
  }
  if (out.length === 0) {
    // A deletion takes one neighbouring space with it, and a comma left hanging.
    if (text[end] === "," && text[start - 2] === ",") end += 1;
    if (text[end] === " ") end += 1;
    else if (text[start - 1] === " ") start -= 1;
    return { start, end, text: "" };
  }
  const article = words[from - 1];
  if (article && (article.norm === "a" || article.norm === "an") && article.end === start - 1) {
    const wanted = /^[aeio]/i.test(out) ? "an" : "a";
    if (article.norm !== wanted) {
      const cased = /^A/.test(article.raw) ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted;
      return { start: article.start, end, text: `${cased} ${out}` };
    }
  }
  return { start, end, text: out };
}

/**
 * A sentence added after `text`: after its full stop, or replacing a run of exclamation marks
 * with one (a disclosure does not follow "!!!"), or after a full stop it gains.
 */
export function appendSentence(text: string, addition: string): Edit {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1]!)) end -= 1;
  let closing = end;
  while (closing > 0 && /["”')\]]/.test(text[closing - 1]!)) closing -= 1;
  let marks = closing;
  while (marks > 0 && text[marks - 1] === "!") marks -= 1;
  if (marks < closing) {
    return { start: marks, end, text: `.${text.slice(closing, end)} ${addition}` };
  }
  // An ellipsis ends a sentence too ("worth $100,378,600 now…").
  const stop = /[.?…]/.test(text[closing - 1] ?? "") ? "" : ".";
  return { start: end, end, text: `${stop} ${addition}` };
}

/** Applies an edit to a sentence's text. */
export function applyEdit(text: string, edit: Edit): string {
  return text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}
