import type {
  LeaveRequest,
  LeaveRequestPreview,
  LeaveRequestStatus,
  LeaveRequestView,
  TeamCalendar,
} from '@wattle/shared/leave-request-constants';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

export interface LeaveRequestPage {
  data: LeaveRequest[];
  next_cursor: string | null;
  per_page: number;
}

export interface NewLeaveRequest {
  organization_id: number;
  employee_id: number;
  leave_type_id: number;
  start_date: string;
  end_date: string;
  hours?: string | null;
  reason?: string | null;
  attachment_upload_id?: string | null;
}

export const leaveRequestsKey = (
  organizationId: number,
  view: LeaveRequestView,
  status: LeaveRequestStatus | '',
  cursor: string | undefined,
) => ['organizations', organizationId, 'leave-requests', view, status, cursor ?? ''] as const;

export function useLeaveRequests(
  organizationId: number | null,
  view: LeaveRequestView,
  status: LeaveRequestStatus | '',
  cursor: string | undefined,
) {
  return useSWR(organizationId ? leaveRequestsKey(organizationId, view, status, cursor) : null, () => {
    const query = new URLSearchParams({ organization_id: String(organizationId), view });
    if (status) query.set('status', status);
    if (cursor) query.set('cursor', cursor);
    return api.get<LeaveRequestPage>(`/leave/requests?${query}`);
  });
}

export const teamCalendarKey = (organizationId: number, month: string) =>
  ['organizations', organizationId, 'leave-calendar', month] as const;

export function useTeamCalendar(organizationId: number | null, month: string) {
  return useSWR(organizationId ? teamCalendarKey(organizationId, month) : null, () =>
    api.get<TeamCalendar>(`/leave/calendar?organization_id=${organizationId}&month=${month}`),
  );
}

/** Everything a request's step can change: lists, the calendar, balances, notifications. */
const AFFECTED = new Set(['leave-requests', 'leave-calendar', 'leave-balances', 'notifications']);
export function useRevalidateLeave(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && AFFECTED.has(key[2]),
      ),
    [mutate, organizationId],
  );
}

export const previewLeaveRequest = (input: NewLeaveRequest) =>
  api.post<LeaveRequestPreview>('/leave/requests/preview', input);

/** Every POST carries an Idempotency-Key (api-client): a double submit makes one request. */
export const createLeaveRequest = (input: NewLeaveRequest) => api.post<LeaveRequest>('/leave/requests', input);

export const decideLeaveRequest = (
  request: Pick<LeaveRequest, 'request_id' | 'version'>,
  decision: 'approve' | 'decline' | 'cancel',
  comment: string | null,
) =>
  api.patch<LeaveRequest>(`/leave/requests/${request.request_id}/${decision}`, {
    version: request.version,
    comment: comment || null,
  });

export const attachmentLink = (requestId: number) =>
  api.get<{ url: string; file_name: string }>(`/leave/requests/${requestId}/attachment`);

/** Uploads a file for a request: a presigned POST, then the upload's id for the request. */
export async function uploadAttachment(organizationId: number, file: File): Promise<string> {
  const grant = await api.post<{ upload_id: string; url: string; fields: Record<string, string> }>(
    '/leave/attachments',
    { organization_id: organizationId, file_name: file.name },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(grant.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error('The attachment could not be uploaded. Try again.');
  return grant.upload_id;
}
