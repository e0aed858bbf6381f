/** Product identity, shown in the header, footer and page titles. */
export const PRODUCT_NAME = "Pressroom AI";
export const PRODUCT_TAGLINE = "Intelligent content creation powered by AI";
export const LOGIN_PAGE_TITLE = "Content Generation Platform";
export const ADMIN_LOGIN_TITLE = "Admin Dashboard";
/** localStorage key for the colour scheme (SPEC 1: "stored locally under a theme key"). */
export const THEME_STORAGE_KEY = "theme";
