import './no-eval';
import '@mantine/core/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { i18n } from './i18n';
import { theme } from './theme';
import { WorkspaceProvider } from './workspace';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n} defaultNS="ui">
        <MantineProvider theme={theme}>
          <WorkspaceProvider>
            <App />
          </WorkspaceProvider>
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
