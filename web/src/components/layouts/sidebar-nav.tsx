import { ChevronDown } from 'lucide-react';
import { useContext, useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { activeGroupId, type NavGroup, type NavItem, navigationFor } from '@/config/navigation';
import { cn } from '@/lib/cn';
import { SelectedOrganizationContext } from '@/lib/selected-organization';

interface SidebarNavProps {
  /** Icons only (desktop collapsed state). */
  collapsed?: boolean;
  /** Asked when a group is clicked while collapsed: the sidebar opens to show the group. */
  onExpand?: () => void;
  items?: readonly NavItem[];
}

const rowClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-400';
const idle = 'text-slate-300 hover:bg-white/5 hover:text-white';
const active = 'bg-white/10 text-white';

/** The spec's grouped menu; the group holding the current path is open. */
export function SidebarNav({ collapsed = false, onExpand, items: given }: SidebarNavProps) {
  const { pathname } = useLocation();
  const selected = useContext(SelectedOrganizationContext);
  const organization = selected?.organization;
  // The entries the role decides appear once it is known; grey rows stand in until then.
  const roleUnknown = !given && !organization && Boolean(selected?.isLoading);
  const items = useMemo(
    () => given ?? navigationFor(organization?.permissions, organization?.role),
    [given, organization],
  );
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>(() => {
    const id = activeGroupId(pathname, items);
    return id ? { [id]: true } : {};
  });

  // Moving into a group (by a link elsewhere, or back/forward) opens it.
  useEffect(() => {
    const id = activeGroupId(pathname, items);
    if (id) setOpenGroups((groups) => (groups[id] ? groups : { ...groups, [id]: true }));
  }, [pathname, items]);

  const toggle = (group: NavGroup) => {
    if (collapsed) {
      setOpenGroups((groups) => ({ ...groups, [group.id]: true }));
      onExpand?.();
      return;
    }
    setOpenGroups((groups) => ({ ...groups, [group.id]: !groups[group.id] }));
  };

  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {items.map((item) => {
          const Icon = item.icon;
          if (item.kind === 'link') {
            return (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={item.end}
                  title={collapsed ? item.label : undefined}
                  className={({ isActive }) =>
                    cn(rowClasses, isActive ? active : idle, collapsed && 'justify-center px-0')
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon aria-hidden="true" className={cn('size-5 shrink-0', isActive && 'text-brand-300')} />
                      <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
                    </>
                  )}
                </NavLink>
              </li>
            );
          }
          const isOpen = Boolean(openGroups[item.id]) && !collapsed;
          const containsPath = activeGroupId(pathname, [item]) !== null;
          const listId = `nav-group-${item.id}`;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => toggle(item)}
                aria-expanded={isOpen}
                aria-controls={collapsed ? undefined : listId}
                title={collapsed ? item.label : undefined}
                className={cn(rowClasses, containsPath ? 'text-white' : idle, collapsed && 'justify-center px-0')}
              >
                <Icon aria-hidden="true" className={cn('size-5 shrink-0', containsPath && 'text-brand-300')} />
                <span className={cn('flex-1 text-left', collapsed && 'sr-only')}>{item.label}</span>
                {collapsed ? null : (
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-4 shrink-0 text-slate-400 transition-transform', isOpen && 'rotate-180')}
                  />
                )}
              </button>
              {isOpen ? (
                <ul id={listId} className="mt-1 mb-2 ml-5 space-y-0.5 border-l border-white/10 pl-3">
                  {item.items.map((link) => (
                    <li key={link.href}>
                      <NavLink
                        to={link.href}
                        end={link.end}
                        className={({ isActive }) =>
                          cn(
                            'block rounded-md px-3 py-1.5 text-sm transition-colors first-letter:uppercase',
                            'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-400',
                            isActive
                              ? 'bg-brand-400/15 font-medium text-brand-200'
                              : 'text-slate-400 hover:bg-white/5 hover:text-white',
                          )
                        }
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
        {roleUnknown
          ? [0, 1, 2, 3].map((row) => (
              <li key={row} aria-hidden="true" className="px-3 py-2">
                <div className={cn('h-5 animate-pulse rounded bg-white/10', collapsed ? 'mx-auto w-5' : 'w-32')} />
              </li>
            ))
          : null}
      </ul>
    </nav>
  );
}
