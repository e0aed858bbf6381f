import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { AppFooter } from "./app-footer";
import { AppHeader } from "./app-header";
import { PageLoader } from "./page-loader";

/** Pages that end with the product footer (SPEC 2: the home page). */
const pathsWithFooter = new Set(["/"]);

/**
 * Every page shares one sticky header instance (it keeps its state across navigation); lazy
 * pages load below it. The footer sits outside <main> so it is the contentinfo landmark.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <AppHeader />
      <Box component="main" style={{ flex: 1, display: "flex", flexDirection: "column" }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {pathsWithFooter.has(pathname) && <AppFooter />}
    </>
  );
}
