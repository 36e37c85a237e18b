import type { User } from '@wattle/shared/auth';
import { LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProfileTriggerContent, profileTriggerClasses } from './header-triggers';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export function ProfileMenu({ user, onSignOut }: { user: User | null; onSignOut: () => void }) {
  const navigate = useNavigate();
  return (
    // Not modal: a modal menu hides the page with aria-hidden while focus can still reach it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={profileTriggerClasses}>
        <ProfileTriggerContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{user?.name}</p>
            <p className="truncate text-xs text-slate-500">{user?.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate(paths.app.profile.getHref())}>
            <UserRound aria-hidden="true" className="size-4" />
            My Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
