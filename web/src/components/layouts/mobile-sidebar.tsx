import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Brand, LogoutButton } from './sidebar';
import { SidebarNav } from './sidebar-nav';

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-400 hover:bg-white/10 hover:text-white ' +
  'focus-visible:outline-2 focus-visible:outline-brand-400';

/** The drawer on narrow screens: a modal panel over the page, closed by Escape, the overlay or navigation. */
export function MobileSidebar({
  open,
  onOpenChange,
  onLogout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden" data-testid="drawer-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-slate-900 shadow-2xl focus:outline-none lg:hidden"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="flex h-16 items-center justify-between gap-2 px-4">
            <Brand collapsed={false} />
            <Dialog.Close className={iconButton} aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-2">
            <SidebarNav />
          </div>
          <div className="border-t border-white/10 px-3 py-3">
            <LogoutButton collapsed={false} onLogout={onLogout} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
