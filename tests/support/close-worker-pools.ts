// The worker-thread pools a test file started (a seeded article renders its body in the body render pool, a read
// page is parsed in the reader pool) are stopped when the file ends, as the server stops them at shutdown: a thread
// still running when the test process exits can take the process down with a V8 abort (SIGTRAP) after the file passed.
import { afterAll } from "vitest";
import { closeWorkerPools } from "~/lib/worker-pools.server";

afterAll(closeWorkerPools);
