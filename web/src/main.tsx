import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { environment } from './lib/relay/environment';
import { router } from './lib/router';
import { system } from './lib/system';
import { AppToaster } from './lib/toaster';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
        <AppToaster />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  </StrictMode>,
);
