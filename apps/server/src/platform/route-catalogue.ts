import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method, url, schema, config): what tests enumerate to cover every route. */
    routeCatalogue: readonly RouteOptions[];
  }
}

/** Records each route as it is registered; call before any route is. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}
