import {
  Box,
  Button,
  Container,
  Group,
  NavLink,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { adminNav, dashboardMessages } from "@studio/shared";
import { IconHome, IconLogout } from "@tabler/icons-react";
import { Suspense } from "react";
import { Link, useNavigate } from "react-router-dom";
import { ADMIN_PAGE_WIDTH } from "../../components/page-width";
import { PreloadedComponent } from "../../lib/preloadable";
import { strings } from "../../lib/strings";
import { TooltipTiming } from "../../lib/tooltip-timing";
import { useLogoutAction } from "../auth/use-logout-action";
import { adminPanels } from "./admin-panels";
import { type AdminTab, adminTabHref, adminTabMeta, adminTabs } from "./admin-tabs";
import { LoadingState } from "./loading-state";

/**
 * The admin console: a header with Home and Logout, side navigation on desktop and icon tabs on
 * phones. The tab lives in the URL, so a reload or a shared link opens the same screen.
 */
export function AdminPage({ tab, username }: { tab: AdminTab; username: string }) {
  const navigate = useNavigate();
  const { logout, isPending } = useLogoutAction();

  return (
    <TooltipTiming>
      <Container size={ADMIN_PAGE_WIDTH} w="100%" py={{ base: "md", sm: "xl" }}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={0}>
              <Title order={1} size="h2">
                {strings.admin.dashboardTitle}
              </Title>
              <Text c="dimmed" size="sm">
                Signed in as {username}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                component={Link}
                to="/"
                variant="default"
                leftSection={<IconHome size={16} />}
              >
                {adminNav.home}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconLogout size={16} />}
                onClick={logout}
                loading={isPending}
              >
                {adminNav.logout}
              </Button>
            </Group>
          </Group>

          <Tabs
            hiddenFrom="sm"
            value={tab}
            onChange={(value) => {
              const next = adminTabs.find((t) => t === value);
              if (next) navigate(adminTabHref(next));
            }}
            variant="pills"
          >
            <Tabs.List grow aria-label="Admin sections">
              {adminTabs.map((t) => {
                const { icon: IconComponent, label } = adminTabMeta[t];
                return (
                  <Tabs.Tab key={t} value={t} aria-label={label} title={label}>
                    <IconComponent size={20} aria-hidden />
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
          </Tabs>

          <Group align="flex-start" gap="xl" wrap="nowrap">
            <Paper
              component="nav"
              aria-label="Admin"
              visibleFrom="sm"
              withBorder
              p="xs"
              w={232}
              style={{ flexShrink: 0, position: "sticky", top: 88 }}
            >
              {adminTabs.map((t) => {
                const { icon: IconComponent, label } = adminTabMeta[t];
                return (
                  <NavLink
                    key={t}
                    component={Link}
                    to={adminTabHref(t)}
                    label={label}
                    active={t === tab}
                    aria-current={t === tab ? "page" : undefined}
                    leftSection={<IconComponent size={18} aria-hidden />}
                    // A pointer on its way to a tab starts loading that tab's code.
                    onMouseEnter={() => void adminPanels[t].preload().catch(() => {})}
                    variant="light"
                    style={{ borderRadius: "var(--mantine-radius-md)" }}
                  />
                );
              })}
            </Paper>
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
