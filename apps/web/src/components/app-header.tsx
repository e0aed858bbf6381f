import {
  Box,
  Burger,
  Button,
  Container,
  Group,
  Text,
  UnstyledButton,
  useMantineTheme,
} from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { PRODUCT_NAME } from "@studio/shared/brand";
import { IconLogout } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router-dom";
import { useCurrentUser } from "../features/auth/use-current-user";
import { useLogoutAction } from "../features/auth/use-logout-action";
import { strings } from "../lib/strings";
import classes from "./app-header.module.css";
import { BrandMark } from "./brand-mark";
import { isActive, navItems } from "./nav-items";

// The drawer brings the modal, scroll-area, focus-trap and scroll-lock code with it, which a
// wide screen never shows: it loads only where the burger is visible (or once it is pressed).
const MobileNav = lazy(() =>
  import("./mobile-nav").then((module) => ({ default: module.MobileNav })),
);

export function AppHeader() {
  const { user, isLoading } = useCurrentUser();
  const { logout, isPending } = useLogoutAction();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const theme = useMantineTheme();
  // The burger is `hiddenFrom="sm"`: hidden from this width up. Assume wide until measured.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true);
  const items = navItems(user, isLoading);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" className={classes.brand}>
            <BrandMark />
            <Text component="span" fw={800} size="lg" className={classes.brandName}>
              {PRODUCT_NAME}
            </Text>
          </UnstyledButton>

          <Group component="nav" gap={4} visibleFrom="sm" aria-label={strings.nav.mainNavLabel}>
            {items.map((item) => {
              const active = isActive(item, pathname);
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
            {user && (
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

          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={strings.nav.openMenu}
          />
        </Group>
      </Container>

      {(!wide || menuOpened) && (
        <Suspense fallback={null}>
          <MobileNav
            opened={menuOpened}
            onClose={menu.close}
            items={items}
            pathname={pathname}
            onLogout={user ? logout : undefined}
            logoutPending={isPending}
          />
        </Suspense>
      )}
    </Box>
  );
}
