import type { ReactNode } from "react";
import type { batchProgress } from "./upload-queue";

/** The whole batch's progress bar (full once there is nothing left to send), labelled by `children`. */
export function BatchProgress({
  id,
  batch,
  labelClassName,
  children,
}: {
  id: string;
  batch: ReturnType<typeof batchProgress>;
  labelClassName: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {children}
      </label>
      <progress
        id={id}
        className="mt-1 h-3 w-full accent-clay"
        max={Math.max(batch.total, 1)}
        value={batch.total === 0 ? 1 : batch.loaded}
      />
    </>
  );
}
