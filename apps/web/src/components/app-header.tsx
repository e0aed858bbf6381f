import {
  ActionIcon,
  Box,
  Burger,
  Button,
  Container,
  Group,
  Text,
  Tooltip,
  UnstyledButton,
  useMantineTheme,
} from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { PRODUCT_NAME } from "@studio/shared";
import { IconLogout } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router-dom";
import { useCurrentUser } from "../features/auth/use-current-user";
import { useLogoutAction } from "../features/auth/use-logout-action";
import { NotificationBell } from "../features/notifications/notification-bell";
import { UsageMeter } from "../features/usage/usage-meter";
import { strings } from "../lib/strings";
import classes from "./app-header.module.css";
import { BrandMark } from "./brand-mark";
import { isActive, navItems } from "./nav-items";
import { isAdminConsolePath, pageWidth } from "./page-width";
import { ThemeToggle } from "./theme-toggle";

// The drawer brings the modal, scroll-area, focus-trap and scroll-lock code with it, which a
// wide screen never shows: it loads only where the burger is visible (or once it is pressed).
const MobileNav = lazy(() =>
  import("./mobile-nav").then((module) => ({ default: module.MobileNav })),
);

export function AppHeader() {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const { logout, isPending } = useLogoutAction();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const theme = useMantineTheme();
  // The burger is `hiddenFrom="sm"`: hidden from this width up. Assume wide until measured.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true);
  const items = navItems(user, isLoading);
  // The admin console has its own 'Logout' in its header (SPEC 2): one logout control there.
  const showLogout = user !== null && !(isAdmin && isAdminConsolePath(pathname));

  return (
    <Box component="header" className={classes.header}>
      <Container size={pageWidth(pathname)} h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" className={classes.brand}>
            <BrandMark />
            <Text component="span" fw={800} size="lg" className={classes.brandName}>
              {PRODUCT_NAME}
            </Text>
          </UnstyledButton>

          <Group gap="xs" wrap="nowrap">
            <Group component="nav" gap={4} visibleFrom="sm" aria-label={strings.nav.mainNavLabel}>
              {items.map((item) => {
                const active = isActive(item, pathname);
                if (item.icon) {
                  // A secondary destination: an icon keeps the header on one line at tablet widths.
                  const ItemIcon = item.icon;
                  return (
                    <Tooltip key={item.to} label={item.label}>
                      <ActionIcon
                        component={Link}
                        to={item.to}
                        size={36}
                        variant={active ? "light" : "subtle"}
                        color={active ? undefined : "gray"}
                        aria-label={item.label}
                        aria-current={active ? "page" : undefined}
                      >
                        <ItemIcon size={18} />
                      </ActionIcon>
                    </Tooltip>
                  );
                }
                const cta = item.to === "/login";
                return (
                  <Button
                    key={item.to}
                    component={Link}
                    to={item.to}
                    variant={cta ? "filled" : active ? "light" : "subtle"}
                    color={cta || active ? undefined : "gray"}
                    ml={cta ? "xs" : undefined}
                    aria-current={active ? "page" : undefined}
                  >
                    {item.label}
                  </Button>
                );
              })}
              {user && <UsageMeter />}
              {showLogout && (
                <Button
                  variant="default"
                  ml="xs"
                  leftSection={<IconLogout size={16} />}
                  onClick={logout}
                  loading={isPending}
                >
                  {strings.nav.logOut}
                </Button>
              )}
            </Group>

            {user && <NotificationBell />}
            <ThemeToggle />
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={strings.nav.openMenu}
            />
          </Group>
        </Group>
      </Container>

      {(!wide || menuOpened) && (
        <Suspense fallback={null}>
          <MobileNav
            opened={menuOpened}
            onClose={menu.close}
            items={items}
            pathname={pathname}
            onLogout={showLogout ? logout : undefined}
            logoutPending={isPending}
          />
        </Suspense>
      )}
    </Box>
  );
}
