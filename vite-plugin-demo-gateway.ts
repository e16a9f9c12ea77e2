// `npm run dev`: the demo gateway under /api/ and the shop profiles under /shop-profiles/, as
// scripts/serve.ts serves them for `npm start`. The gateway is loaded through Vite's SSR module loader on
// the first request, so the config bundle and production builds never contain it.
import type { Plugin } from 'vite';
import type { DemoBackend } from './scripts/lib/demo-gateway-node';

type NodeGlue = typeof import('./scripts/lib/demo-gateway-node');

export function demoGateway(): Plugin {
  return {
    name: 'demo-gateway',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST) return;
      let backend: Promise<DemoBackend> | undefined;
      server.middlewares.use((req, res, next) => {
        backend ??= server.ssrLoadModule('/scripts/lib/demo-gateway-node.ts').then((glue) =>
          // The dev server is the demo: its controls are on, and client log lines are printed.
          (glue as NodeGlue).createDemoBackend({
            demoControls: true,
            onLog: (line) => server.config.logger.info(line),
          }),
        );
        backend
          .then((ready) => ready.handle(req, res))
          .then((handled) => {
            if (!handled) next();
          })
          .catch(next);
      });
    },
  };
}
