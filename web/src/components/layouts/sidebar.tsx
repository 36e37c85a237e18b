import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { SidebarNav } from './sidebar-nav';

export function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to={paths.app.root.getHref()}
      aria-label="Wattle HR home"
      className="flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      <LogoMark className="ring-1 ring-white/15 rounded-lg" />
      <span className={cn('truncate text-lg font-semibold tracking-tight text-white', collapsed && 'sr-only')}>
        Wattle HR
      </span>
    </Link>
  );
}

export function LogoutButton({ collapsed, onLogout }: { collapsed: boolean; onLogout: () => void }) {
  return (
    <button
      type="button"
      onClick={onLogout}
      title={collapsed ? 'Logout' : undefined}
      className={cn(
        'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 hover:bg-white/5 hover:text-white',
        'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-400',
        collapsed && 'justify-center px-0',
      )}
    >
      <LogOut aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn(collapsed && 'sr-only')}>Logout</span>
    </button>
  );
}

/** The desktop sidebar (1024 px and wider): full, or icons only. */
export function DesktopSidebar({
  collapsed,
  onCollapsedChange,
  onLogout,
}: {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onLogout: () => void;
}) {
  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col bg-slate-900 transition-[width] duration-200 lg:flex',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 items-center', collapsed ? 'justify-center px-2' : 'px-5')}>
        <Brand collapsed={collapsed} />
      </div>
      <div className={cn('flex-1 overflow-y-auto py-2', collapsed ? 'px-2' : 'px-3')}>
        <SidebarNav collapsed={collapsed} onExpand={() => onCollapsedChange(false)} />
      </div>
      <div className={cn('space-y-1 border-t border-white/10 py-3', collapsed ? 'px-2' : 'px-3')}>
        <button
          type="button"
          onClick={() => onCollapsedChange(!collapsed)}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : undefined}
          className={cn(
            'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-400 hover:bg-white/5 hover:text-white',
            'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-400',
            collapsed && 'justify-center px-0',
          )}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5 shrink-0" />
          )}
          <span className={cn(collapsed && 'sr-only')}>Collapse</span>
        </button>
        <LogoutButton collapsed={collapsed} onLogout={onLogout} />
      </div>
    </aside>
  );
}
