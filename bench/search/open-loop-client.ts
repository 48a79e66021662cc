import { runOpenLoopJob, type TOpenLoopJob } from './open-loop-schedule';

// The open loop's child process (bench/search/open-loop.ts forks it): runs the job it is sent and
// sends back what it measured.

process.once('message', (job: TOpenLoopJob) => {
  runOpenLoopJob(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
