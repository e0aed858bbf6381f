import { globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createContext, Script } from "node:vm";
import { checkSync, type Diagnostics } from "recheck";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

/**
 * Every regex in the product runs in linear time (issue 27): one request of 100,000 characters
 * must not hold the event loop or a reviewer's browser for seconds. This test finds every regex
 * in the product's source (regex literals and `new RegExp("…")`/`RegExp("…")` with a literal
 * pattern, read with a real TypeScript parser) and runs each against adversarial inputs of
 * 100,000 characters: the attack string recheck (a ReDoS analyser) builds for it, and runs of
 * the tokens real attacks used ("I made ", "--a ", "not guaranteed ", "$1,1,1", …) and of each
 * character the pattern names, with and without a character that breaks the match at the end.
 * A regex fails when one input takes longer than BOUND_MS (a linear scan of 100k characters
 * takes well under a millisecond; a quadratic one takes seconds).
 */

/**
 * `new RegExp(expression)` built at run time cannot be read from the source. Only the
 * compliance engine builds any (its rule tables, and admin phrase rules, issue 2's wildcards);
 * the checker's own worst-case test and `pnpm bench compliance` cover them end to end.
 */
const DYNAMIC_REGEX_FOLDER = "packages/compliance/src/";

const BOUND_MS = 100;
/** A run this long is stopped (V8 interrupts the regex): the answer is already "too slow". */
const STOP_MS = 1_000;
const INPUT_LENGTH = 100_000;

const root = resolve(import.meta.dirname, "..");

interface FoundRegex {
  file: string;
  line: number;
  pattern: string;
  flags: string;
}

interface DynamicRegex {
  file: string;
  line: number;
  code: string;
}

interface AstNode {
  type?: string;
  start?: number;
  [key: string]: unknown;
}

function findRegexes(): { literal: FoundRegex[]; dynamic: DynamicRegex[] } {
  const files = globSync("{apps,packages}/*/src/**/*.{ts,tsx}", { cwd: root }).filter(
    (file) => !/\.test\.tsx?$/.test(file),
  );
  const literal: FoundRegex[] = [];
  const dynamic: DynamicRegex[] = [];
  for (const file of files) {
    const source = readFileSync(resolve(root, file), "utf8");
    const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
    const parsed = parseSync(file, source, { lang: file.endsWith(".tsx") ? "tsx" : "ts" });
    if (parsed.errors.length > 0) throw new Error(`${file} does not parse: ${parsed.errors[0]}`);
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const child of node) visit(child);
        return;
      }
      if (typeof node !== "object" || node === null) return;
      const n = node as AstNode;
      const regex = n.regex as { pattern: string; flags: string } | undefined;
      if (n.type === "Literal" && regex) {
        literal.push({ file, line: lineOf(n.start ?? 0), ...regex });
      }
      const callee = n.callee as AstNode | undefined;
      if (
        (n.type === "NewExpression" || n.type === "CallExpression") &&
        callee?.type === "Identifier" &&
        callee.name === "RegExp"
      ) {
        const [pattern, flags] = n.arguments as AstNode[];
        const literalFlags = flags === undefined || typeof flags.value === "string";
        if (pattern?.type === "Literal" && typeof pattern.value === "string" && literalFlags) {
          literal.push({
            file,
            line: lineOf(n.start ?? 0),
            pattern: pattern.value,
            flags: typeof flags?.value === "string" ? flags.value : "",
          });
        } else {
          const code = source.slice(n.start as number, n.end as number);
          dynamic.push({ file, line: lineOf(n.start ?? 0), code: code.slice(0, 80) });
        }
      }
      for (const [key, value] of Object.entries(n)) {
        if (key !== "parent" && typeof value === "object") visit(value);
      }
    };
    visit(parsed.program);
  }
  return { literal, dynamic };
}

/** Tokens that stalled the server or the browser, and the usual suspects. */
const TOKENS = [
  "I made ",
  "--a ",
  "not guaranteed ",
  "we guarantee you will ",
  "$1,",
  "1,",
  "1.",
  "a",
  "A",
  "Aa ",
  " ",
  "\t",
  "\n",
  "-",
  "--",
  "** ",
  "##",
  "/",
  "# ",
  "* ",
  "1. ",
  '"a',
  "<a",
  "'",
];

/** A character no pattern expects, so a match that ran to the end must fail there. */
const BREAKERS = ["", "\u0000"];

function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** The characters a pattern names literally (its escapes resolved), each a run of its own. */
function patternChars(pattern: string): string[] {
  const chars = new Set<string>();
  for (let i = 0; i < pattern.length; i += 1) {
    let c = pattern[i] ?? "";
    if (c === "\\") {
      i += 1;
      c = pattern[i] ?? "";
      if (/[a-zA-Z0-9]/.test(c)) continue; // \s, \d, \b, \1: classes and references, not text
    }
    if (c.trim() === "" || /[a-zA-Z0-9]/.test(c)) continue;
    chars.add(c);
  }
  return [...chars];
}

/** recheck's attack string, its pumps repeated to about INPUT_LENGTH characters. */
function scaledAttack(diagnostics: Diagnostics): string | null {
  if (diagnostics.status !== "vulnerable") return null;
  const { pumps, suffix } = diagnostics.attack;
  const pumpLength = pumps.reduce((sum, p) => sum + p.pump.length, 0) || 1;
  const times = Math.ceil(INPUT_LENGTH / pumpLength);
  return pumps.map((p) => p.prefix + p.pump.repeat(times)).join("") + suffix;
}

