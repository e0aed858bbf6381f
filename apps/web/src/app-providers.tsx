import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./styles/global.css";

import { MantineProvider } from "@mantine/core";
import type { AppRouter } from "@studio/api";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import type { ReactNode } from "react";
import { createColorSchemeManager, DEFAULT_COLOR_SCHEME } from "./lib/color-scheme";
import { ToastSlot } from "./lib/toast-slot";
import { TRPCProvider } from "./lib/trpc";
import { theme } from "./theme";

const colorSchemeManager = createColorSchemeManager();

interface AppProvidersProps {
  /** Created before the first render (main.tsx), so start-up preloads fill the same cache. */
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  children: ReactNode;
}

export function AppProviders({ queryClient, trpcClient, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <ToastSlot />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
