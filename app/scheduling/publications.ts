// What saving a scheduled article needs of the job queue: a server woken to publish at the given times.
export interface TPublications {
  publishAt(times: Date[]): Promise<void>;
}
