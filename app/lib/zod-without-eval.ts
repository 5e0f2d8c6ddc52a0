// The admin panel runs under a content security policy without 'unsafe-eval' (decision 025). Zod compiles object
// parsers with `new Function` when it may; its probe for that is refused by the policy (a violation report on every
// admin page). Imported first by the admin layout, so every schema is built after this and never tries.
import { z } from "zod";

z.config({ jitless: true });
