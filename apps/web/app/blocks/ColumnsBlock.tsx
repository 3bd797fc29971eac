import type { ColumnsBlockProps } from "./types.ts";

/** Two or three columns of blocks side by side; stacked under 768 px. */
export function ColumnsBlock({ layout, column1, column2, column3 }: ColumnsBlockProps) {
  const three = layout === "33-33-33";
  return (
    <div className={`blk-columns blk-columns--${layout}`}>
      <div className="blk-columns__col blk-slot">{column1}</div>
      <div className="blk-columns__col blk-slot">{column2}</div>
      {three ? <div className="blk-columns__col blk-slot">{column3}</div> : null}
    </div>
  );
}
