import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createBrowserAppHistory } from './app/history';
import { AppRouter, AppRoutes } from './app/router';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const store = makeStore();
const history = createBrowserAppHistory();

const root = createRoot(container);
// A transition: React renders the first page in slices, between which the
// browser stays responsive (a phone's CPU takes several times a desktop's).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
