import { Handle, Position, useReactFlow, type Node, type NodeProps } from "@xyflow/react";
import { createContext, useContext, useEffect, useRef, useState, type CSSProperties } from "react";
import type { FlowNodeType } from "@shared/contracts/flowchart";
import { nodeLook } from "./node-styles";

export type FlowNodeData = { label: string; status?: "success" | "failure" };
export type DiagramNode = Node<FlowNodeData, FlowNodeType>;

/** Which node is being renamed, shared by the canvas (F2/Enter) and the nodes (double-click). */
export const RenameContext = createContext<{ editingId: string | null; setEditingId: (id: string | null) => void }>({
  editingId: null,
  setEditingId: () => {},
});

/** One node: shape and colour by type, label renamed in place by double-click (or F2/Enter). */
export function FlowNodeView({ id, type, data }: NodeProps<DiagramNode>) {
  const look = nodeLook(type, data.status);
  const { editingId, setEditingId } = useContext(RenameContext);
  const editing = editingId === id;
  const style = {
    width: look.width,
    height: look.height,
    "--node-fill": look.fill,
    "--node-stroke": look.stroke,
    "--node-text": look.text,
  } as CSSProperties;
  return (
    <div
      className="flow-node"
      data-kind={type}
      data-shape={look.shape}
      data-status={type === "endpoint" ? (data.status ?? "failure") : undefined}
      style={style}
      title={`${look.name}: ${data.label}`}
      onDoubleClick={(event) => {
        event.stopPropagation();
        setEditingId(id);
      }}
    >
      <Handle type="target" position={Position.Top} />
      {look.shape === "diamond" && (
        <svg className="flow-diamond" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden>
          <polygon points="50,1 99,50 50,99 1,50" vectorEffect="non-scaling-stroke" />
        </svg>
      )}
      {editing ? (
        <RenameInput id={id} label={data.label} onDone={() => setEditingId(null)} />
      ) : (
        <span className="flow-node-label">{data.label}</span>
      )}
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
}

function RenameInput({ id, label, onDone }: { id: string; label: string; onDone: () => void }) {
  const { updateNodeData } = useReactFlow<DiagramNode>();
  const [value, setValue] = useState(label);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const commit = () => {
    const next = value.trim().slice(0, 120);
    if (next) updateNodeData(id, { label: next });
    onDone();
  };
  return (
    <input
      ref={input}
      aria-label="Step name"
      className="flow-node-input nodrag nopan"
      value={value}
      maxLength={120}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === "Enter") commit();
        if (event.key === "Escape") onDone();
      }}
    />
  );
}

export const NODE_TYPES = {
  start: FlowNodeView,
  end: FlowNodeView,
  userAction: FlowNodeView,
  systemAction: FlowNodeView,
  screen: FlowNodeView,
  decision: FlowNodeView,
  action: FlowNodeView,
  endpoint: FlowNodeView,
};
