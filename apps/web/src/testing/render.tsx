import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { ToastSlot } from "../lib/toast-slot";
import { createQueryClient, createTrpcClient, TRPCProvider } from "../lib/trpc";
import { theme } from "../theme";
import { type FakeApi, fakeApi } from "./fake-api";

interface RenderOptions {
  /** The server behind `/trpc` (default: one that knows no procedure). */
  api?: FakeApi;
  /** The router's location. */
  route?: string;
}

/**
 * Renders `ui` inside what the app gives every page (app-providers.tsx): Mantine with the app's
 * theme (in its test mode), the toast slot, a fresh query client with the app's defaults and the app's own tRPC
 * client, whose requests go to `api` (see fake-api.ts), and a router at `route`.
 */
export function renderWithApp(
  ui: ReactElement,
  { api = fakeApi({}), route = "/" }: RenderOptions = {},
) {
  vi.stubGlobal("fetch", api.fetch);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const user = userEvent.setup();
  const result = render(
    // env "test": no transitions (a dropdown is there at once) and no portals.
    <MantineProvider theme={theme} env="test">
      <ToastSlot />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, api, queryClient };
}
