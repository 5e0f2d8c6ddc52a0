// The parent of every API route: only its "api" path segment, so other paths leave the API's routes at that segment
// (app/routes.ts). It adds nothing to an answer.
export {};
