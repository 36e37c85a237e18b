import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
