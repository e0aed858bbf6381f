import { Box, Container, Group, Stack } from "@mantine/core";
import { dashboardMessages } from "@studio/shared";
import { Suspense } from "react";
import { ADMIN_PAGE_WIDTH } from "../../components/page-width";
import { PreloadedComponent } from "../../lib/preloadable";
import { TooltipTiming } from "../../lib/tooltip-timing";
import { AdminHeader } from "./admin-header";
import { AdminSideNav, AdminTabsBar } from "./admin-nav";
import { adminPanels } from "./admin-panels";
import { type AdminTab, adminTabMeta } from "./admin-tabs";
import { LoadingState } from "./loading-state";

/**
 * The admin console: a header with Home and Logout, side navigation on desktop and icon tabs on
 * phones. The tab lives in the URL, so a reload or a shared link opens the same screen.
 */
export function AdminPage({ tab, username }: { tab: AdminTab; username: string }) {
  return (
    <TooltipTiming>
      <Container size={ADMIN_PAGE_WIDTH} w="100%" py={{ base: "md", sm: "xl" }}>
        <Stack gap="lg">
          <AdminHeader username={username} />
          <AdminTabsBar tab={tab} />
          <Group align="flex-start" gap="xl" wrap="nowrap">
            <AdminSideNav tab={tab} />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <AdminPanel tab={tab} />
            </Box>
          </Group>
        </Stack>
      </Container>
    </TooltipTiming>
  );
}

/** The open tab's panel; its code loads on first use (see admin-panels.ts). */
function AdminPanel({ tab }: { tab: AdminTab }) {
  return (
    <Suspense
      fallback={
        <LoadingState
          label={
            tab === "dashboard"
              ? dashboardMessages.loading
              : `Loading ${adminTabMeta[tab].label}...`
          }
        />
      }
    >
      <PreloadedComponent key={tab} component={adminPanels[tab]} />
    </Suspense>
  );
}
