import '@ark/ui/styles.css';
import { createLeaderboardClient } from '@ark/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startPage } from './start-page';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const client = createLeaderboardClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '' });
const { store } = startPage({ client });

createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
