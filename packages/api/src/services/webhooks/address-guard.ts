import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { AppError, webhookMessages } from "@studio/shared";
import ipaddr from "ipaddr.js";

/**
 * Keeps webhooks off private networks (SSRF): a receiver must be a public unicast address.
 * Loopback, RFC 1918, carrier-grade NAT, link-local (the 169.254.169.254 metadata service
 * included), unique-local and site-local IPv6, 0.0.0.0/8 and `::`, multicast, reserved ranges and
 * the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are all refused.
 * `WEBHOOK_ALLOW_PRIVATE=true` lifts it (a receiver inside the company network, tests).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1 to the socket: judge the IPv4 address it carries.
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  // ipaddr.js names every special-purpose range; only the rest ("unicast") is public.
  return parsed.range() === "unicast";
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** The host of a URL as the socket sees it: `[::1]` → `::1`. */
export function urlHost(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

const LOOKUP_TIMEOUT_MS = 5_000;

async function resolveAll(host: string): Promise<ResolvedAddress[]> {
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family: family as 4 | 6 }];
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(
      () => reject(new AppError("BAD_REQUEST", webhookMessages.unresolvable(host))),
      LOOKUP_TIMEOUT_MS,
    ).unref();
  });
  const found = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/**
 * The address to connect to for `url`, after DNS: every address the name resolves to must be
 * public (a name that answers one public and one private address is refused), and the caller
 * connects to the address answered here, so a second lookup (DNS rebinding) cannot swap in
 * another. Throws AppError BAD_REQUEST naming the host.
 */
export async function resolveDeliveryAddress(
  url: URL,
  allowPrivate: boolean,
): Promise<ResolvedAddress> {
  const host = urlHost(url);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveAll(host);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BAD_REQUEST", webhookMessages.unresolvable(host));
  }
  const first = addresses[0];
  if (!first) throw new AppError("BAD_REQUEST", webhookMessages.unresolvable(host));
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new AppError("BAD_REQUEST", webhookMessages.privateAddress(host));
  }
  return first;
}

/**
 * The check at registration. A private address (literal, or what the name resolves to now) is
 * refused; a name that does not resolve yet is accepted, since every delivery checks again
 * after its own lookup.
 */
export async function assertRegistrableUrl(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = urlHost(url);
  if (isIP(host) !== 0) {
    if (!isPublicAddress(host)) {
      throw new AppError("BAD_REQUEST", webhookMessages.privateAddress(host));
    }
    return;
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    return;
  }
  if (addresses.some((a) => !isPublicAddress(a.address))) {
    throw new AppError("BAD_REQUEST", webhookMessages.privateAddress(host));
  }
}
