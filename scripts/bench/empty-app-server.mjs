// Serves a built empty React Router app on 127.0.0.1 (argv: buildDir port), so its server-side
// render time can be measured over HTTP exactly like the app's pages.
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";

const [buildDir, port] = process.argv.slice(2);
const build = await import(pathToFileURL(join(buildDir, "server/index.js")).href);
const handle = createRequestHandler(build, "production");

createServer(async (req, res) => {
  const response = await handle(new Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method, headers: req.headers }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(port), "127.0.0.1");
