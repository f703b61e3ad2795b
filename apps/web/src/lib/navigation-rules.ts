import { redirect } from 'react-router';
import { userStore } from './session';
import { localStore } from './storage';

/** Spec §9: the outer tracking code (`trk`) lives 3 hours. */
export const TRK_LIFETIME_MS = 3 * 60 * 60 * 1000;
/** Long enough to cover a social login round trip or a registration by mail. */
export const RETURN_PAGE_LIFETIME_MS = 60 * 60 * 1000;
const TRK = 'trk';
const RETURN_PAGE = 'return_page';

/** Visitors only: a signed-in user opening one of these goes home. */
const GUEST_PAGES = ['/login', '/registration', '/password-reset-request', '/password-reset'];
/** Never where the user returns after login: the account pages, mail links and the not-found page. */
const FORGOTTEN_PAGES = [...GUEST_PAGES, '/verify-notice', '/verify-email', '/confirm-account-deletion', '/404'];
const isAuthPage = (path: string) => FORGOTTEN_PAGES.includes(path) || path.startsWith('/auth/');
export const needsLogin = (path: string) => path === '/profile' || path.startsWith('/profile/');

/** The page a successful login lands on: the last one visited (path and query), else home. */
export const returnPage = () => localStore.get<string>(RETURN_PAGE) ?? '/';
export const trackingCode = () => localStore.get<string>(TRK);

/**
 * Spec §2 navigation rules, checked by the root route before every navigation (its loader always
 * revalidates). The signed-in user is known before the router starts (start-up restores it).
 * One guard per router: it remembers the page the router is on.
 */
export function createNavigationGuard() {
  let currentPage: string | undefined;
  return ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/(.)\/+$/, '$1');
    const page = path + url.search;
    const user = userStore.get();
    const trk = url.searchParams.get(TRK);
    if (trk) localStore.set(TRK, trk, TRK_LIFETIME_MS);

    // Nothing else is a visit until the temporary password is replaced: the page to return to stays as it was.
    if (user?.temporary_password) return path === '/profile/edit' ? null : redirect('/profile/edit');
    if (user && GUEST_PAGES.includes(path)) return redirect('/');
    const from = currentPage?.split('?')[0];
    if (!user && path === '/buy' && currentPage && (from === '/login' || from === '/registration')) return redirect(currentPage);
    if (!isAuthPage(path)) localStore.set(RETURN_PAGE, page, RETURN_PAGE_LIFETIME_MS);
    if (!user && needsLogin(path)) return redirect('/login');
    currentPage = page;
    return null;
  };
}