/** Runs the regex on the input in a separate V8 context that can be interrupted after STOP_MS. */
const context = createContext({ performance });
const runner = new Script(`(() => {
  const re = new RegExp(pattern, flags);
  const started = performance.now();
  if (re.global || re.sticky) input.replace(re, "");
  else re.exec(input);
  return performance.now() - started;
})()`);

function timeRegex(pattern: string, flags: string, input: string): number {
  Object.assign(context, { pattern, flags, input });
  try {
    return runner.runInContext(context, { timeout: STOP_MS }) as number;
  } catch (error) {
    // Thrown from the other context: its Error is not this one's, so match the code.
    if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return STOP_MS;
    throw error;
  }
}

interface Slow {
  at: string;
  regex: string;
  input: string;
  ms: number;
  verdict: string;
}

function describeInput(input: string): string {
  return `${JSON.stringify(input.slice(0, 24))}… (${input.length} chars)`;
}

/** The slowest of the adversarial inputs, timed twice when it looks slow (the machine is shared). */
function slowestInput(found: FoundRegex, inputs: string[]): { input: string; ms: number } {
  let worst = { input: "", ms: 0 };
  for (const input of inputs) {
    let ms = timeRegex(found.pattern, found.flags, input);
    if (ms > BOUND_MS && ms < STOP_MS)
      ms = Math.min(ms, timeRegex(found.pattern, found.flags, input));
    // On a busy machine a linear scan can pass the bound; it still grows like the input (about
    // 4x from a quarter of it), where a backtracking one grows like its square (about 16x).
    if (ms > BOUND_MS && ms < STOP_MS && scalesLinearly(found, input, ms)) ms = 0;
    if (ms > worst.ms) worst = { input, ms };
    if (ms >= STOP_MS) break;
  }
  return worst;
}

/** Whether a quarter of the input (its end, where the breaker is) takes over an eighth of the time. */
function scalesLinearly(found: FoundRegex, input: string, ms: number): boolean {
  const quarter = input.slice(input.length - Math.floor(input.length / 4));
  const quarterMs = Math.min(
    timeRegex(found.pattern, found.flags, quarter),
    timeRegex(found.pattern, found.flags, quarter),
  );
  return ms / Math.max(quarterMs, 1) < 8;
}

function inputsFor(found: FoundRegex, attack: string | null): string[] {
  const units = [...TOKENS, ...patternChars(found.pattern)];
  const inputs = attack ? [attack] : [];
  for (const unit of units) {
    for (const breaker of BREAKERS) inputs.push(repeatTo(unit, INPUT_LENGTH) + breaker);
  }
  return inputs;
}

describe("every regex in the product is linear", () => {
  const { literal, dynamic } = findRegexes();

  it("finds the product's regexes", () => {
    // A parser or glob that silently finds nothing would pass everything below.
    // (226 when the compliance rules became phrase data instead of regexes.)
    expect(literal.length).toBeGreaterThan(200);
    expect(literal.some((r) => r.file === "packages/shared/src/markup.ts")).toBe(true);
    expect(literal.some((r) => r.file.startsWith("apps/web/src/"))).toBe(true);
    expect(literal.some((r) => r.file.startsWith("packages/compliance/src/"))).toBe(true);
  });

  it("builds no regex from an expression outside the compliance engine", () => {
    const outside = dynamic.filter((d) => !d.file.startsWith(DYNAMIC_REGEX_FOLDER));
    expect(outside.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([]);
  });

  const groups = new Map<string, FoundRegex[]>();
  for (const found of literal) {
    const group = found.file.startsWith("packages/compliance/src/")
      ? "packages/compliance/src"
      : found.file.split("/").slice(0, 2).join("/");
    groups.set(group, [...(groups.get(group) ?? []), found]);
  }

  for (const [group, regexes] of groups) {
    // recheck's static analysis of the compliance engine's word lists takes minutes; its
    // patterns get the token and character runs only, and its matcher has its own linear-time
    // tests (packages/compliance/src/check-text.test.ts, phrase/compile.test.ts).
    const analyse = group !== "packages/compliance/src";
    it(`${group}: ${regexes.length} regexes take under ${BOUND_MS} ms on 100k adversarial characters`, {
      timeout: 600_000,
    }, () => {
      const slow: Slow[] = [];
      for (const found of regexes) {
        const diagnostics = analyse
          ? checkSync(found.pattern, found.flags, { timeout: 1_000 })
          : undefined;
        const worst = slowestInput(
          found,
          inputsFor(found, diagnostics ? scaledAttack(diagnostics) : null),
        );
        if (worst.ms > BOUND_MS) {
          slow.push({
            at: `${found.file}:${found.line}`,
            regex: `/${found.pattern}/${found.flags}`,
            input: describeInput(worst.input),
            ms: Math.round(worst.ms),
            verdict:
              diagnostics?.status === "vulnerable"
                ? `recheck: ${diagnostics.complexity.summary}`
                : (diagnostics?.status ?? "not analysed"),
          });
        }
      }
      expect(slow).toEqual([]);
    });
  }
});
