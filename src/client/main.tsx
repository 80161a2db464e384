import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { PageDataProvider, readEmbeddedPageData } from './content/page-data';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <PageDataProvider value={readEmbeddedPageData()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PageDataProvider>
  </StrictMode>
);

// Prerendered and server-rendered pages arrive with their HTML: hydrate it. The shell (client-rendered routes) is empty.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
