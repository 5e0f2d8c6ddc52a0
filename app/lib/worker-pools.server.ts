// Every worker-thread pool of the server says here how it stops, so a shutdown (or the end of a test file) stops
// whatever pools were started, and none is forgotten. A thread left running when its process exits can bring the
// process down with it (V8 stops it mid-task), instead of the clean exit a supervisor or test runner expects.
const closers = new Set<() => Promise<void>>();

/** Called once by each pool module with the function that stops its shared pool (a no-op when none was started). */
export function stopWithWorkerPools(close: () => Promise<void>): void {
  closers.add(close);
}

/** Stops every pool that was started; each finishes or abandons its work as its own close function says. */
export async function closeWorkerPools(): Promise<void> {
  await Promise.all([...closers].map((close) => close()));
}
