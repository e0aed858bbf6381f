/** Product identity, shown in the header, footer and page titles. */
export const PRODUCT_NAME = "Pressroom AI";
export const PRODUCT_TAGLINE = "Intelligent content creation powered by AI";
export const LOGIN_PAGE_TITLE = "Content Generation Platform";
export const ADMIN_LOGIN_TITLE = "Admin Dashboard";
/** localStorage key for the colour scheme (SPEC 1: "stored locally under a theme key"). */
export const THEME_STORAGE_KEY = "theme";

/**
 * Runs in the page's <head> before the first paint (apps/web/index.html), so a stored dark
 * scheme applies to prerendered HTML at once instead of after the scripts load. It mirrors the
 * SPA's colour-scheme manager: anything but "dark" is light, the system scheme is never followed.
 * The server allows exactly this text through its Content-Security-Policy by its hash.
 */
export const THEME_INIT_SCRIPT = `try{document.documentElement.setAttribute("data-mantine-color-scheme",localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark"?"dark":"light")}catch(e){}`;
