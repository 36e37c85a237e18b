import { ORGANIZATION_RESTORE_DAYS, type Organization } from '@wattle/shared/organizations';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { deleteWorkspaceQuestion } from './delete-question';

interface DeleteWorkspaceDialogProps {
  /** The workspace to delete; null keeps the dialog closed. */
  organization: Organization | null;
  onClose: () => void;
  onDelete: (organization: Organization) => Promise<void>;
}

/**
 * The workspace delete confirmation: the user types the workspace's exact name before Delete is
 * enabled, so a slip of the mouse cannot take a whole organization's records away.
 */
export function DeleteWorkspaceDialog({ organization, onClose, onDelete }: DeleteWorkspaceDialogProps) {
  const [typed, setTyped] = useState('');
  const matches = organization !== null && typed === organization.name;
  return (
    <ConfirmDialog
      open={organization !== null}
      onOpenChange={(open) => {
        if (open) return;
        setTyped('');
        onClose();
      }}
      title="Delete workspace"
      description={organization ? deleteWorkspaceQuestion(organization.name, ORGANIZATION_RESTORE_DAYS) : ''}
      note={
        organization ? (
          <Field
            label="Type the workspace's name to confirm"
            hint={`Enter "${organization.name}" exactly as shown.`}
            className="mt-2"
          >
            {(control) => (
              <Input
                {...control}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </Field>
        ) : null
      }
      confirmDisabled={!matches}
      onConfirm={async () => {
        if (organization && matches) await onDelete(organization);
        setTyped('');
      }}
    />
  );
}
