import { Menu, Search } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useLogout, useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { titleFromPath } from '@/lib/page-title';
import { SelectedOrganizationContext } from '@/lib/selected-organization';
import { useMediaQuery } from '@/lib/use-media-query';
import { NotificationsPlaceholder, ProfilePlaceholder, SearchPlaceholder } from './header-triggers';
import { OrganizationSwitcher } from './organization-switcher';
import { DesktopSidebar } from './sidebar';

// The top bar's menus load right after the page: the positioning engine they bring is not needed
// to show it. Until then their buttons stand in, looking the same.
const NotificationsButton = lazy(() =>
  import('./notifications-button').then((module) => ({ default: module.NotificationsButton })),
);
// The search box's results list loads the same way; a plain box stands in until it arrives.
const TopBarSearch = lazy(() => import('./top-bar-search').then((module) => ({ default: module.TopBarSearch })));
const ProfileMenu = lazy(() => import('./profile-menu').then((module) => ({ default: module.ProfileMenu })));
// The drawer (and the dialog library it brings) is not part of the first paint: it mounts when first
// opened, and a narrow screen, where its button shows, fetches it once the page is idle.
const loadMobileSidebar = () => import('./mobile-sidebar');
const MobileSidebar = lazy(() => loadMobileSidebar().then((module) => ({ default: module.MobileSidebar })));
const NARROW = '(width < 64rem)';
const WIDE = '(width >= 64rem)';

/** The signed-in shell: sidebar (drawer below 1024 px), top bar and the page. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { user } = useSession();
  const logout = useLogout();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so that it opens and closes in place afterwards.
  const drawerWanted = useRef(false);
  if (drawerOpen) drawerWanted.current = true;
  const [searchOpen, setSearchOpen] = useState(false);
  const organization = useContext(SelectedOrganizationContext)?.organization ?? null;
  // Below 1024 px the sidebar is hidden (the drawer stands in): a phone does not build its menus at all.
  const wide = useMediaQuery(WIDE, true);

  // Following a link in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    setDrawerOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!window.matchMedia?.(NARROW).matches) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadMobileSidebar());
  }, []);

  const title = titleFromPath(pathname);
  useEffect(() => {
    document.title = `${title} · Wattle HR`;
  }, [title]);

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {wide ? (
        <DesktopSidebar collapsed={collapsed} onCollapsedChange={setCollapsed} onLogout={() => void logout()} />
      ) : null}
      {drawerWanted.current ? (
        <Suspense fallback={null}>
          <MobileSidebar open={drawerOpen} onOpenChange={setDrawerOpen} onLogout={() => void logout()} />
        </Suspense>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <div
          aria-hidden="true"
          className={cn(
            'fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-500 transition-transform duration-500',
            navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0',
          )}
        />
        {/* Below 640 px the organization switcher wraps to a second row of its own. */}
        <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-slate-200 bg-white/95 px-3 py-2.5 backdrop-blur sm:h-16 sm:flex-nowrap sm:gap-x-3 sm:px-6 sm:py-0">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), '-ml-1 lg:hidden')}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg lg:flex-none">
            {title}
          </p>
          {/* Below 768 px the search box opens on its own row from the search button. */}
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is not known to every supported browser yet */}
          <div
            role="search"
            className={cn(
              'justify-center md:order-none md:flex md:w-auto md:flex-1',
              searchOpen ? 'order-last flex w-full' : 'hidden',
            )}
          >
            {/* What it searches depends on the role: nothing stands in until the organization is known. */}
            {organization ? (
              <Suspense fallback={<SearchPlaceholder />}>
                <TopBarSearch key={organization.id} focusNow={searchOpen} />
              </Suspense>
            ) : null}
          </div>
          <div className="order-last w-full min-w-0 sm:order-none sm:w-auto">
            <OrganizationSwitcher />
          </div>
          <div className="flex items-center gap-1 sm:gap-2">
            <button
              type="button"
              onClick={() => setSearchOpen((value) => !value)}
              aria-label="Search"
              aria-expanded={searchOpen}
              className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
            <Suspense fallback={<NotificationsPlaceholder />}>
              <NotificationsButton />
            </Suspense>
            <Suspense fallback={<ProfilePlaceholder user={user} />}>
              <ProfileMenu user={user} onSignOut={() => void logout()} />
            </Suspense>
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
