import { isIP } from "node:net";
import { z } from "zod";

/**
 * The most proxy hops TRUST_PROXY may name. A hop count trusts that many X-Forwarded-For entries
 * from the right, whoever wrote them: set higher than the real chain, the extra entries are the
 * client's own, so it picks its address (and dodges per-address limits). Real chains are short
 * (a CDN, a load balancer and an ingress are 3); beyond 5 the setting is a mistake.
 */
export const TRUST_PROXY_MAX_HOPS = 5;

/**
 * The widest ranges that may be trusted: an IPv4 /8 (10.0.0.0/8, the widest private block) and
 * an IPv6 /7 (fc00::/7, the unique-local block). Anything wider trusts much of the Internet, and
 * `0.0.0.0/1,128.0.0.0/1` or `::/0` trust everyone, so any client could set its own address.
 */
const MIN_PREFIX = { 4: 8, 6: 7 } as const;

/** `::ffff:0:0/96`, where IPv4 clients appear when matched against IPv6 ranges. */
const V4_MAPPED = 0xffffn << 32n;

/** An IPv6 address as a 128-bit number (the address is already known valid by `isIP`). */
function ipv6Bits(address: string): bigint {
  let text = address.split("%")[0] ?? "";
  // An embedded IPv4 tail ("::ffff:10.0.0.1") is the part after the last colon.
  const tailStart = text.lastIndexOf(":") + 1;
  const v4Tail = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text.slice(tailStart));
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tailStart)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

/** Why this address or range may not be trusted, or null when it may. */
function problemWith(entry: string): string | null {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
    return `${entry} is not an IP address or CIDR range`;
  }
  const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
  if (bits > (family === 4 ? 32 : 128)) return `${entry} is not an IP address or CIDR range`;
  const tooWide = `${entry} is too wide (it trusts addresses a client could send from): list your proxies' addresses, or ranges no wider than /${MIN_PREFIX[4]} (IPv4) or /${MIN_PREFIX[6]} (IPv6)`;
  if (family === 4) return bits < MIN_PREFIX[4] ? tooWide : null;
  if (bits < MIN_PREFIX[6]) return tooWide;
  // IPv4 clients are matched against IPv6 ranges as ::ffff:a.b.c.d: a range over that block is
  // an IPv4 range, held to the IPv4 width.
  const network = ipv6Bits(address);
  if (bits <= 96)
    return network >> BigInt(128 - bits) === V4_MAPPED >> BigInt(128 - bits) ? tooWide : null;
  const inV4Mapped = network >> 32n === V4_MAPPED >> 32n;
  return inV4Mapped && bits - 96 < MIN_PREFIX[4] ? tooWide : null;
}

/**
 * TRUST_PROXY: which proxies may tell us the client address (X-Forwarded-For) and protocol.
 * Trusting every hop would let a client's own X-Forwarded-For entry pass through an appending
 * proxy, so the choices are a hop count up to TRUST_PROXY_MAX_HOPS (`true` is one hop: the proxy
 * in front of us) or the proxies' addresses and narrow ranges. Fastify's `trustProxy` takes both
 * forms; everything accepted here is something its address parser accepts.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (["false", "no", "0"].includes(lower)) return false;
    if (["true", "yes"].includes(lower)) return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= TRUST_PROXY_MAX_HOPS) return hops;
      ctx.addIssue({
        code: "custom",
        message: `must be at most ${TRUST_PROXY_MAX_HOPS} proxy hops (got ${value}): a count above the real chain lets a client choose its own address`,
      });
      return z.NEVER;
    }
    const addresses = value.split(",").map((a) => a.trim());
    const problems = addresses.map(problemWith);
    if (problems.every((p) => p === null)) return addresses;
    const wide = problems.find((p) => p?.includes("too wide"));
    ctx.addIssue({
      code: "custom",
      message:
        wide ??
        "must be false, a number of proxy hops (true means 1), or a comma-separated list of proxy addresses (CIDR allowed)",
    });
    return z.NEVER;
  });
