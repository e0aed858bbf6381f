import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { PageLoader } from "../../components/page-loader";
import { errorMessage } from "../../lib/error-message";

/**
 * A list's four states in one place: loading (the page loader), failed (a red alert with the
 * server's message, or `failed` when it gave none), empty (`empty`) and loaded (`children`).
 */
export function QueryStates({
  query,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown };
  failed: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isLoading) return <PageLoader />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error, failed)}</Alert>;
  return isEmpty ? empty : children;
}
