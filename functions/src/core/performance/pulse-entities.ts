import type { EntityItem } from 'electrodb';
import { timestampAttributes } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/*
 * The weekly pulse and the performance settings in the performance table (issue 29 §1):
 * - settings:  pk org#<org>, sk performance_settings
 * - a pulse:   pk org#<org>, sk pulse#<employee>#<week>     (a person's weeks: the newest earlier one carries forward)
 *              gsi1 org#<org>#pulses#<week>, pulse#<employee> (a week's pulses: a manager's reports, one Query a page)
 */

export const performanceSettingsEntity = organizationScopedEntity('performance', 'performance_settings', {
  attributes: {
    weekly_pulse: { type: 'boolean', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('performance_settings'),
  },
});

export const pulseEntity = organizationScopedEntity('performance', 'pulse', {
  attributes: {
    employee_id: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
    /** The Monday the week starts. */
    week: { type: 'string', required: true, readOnly: true },
    employee_name: { type: 'string', required: true },
    priorities: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          text: { type: 'string', required: true },
          done: { type: 'boolean', required: true },
          carried_from: { type: 'string' },
        },
      },
    },
    last_week: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byEmployee: organizationIndex('pulse#${employee_id}#${week}'),
    byWeek: organizationGsi('gsi1', 'pulses#${week}', 'pulse#${employee_id}'),
  },
});
export type PulseItem = EntityItem<ReturnType<typeof pulseEntity>>;
