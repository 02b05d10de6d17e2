import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import './themes/tokens.css';
import './themes/base.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { appRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Rendered once the runtime config has loaded (see AppProvider), so the router starts after it. */
function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}

createRoot(container).render(
  <AppProvider>
    <AppRouter />
  </AppProvider>,
);
