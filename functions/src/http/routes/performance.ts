import type { MountResource } from '../app.ts';
import { feedbackRoutes, oneOnOneRoutes, payChangeRoutes } from './performance-feedback.ts';
import { goalRoutes } from './performance-goals.ts';
import { performanceSettingsRoutes, pulseRoutes } from './performance-pulse.ts';
import { cycleRoutes, reviewRoutes } from './performance-reviews.ts';

/**
 * Performance (issue 29), one Lambda: goals and check-ins (performance-goals.ts); review cycles,
 * reviews, feedback and 1:1s mount their own routers here, one file each.
 */
export const mountPerformance: MountResource = (api) =>
  api
    .route('/performance/goals', goalRoutes)
    .route('/performance/cycles', cycleRoutes)
    .route('/performance/reviews', reviewRoutes)
    .route('/performance/feedback', feedbackRoutes)
    .route('/performance/one-on-ones', oneOnOneRoutes)
    .route('/performance/pay-changes', payChangeRoutes)
    .route('/performance/settings', performanceSettingsRoutes)
    .route('/performance/pulses', pulseRoutes);
