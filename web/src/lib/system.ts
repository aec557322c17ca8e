import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'teal' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
});

export const system = createSystem(defaultConfig, config);
