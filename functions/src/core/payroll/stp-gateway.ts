import type { StpEventKind, StpEventState } from '@wattle/shared/stp-events';

/**
 * The one module that hands STP events to the ATO (issue 30 §5). Lodging through an SBR-enabled
 * gateway needs a registered sending service provider, so the product ships a file export: the
 * event is prepared and the employer downloads the file and lodges it with their STP-enabled
 * service. A registered gateway is another implementation of StpGateway, set once with
 * `useStpGateway` at start-up; nothing else in the product changes. Every answer of the gateway is
 * kept against the event, in order, and the event's state is its last answer's
 * (core/payroll/stp-events.ts).
 */

/** What is handed over: the event as the ATO's messages hold it (payer and payee records, TFNs included). */
export interface StpMessage {
  organizationId: number;
  stpEventId: number;
  kind: StpEventKind;
  submissionId: string;
  payer: Record<string, unknown>;
  /** The payee records with their TFNs, opened from the employee records when asked (a file export never asks). */
  readPayees(): Promise<Record<string, unknown>[]>;
}

/** One answer: the state the event is in, the gateway's reference (a receipt) and its message. */
export interface GatewayAnswer {
  state: StpEventState;
  reference?: string;
  message?: string;
}

export interface StpGateway {
  /** Shown with each answer ("File export", or the provider's name). */
  readonly name: string;
  /** Hands the event over; answers at once with the state it is in (prepared, sent, or already accepted or rejected). */
  send(message: StpMessage): Promise<GatewayAnswer>;
  /**
   * Asks what became of an event sent earlier (an SBR lodgement is answered later). Absent: the
   * gateway never learns it, and the employer records the outcome of their own lodgement.
   */
  outcome?(event: { organizationId: number; stpEventId: number; submissionId: string }): Promise<GatewayAnswer | null>;
}

/** The product's gateway: nothing leaves Wattle HR; the event is ready to download and lodge. */
export const fileExportGateway: StpGateway = {
  name: 'File export',
  async send() {
    return {
      state: 'prepared',
      message: 'Ready to download and lodge through your STP-enabled service.',
    };
  },
};

let current: StpGateway = fileExportGateway;

/** The gateway events are sent through. */
export const stpGateway = (): StpGateway => current;

/** Sets the gateway (a registered provider's module; a test double in tests). Answers the one it replaced. */
export function useStpGateway(gateway: StpGateway): StpGateway {
  const previous = current;
  current = gateway;
  return previous;
}
