/**
 * How many rows a page of each list the SPA pages through holds (issue 18). Kept apart from the
 * schemas, with no zod, because the SPA's start-up reads them to preload a page's first data and
 * everything it imports is in the home page's first download.
 */

/**
 * Chat: the sidebar's first page is small so /chat paints quickly; the open conversation starts
 * at its newest MESSAGE_PAGE_SIZE messages and loads older ones on scrolling up.
 */
export const CONVERSATION_PAGE_SIZE = 30;
export const MESSAGE_PAGE_SIZE = 50;

/** Accounts per page of /admin/users: a few screens of cards in its virtual grid. */
export const ADMIN_USER_PAGE_SIZE = 60;

/** Items per page of "My Content" (/content): a few screens of its virtual grid. */
export const CONTENT_LIBRARY_PAGE_SIZE = 48;
