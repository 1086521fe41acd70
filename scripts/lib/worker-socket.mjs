// The Worker's own socket under `wrangler dev`, behind wrangler's local proxy.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * `wrangler dev` runs two workerd processes: its ProxyWorker on the public port, which forwards
 * every request over a pooled keep-alive connection to a second workerd running our Worker on a
 * port the OS picks (`entry=127.0.0.1:0`). Both ends close an idle connection after 5 s (kj's
 * defaults), so a request written onto one just as the Worker's end closes it is lost before it
 * reaches the Worker; the ProxyWorker resends GETs but answers a POST "500 Error: Network
 * connection lost" (cloudflare/workers-sdk#14641, #15252). Requests sent on a steady 5 s beat,
 * on a busy machine, hit that often. Production has no such proxy, so a load part measuring the
 * Worker talks to this socket: the same workerd, Worker, bindings and local state, minus the
 * dev-only hop. Linux only (/proc); null when it cannot be found.
 */
export async function workerSocketUrl(processGroup, host = "127.0.0.1") {
  let rows;
  try {
    rows = execFileSync("ps", ["-eo", "pid=,pgid=,args="], { encoding: "utf8" }).split("\n");
  } catch {
    return null;
  }
  const runtimes = rows
    .map((row) => row.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m) => m && Number(m[2]) === processGroup && /workerd serve/.test(m[3]) && m[3].includes(`entry=${host}:0`))
    .map((m) => Number(m[1]));
  for (const pid of runtimes)
    for (const port of listeningPorts(pid)) {
      const url = `http://${host}:${port}`;
      try {
        // The Worker's own health check answers only on its entry socket.
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        if (response.ok) return url;
      } catch {
        // another of the runtime's sockets (inspector, loopback)
      }
    }
  return null;
}

/** TCP ports a process listens on, from /proc (no `ss` or `lsof` needed). */
function listeningPorts(pid) {
  const inodes = new Set();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = link.match(/^socket:\[(\d+)\]$/)?.[1];
        if (inode) inodes.add(inode);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    return [];
  }
  const ports = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let lines = [];
    try {
      lines = readFileSync(table, "utf8").split("\n").slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const cells = line.trim().split(/\s+/);
      // cells: sl, local address:port (hex), remote, state (0A = LISTEN), …, inode at 9
      if (cells[3] === "0A" && inodes.has(cells[9])) ports.push(parseInt(cells[1].split(":")[1], 16));
    }
  }
  return ports;
}
