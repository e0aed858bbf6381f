import { Box, Burger, Button, Container, Group, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { PRODUCT_NAME } from "@studio/shared/brand";
import { IconLogout } from "@tabler/icons-react";
import { Link, useLocation } from "react-router-dom";
import { useCurrentUser } from "../features/auth/use-current-user";
import { useLogoutAction } from "../features/auth/use-logout-action";
import { strings } from "../lib/strings";
import classes from "./app-header.module.css";
import { BrandMark } from "./brand-mark";
import { MobileNav } from "./mobile-nav";
import { isActive, navItems } from "./nav-items";

export function AppHeader() {
  const { user, isLoading } = useCurrentUser();
  const { logout, isPending } = useLogoutAction();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
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

      <MobileNav
        opened={menuOpened}
        onClose={menu.close}
        items={items}
        pathname={pathname}
        onLogout={user ? logout : undefined}
        logoutPending={isPending}
      />
    </Box>
  );
}
