import { type PageKey, ROUTES } from "@studio/shared";
import { Route, Routes } from "react-router-dom";
import { AppLayout } from "./components/app-layout";
import { LazyPage } from "./routes/lazy-page";
import NotFoundRoute from "./routes/not-found";
import { eagerPages, isEagerPage } from "./routes/route-modules";

function PageElement({ page }: { page: PageKey }) {
  if (!isEagerPage(page)) return <LazyPage page={page} />;
  const Page = eagerPages[page];
  return <Page />;
}

/**
 * The routes of the manifest (@studio/shared's ROUTES), each path rendering its page. Everything
 * but the landing page is split out so the home bundle stays small; the chunk of the page being
 * opened is already on its way (lib/route-preload.ts and the server's Link hints).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.flatMap(({ page, paths }) =>
          paths.map((path) =>
            path === "/" ? (
              <Route key={path} index element={<PageElement page={page} />} />
            ) : (
              <Route key={path} path={path.slice(1)} element={<PageElement page={page} />} />
            ),
          ),
        )}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
