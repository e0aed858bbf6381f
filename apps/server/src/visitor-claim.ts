import { createHash, randomBytes } from "node:crypto";
import type { VisitorPort } from "@studio/api";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The visitor's claim token (issue 27): 32 random bytes in an HttpOnly cookie that lives as long
 * as the browser session. Drafts a visitor makes are stored with its SHA-256, and the account
 * that signs in from this browser takes them over. Unguessable, so no one can claim another
 * browser's drafts; never the client's address, which many visitors may share.
 */
export const VISITOR_COOKIE = "visitor";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function claimOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function browserVisitor(request: FastifyRequest, reply: FastifyReply): VisitorPort {
  const sent = request.cookies[VISITOR_COOKIE];
  let token = sent !== undefined && TOKEN.test(sent) ? sent : null;
  return {
    get presented() {
      return token === null ? null : claimOf(token);
    },
    claimForNewContent() {
      if (token === null) {
        token = randomBytes(32).toString("base64url");
        reply.setCookie(VISITOR_COOKIE, token, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: request.server.secureCookies,
        });
      }
      return claimOf(token);
    },
    forget() {
      token = null;
      reply.clearCookie(VISITOR_COOKIE, { path: "/" });
    },
  };
}
