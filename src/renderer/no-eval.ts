import { z } from 'zod';

// The page's Content-Security-Policy forbids eval: tell zod before any schema is built, so it does
// not probe for it (the probe is refused and logged as a CSP violation). Imported first by main.tsx.
z.config({ jitless: true });
