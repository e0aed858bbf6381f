import type { AppRouter } from "@studio/api";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "./app-providers";
import { AppRoutes } from "./app-routes";

interface AppProps {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
}

export function App({ queryClient, trpcClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
