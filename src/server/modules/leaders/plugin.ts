/** The officials' leader routes and the public team photos. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, requireUuid } from '../../errors';
import { serverMessages } from '../../../shared/server-messages';
import { idParamSchema } from '../../../shared/schemas/admin';
import { readPhoto } from '../photos';
import { leaderRoutes } from './routes';
import { TEAM_PHOTO_PATH, isTeamPhoto } from './team';

export const leadersPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  await app.register(leaderRoutes);

  // A leader on the public team page shows their photo there; every other photo stays officials' only.
  app.get(
    `${TEAM_PHOTO_PATH}/:id`,
    { config: { access: 'public' }, schema: { params: idParamSchema } },
    async (request, reply) => {
      const id = requireUuid(request.params.id, serverMessages.photoNotFound);
      const photo = (await isTeamPhoto(db, id)) ? await readPhoto(db, id) : null;
      if (!photo) throw notFound(serverMessages.photoNotFound);
      return (
        reply
          .header('content-type', photo.mimeType)
          // Public but revalidated: the same photo leaves the page when its leader is archived or made inactive.
          .header('cache-control', 'public, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(photo.data)
      );
    },
  );
};
