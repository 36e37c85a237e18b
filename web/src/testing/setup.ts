import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Routes load their page module on first visit; on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
